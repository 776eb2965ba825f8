// Firebase mode's outbox: the Trigger Email extension's collection. A change's mails are
// documents created in the change's own Firestore transaction, in the shape the extension reads
// (decision 090), so a mail exists exactly when its change committed (decision 161). Without the
// extension (SMTP_URL and no MAIL_COLLECTION), the site's own sender does the extension's part on
// the same documents and states: it claims a PENDING or RETRY document by transaction, marks it
// PROCESSING with a lease, then SUCCESS or ERROR (decision 162).
import { runTransaction } from "~/connections/firestore-transaction.server";
import {
  FieldValue,
  Timestamp,
  type DocumentData,
  type Firestore,
  type Transaction,
} from "firebase-admin/firestore";
import { fromMailDocument, toMailDocument } from "~/domain/mail";
import { isText, type OutboxMessage } from "~/domain/text-message";
import { SENT_MAIL_KEPT_MS, type OutboxEntry, type OutboxStore } from "~/records/outbox/contract";
import { writeTextDocuments } from "~/records/texts/firestore.server";

/**
 * Where mail documents go: the collection and, when the site names one, the sender. `ownSender`:
 * no extension watches the collection, so each document starts PENDING for the site's sender.
 */
export type MailCollection = { name: string; from?: string; ownSender?: boolean };

export const DEFAULT_MAIL_COLLECTION: MailCollection = { name: "mail" };

/** How long a claimed send may take before another instance may claim it again. */
export const MAIL_LEASE_MS = 2 * 60_000;

/**
 * Inside `tx` (after its reads): one new document per mail. `appWrittenAt` is when the change
 * committed: a mail no sender ever touched (no `delivery` at all, the extension's trigger not
 * firing) is found by it and reported as stuck (app/mail/collection-retry.server.ts). The
 * change's texts go to their own collection in the same transaction (decision 266).
 */
export function writeMailDocuments(
  db: Firestore,
  tx: Transaction,
  target: MailCollection,
  messages: readonly OutboxMessage[],
): void {
  const collection = db.collection(target.name);
  writeTextDocuments(db, tx, messages.filter(isText));
  for (const mail of messages) {
    if (isText(mail)) continue;
    tx.create(collection.doc(), {
      ...toMailDocument(mail, target.from),
      appWrittenAt: FieldValue.serverTimestamp(),
      ...(target.ownSender
        ? { delivery: { state: "PENDING", attempts: 0, startTime: FieldValue.serverTimestamp() } }
        : {}),
    });
  }
}

const toDate = (value: unknown): Date | null =>
  value instanceof Timestamp ? value.toDate() : value instanceof Date ? value : null;

function toEntry(id: string, data: DocumentData): OutboxEntry {
  const delivery = (data.delivery ?? {}) as Record<string, unknown>;
  const end = toDate(delivery.endTime);
  return {
    id,
    mail: fromMailDocument(data),
    createdAt: (toDate(delivery.startTime) ?? new Date(0)).toISOString(),
    attempts: Number(delivery.attempts ?? 0),
    sentAt: delivery.state === "SUCCESS" && end ? end.toISOString() : null,
    failedAt: delivery.state === "ERROR" && end ? end.toISOString() : null,
    lastError: typeof delivery.error === "string" ? delivery.error : null,
  };
}

/**
 * The site's own sender over the collection, for several instances at once: each claim is a
 * transaction, so one instance sends a document per attempt. A failure is left as ERROR, exactly
 * as the extension leaves it: the retry sweep (app/mail/collection-retry.server.ts) hands it back
 * as RETRY after its pauses, and reports it once the last has passed.
 */
export function createFirestoreOutboxStore(db: Firestore, target: MailCollection): OutboxStore {
  const collection = db.collection(target.name);
  const claimable = async (now: Date, limit: number) => {
    const [waiting, processing] = await Promise.all([
      collection.where("delivery.state", "in", ["PENDING", "RETRY"]).limit(limit).get(),
      collection.where("delivery.state", "==", "PROCESSING").limit(limit).get(),
    ]);
    const expired = processing.docs.filter(
      (doc) => (toDate(doc.get("delivery.leaseExpireTime"))?.getTime() ?? 0) < now.getTime(),
    );
    return [...waiting.docs, ...expired].slice(0, limit);
  };

  return {
    async claimDue(claimer, now, limit) {
      const claimed: OutboxEntry[] = [];
      for (const candidate of await claimable(now, limit)) {
        const entry = await runTransaction(db, async (tx) => {
          const fresh = await tx.get(candidate.ref);
          const state = fresh.get("delivery.state") as unknown;
          const lease = toDate(fresh.get("delivery.leaseExpireTime"))?.getTime() ?? 0;
          const free =
            state === "PENDING" ||
            state === "RETRY" ||
            (state === "PROCESSING" && lease < now.getTime());
          if (!free) return null;
          const attempts = Number(fresh.get("delivery.attempts") ?? 0) + 1;
          tx.update(candidate.ref, {
            "delivery.state": "PROCESSING",
            "delivery.attempts": attempts,
            "delivery.leaseExpireTime": Timestamp.fromMillis(now.getTime() + MAIL_LEASE_MS),
            "delivery.claimedBy": claimer,
          });
          const data = fresh.data()!;
          return toEntry(fresh.id, { ...data, delivery: { ...data.delivery, attempts } });
        });
        if (entry) claimed.push(entry);
      }
      return claimed;
    },

    async markSent(ids, now) {
      await Promise.all(
        ids.map((id) =>
          collection.doc(id).update({
            "delivery.state": "SUCCESS",
            "delivery.endTime": Timestamp.fromDate(now),
            // The TTL policy on mail.delivery.expireAt (firebase/firestore.indexes.json) deletes it,
            // as the extension's own TTL setting does for the mail it sends.
            "delivery.expireAt": Timestamp.fromMillis(now.getTime() + SENT_MAIL_KEPT_MS),
            "delivery.leaseExpireTime": null,
            "delivery.error": null,
          }),
        ),
      );
    },

    async markFailed(id, error, _retryAt, now) {
      // The sweep decides when to try again, as it does for the extension's failures.
      await collection.doc(id).update({
        "delivery.state": "ERROR",
        "delivery.endTime": Timestamp.fromDate(now),
        "delivery.leaseExpireTime": null,
        "delivery.error": error.slice(0, 1000),
      });
    },

    async takeStuck() {
      // Reported by the retry sweep for the collection, in both modes.
      return [];
    },

    async nextDue() {
      const waiting = await collection
        .where("delivery.state", "in", ["PENDING", "RETRY"])
        .limit(1)
        .get();
      return waiting.empty ? null : new Date();
    },
  };
}
