// Signing in with a social identity (Kakao): a known identity signs in, one whose e-mail belongs
// to an e-mail account is linked once that account's password is proven, a new one becomes a
// member with the sign-up consents.
import {
  AuthError,
  type IdentityStore,
  type Identity,
  type SignedIn,
} from "~/records/identity/contract";
import { UNKNOWN_DEVICE } from "~/accounts/device-label";
import { roleFor } from "~/domain/administrator";
import { sameEmail } from "~/domain/email-address";
import type { UserStore } from "~/records/users/contract";

/** The claims a social login hands over (OpenID Connect: sub, email, nickname, picture). */
export type SocialProfile = {
  provider: string;
  subject: string;
  email: string | null;
  name: string;
  picture: string | null;
  /** The provider vouches for the e-mail (Kakao: the ID token's email_verified). Absent: not proven. */
  emailVerified?: boolean;
};

export type SocialLoginResult =
  | { kind: "signed-in"; signedIn: SignedIn; created: boolean }
  /** The e-mail belongs to an e-mail account: linking needs that account's password first. */
  | { kind: "needs-link"; email: string }
  /** Nobody has this identity yet: a new member gives the sign-up consents before an account exists. */
  | { kind: "needs-consent" };

/** When a new member gave the two sign-up consents (ISO 8601), as the sign-up form records them. */
export type SignUpConsents = { termsConsentAt: string; privacyConsentAt: string };

export function createSocialLogin(deps: {
  backend: IdentityStore;
  users: UserStore;
  adminEmail: string | undefined;
  now: () => Date;
  startSession: (uid: string, device: string) => Promise<SignedIn>;
  /** The sign-in bookkeeping every sign-in does, with what the provider says at this login. */
  completeSignIn: (identity: Identity, device: string, social?: SocialProfile) => Promise<SignedIn>;
}) {
  const { backend, users, adminEmail, now, startSession, completeSignIn } = deps;

  return {
    /**
     * A social sign-in. An identity seen before signs in; one whose e-mail belongs to an e-mail
     * account waits for that account's password; a new one becomes a member only with `consents`
     * (otherwise "needs-consent", and nothing is created).
     */
    async socialLogin(
      profile: SocialProfile,
      device = UNKNOWN_DEVICE,
      consents?: SignUpConsents,
    ): Promise<SocialLoginResult> {
      const linkedUid = await backend.findIdentity(profile.provider, profile.subject);
      const linked = linkedUid ? await backend.getAccount(linkedUid) : null;
      if (linkedUid && linked) {
        if (linked.disabled) throw new AuthError("user-disabled");
        const signedIn = await completeSignIn({ uid: linkedUid }, device, profile);
        return { kind: "signed-in", signedIn, created: false };
      }
      if (profile.email) {
        const owner = await users.findByEmail(profile.email);
        if (owner) {
          const account = await backend.getAccount(owner.uid);
          if (account?.hasPassword) return { kind: "needs-link", email: owner.email };
        }
      }
      if (!consents) return { kind: "needs-consent" };
      const uid = await backend.createSocialAccount();
      const emailVerified = Boolean(profile.email && profile.emailVerified);
      try {
        const at = now();
        await users.create(
          {
            uid,
            email: profile.email ?? "",
            name: profile.name,
            provider: profile.provider,
            profileImage: profile.picture,
            emailVerified,
            termsConsentAt: consents.termsConsentAt,
            privacyConsentAt: consents.privacyConsentAt,
            role: roleFor({ email: profile.email, emailVerified }, adminEmail),
            lastLogin: at.toISOString(),
          },
          at,
        );
        await backend.linkIdentity(profile.provider, profile.subject, uid);
      } catch (error) {
        await backend.deleteAccount(uid).catch(() => undefined);
        throw error;
      }
      return { kind: "signed-in", signedIn: await startSession(uid, device), created: true };
    },

    /** Links a social identity to the e-mail account whose password the user just proved. */
    async linkSocialIdentity(
      profile: SocialProfile,
      email: string,
      password: string,
      device = UNKNOWN_DEVICE,
    ): Promise<SignedIn> {
      const signedIn = await backend.signIn(email, password);
      const owner = await users.get(signedIn.uid);
      if (owner && profile.email && !sameEmail(owner.email, profile.email))
        throw new AuthError("invalid-credential");
      await backend.linkIdentity(profile.provider, profile.subject, signedIn.uid);
      if (owner && !owner.profileImage && profile.picture) {
        await users.update(signedIn.uid, { profileImage: profile.picture }, now());
      }
      return completeSignIn(signedIn, device, profile);
    },
  };
}
