// The one interface both account backends implement (embedded SQLite, Firebase Authentication).
// Routes never know which one runs; the contract tests hold both to the same behaviour.
import type { AuthErrorCode } from "~/domain/auth-errors";

/** A failure the user can be told about; `code` maps to a Korean message (authErrorMessage). */
export class AuthError extends Error {
  constructor(
    readonly code: AuthErrorCode,
    detail?: string,
  ) {
    super(detail ? `${code}: ${detail}` : code);
    this.name = "AuthError";
  }
}

/** What a proven sign-in or sign-up yields: the account. Sessions are the session store's (decision 075). */
export type Identity = { uid: string };

/** What the accounts service hands the routes after a login: the member and a new session's token. */
export type SignedIn = { uid: string; sessionToken: string };

export type AuthAccount = {
  uid: string;
  email: string | null;
  hasPassword: boolean;
  /** The owner has proven `email` (our link / Firebase's emailVerified; a password reset proves it too). */
  emailVerified: boolean;
  /** Disabled at the identity provider (Firebase console); such an account keeps no session. */
  disabled: boolean;
};

/** Proves identity (password, social login) and manages credentials; never holds sessions. */
export interface IdentityStore {
  readonly kind: "sqlite" | "firebase";
  /** Creates an e-mail/password account. */
  signUp(email: string, password: string): Promise<Identity>;
  signIn(email: string, password: string): Promise<Identity>;
  /** An account without a password, for a social login; returns its uid. */
  createSocialAccount(): Promise<string>;
  getAccount(uid: string): Promise<AuthAccount | null>;
  /** Checks the current password and sets the new one (the service ends the sessions). */
  changePassword(uid: string, currentPassword: string, newPassword: string): Promise<void>;
  /** E-mails a reset link (ours pointing at `${siteUrl}/reset-password`, or Firebase's own). */
  sendPasswordReset(email: string, siteUrl: string): Promise<void>;
  /** Sets a new password with a reset token / action code. Returns the uid. */
  resetPassword(token: string, newPassword: string): Promise<string>;
  /**
   * Checks a reset token / action code without using it (the page says a dead link is dead before
   * the member types a password). Throws AuthError("invalid-action-code").
   */
  checkPasswordResetCode(token: string): Promise<void>;
  /** A single-use code proving the account's current e-mail when it comes back (24 h on SQLite). */
  createEmailVerificationCode(uid: string): Promise<{ email: string; code: string }>;
  /**
   * Reads a verification code without using it: the account and the address it would prove.
   * Opening the mailed link does only this (mail scanners open links too); the owner's press
   * applies it. AuthError("invalid-action-code") for a code that applying would refuse.
   */
  checkEmailVerificationCode(code: string): Promise<{ uid: string; email: string }>;
  /** Uses a verification code: the account's e-mail is verified. Returns the uid; AuthError("invalid-action-code"). */
  applyEmailVerification(code: string): Promise<string>;
  /** Marks the e-mail verified without a code (the embedded start-up administrator account only). */
  markEmailVerified(uid: string): Promise<void>;
  deleteAccount(uid: string): Promise<void>;
  /**
   * Whether anyone can sign in to the account: it exists, is not disabled, and has a password or
   * a linked social identity. A user document alone (a demo member) signs nobody in.
   */
  canSignIn(uid: string): Promise<boolean>;
  /** Social identities (provider + the provider's subject id) linked to accounts. */
  findIdentity(provider: string, subject: string): Promise<string | null>;
  linkIdentity(provider: string, subject: string, uid: string): Promise<void>;
  /**
   * Deletes the site's own reset and verification codes that were used or have expired (the
   * retention job, decision 209); returns how many. Firebase keeps its action codes itself: 0.
   */
  purgeSpentLinks(now: number): Promise<number>;
}

// The cookie lives as long as a session can (the server decides earlier ends: decision 075).
export const SESSION_MAX_AGE_SECONDS = 14 * 24 * 60 * 60;
// The links' lifetimes are the privacy policy's (~/domain/retention).
export {
  RESET_LINK_TTL_MS as RESET_TOKEN_TTL_MS,
  VERIFICATION_LINK_TTL_MS as EMAIL_VERIFICATION_TTL_MS,
} from "~/domain/retention";
