// Proving the member's e-mail address: the mailed link, the code it carries, and the user
// document brought in step once the address is proven.
import { AuthError, type IdentityStore } from "~/records/identity/contract";
import { roleFor } from "~/domain/administrator";
import { verificationLink, verificationMail } from "~/domain/email-verification";
import type { UserStore } from "~/records/users/contract";

export function createVerification(deps: {
  backend: IdentityStore;
  users: UserStore;
  adminEmail: string | undefined;
  now: () => Date;
  /** Sends the verification mail (the mail module in the app; a recorder in tests). */
  sendMail?: (mail: { to: string; subject: string; text: string }) => Promise<unknown>;
}) {
  const { backend, users, adminEmail, now, sendMail } = deps;

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
    addressVerified,

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
      if (!sendMail) throw new Error("no mailer configured for verification e-mails");
      const { email, code } = await backend.createEmailVerificationCode(uid);
      await sendMail(verificationMail(email, verificationLink(siteUrl, code)));
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
  };
}
