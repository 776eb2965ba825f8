import type { Firestore, Transaction } from "firebase-admin/firestore";

/** Whole transactions started again after the store closed one under us (decision 196). */
const CLOSED_ATTEMPTS = 5;

const INVALID_ARGUMENT = 3;

/**
 * The Firestore emulator closes a contended transaction (its lock time-out) and answers the
 * transaction's next read "Transaction is invalid or closed." with INVALID_ARGUMENT, which the SDK
 * does not retry (it retries only production's "transaction has expired"). Nothing was committed,
 * so the whole transaction may run again.
 */
export function isClosedTransaction(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return (
    code === INVALID_ARGUMENT &&
    typeof message === "string" &&
    /transaction is invalid or closed/i.test(message)
  );
}

/** A random back-off's wait: contenders for one document spread out before trying again. */
export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `db.runTransaction`, started again when the store closed the transaction before its commit. */
export async function runTransaction<T>(
  db: Pick<Firestore, "runTransaction">,
  update: (tx: Transaction) => Promise<T>,
  options?: { maxAttempts?: number },
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.runTransaction(update, options);
    } catch (error) {
      if (!isClosedTransaction(error) || attempt >= CLOSED_ATTEMPTS) throw error;
      // Spread the contenders out, as the SDK's own back-off does.
      await pause(Math.random() * 50 * 2 ** attempt);
    }
  }
}
