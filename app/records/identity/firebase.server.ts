// The Firebase account backend: Identity Toolkit REST for sign-up, sign-in and reset
// (FIREBASE_WEB_API_KEY), firebase-admin for accounts, identities in Firestore. It proves identity
// only: sessions live in the session store, the same on both backends (decision 075), so no
// Firebase session cookie or custom token is made.
import type { Auth } from "firebase-admin/auth";
import type { Firestore } from "firebase-admin/firestore";
import { AuthError, type IdentityStore } from "~/records/identity/contract";
import type { AuthErrorCode } from "~/domain/auth-errors";

export type FirebaseAccountsOptions = {
  auth: Auth;
  firestore: Firestore;
  apiKey: string;
  /** host:port of the Auth emulator (tests only; refused in production by env.server.ts). */
  emulatorHost?: string;
  fetch?: typeof fetch;
};

const REST_ERRORS: Record<string, AuthErrorCode> = {
  EMAIL_NOT_FOUND: "user-not-found",
  INVALID_PASSWORD: "wrong-password",
  INVALID_LOGIN_CREDENTIALS: "invalid-credential",
  USER_DISABLED: "user-disabled",
  EMAIL_EXISTS: "email-already-in-use",
  TOO_MANY_ATTEMPTS_TRY_LATER: "too-many-requests",
  INVALID_EMAIL: "invalid-email",
  MISSING_EMAIL: "invalid-email",
  WEAK_PASSWORD: "weak-password",
  INVALID_OOB_CODE: "invalid-action-code",
  EXPIRED_OOB_CODE: "invalid-action-code",
  USER_NOT_FOUND: "user-not-found",
  CREDENTIAL_TOO_OLD_LOGIN_AGAIN: "requires-recent-login",
};

const CALL_TIMEOUT_MS = 15_000;
const RETRIES = 2;

export function createFirebaseIdentityStore(options: FirebaseAccountsOptions): IdentityStore {
  const { auth, firestore, apiKey } = options;
  const doFetch = options.fetch ?? fetch;
  const base = options.emulatorHost
    ? `http://${options.emulatorHost}/identitytoolkit.googleapis.com/v1`
    : "https://identitytoolkit.googleapis.com/v1";
  const identities = firestore.collection("authIdentities");

  /** One Identity Toolkit call: time-out, bounded retry with backoff on network failures only. */
  async function call<T>(method: string, body: Record<string, unknown>, retry = true): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      let response: Response;
      try {
        response = await doFetch(`${base}/${method}?key=${encodeURIComponent(apiKey)}`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
        });
      } catch (error) {
        if (retry && attempt < RETRIES) {
          await new Promise((r) => setTimeout(r, 250 * 2 ** attempt));
          continue;
        }
        throw new AuthError("network-request-failed", String(error));
      }
      const data = (await response.json().catch(() => ({}))) as {
        error?: { message?: string };
      } & T;
      if (response.ok) return data;
      const reason = (data.error?.message ?? "").split(/[ :]/)[0] ?? "";
      throw new AuthError(REST_ERRORS[reason] ?? "internal-error", data.error?.message);
    }
  }

  /**
   * Checks an action code without using it (accounts:resetPassword with the code alone answers its
   * type and address); a code of another kind is as good as none. Returns the code's e-mail.
   */
  async function expectCodeOf(
    requestType: "PASSWORD_RESET" | "VERIFY_EMAIL",
    code: string,
  ): Promise<string> {
    const data = await call<{ requestType?: string; email?: string }>("accounts:resetPassword", {
      oobCode: code,
    });
    if (data.requestType !== requestType || !data.email) throw new AuthError("invalid-action-code");
    return data.email;
  }

  const isNotFound = (error: unknown) =>
    (error as { code?: string }).code === "auth/user-not-found";

  return {
    kind: "firebase",

    async signUp(email, password) {
      // Not retried: a retry after a lost answer would meet EMAIL_EXISTS for our own new account.
      const data = await call<{ localId: string }>(
        "accounts:signUp",
        { email: email.trim().toLowerCase(), password, returnSecureToken: true },
        false,
      );
      return { uid: data.localId };
    },

    async signIn(email, password) {
      const data = await call<{ localId: string }>("accounts:signInWithPassword", {
        email: email.trim().toLowerCase(),
        password,
        returnSecureToken: true,
      });
      return { uid: data.localId };
    },

    async createSocialAccount() {
      const user = await auth.createUser({});
      return user.uid;
    },

    async getAccount(uid) {
      try {
        const user = await auth.getUser(uid);
        return {
          uid,
          email: user.email ?? null,
          hasPassword: user.providerData.some((p) => p.providerId === "password"),
          emailVerified: Boolean(user.email && user.emailVerified),
          disabled: user.disabled,
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async changePassword(uid, currentPassword, newPassword) {
      const account = await auth.getUser(uid).catch((error) => {
        if (isNotFound(error)) throw new AuthError("user-not-found");
        throw error;
      });
      if (!account.email) throw new AuthError("user-not-found");
      await call("accounts:signInWithPassword", {
        email: account.email,
        password: currentPassword,
        returnSecureToken: true,
      });
      await auth.updateUser(uid, { password: newPassword });
    },

    async sendPasswordReset(email, siteUrl) {
      const normalized = email.trim().toLowerCase();
      try {
        await auth.getUserByEmail(normalized);
      } catch (error) {
        if (isNotFound(error)) throw new AuthError("user-not-found");
        if ((error as { code?: string }).code === "auth/invalid-email")
          throw new AuthError("invalid-email");
        throw error;
      }
      await call("accounts:sendOobCode", {
        requestType: "PASSWORD_RESET",
        email: normalized,
        continueUrl: `${siteUrl}/login`,
      });
    },

    async resetPassword(token, newPassword) {
      const data = await call<{ email: string }>(
        "accounts:resetPassword",
        { oobCode: token, newPassword },
        false,
      );
      const user = await auth.getUserByEmail(data.email);
      return user.uid;
    },

    async checkPasswordResetCode(token) {
      await expectCodeOf("PASSWORD_RESET", token);
    },

    async createEmailVerificationCode(uid) {
      const user = await auth.getUser(uid).catch((error) => {
        if (isNotFound(error)) throw new AuthError("user-not-found");
        throw error;
      });
      if (!user.email) throw new AuthError("user-not-found");
      // Firebase makes the code; the member gets our link (/verify-email) through our mail module.
      const link = await auth.generateEmailVerificationLink(user.email);
      const code = new URL(link).searchParams.get("oobCode");
      if (!code) throw new AuthError("internal-error", "verification link without oobCode");
      return { email: user.email, code };
    },

    async checkEmailVerificationCode(code) {
      const email = await expectCodeOf("VERIFY_EMAIL", code);
      try {
        const user = await auth.getUserByEmail(email);
        return { uid: user.uid, email: user.email ?? email };
      } catch (error) {
        // The account is gone or has another address now: the code proves nothing any more.
        if (isNotFound(error)) throw new AuthError("invalid-action-code");
        throw error;
      }
    },

    async applyEmailVerification(code) {
      const email = await expectCodeOf("VERIFY_EMAIL", code);
      const data = await call<{ localId?: string; email?: string }>(
        "accounts:update",
        { oobCode: code },
        false,
      );
      if (data.localId) return data.localId;
      const user = await auth.getUserByEmail(data.email ?? email);
      return user.uid;
    },

    async markEmailVerified(uid) {
      await auth.updateUser(uid, { emailVerified: true });
    },

    async deleteAccount(uid) {
      const linked = await identities.where("uid", "==", uid).get();
      await Promise.all(linked.docs.map((d) => d.ref.delete()));
      try {
        await auth.deleteUser(uid);
      } catch (error) {
        if (!isNotFound(error)) throw error;
      }
    },

    async canSignIn(uid) {
      try {
        const user = await auth.getUser(uid);
        if (user.disabled) return false;
        if (user.providerData.some((p) => p.providerId === "password")) return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
      return !(await identities.where("uid", "==", uid).limit(1).get()).empty;
    },

    async findIdentity(provider, subject) {
      const doc = await identities.doc(`${provider}:${subject}`).get();
      const uid = doc.exists ? doc.get("uid") : null;
      return typeof uid === "string" ? uid : null;
    },

    async linkIdentity(provider, subject, uid) {
      await identities
        .doc(`${provider}:${subject}`)
        .set({ provider, subject, uid, linkedAt: new Date() });
    },

    async purgeSpentLinks() {
      // Reset and verification codes are Firebase Authentication's own (generated, checked and
      // expired there); the site stores none of them.
      return 0;
    },
  };
}
