// The session store: one contract, two implementations (SQLite, Firestore), independent of the
// account backend (which only proves identity). The token is 256 random bits handed to the
// browser; the store keeps only its SHA-256, so a copy of the store opens no session.
import { createHash, randomBytes, randomUUID } from "node:crypto";
import {
  byLastSeen,
  isSessionLive,
  SESSION_ABSOLUTE_MS,
  type StoredSession,
} from "~/domain/session-lifetime";

export interface SessionStore {
  /** Starts a new session; the token is returned once and never stored. */
  create(
    uid: string,
    device: string,
    now: number,
  ): Promise<{ token: string; session: StoredSession }>;
  /** The live session behind a token, or null (unknown, ended, past its absolute or idle expiry). */
  find(token: string, now: number): Promise<StoredSession | null>;
  /** Records a use; false when the session has ended meanwhile. */
  touch(token: string, now: number): Promise<boolean>;
  /** The member's live sessions, most recently used first. */
  listForUser(uid: string, now: number): Promise<StoredSession[]>;
  /** Marks the session as having passed the second factor; false when it has ended meanwhile. */
  markSecondFactor(token: string, now: number): Promise<boolean>;
  endByToken(token: string): Promise<void>;
  /** Ends one of the member's own sessions by its public id; false when the member has no such session. */
  endById(uid: string, id: string): Promise<boolean>;
  endAllForUser(uid: string): Promise<void>;
  /**
   * Deletes every session past its absolute or idle expiry (the retention job, decision 209);
   * returns how many. Live sessions stay.
   */
  purgeExpired(now: number): Promise<number>;
}

export const hashSessionToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** A fresh session: its token (for the cookie), the token's hash (the store's key) and the record. */
export function newSession(uid: string, device: string, now: number) {
  const token = randomBytes(32).toString("base64url");
  const session: StoredSession = {
    id: randomUUID(),
    uid,
    device,
    createdAt: now,
    expiresAt: now + SESSION_ABSOLUTE_MS,
    lastSeenAt: now,
    secondFactorAt: null,
  };
  return { token, tokenHash: hashSessionToken(token), session };
}

/** listForUser's answer from a member's stored sessions: the live ones, most recently used first. */
export const liveNewestFirst = (sessions: StoredSession[], now: number) =>
  sessions.filter((session) => isSessionLive(session, now)).sort(byLastSeen);
