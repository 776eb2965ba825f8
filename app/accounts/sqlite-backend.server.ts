// The embedded account backend: SQLite tables in DATA_DIR, scrypt password hashes,
// hashed single-use reset tokens (30 minutes). It proves identity only: sessions live in the
// session store (the old `session_version` column is no longer read).
import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { DatabaseSync } from "node:sqlite";
import { AuthError, RESET_TOKEN_TTL_MS, type AccountsBackend } from "~/accounts/backend";
import { hashPassword, spendTimeLikeAVerification, verifyPassword } from "~/accounts/password.server";
import { migrate, transaction } from "~/store/sqlite.server";

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
];

type AccountRow = { uid: string; email: string | null; password_hash: string | null };

export type Mailer = (mail: { to: string; subject: string; text: string; html?: string }) => Promise<unknown>;

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

export function createSqliteAccounts(
  db: DatabaseSync,
  options: { sendMail: Mailer; now?: () => number },
): AccountsBackend {
  migrate(db, "auth", STEPS);
  const now = options.now ?? Date.now;
  const byEmail = (email: string) =>
    db.prepare("SELECT * FROM auth_accounts WHERE email = ?").get(email.trim().toLowerCase()) as
      | AccountRow
      | undefined;
  const byUid = (uid: string) =>
    db.prepare("SELECT * FROM auth_accounts WHERE uid = ?").get(uid) as AccountRow | undefined;

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
      if (!(await verifyPassword(password, row.password_hash))) throw new AuthError("wrong-password");
      return { uid: row.uid };
    },

    async createSocialAccount() {
      const uid = randomUUID();
      db.prepare("INSERT INTO auth_accounts (uid, created_at) VALUES (?, ?)").run(uid, new Date(now()).toISOString());
      return uid;
    },

    async getAccount(uid) {
      const row = byUid(uid);
      return row ? { uid: row.uid, email: row.email, hasPassword: Boolean(row.password_hash), disabled: false } : null;
    },

    async changePassword(uid, currentPassword, newPassword) {
      const row = byUid(uid);
      if (!row?.password_hash) throw new AuthError("user-not-found");
      if (!(await verifyPassword(currentPassword, row.password_hash))) throw new AuthError("wrong-password");
      const hash = await hashPassword(newPassword);
      db.prepare("UPDATE auth_accounts SET password_hash = ? WHERE uid = ?").run(hash, uid);
    },

    async sendPasswordReset(email, siteUrl) {
      const row = byEmail(email);
      if (!row?.password_hash || !row.email) throw new AuthError("user-not-found");
      const token = randomBytes(32).toString("base64url");
      db.prepare("INSERT INTO auth_reset_tokens (token_hash, uid, expires_at) VALUES (?, ?, ?)").run(
        sha256(token),
        row.uid,
        now() + RESET_TOKEN_TTL_MS,
      );
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
      const hash = await hashPassword(newPassword);
      return transaction(db, () => {
        const row = db
          .prepare("SELECT uid, expires_at, used_at FROM auth_reset_tokens WHERE token_hash = ?")
          .get(sha256(token)) as { uid: string; expires_at: number; used_at: number | null } | undefined;
        if (!row || row.used_at !== null || row.expires_at < now()) throw new AuthError("invalid-action-code");
        // Every other outstanding link of the account dies with this one.
        db.prepare("UPDATE auth_reset_tokens SET used_at = ? WHERE uid = ? AND used_at IS NULL").run(now(), row.uid);
        db.prepare("UPDATE auth_accounts SET password_hash = ? WHERE uid = ?").run(hash, row.uid);
        return row.uid;
      });
    },

    async deleteAccount(uid) {
      db.prepare("DELETE FROM auth_accounts WHERE uid = ?").run(uid);
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
  };
}
