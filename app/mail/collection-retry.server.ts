// The Trigger Email extension marks a failed send `delivery.state: "ERROR"` and leaves it there
// (decision 090). Every instance sweeps now and then: a failed mail is handed back to the
// extension (`"RETRY"`, which it sends again) after a growing pause, a few times at most. The claim
// is a transaction, so with many instances each failure is retried once per round.
import type { Firestore, Timestamp } from "firebase-admin/firestore";
import { getEnv } from "~/env.server";

/** Pauses before the 1st, 2nd, … retry of one mail, counted from its last failed attempt. */
export const MAIL_RETRY_PAUSES_MS = [5, 30, 120, 360].map((minutes) => minutes * 60_000);
/** How often each instance looks for failed mail. */
export const MAIL_RETRY_SWEEP_MS = 5 * 60_000;
const SWEEP_BATCH = 50;

type Delivery = { state?: string; endTime?: Timestamp | Date | null };
type RetryFields = { delivery?: Delivery; appRetries?: number };

/** Pure: whether a failed mail is due for another try at `now`, and which try that would be. */
export function retryDue(fields: RetryFields, now: Date): number | null {
  if (fields.delivery?.state !== "ERROR") return null;
  const done = fields.appRetries ?? 0;
  const pause = MAIL_RETRY_PAUSES_MS[done];
  if (pause === undefined) return null;
  const end = fields.delivery.endTime;
  const failedAt = end instanceof Date ? end : end ? end.toDate() : null;
  if (failedAt && now.getTime() - failedAt.getTime() < pause) return null;
  return done + 1;
}

/** One sweep: hands the due failures back to the extension; answers how many it claimed. */
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
    const won = await firestore.runTransaction(async (transaction) => {
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
    retryFailedMail(firestore, collection).then(
      (claimed) => {
        if (claimed) console.warn(`[mail] ${claimed} failed mail handed back for another try`);
      },
      (error) => console.error("[mail] the failed-mail sweep failed", error),
    );
  const timer = setInterval(sweep, MAIL_RETRY_SWEEP_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/** In Firebase mode with the Trigger Email collection: this instance's share of the sweeping. */
export async function startMailRetriesIfCollection(): Promise<void> {
  const env = getEnv();
  if (env.mailPath !== "collection") return;
  const { getFirestore } = await import("~/store/firestore.server");
  startMailRetries(getFirestore(), env.MAIL_COLLECTION!);
}
