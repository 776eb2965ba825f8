// Firebase mode's text outbox: a `texts` collection. A change's texts are documents created in the
// change's own transaction (beside its mail documents, decision 266); the site's text sender on
// any instance claims one by transaction with a lease, as the site's own mail sender does
// (decision 162), and a delivery report finds it by the provider's message id.
import { createHash } from "node:crypto";
import {
  FieldValue,
  Timestamp,
  type DocumentData,
  type Firestore,
  type Transaction,
} from "firebase-admin/firestore";
import type { TextMessage } from "~/domain/text-message";
import { SENT_MAIL_KEPT_MS } from "~/domain/retention";
import type { TextEntry, TextOutboxStore } from "~/records/texts/contract";
import { runTransaction } from "~/connections/firestore-transaction.server";

export const TEXT_COLLECTION = "texts";
/** How long a claimed send may take before another instance may claim it again. */
export const TEXT_LEASE_MS = 2 * 60_000;

/** Inside `tx` (after its reads): one new document per text, due now. */
export function writeTextDocuments(
  db: Firestore,
  tx: Transaction,
  texts: readonly TextMessage[],
): void {
  const collection = db.collection(TEXT_COLLECTION);
  for (const text of texts)
    tx.create(collection.doc(), {
      message: text,
      state: "PENDING",
      attempts: 0,
      createdAt: FieldValue.serverTimestamp(),
      nextAttemptAt: FieldValue.serverTimestamp(),
    });
}

const toDate = (value: unknown): Date | null =>
  value instanceof Timestamp ? value.toDate() : value instanceof Date ? value : null;
const iso = (value: unknown) => toDate(value)?.toISOString() ?? null;

function toEntry(id: string, data: DocumentData): TextEntry {
  return {
    id,
    message: { text: "", ...(data.message as Partial<TextMessage>) } as TextMessage,
    createdAt: iso(data.createdAt) ?? new Date(0).toISOString(),
    attempts: Number(data.attempts ?? 0),
    sentAt: iso(data.sentAt),
    providerId: typeof data.providerId === "string" ? data.providerId : null,
    deliveredAt: iso(data.deliveredAt),
    failedAt: iso(data.failedAt),
    lastError: typeof data.lastError === "string" ? data.lastError : null,
  };
}

export function createFirestoreTextOutboxStore(db: Firestore): TextOutboxStore {
  const collection = db.collection(TEXT_COLLECTION);
  const claimable = async (now: Date, limit: number) => {
    const [waiting, processing] = await Promise.all([
      collection
        .where("state", "in", ["PENDING", "RETRY"])
        .limit(limit * 4)
        .get(),
      collection.where("state", "==", "PROCESSING").limit(limit).get(),
    ]);
    const due = waiting.docs.filter(
      (doc) => (toDate(doc.get("nextAttemptAt"))?.getTime() ?? 0) <= now.getTime(),
    );
    const expired = processing.docs.filter(
      (doc) => (toDate(doc.get("leaseExpireTime"))?.getTime() ?? 0) < now.getTime(),
    );
    return [...due, ...expired].slice(0, limit);
  };

  return {
    async claimDue(claimer, now, limit) {
      const claimed: TextEntry[] = [];
      for (const candidate of await claimable(now, limit)) {
        const entry = await runTransaction(db, async (tx) => {
          const fresh = await tx.get(candidate.ref);
          const state = fresh.get("state") as unknown;
          const lease = toDate(fresh.get("leaseExpireTime"))?.getTime() ?? 0;
          const free =
            state === "PENDING" ||
            state === "RETRY" ||
            (state === "PROCESSING" && lease < now.getTime());
          if (!free) return null;
          const attempts = Number(fresh.get("attempts") ?? 0) + 1;
          tx.update(candidate.ref, {
            state: "PROCESSING",
            attempts,
            claimedBy: claimer,
            leaseExpireTime: Timestamp.fromMillis(now.getTime() + TEXT_LEASE_MS),
          });
          return toEntry(fresh.id, { ...fresh.data(), attempts });
        });
        if (entry) claimed.push(entry);
      }
      return claimed;
    },

    async markSent(id, providerId, now) {
      await collection.doc(id).update({
        state: "SENT",
        sentAt: Timestamp.fromDate(now),
        providerId,
        leaseExpireTime: null,
        lastError: null,
        // The body (a cancel link) is not kept once handed over; a TTL policy on expireAt
        // removes the rest, as for sent mail.
        "message.text": FieldValue.delete(),
        expireAt: Timestamp.fromMillis(now.getTime() + SENT_MAIL_KEPT_MS),
      });
    },

    async markFailed(id, error, retryAt, now) {
      await collection.doc(id).update({
        state: retryAt ? "RETRY" : "FAILED",
        leaseExpireTime: null,
        lastError: error.slice(0, 1000),
        ...(retryAt
          ? { nextAttemptAt: Timestamp.fromDate(retryAt) }
          : { failedAt: Timestamp.fromDate(now) }),
      });
    },

    async report(providerId, to, outcome, now) {
      const found = await collection.where("providerId", "==", providerId).limit(1).get();
      const doc = found.docs[0];
      if (!doc || toEntry(doc.id, doc.data()).message.to !== to) return null;
      const changes = outcome.delivered
        ? { deliveredAt: Timestamp.fromDate(now), failedAt: null, lastError: null }
        : {
            state: "FAILED",
            failedAt: Timestamp.fromDate(now),
            lastError: outcome.reason.slice(0, 1000),
          };
      await doc.ref.update(changes);
      return toEntry(doc.id, { ...doc.data(), ...changes });
    },

    async enqueue(text) {
      await runTransaction(db, async (tx) => writeTextDocuments(db, tx, [text]));
    },

    async enqueueOnce(text, key) {
      // The key names the document: a second create of it fails, on any instance.
      const id = `once-${createHash("sha256").update(key).digest("base64url").slice(0, 32)}`;
      try {
        await collection.doc(id).create({
          message: text,
          state: "PENDING",
          attempts: 0,
          createdAt: FieldValue.serverTimestamp(),
          nextAttemptAt: FieldValue.serverTimestamp(),
        });
        return true;
      } catch (error) {
        if ((error as { code?: unknown }).code === 6) return false; // ALREADY_EXISTS
        throw error;
      }
    },

    async nextDue() {
      const waiting = await collection.where("state", "in", ["PENDING", "RETRY"]).limit(50).get();
      const times = waiting.docs.map(
        (doc) => toDate(doc.get("nextAttemptAt"))?.getTime() ?? Date.now(),
      );
      return times.length ? new Date(Math.min(...times)) : null;
    },
  };
}
