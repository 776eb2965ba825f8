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
import { leasedQueue, toDate, WAITING_STATES } from "~/records/queue/firestore.server";
import type { TextEntry, TextOutboxStore } from "~/records/texts/contract";
import { isAlreadyExists } from "~/connections/firestore-errors.server";

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
  for (const text of texts) tx.create(collection.doc(), pending(text));
}

/** A new text's document: pending, due now (the server's time inside a change's transaction). */
const pending = (text: TextMessage, now?: Date) => {
  const at = now ? Timestamp.fromDate(now) : FieldValue.serverTimestamp();
  return { message: text, state: "PENDING", attempts: 0, createdAt: at, nextAttemptAt: at };
};

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
  const queue = leasedQueue(db, collection, {
    prefix: "",
    leaseMs: TEXT_LEASE_MS,
    dueField: "nextAttemptAt",
  });

  return {
    claimDue: (claimer, now, limit) =>
      queue.claimDue(claimer, now, limit, (fresh, attempts) =>
        toEntry(fresh.id, { ...fresh.data(), attempts }),
      ),

    async markSent(id, providerId, now) {
      await collection.doc(id).update({
        state: "SENT",
        sentAt: Timestamp.fromDate(now),
        providerId,
        leaseExpireTime: null,
        lastError: null,
        // The body and its template's values (a cancel link) are not kept once handed over; a TTL policy on expireAt
        // removes the rest, as for sent mail.
        "message.text": FieldValue.delete(),
        "message.template": FieldValue.delete(),
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

    async enqueue(text, now) {
      await collection.doc().create(pending(text, now));
    },

    async enqueueOnce(text, key, now) {
      // The key names the document: a second create of it fails, on any instance.
      const id = `once-${createHash("sha256").update(key).digest("base64url").slice(0, 32)}`;
      try {
        await collection.doc(id).create(pending(text, now));
        return true;
      } catch (error) {
        if (isAlreadyExists(error)) return false;
        throw error;
      }
    },

    async nextDue() {
      const waiting = await collection.where("state", "in", WAITING_STATES).limit(50).get();
      const times = waiting.docs.map(
        (doc) => toDate(doc.get("nextAttemptAt"))?.getTime() ?? Date.now(),
      );
      return times.length ? new Date(Math.min(...times)) : null;
    },
  };
}
