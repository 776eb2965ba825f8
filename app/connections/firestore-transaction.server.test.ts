import { describe, expect, it } from "vitest";
import { isClosedTransaction, runTransaction } from "./firestore-transaction.server";

const closed = Object.assign(new Error("3 INVALID_ARGUMENT: Transaction is invalid or closed."), {
  code: 3,
});
const badQuery = Object.assign(new Error("3 INVALID_ARGUMENT: order by clause is invalid"), {
  code: 3,
});

/** A store that closes the first `failures` transactions, then commits. */
function storeClosing(failures: number, error: Error = closed) {
  let calls = 0;
  return {
    get calls() {
      return calls;
    },
    runTransaction: (async (update: (tx: never) => Promise<unknown>) => {
      calls++;
      if (calls <= failures) throw error;
      return update({} as never);
    }) as never,
  };
}

describe("a transaction the store closed before its commit", () => {
  it("is started again, and its result returned", async () => {
    const db = storeClosing(2);
    expect(await runTransaction(db, async () => "committed")).toBe("committed");
    expect(db.calls).toBe(3);
  });

  it("gives up after a few attempts with the store's error", async () => {
    const db = storeClosing(99);
    await expect(runTransaction(db, async () => "never")).rejects.toBe(closed);
    expect(db.calls).toBe(5);
  });

  it("other invalid arguments are not retried: they would fail again", async () => {
    const db = storeClosing(1, badQuery);
    await expect(runTransaction(db, async () => "never")).rejects.toBe(badQuery);
    expect(db.calls).toBe(1);
    expect(isClosedTransaction(badQuery)).toBe(false);
    expect(isClosedTransaction(closed)).toBe(true);
    expect(isClosedTransaction("Transaction is invalid or closed")).toBe(false);
  });
});
