// Account operations as the routes use them: one backend (auth: proves identity), the users store
// (profile) and the session store (sessions), kept in step. Pure of settings and HTTP, so the
// contract tests drive it on both backends. Each capability is its own factory in service/; this
// module wires them together and is the service's one public face.
import type { IdentityStore } from "~/records/identity/contract";
import type { SessionStore } from "~/records/sessions/contract.server";
import { createDeletion } from "~/accounts/service/deletion.server";
import { createPasswords } from "~/accounts/service/passwords.server";
import { createProfiles } from "~/accounts/service/profiles.server";
import { createSessions } from "~/accounts/service/sessions.server";
import { createSignIn } from "~/accounts/service/sign-in.server";
import { createSocialLogin } from "~/accounts/service/social-login.server";
import { createVerification } from "~/accounts/service/verification.server";
import type { UserStore } from "~/records/users/contract";

export { RefusedDeletionError } from "~/accounts/service/deletion.server";
export { toSessionUser } from "~/accounts/service/profiles.server";
export type { ResolvedSession } from "~/accounts/service/sessions.server";
export type { Registration } from "~/accounts/service/sign-in.server";
export type {
  SignUpConsents,
  SocialLoginResult,
  SocialProfile,
} from "~/accounts/service/social-login.server";

export type AccountsDeps = {
  backend: IdentityStore;
  users: UserStore;
  sessions: SessionStore;
  adminEmail: string | undefined;
  /** Runs when an account is deleted (applications keep their record without the personal link). */
  onAccountDeleted?: (uid: string) => Promise<void>;
  /** Sends the verification mail (the mail module in the app; a recorder in tests). */
  sendMail?: (mail: { to: string; subject: string; text: string }) => Promise<unknown>;
  now?: () => Date;
};

export function createAccountsService(deps: AccountsDeps) {
  const { backend, users, sessions, adminEmail, sendMail, onAccountDeleted } = deps;
  const now = deps.now ?? (() => new Date());

  const profiles = createProfiles({ backend, users, adminEmail, now });
  const sessionKeeping = createSessions({
    backend,
    sessions,
    now,
    memberFor: profiles.memberFor,
  });
  const { startSession } = sessionKeeping;
  const signIn = createSignIn({
    backend,
    users,
    sessions,
    adminEmail,
    now,
    loadProfile: profiles.loadProfile,
    startSession,
  });
  const socialLogin = createSocialLogin({
    backend,
    users,
    adminEmail,
    now,
    startSession,
    completeSignIn: signIn.completeSignIn,
  });
  const verification = createVerification({ backend, users, adminEmail, now, sendMail });
  const passwords = createPasswords({
    backend,
    sessions,
    addressVerified: verification.addressVerified,
  });
  const deletion = createDeletion({ backend, users, sessions, adminEmail, onAccountDeleted });

  return {
    loadProfile: profiles.loadProfile,
    hasPassword: profiles.hasPassword,
    updateProfile: profiles.updateProfile,

    register: signIn.register,
    /** An account made without signing anyone in (the administrator account at start). */
    createAccount: signIn.createAccount,
    login: signIn.login,

    resolveSession: sessionKeeping.resolveSession,
    sessionUser: sessionKeeping.sessionUser,
    markSecondFactor: sessionKeeping.markSecondFactor,
    endSession: sessionKeeping.endSession,
    endOwnSession: sessionKeeping.endOwnSession,
    endAllSessions: sessionKeeping.endAllSessions,
    listSessions: sessionKeeping.listSessions,

    changePassword: passwords.changePassword,
    sendPasswordReset: passwords.sendPasswordReset,
    resetPassword: passwords.resetPassword,
    checkPasswordResetCode: passwords.checkPasswordResetCode,

    sendEmailVerification: verification.sendEmailVerification,
    checkEmailVerification: verification.checkEmailVerification,
    verifyEmail: verification.verifyEmail,

    deletionRefusal: deletion.deletionRefusal,
    changeRefusal: deletion.changeRefusal,
    deleteAccount: deletion.deleteAccount,

    socialLogin: socialLogin.socialLogin,
    linkSocialIdentity: socialLogin.linkSocialIdentity,
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
