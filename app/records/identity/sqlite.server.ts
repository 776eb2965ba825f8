// The embedded account backend: SQLite tables in DATA_DIR, scrypt password hashes,
// hashed single-use reset tokens (30 minutes). It proves identity only: sessions live in the
// session store (the old `session_version` column is no longer read).
import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { DatabaseSync } from "node:sqlite";
import {
  AuthError,
  EMAIL_VERIFICATION_TTL_MS,
  RESET_TOKEN_TTL_MS,
  type IdentityStore,
} from "~/records/identity/contract";
import {
  hashPassword,
  spendTimeLikeAVerification,
  verifyPassword,
} from "~/records/identity/password.server";
import { migrate, transaction } from "~/connections/sqlite.server";

const STEPS = [
  `CREATE TABLE auth_accounts (
     uid TEXT PRIMARY KEY,
     email TEXT UNIQUE,
     password_hash TEXT,
     session_version INTEGER NOT NULL DEFAULT 1,
     created_at TEXT NOT NULL
   );
   CREATE TABLE auth_reset_tokens (
     token_hash TEXT PRIMARY KEY,
     uid TEXT NOT NULL REFERENCES auth_accounts (uid) ON DELETE CASCADE,
     expires_at INTEGER NOT NULL,
     used_at INTEGER
   );
   CREATE INDEX auth_reset_tokens_uid ON auth_reset_tokens (uid);
   CREATE TABLE auth_identities (
     provider TEXT NOT NULL,
     subject TEXT NOT NULL,
     uid TEXT NOT NULL REFERENCES auth_accounts (uid) ON DELETE CASCADE,
     PRIMARY KEY (provider, subject)
   );`,
  // E-mail verification: when the account proved its address, and single-use hashed codes (24 h)
  // bound to the address they were sent to.
  `ALTER TABLE auth_accounts ADD COLUMN email_verified_at INTEGER;
   CREATE TABLE auth_verification_tokens (
     token_hash TEXT PRIMARY KEY,
     uid TEXT NOT NULL REFERENCES auth_accounts (uid) ON DELETE CASCADE,
     email TEXT NOT NULL,
     expires_at INTEGER NOT NULL,
     used_at INTEGER
   );
   CREATE INDEX auth_verification_tokens_uid ON auth_verification_tokens (uid);`,
];

type AccountRow = {
  uid: string;
  email: string | null;
  password_hash: string | null;
  email_verified_at: number | null;
};
type TokenRow = { uid: string; expires_at: number; used_at: number | null };

export type Mailer = (mail: {
  to: string;
  subject: string;
  text: string;
  html?: string;
}) => Promise<unknown>;

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

export function createSqliteIdentityStore(
  db: DatabaseSync,
  options: { sendMail: Mailer; now?: () => number },
): IdentityStore {
  migrate(db, "auth", STEPS);
  const now = options.now ?? Date.now;
  const byEmail = (email: string) =>
    db.prepare("SELECT * FROM auth_accounts WHERE email = ?").get(email.trim().toLowerCase()) as
      AccountRow | undefined;
  const byUid = (uid: string) =>
    db.prepare("SELECT * FROM auth_accounts WHERE uid = ?").get(uid) as AccountRow | undefined;
  /** The reset token's row while it may still be used, else undefined (one indexed lookup, no scrypt). */
  const liveResetToken = (token: string) => {
    const row = db
      .prepare("SELECT uid, expires_at, used_at FROM auth_reset_tokens WHERE token_hash = ?")
      .get(sha256(token)) as TokenRow | undefined;
    return row && row.used_at === null && row.expires_at >= now() ? row : undefined;
  };

  /**
   * The verification code's row while applying it would succeed: unused, unexpired, and the
   * account still has the address it was sent to (a code proves only that address).
   */
  const liveVerificationToken = (code: string) => {
    const token = db
      .prepare(
        "SELECT uid, email, expires_at, used_at FROM auth_verification_tokens WHERE token_hash = ?",
      )
      .get(sha256(code)) as (TokenRow & { email: string }) | undefined;
    if (!token || token.used_at !== null || token.expires_at < now()) return undefined;
    return byUid(token.uid)?.email === token.email ? token : undefined;
  };

  /** Inside a transaction: a live token's account; every outstanding token of its kind dies with it. */
  const spendTokens = (
    table: "auth_reset_tokens" | "auth_verification_tokens",
    live?: { uid: string },
  ) => {
    if (!live) throw new AuthError("invalid-action-code");
    const spend = `UPDATE ${table} SET used_at = ? WHERE uid = ? AND used_at IS NULL`;
    db.prepare(spend).run(now(), live.uid);
    return live.uid;
  };

  return {
    kind: "sqlite",

    async signUp(email, password) {
      const normalized = email.trim().toLowerCase();
      const hash = await hashPassword(password);
      const uid = randomUUID();
      try {
        db.prepare(
          "INSERT INTO auth_accounts (uid, email, password_hash, created_at) VALUES (?, ?, ?, ?)",
        ).run(uid, normalized, hash, new Date(now()).toISOString());
      } catch (error) {
        if (String(error).includes("UNIQUE")) throw new AuthError("email-already-in-use");
        throw error;
      }
      return { uid };
    },

    async signIn(email, password) {
      const row = byEmail(email);
      if (!row?.password_hash) {
        await spendTimeLikeAVerification(password);
        throw new AuthError("user-not-found");
      }
      if (!(await verifyPassword(password, row.password_hash)))
        throw new AuthError("wrong-password");
      return { uid: row.uid };
    },

    async createSocialAccount() {
      const uid = randomUUID();
      db.prepare("INSERT INTO auth_accounts (uid, created_at) VALUES (?, ?)").run(
        uid,
        new Date(now()).toISOString(),
      );
      return uid;
    },

    async getAccount(uid) {
      const row = byUid(uid);
      return row
        ? {
            uid: row.uid,
            email: row.email,
            hasPassword: Boolean(row.password_hash),
            emailVerified: row.email_verified_at !== null,
            disabled: false,
          }
        : null;
    },

    async changePassword(uid, currentPassword, newPassword) {
      const row = byUid(uid);
      if (!row?.password_hash) throw new AuthError("user-not-found");
      if (!(await verifyPassword(currentPassword, row.password_hash)))
        throw new AuthError("wrong-password");
      const hash = await hashPassword(newPassword);
      db.prepare("UPDATE auth_accounts SET password_hash = ? WHERE uid = ?").run(hash, uid);
    },

    async sendPasswordReset(email, siteUrl) {
      const row = byEmail(email);
      if (!row?.password_hash || !row.email) throw new AuthError("user-not-found");
      const token = randomBytes(32).toString("base64url");
      db.prepare(
        "INSERT INTO auth_reset_tokens (token_hash, uid, expires_at) VALUES (?, ?, ?)",
      ).run(sha256(token), row.uid, now() + RESET_TOKEN_TTL_MS);
      const link = `${siteUrl}/reset-password?token=${encodeURIComponent(token)}`;
      await options.sendMail({
        to: row.email,
        subject: "[청라 문화교육센터] 비밀번호 재설정 안내",
        text: [
          "안녕하세요, 청라 문화교육센터입니다.",
          "",
          "아래 링크에서 새 비밀번호를 설정해주세요. 링크는 30분 동안 한 번만 사용할 수 있습니다.",
          link,
          "",
          "비밀번호 재설정을 요청하지 않으셨다면 이 메일을 무시하셔도 됩니다.",
        ].join("\n"),
      });
    },

    async resetPassword(token, newPassword) {
      // The token first: a wrong guess is answered at once and costs no scrypt.
      if (!liveResetToken(token)) throw new AuthError("invalid-action-code");
      const hash = await hashPassword(newPassword);
      return transaction(db, () => {
        const uid = spendTokens("auth_reset_tokens", liveResetToken(token));
        // The link reached the mailbox, so the address is proven (as Firebase does on a reset).
        db.prepare(
          `UPDATE auth_accounts SET password_hash = ?,
             email_verified_at = COALESCE(email_verified_at, ?) WHERE uid = ?`,
        ).run(hash, now(), uid);
        return uid;
      });
    },

    async checkPasswordResetCode(token) {
      if (!liveResetToken(token)) throw new AuthError("invalid-action-code");
    },

    async createEmailVerificationCode(uid) {
      const row = byUid(uid);
      if (!row?.email) throw new AuthError("user-not-found");
      const code = randomBytes(32).toString("base64url");
      db.prepare(
        "INSERT INTO auth_verification_tokens (token_hash, uid, email, expires_at) VALUES (?, ?, ?, ?)",
      ).run(sha256(code), uid, row.email, now() + EMAIL_VERIFICATION_TTL_MS);
      return { email: row.email, code };
    },

    async checkEmailVerificationCode(code) {
      const token = liveVerificationToken(code);
      if (!token) throw new AuthError("invalid-action-code");
      return { uid: token.uid, email: token.email };
    },

    async applyEmailVerification(code) {
      return transaction(db, () => {
        const uid = spendTokens("auth_verification_tokens", liveVerificationToken(code));
        db.prepare(
          "UPDATE auth_accounts SET email_verified_at = COALESCE(email_verified_at, ?) WHERE uid = ?",
        ).run(now(), uid);
        return uid;
      });
    },

    async markEmailVerified(uid) {
      db.prepare(
        "UPDATE auth_accounts SET email_verified_at = COALESCE(email_verified_at, ?) WHERE uid = ?",
      ).run(now(), uid);
    },

    async deleteAccount(uid) {
      db.prepare("DELETE FROM auth_accounts WHERE uid = ?").run(uid);
    },

    async canSignIn(uid) {
      const row = byUid(uid);
      if (!row) return false;
      if (row.password_hash) return true;
      return Boolean(db.prepare("SELECT 1 FROM auth_identities WHERE uid = ? LIMIT 1").get(uid));
    },

    async findIdentity(provider, subject) {
      const row = db
        .prepare("SELECT uid FROM auth_identities WHERE provider = ? AND subject = ?")
        .get(provider, subject) as { uid: string } | undefined;
      return row?.uid ?? null;
    },

    async linkIdentity(provider, subject, uid) {
      db.prepare(
        "INSERT INTO auth_identities (provider, subject, uid) VALUES (?, ?, ?) ON CONFLICT (provider, subject) DO UPDATE SET uid = excluded.uid",
      ).run(provider, subject, uid);
    },

    async purgeSpentLinks(at) {
      return transaction(db, () =>
        ["auth_reset_tokens", "auth_verification_tokens"].reduce(
          (n, table) =>
            n +
            Number(
              db.prepare(`DELETE FROM ${table} WHERE used_at IS NOT NULL OR expires_at < ?`).run(at)
                .changes,
            ),
          0,
        ),
      );
    },
  };
}
