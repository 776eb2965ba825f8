// Changing and resetting a password; either ends every session of the member.
import type { IdentityStore } from "~/records/identity/contract";
import type { SessionStore } from "~/records/sessions/contract.server";

export function createPasswords(deps: {
  backend: IdentityStore;
  sessions: SessionStore;
  /** Records on the user document that the address is proven. */
  addressVerified: (uid: string) => Promise<void>;
}) {
  const { backend, sessions, addressVerified } = deps;

  return {
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
  };
}
