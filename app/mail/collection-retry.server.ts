// The Trigger Email extension marks a failed send `delivery.state: "ERROR"` and leaves it there
// (decision 090); the site's own sender, without the extension, does the same (decision 162).
// Every instance sweeps now and then: a failed mail is handed back (`"RETRY"`, which is sent
// again) after a growing pause, a few times at most. The claim is a transaction, so with many
// instances each failure is retried once per round. The sweep also reports, once per mail, one
// that failed its last retry, is still unsent 15 minutes after sending began, or was never picked
// up at all 15 minutes after it was written (no `delivery`: the extension's trigger did not run).
import { runTransaction } from "~/connections/firestore-transaction.server";
import type { Firestore, Timestamp } from "firebase-admin/firestore";
import { MAIL_STUCK_AFTER_MS } from "~/mail/outbox-sender.server";
import { log } from "~/log.server";

/** Pauses before the 1st, 2nd, … retry of one mail, counted from its last failed attempt. */
export const MAIL_RETRY_PAUSES_MS = [5, 30, 120, 360].map((minutes) => minutes * 60_000);
/** How often each instance looks for failed mail. */
export const MAIL_RETRY_SWEEP_MS = 5 * 60_000;
const SWEEP_BATCH = 50;
/** How far back, before the 15 minutes, the sweep looks for mail no sender ever touched. */
export const UNTOUCHED_MAIL_WINDOW_MS = 60 * 60_000;

type Delivery = {
  state?: string;
  startTime?: Timestamp | Date | null;
  endTime?: Timestamp | Date | null;
};
type RetryFields = {
  delivery?: Delivery;
  appRetries?: number;
  appStuckReportedAt?: unknown;
  /** When the change that wrote the mail committed (writeMailDocuments). */
  appWrittenAt?: Timestamp | Date | null;
};

const dateOf = (value: Timestamp | Date | null | undefined) =>
  value instanceof Date ? value : value ? value.toDate() : null;

/** Pure: whether a failed mail is due for another try at `now`, and which try that would be. */
export function retryDue(fields: RetryFields, now: Date): number | null {
  if (fields.delivery?.state !== "ERROR") return null;
  const done = fields.appRetries ?? 0;
  const pause = MAIL_RETRY_PAUSES_MS[done];
  if (pause === undefined) return null;
  const failedAt = dateOf(fields.delivery.endTime);
  if (failedAt && now.getTime() - failedAt.getTime() < pause) return null;
  return done + 1;
}

/**
 * Pure: why a mail counts as stuck at `now` (null: it does not, or it was reported already):
 * it failed after its last retry, it is still unsent 15 minutes after sending began, or no
 * sender has touched it 15 minutes after it was written.
 */
export function stuckReason(fields: RetryFields, now: Date): string | null {
  if (fields.appStuckReportedAt) return null;
  const state = fields.delivery?.state;
  if (state === undefined) {
    const written = dateOf(fields.appWrittenAt);
    return written && now.getTime() - written.getTime() >= MAIL_STUCK_AFTER_MS
      ? "not picked up by any sender 15 minutes after it was written"
      : null;
  }
  if (state === "ERROR")
    return (fields.appRetries ?? 0) >= MAIL_RETRY_PAUSES_MS.length
      ? "failed after its last retry"
      : null;
  if (state !== "PENDING" && state !== "PROCESSING" && state !== "RETRY") return null;
  const began = dateOf(fields.delivery?.startTime);
  return began && now.getTime() - began.getTime() >= MAIL_STUCK_AFTER_MS
    ? "unsent 15 minutes after sending began"
    : null;
}

/** One round of reports: each stuck mail is claimed (by transaction) and logged once. */
export async function reportStuckMail(
  firestore: Firestore,
  collection: string,
  now = new Date(),
): Promise<number> {
  const mails = firestore.collection(collection);
  const [started, written] = await Promise.all([
    mails
      .where("delivery.state", "in", ["ERROR", "PENDING", "PROCESSING", "RETRY"])
      .limit(SWEEP_BATCH * 4)
      .get(),
    // A document without `delivery` cannot be queried for its absence: look at the mails written
    // in the hour before the 15 minutes ran out (a range on one field, no composite index).
    mails
      .where(
        "appWrittenAt",
        ">",
        new Date(now.getTime() - MAIL_STUCK_AFTER_MS - UNTOUCHED_MAIL_WINDOW_MS),
      )
      .where("appWrittenAt", "<=", new Date(now.getTime() - MAIL_STUCK_AFTER_MS))
      .limit(SWEEP_BATCH * 4)
      .get(),
  ]);
  const candidates = [
    ...started.docs,
    ...written.docs.filter((d) => d.get("delivery.state") === undefined),
  ];
  let reported = 0;
  for (const document of candidates) {
    if (!stuckReason(document.data() as RetryFields, now)) continue;
    const reason = await runTransaction(firestore, async (transaction) => {
      const fresh = await transaction.get(document.ref);
      const why = stuckReason((fresh.data() ?? {}) as RetryFields, now);
      if (why) transaction.update(document.ref, { appStuckReportedAt: now });
      return why;
    });
    if (!reason) continue;
    reported += 1;
    log.error(
      {
        event: "mail.stuck",
        mailDocument: `${collection}/${document.id}`,
        state: document.get("delivery.state") as unknown,
        attempts: document.get("delivery.attempts") as unknown,
        deliveryError: document.get("delivery.error") as unknown,
      },
      `[mail] ${collection}/${document.id} ${reason}`,
    );
  }
  return reported;
}

/** One sweep: hands the due failures back to be sent again; answers how many it claimed. */
export async function retryFailedMail(
  firestore: Firestore,
  collection: string,
  now = new Date(),
): Promise<number> {
  const failed = await firestore
    .collection(collection)
    .where("delivery.state", "==", "ERROR")
    .limit(SWEEP_BATCH)
    .get();
  let claimed = 0;
  for (const document of failed.docs) {
    const won = await runTransaction(firestore, async (transaction) => {
      const fresh = await transaction.get(document.ref);
      const attempt = retryDue((fresh.data() ?? {}) as RetryFields, now);
      if (attempt === null) return false;
      transaction.update(document.ref, {
        "delivery.state": "RETRY",
        appRetries: attempt,
        appRetriedAt: now,
      });
      return true;
    });
    if (won) claimed += 1;
  }
  return claimed;
}

/** Sweeps every few minutes until stopped; the timer never keeps the process alive. */
export function startMailRetries(firestore: Firestore, collection: string): () => void {
  const sweep = () =>
    reportStuckMail(firestore, collection)
      .then(() => retryFailedMail(firestore, collection))
      .then(
        (claimed) => {
          if (claimed) log.warn(`[mail] ${claimed} failed mail handed back for another try`);
        },
        (error: unknown) => log.error({ error }, "[mail] the failed-mail sweep failed"),
      );
  const timer = setInterval(sweep, MAIL_RETRY_SWEEP_MS);
  timer.unref();
  return () => clearInterval(timer);
}
