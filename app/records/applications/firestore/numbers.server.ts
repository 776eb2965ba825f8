// Application numbers in Cloud Firestore: a counter document `counters/applications` hands them out
// in blocks. Each instance reserves NUMBER_BLOCK_SIZE numbers at a time and gives them out
// itself, so a rush never funnels every create through one document (Firestore sustains about
// one write a second per document; decision 099).
import type { Firestore } from "firebase-admin/firestore";
import { isWrittenMeanwhile } from "~/connections/firestore-errors.server";
import { pause } from "~/connections/firestore-transaction.server";

export const APPLICATION_COUNTER_DOC = "counters/applications";

/** Reservations of numbers lost to another instance's, tried again; instances starting together need several. */
const RESERVE_ATTEMPTS = 20;

/** Numbers one instance reserves at a time: a gap of at most this many when an instance stops. */
export const NUMBER_BLOCK_SIZE = 20;

/** This instance's reserved numbers, handed out in order; one reservation at a time. */
export function applicationNumbers(db: Firestore) {
  const counter = db.doc(APPLICATION_COUNTER_DOC);
  const pool: number[] = [];
  let reserving: Promise<void> | undefined;
  // Compare-and-set, not a transaction: a counter changed since it was read fails the write at
  // once, and the reservation reads it again. Two instances' transactions on the counter held
  // each other for the emulator's lock time-out (2 s) while their creates waited for numbers.
  const reserveBlock = async () => {
    for (let attempt = 1; ; attempt++) {
      const snapshot = await counter.get();
      const last = Number(snapshot.exists ? (snapshot.get("last") ?? 0) : 0);
      const next = { last: last + NUMBER_BLOCK_SIZE };
      try {
        if (snapshot.exists) await counter.update(next, { lastUpdateTime: snapshot.updateTime! });
        else await counter.create(next);
      } catch (error) {
        if (!isWrittenMeanwhile(error) || attempt >= RESERVE_ATTEMPTS) throw error;
        await pause(Math.random() * 10 * attempt);
        continue;
      }
      for (let number = last + 1; number <= last + NUMBER_BLOCK_SIZE; number++) pool.push(number);
      return;
    }
  };
  const reserveNext = () => (reserving ??= reserveBlock().finally(() => (reserving = undefined)));

  return {
    async take(): Promise<number> {
      for (;;) {
        const number = pool.shift();
        if (number !== undefined) {
          // The next block is asked for while half of this one is left: in a rush the creates
          // would otherwise all wait for the counter every NUMBER_BLOCK_SIZE numbers. A failed
          // reservation is tried again by the create that finds the pool empty.
          if (pool.length < NUMBER_BLOCK_SIZE / 2) reserveNext().catch(() => undefined);
          return number;
        }
        await reserveNext();
      }
    },
    /** A number taken by a create that stored nothing: a gap, never a duplicate. */
    giveBack(number: number) {
      pool.push(number);
      pool.sort((x, y) => x - y);
    },
  };
}
