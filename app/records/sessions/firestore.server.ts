// The production session store: the Firestore collection `sessions`, one document per session
// keyed by the token's SHA-256. Every instance reads the same documents and keeps no cache of
// them, so a session started on one instance is valid on all, and an ended one is refused by
// all at once. `expiresAt` is a Timestamp so a Firestore TTL policy can sweep dead documents.
import { Timestamp, type DocumentData, type Firestore } from "firebase-admin/firestore";
import { isSessionLive, SESSION_IDLE_MS, type StoredSession } from "~/domain/session-lifetime";
import {
  hashSessionToken,
  liveNewestFirst,
  newSession,
  type SessionStore,
} from "~/records/sessions/contract.server";
import { isNotFound } from "~/connections/firestore-errors.server";

const millisOf = (value: unknown): number =>
  value instanceof Timestamp
    ? value.toMillis()
    : value instanceof Date
      ? value.getTime()
      : typeof value === "number"
        ? value
        : 0;

function fromDoc(data: DocumentData): StoredSession {
  return {
    id: String(data.id ?? ""),
    uid: String(data.uid ?? ""),
    device: String(data.device ?? ""),
    createdAt: millisOf(data.createdAt),
    expiresAt: millisOf(data.expiresAt),
    lastSeenAt: millisOf(data.lastSeenAt),
    secondFactorAt: data.secondFactorAt ? millisOf(data.secondFactorAt) : null,
  };
}

export function createFirestoreSessionStore(
  db: Firestore,
  collectionName = "sessions",
): SessionStore {
  const sessions = db.collection(collectionName);
  const ofUser = (uid: string) => sessions.where("uid", "==", uid).get();
  /** Updates the token's session; false when it has ended meanwhile (a logout on another instance). */
  async function updateLive(token: string, fields: DocumentData): Promise<boolean> {
    try {
      await sessions.doc(hashSessionToken(token)).update(fields);
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }

  return {
    async create(uid, device, now) {
      const { token, tokenHash, session } = newSession(uid, device, now);
      const dead = (await ofUser(uid)).docs.filter((d) => !isSessionLive(fromDoc(d.data()), now));
      const batch = db.batch();
      for (const doc of dead) batch.delete(doc.ref);
      batch.create(sessions.doc(tokenHash), {
        ...session,
        createdAt: Timestamp.fromMillis(session.createdAt),
        expiresAt: Timestamp.fromMillis(session.expiresAt),
        lastSeenAt: Timestamp.fromMillis(session.lastSeenAt),
        secondFactorAt: null,
      });
      await batch.commit();
      return { token, session };
    },

    async find(token, now) {
      if (!token) return null;
      const ref = sessions.doc(hashSessionToken(token));
      const doc = await ref.get();
      if (!doc.exists) return null;
      const session = fromDoc(doc.data()!);
      if (isSessionLive(session, now)) return session;
      await ref.delete();
      return null;
    },

    touch: (token, now) => updateLive(token, { lastSeenAt: Timestamp.fromMillis(now) }),

    markSecondFactor: (token, now) =>
      updateLive(token, { secondFactorAt: Timestamp.fromMillis(now) }),

    async listForUser(uid, now) {
      return liveNewestFirst(
        (await ofUser(uid)).docs.map((d) => fromDoc(d.data())),
        now,
      );
    },

    async endByToken(token) {
      await sessions.doc(hashSessionToken(token)).delete();
    },

    async endById(uid, id) {
      const match = (await ofUser(uid)).docs.find((d) => d.get("id") === id);
      if (!match) return false;
      await match.ref.delete();
      return true;
    },

    async endAllForUser(uid) {
      const docs = (await ofUser(uid)).docs;
      for (let i = 0; i < docs.length; i += 400) {
        const batch = db.batch();
        for (const doc of docs.slice(i, i + 400)) batch.delete(doc.ref);
        await batch.commit();
      }
    },

    async purgeExpired(now) {
      // The TTL policy on expiresAt sweeps too, within a day; idle sessions it never sees.
      const [ended, idle] = await Promise.all([
        sessions.where("expiresAt", "<=", Timestamp.fromMillis(now)).get(),
        sessions.where("lastSeenAt", "<=", Timestamp.fromMillis(now - SESSION_IDLE_MS)).get(),
      ]);
      const dead = new Map([...ended.docs, ...idle.docs].map((d) => [d.id, d.ref]));
      const refs = [...dead.values()];
      for (let i = 0; i < refs.length; i += 400) {
        const batch = db.batch();
        for (const ref of refs.slice(i, i + 400)) batch.delete(ref);
        await batch.commit();
      }
      return refs.length;
    },
  };
}
