// What Firebase mode's two outboxes share (the mail documents the site's own sender works on,
// decision 162; the `texts` collection, decision 266): a document is PENDING or RETRY until an
// instance claims it by transaction, marking it PROCESSING with a lease; a lease that ran out
// (an instance that died mid-send) frees it for another. The state lives at the top level
// (texts) or under `delivery.` (mail, in the Trigger Email extension's shape).
import {
  Timestamp,
  type CollectionReference,
  type DocumentSnapshot,
  type Firestore,
} from "firebase-admin/firestore";
import { runTransaction } from "~/connections/firestore-transaction.server";

export const toDate = (value: unknown): Date | null =>
  value instanceof Timestamp ? value.toDate() : value instanceof Date ? value : null;

export const WAITING_STATES = ["PENDING", "RETRY"];

type LeaseOptions = {
  /** "" (texts) or "delivery." (mail). */
  prefix: "" | "delivery.";
  leaseMs: number;
  /** Texts wait for `nextAttemptAt`; mail is handed back as RETRY only once due. */
  dueField?: string;
};

export function leasedQueue(db: Firestore, collection: CollectionReference, options: LeaseOptions) {
  const field = (name: string) => `${options.prefix}${name}`;
  const millis = (doc: DocumentSnapshot, name: string) => toDate(doc.get(name))?.getTime() ?? 0;

  const candidates = async (now: Date, limit: number) => {
    const [waiting, processing] = await Promise.all([
      collection
        .where(field("state"), "in", WAITING_STATES)
        .limit(options.dueField ? limit * 4 : limit)
        .get(),
      collection.where(field("state"), "==", "PROCESSING").limit(limit).get(),
    ]);
    const due = options.dueField
      ? waiting.docs.filter((doc) => millis(doc, options.dueField!) <= now.getTime())
      : waiting.docs;
    const expired = processing.docs.filter(
      (doc) => millis(doc, field("leaseExpireTime")) < now.getTime(),
    );
    return [...due, ...expired].slice(0, limit);
  };

  return {
    /**
     * Claims up to `limit` free documents for `claimer`, each in its own transaction (one
     * instance per attempt), counting the attempt; `toEntry` reads the claimed document.
     */
    async claimDue<E>(
      claimer: string,
      now: Date,
      limit: number,
      toEntry: (fresh: DocumentSnapshot, attempts: number) => E,
    ): Promise<E[]> {
      const claimed: E[] = [];
      for (const candidate of await candidates(now, limit)) {
        const entry = await runTransaction(db, async (tx) => {
          const fresh = await tx.get(candidate.ref);
          const state = fresh.get(field("state")) as unknown;
          const free =
            WAITING_STATES.includes(state as string) ||
            (state === "PROCESSING" && millis(fresh, field("leaseExpireTime")) < now.getTime());
          if (!free) return null;
          const attempts = Number(fresh.get(field("attempts")) ?? 0) + 1;
          tx.update(candidate.ref, {
            [field("state")]: "PROCESSING",
            [field("attempts")]: attempts,
            [field("leaseExpireTime")]: Timestamp.fromMillis(now.getTime() + options.leaseMs),
            [field("claimedBy")]: claimer,
          });
          return toEntry(fresh, attempts);
        });
        if (entry) claimed.push(entry);
      }
      return claimed;
    },
  };
}
