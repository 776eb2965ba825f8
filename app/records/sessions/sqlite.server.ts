// The embedded session store: the `sessions` table in DATA_DIR's database (its own migration list).
import type { DatabaseSync } from "node:sqlite";
import { isSessionLive, SESSION_IDLE_MS, type StoredSession } from "~/domain/session-lifetime";
import {
  hashSessionToken,
  liveNewestFirst,
  newSession,
  type SessionStore,
} from "~/records/sessions/contract.server";
import { migrate } from "~/connections/sqlite.server";

const STEPS = [
  `CREATE TABLE sessions (
     token_hash TEXT PRIMARY KEY,
     id TEXT NOT NULL UNIQUE,
     uid TEXT NOT NULL,
     device TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     expires_at INTEGER NOT NULL,
     last_seen_at INTEGER NOT NULL
   );
   CREATE INDEX sessions_uid ON sessions (uid);
   CREATE INDEX sessions_expires_at ON sessions (expires_at);
   CREATE INDEX sessions_last_seen_at ON sessions (last_seen_at);`,
  `ALTER TABLE sessions ADD COLUMN second_factor_at INTEGER;`,
];

type Row = {
  token_hash: string;
  id: string;
  uid: string;
  device: string;
  created_at: number;
  expires_at: number;
  last_seen_at: number;
  second_factor_at: number | null;
};

const fromRow = (row: Row): StoredSession => ({
  id: row.id,
  uid: row.uid,
  device: row.device,
  createdAt: row.created_at,
  expiresAt: row.expires_at,
  lastSeenAt: row.last_seen_at,
  secondFactorAt: row.second_factor_at ?? null,
});

export function createSqliteSessionStore(db: DatabaseSync): SessionStore {
  migrate(db, "sessions", STEPS);
  const removeDead = (now: number) =>
    db
      .prepare("DELETE FROM sessions WHERE expires_at <= ? OR last_seen_at <= ?")
      .run(now, now - SESSION_IDLE_MS);

  return {
    async create(uid, device, now) {
      removeDead(now);
      const { token, tokenHash, session } = newSession(uid, device, now);
      db.prepare(
        "INSERT INTO sessions (token_hash, id, uid, device, created_at, expires_at, last_seen_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
      ).run(
        tokenHash,
        session.id,
        uid,
        device,
        session.createdAt,
        session.expiresAt,
        session.lastSeenAt,
      );
      return { token, session };
    },

    async find(token, now) {
      if (!token) return null;
      const tokenHash = hashSessionToken(token);
      const row = db.prepare("SELECT * FROM sessions WHERE token_hash = ?").get(tokenHash) as
        Row | undefined;
      if (!row) return null;
      const session = fromRow(row);
      if (isSessionLive(session, now)) return session;
      db.prepare("DELETE FROM sessions WHERE token_hash = ?").run(tokenHash);
      return null;
    },

    async touch(token, now) {
      const result = db
        .prepare("UPDATE sessions SET last_seen_at = MAX(last_seen_at, ?) WHERE token_hash = ?")
        .run(now, hashSessionToken(token));
      return result.changes > 0;
    },

    async markSecondFactor(token, now) {
      const result = db
        .prepare("UPDATE sessions SET second_factor_at = ? WHERE token_hash = ?")
        .run(now, hashSessionToken(token));
      return result.changes > 0;
    },

    async listForUser(uid, now) {
      const rows = db.prepare("SELECT * FROM sessions WHERE uid = ?").all(uid) as Row[];
      return liveNewestFirst(rows.map(fromRow), now);
    },

    async endByToken(token) {
      db.prepare("DELETE FROM sessions WHERE token_hash = ?").run(hashSessionToken(token));
    },

    async endById(uid, id) {
      return db.prepare("DELETE FROM sessions WHERE id = ? AND uid = ?").run(id, uid).changes > 0;
    },

    async endAllForUser(uid) {
      db.prepare("DELETE FROM sessions WHERE uid = ?").run(uid);
    },

    async purgeExpired(now) {
      return Number(removeDead(now).changes);
    },
  };
}
