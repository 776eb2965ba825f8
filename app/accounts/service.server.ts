// Account operations as the routes use them: one backend (auth: proves identity), the users store
// (profile) and the session store (sessions), kept in step. Pure of settings and HTTP, so the
// contract tests drive it on both backends.
import {
  AuthError,
  type AccountsBackend,
  type Identity,
  type SignedIn,
} from "~/accounts/identity/contract";
import { UNKNOWN_DEVICE } from "~/accounts/device-label";
import { isAdminIdle, needsTouch, type StoredSession } from "~/accounts/sessions/rules";
import type { SessionStore } from "~/accounts/sessions/contract.server";
import type { SessionUser } from "~/domain/session-user";
import { isAdministrator, roleFor } from "~/domain/administrator";
import { sameEmail } from "~/domain/email-address";
import { refuseUserChange, refuseUserDeletion, type AdminCandidate } from "~/domain/admin-users";
import { verificationLink, verificationMail } from "~/domain/email-verification";
import type { UserChanges, UserRecord, UsersStore } from "~/records/users/contract";
import { log } from "~/server/log.server";

export type AccountsDeps = {
  backend: AccountsBackend;
  users: UsersStore;
  sessions: SessionStore;
  adminEmail: string | undefined;
  /** Runs when an account is deleted (applications keep their record without the personal link). */
  onAccountDeleted?: (uid: string) => Promise<void>;
  /** Sends the verification mail (the mail module in the app; a recorder in tests). */
  sendMail?: (mail: { to: string; subject: string; text: string }) => Promise<unknown>;
  now?: () => Date;
};

/** A deletion that would leave the site without an administrator who can sign in (Korean message). */
export class RefusedDeletionError extends Error {
  constructor(readonly userMessage: string) {
    super(userMessage);
    this.name = "RefusedDeletionError";
  }
}

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

export function toSessionUser(user: UserRecord, adminEmail: string | undefined): SessionUser {
  const isAdmin = isAdministrator(user, adminEmail);
  return {
    uid: user.uid,
    email: user.email,
    name: user.name,
    profileImage: user.profileImage,
    emailVerified: user.emailVerified,
    provider: user.provider,
    role: isAdmin ? "admin" : "user",
    isAdmin,
  };
}

/** A verified session and its member. */
export type ResolvedSession = { user: SessionUser; session: StoredSession };

export function createAccountsService(deps: AccountsDeps) {
  const { backend, users, sessions, adminEmail } = deps;
  const now = deps.now ?? (() => new Date());

  /** A new session for a member whose identity was just proven (every login gets its own). */
  async function startSession(uid: string, device: string): Promise<SignedIn> {
    const { token } = await sessions.create(uid, device || UNKNOWN_DEVICE, now().getTime());
    return { uid, sessionToken: token };
  }

  /** The member behind a uid, or null (no account, inactive); the auth data when the profile cannot be read. */
  async function memberFor(uid: string): Promise<SessionUser | null> {
    let profile: UserRecord | null;
    try {
      profile = await loadProfile(uid);
    } catch (error) {
      // Requirements §4: without the profile document the session goes on with the auth data.
      log.error({ error }, "[accounts] profile could not be loaded");
      const account = await backend.getAccount(uid);
      if (!account) return null;
      const fallback = { uid, email: account.email ?? "", role: "user" as const };
      const isAdmin = isAdministrator(fallback, adminEmail);
      return {
        uid,
        email: fallback.email,
        name: "",
        profileImage: null,
        emailVerified: false,
        provider: account.hasPassword ? "email" : "social",
        role: isAdmin ? "admin" : "user",
        isAdmin,
      };
    }
    if (!profile || profile.status === "inactive") return null;
    return toSessionUser(profile, adminEmail);
  }

  /**
   * The session behind a token and its member, or null (unknown, ended, expired, account gone or
   * inactive). Last-seen is written only when it is older than a few minutes; that is also when
   * the identity provider is asked again, so an account disabled or deleted there (Firebase
   * console) loses its sessions within that interval.
   */
  async function resolveSession(sessionToken: string): Promise<ResolvedSession | null> {
    if (!sessionToken) return null;
    const at = now().getTime();
    const session = await sessions.find(sessionToken, at);
    if (!session) return null;
    const lastSeen = { lastSeenAt: session.lastSeenAt };
    // Only administrators pass a second factor: their last use is kept to the minute.
    if (needsTouch(session, at, session.secondFactorAt !== null)) {
      const account = await backend.getAccount(session.uid);
      if (!account || account.disabled) {
        await sessions.endAllForUser(session.uid);
        return null;
      }
      if (!(await sessions.touch(sessionToken, at))) return null;
      session.lastSeenAt = at;
    }
    const user = await memberFor(session.uid);
    if (!user) {
      await sessions.endAllForUser(session.uid);
      return null;
    }
    // An administrator idle for 30 minutes is signed out here, on the server (decision 195).
    if (user.isAdmin && isAdminIdle(lastSeen, at)) {
      await sessions.endByToken(sessionToken);
      return null;
    }
    return { user, session };
  }

  /** The user's document, created from the auth account when missing; the verified admin address forced to admin. */
  async function loadProfile(uid: string): Promise<UserRecord | null> {
    const existing = await users.get(uid);
    if (existing) {
      const role = roleFor(existing, adminEmail);
      if (role === "admin" && existing.role !== "admin") return users.update(uid, { role }, now());
      return existing;
    }
    const account = await backend.getAccount(uid);
    if (!account) return null;
    const email = account.email ?? "";
    const emailVerified = account.emailVerified;
    return users.create(
      {
        uid,
        email,
        name: "",
        provider: account.hasPassword ? "email" : "social",
        emailVerified,
        role: roleFor({ email, emailVerified }, adminEmail),
      },
      now(),
    );
  }

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

  /**
   * Everybody, each active administrator with whether the identity backend lets anyone sign in
   * to them (only administrators matter to the rules, so only they cost a look-up).
   */
  async function adminCandidates(): Promise<AdminCandidate[]> {
    return Promise.all(
      (await users.list()).map(async (user) => ({
        ...user,
        canSignIn:
          isAdministrator(user, adminEmail) && user.status !== "inactive"
            ? await backend.canSignIn(user.uid)
            : false,
      })),
    );
  }

  /** Why deleting `uid` must be refused (the configured or last administrator who can sign in), or null. */
  async function deletionRefusal(uid: string): Promise<string | null> {
    const everyone = await adminCandidates();
    const target = everyone.find((u) => u.uid === uid);
    return target ? refuseUserDeletion(everyone, target, adminEmail) : null;
  }

  /** Records on the user document that the address is proven (and what that grants). */
  async function addressVerified(uid: string): Promise<void> {
    const profile = await users.get(uid);
    if (!profile) return;
    await users.update(
      uid,
      { emailVerified: true, role: roleFor({ ...profile, emailVerified: true }, adminEmail) },
      now(),
    );
  }

  return {
    loadProfile,

    /** Whether the account signs in with a password (e-mail accounts; not Kakao-only ones). */
    async hasPassword(uid: string): Promise<boolean> {
      return Boolean((await backend.getAccount(uid))?.hasPassword);
    },

    /** Sign-up: the account, its user document and a first session on this device. */
    async register(input: Registration, device = UNKNOWN_DEVICE): Promise<SignedIn> {
      return startSession((await createAccount(input)).uid, device);
    },

    /** An account made without signing anyone in (the administrator account at start). */
    createAccount,

    async login(email: string, password: string, device = UNKNOWN_DEVICE): Promise<SignedIn> {
      return completeSignIn(await backend.signIn(email, password), device);
    },

    resolveSession,

    /** The member behind a session token, or null. */
    async sessionUser(sessionToken: string): Promise<SessionUser | null> {
      return (await resolveSession(sessionToken))?.user ?? null;
    },

    /** This session passed the administrator's second factor; false when it has ended meanwhile. */
    markSecondFactor: (sessionToken: string) =>
      sessions.markSecondFactor(sessionToken, now().getTime()),

    /** Logout: ends this session, for every copy of its cookie; the member's other sessions stay. */
    endSession: (sessionToken: string) => sessions.endByToken(sessionToken),

    /** Ends one of the member's own sessions (my page); false when the member has no such session. */
    endOwnSession: (uid: string, sessionId: string) => sessions.endById(uid, sessionId),

    /** Password change, reset, deactivation, deletion, "log out everywhere". */
    endAllSessions: (uid: string) => sessions.endAllForUser(uid),

    listSessions: (uid: string) => sessions.listForUser(uid, now().getTime()),

    async updateProfile(uid: string, changes: UserChanges): Promise<UserRecord> {
      const updated = await users.update(uid, changes, now());
      if (!updated) throw new AuthError("user-not-found");
      return updated;
    },

    /** Sets a new password (the current one proven) and ends every session of the member. */
    async changePassword(uid: string, currentPassword: string, newPassword: string): Promise<void> {
      await backend.changePassword(uid, currentPassword, newPassword);
      await sessions.endAllForUser(uid);
    },

    sendPasswordReset: (email: string, siteUrl: string) =>
      backend.sendPasswordReset(email, siteUrl),

    /**
     * Sets a new password with a reset token and ends every session of the member. A reset link
     * that reached the mailbox also proves the address (both backends). Returns the uid.
     */
    async resetPassword(token: string, newPassword: string): Promise<string> {
      const uid = await backend.resetPassword(token, newPassword);
      await sessions.endAllForUser(uid);
      await addressVerified(uid);
      return uid;
    },

    checkPasswordResetCode: (token: string) => backend.checkPasswordResetCode(token),

    /**
     * E-mails a verification link for the member's address. "already-verified" when the auth side
     * has it verified (then the user document is brought in step).
     */
    async sendEmailVerification(
      uid: string,
      siteUrl: string,
    ): Promise<"sent" | "already-verified"> {
      const account = await backend.getAccount(uid);
      if (!account?.email || !account.hasPassword) throw new AuthError("user-not-found");
      if (account.emailVerified) {
        await addressVerified(uid);
        return "already-verified";
      }
      if (!deps.sendMail) throw new Error("no mailer configured for verification e-mails");
      const { email, code } = await backend.createEmailVerificationCode(uid);
      await deps.sendMail(verificationMail(email, verificationLink(siteUrl, code)));
      return "sent";
    },

    /**
     * The address a verification code would prove, without using the code: what opening the
     * mailed link shows (a mail scanner opens it too). AuthError("invalid-action-code").
     */
    async checkEmailVerification(code: string): Promise<{ email: string }> {
      return { email: (await backend.checkEmailVerificationCode(code)).email };
    },

    /** Uses a verification code (the owner pressed the button); the member's address counts as theirs from now on. Returns the uid. */
    async verifyEmail(code: string): Promise<string> {
      const uid = await backend.applyEmailVerification(code);
      await addressVerified(uid);
      return uid;
    },

    deletionRefusal,

    /** Why an administrator's role/status change must be refused (admin pages), or null. */
    async changeRefusal(
      uid: string,
      change: { role: "admin" | "user"; status: "active" | "inactive" },
    ): Promise<string | null> {
      const everyone = await adminCandidates();
      const target = everyone.find((u) => u.uid === uid);
      return target ? refuseUserChange(everyone, target, change, adminEmail) : null;
    },

    /** Every path that deletes an account comes here, so none can remove the last administrator. */
    async deleteAccount(uid: string): Promise<void> {
      const refusal = await deletionRefusal(uid);
      if (refusal) throw new RefusedDeletionError(refusal);
      await sessions.endAllForUser(uid);
      await deps.onAccountDeleted?.(uid);
      await users.delete(uid);
      await backend.deleteAccount(uid);
    },

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

export type AccountsService = ReturnType<typeof createAccountsService>;
