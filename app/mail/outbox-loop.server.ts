// The loop both of the site's own senders run (the mail's, decision 161; the texts', decision
// 266): it drains what is due when woken, at start-up and every half minute, never twice at once
// in one process, and sleeps until the next item is due. What "drain" means (claim, hand over,
// mark, retry) is the sender's.
import { randomUUID } from "node:crypto";
import { log } from "~/log.server";

/** Pauses before the 2nd, 3rd, … attempt of one item; after the last the item is given up. */
export const OUTBOX_RETRY_DELAYS_MS = [30_000, 2 * 60_000, 10 * 60_000, 30 * 60_000, 2 * 3600_000];
export const OUTBOX_POLL_MS = 30_000;
/** Items claimed at once. */
export const OUTBOX_BATCH = 20;

/** Pure: when an item that failed its `attempts`-th attempt is tried again; null: given up. */
export function retryAt(
  attempts: number,
  now: Date,
  delaysMs: readonly number[] = OUTBOX_RETRY_DELAYS_MS,
): Date | null {
  const delay = delaysMs[attempts - 1];
  return delay === undefined ? null : new Date(now.getTime() + delay);
}

export type OutboxLoop = {
  /** Looks for due items soon (not in the caller's turn). */
  wake(): void;
  /** Finishes the item in hand, sends nothing more, and resolves once idle. */
  stop(): Promise<void>;
  /** Resolves once nothing is being sent (tests). */
  idle(): Promise<void>;
};

export type OutboxWork = {
  /** "mail" or "text": the log lines' prefix. */
  label: string;
  /** Sends what is due, as `claimer`; `stopped()` turns true when the loop is stopping. */
  drain(claimer: string, stopped: () => boolean): Promise<void>;
  /** When the next unsent item is due; null when none waits. */
  nextDue(): Promise<Date | null>;
};

/**
 * Claims `OUTBOX_BATCH` due items at a time for `claimer` and hands each batch to `handle`, until
 * a batch comes back short or the loop stops. A sender's `drain` is this with its own handling.
 */
export async function drainDue<T>(
  queue: { claimDue(claimer: string, now: Date, limit: number): Promise<T[]> },
  claimer: string,
  now: () => Date,
  handle: (batch: T[]) => Promise<void>,
  stopped: () => boolean,
): Promise<void> {
  for (;;) {
    const batch = await queue.claimDue(claimer, now(), OUTBOX_BATCH);
    await handle(batch);
    if (batch.length < OUTBOX_BATCH || stopped()) return;
  }
}

export function createOutboxLoop(
  work: OutboxWork,
  { pollMs = OUTBOX_POLL_MS, now = () => new Date() }: { pollMs?: number; now?: () => Date } = {},
): OutboxLoop {
  const claimer = randomUUID();
  const unreadable = `[${work.label}] the ${work.label === "mail" ? "" : `${work.label} `}outbox could not be read`;
  let stopped = false;
  let running: Promise<void> | undefined;
  let again = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const schedule = async () => {
    if (stopped) return;
    const due = await work.nextDue();
    // At least a second: an item left due by a failed claim is not retried in a tight loop.
    const wait = due ? Math.min(Math.max(due.getTime() - now().getTime(), 1000), pollMs) : pollMs;
    clearTimeout(timer);
    timer = setTimeout(wake, wait);
    timer.unref();
  };

  const run = async () => {
    do {
      again = false;
      try {
        await work.drain(claimer, () => stopped);
      } catch (error) {
        log.error({ error }, unreadable);
      }
    } while (again && !stopped);
    await schedule().catch((error: unknown) => log.error({ error }, unreadable));
  };

  function wake() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = new Promise<void>((resolve) => setImmediate(resolve))
      .then(run)
      .finally(() => (running = undefined));
  }

  return {
    wake,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
    async idle() {
      while (running) await running;
    },
  };
}
