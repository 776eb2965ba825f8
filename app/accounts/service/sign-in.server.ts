// Sign-up and sign-in with an e-mail and a password, and the bookkeeping every sign-in does
// (social sign-ins included).
import {
  AuthError,
  type IdentityStore,
  type Identity,
  type SignedIn,
} from "~/records/identity/contract";
import { UNKNOWN_DEVICE } from "~/accounts/device-label";
import type { SessionStore } from "~/records/sessions/contract.server";
import type { SocialProfile } from "~/accounts/service/social-login.server";
import { roleFor } from "~/domain/administrator";
import { sameEmail } from "~/domain/email-address";
import type { UserRecord, UserStore } from "~/records/users/contract";

export type Registration = {
  email: string;
  password: string;
  name: string;
  phoneNumber?: string;
  interests?: string[];
  /** When the two sign-up consents were given (ISO 8601); the form requires both. */
  termsConsentAt?: string | null;
  privacyConsentAt?: string | null;
};

export function createSignIn(deps: {
  backend: IdentityStore;
  users: UserStore;
  sessions: SessionStore;
  adminEmail: string | undefined;
  now: () => Date;
  loadProfile: (uid: string) => Promise<UserRecord | null>;
  startSession: (uid: string, device: string) => Promise<SignedIn>;
}) {
  const { backend, users, sessions, adminEmail, now, loadProfile, startSession } = deps;

  /**
   * What the auth side says about the member's address now. E-mail accounts: the backend (so a
   * change made in the Firebase console is picked up at the next sign-in). Social-only accounts:
   * the provider's word at this login, else what was stored.
   */
  async function provenAddress(profile: UserRecord, social?: SocialProfile) {
    const account = await backend.getAccount(profile.uid);
    if (account?.hasPassword && account.email) {
      return { email: account.email, emailVerified: account.emailVerified };
    }
    if (social) {
      return {
        email: profile.email,
        emailVerified: Boolean(social.emailVerified && sameEmail(social.email, profile.email)),
      };
    }
    return { email: profile.email, emailVerified: profile.emailVerified };
  }

  /**
   * An e-mail account and its user document, both or neither; no session. `verified` only for the
   * embedded default's start-up administrator account, whose address comes from the operator's
   * settings; every sign-up through the site starts unverified.
   */
  async function createAccount(
    input: Registration,
    options: { verified?: boolean } = {},
  ): Promise<Identity> {
    if (await users.findByEmail(input.email)) throw new AuthError("email-already-in-use");
    const identity = await backend.signUp(input.email, input.password);
    const emailVerified = options.verified === true;
    try {
      if (emailVerified) await backend.markEmailVerified(identity.uid);
      const at = now();
      await users.create(
        {
          uid: identity.uid,
          email: input.email,
          name: input.name,
          provider: "email",
          phoneNumber: input.phoneNumber ?? "",
          interests: input.interests ?? [],
          emailVerified,
          termsConsentAt: input.termsConsentAt ?? null,
          privacyConsentAt: input.privacyConsentAt ?? null,
          role: roleFor({ email: input.email, emailVerified }, adminEmail),
          lastLogin: at.toISOString(),
        },
        at,
      );
    } catch (error) {
      // No half-made accounts: without its document the sign-up did not happen.
      await backend.deleteAccount(identity.uid).catch(() => undefined);
      throw error;
    }
    return { uid: identity.uid };
  }

  /**
   * Sign-in bookkeeping (requirements §4): lastLogin, the proven address and the role rewritten;
   * inactive users refused; then a new session. A role only ever rises here, so a sign-in never
   * removes an administrator.
   */
  async function completeSignIn(
    identity: Identity,
    device: string,
    social?: SocialProfile,
  ): Promise<SignedIn> {
    const profile = await loadProfile(identity.uid);
    if (profile?.status === "inactive") {
      await sessions.endAllForUser(identity.uid).catch(() => undefined);
      throw new AuthError("user-disabled");
    }
    if (profile) {
      const address = await provenAddress(profile, social);
      await users.update(
        identity.uid,
        {
          lastLogin: now().toISOString(),
          ...address,
          role: roleFor({ ...profile, ...address }, adminEmail),
        },
        now(),
      );
    }
    return startSession(identity.uid, device);
  }

  return {
    createAccount,
    completeSignIn,

    /** Sign-up: the account, its user document and a first session on this device. */
    async register(input: Registration, device = UNKNOWN_DEVICE): Promise<SignedIn> {
      return startSession((await createAccount(input)).uid, device);
    },

    async login(email: string, password: string, device = UNKNOWN_DEVICE): Promise<SignedIn> {
      return completeSignIn(await backend.signIn(email, password), device);
    },
  };
}
