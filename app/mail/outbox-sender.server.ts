// The site's own sender of the outbox (decision 161): it claims the mails that are due, hands each
// to the transport (SMTP or an .eml file), marks it sent, and tries a failure again after a
// growing pause. It runs at start-up (whatever a killed process left pending goes out then), when
// a change wrote mail, and every half minute. One loop per process: a mail is never handed over
// twice by one instance; a crash between the hand-over and the mark sends it again (at least once).
import { randomUUID } from "node:crypto";
import type { Mail } from "~/domain/mail";
import type { OutboxEntry, OutboxStore } from "~/records/outbox/contract";
import { log } from "~/log.server";

/** Pauses before the 2nd, 3rd, … attempt of one mail; after the last the mail is given up. */
export const OUTBOX_RETRY_DELAYS_MS = [30_000, 2 * 60_000, 10 * 60_000, 30 * 60_000, 2 * 3600_000];
/** A mail still unsent this long after its change committed is reported (`mail.stuck`). */
export const MAIL_STUCK_AFTER_MS = 15 * 60_000;
const POLL_MS = 30_000;
const BATCH = 20;

export type OutboxSender = {
  /** Looks for due mail soon (not in the caller's turn). */
  wake(): void;
  /** Finishes the delivery in hand, sends nothing more, and resolves once idle. */
  stop(): Promise<void>;
  /** Resolves once nothing is being sent (tests). */
  idle(): Promise<void>;
};

type Options = {
  delaysMs?: readonly number[];
  stuckAfterMs?: number;
  pollMs?: number;
  now?: () => Date;
};

/** Pure: when a mail that failed its `attempts`-th attempt is tried again; null: given up. */
export function retryAt(
  attempts: number,
  now: Date,
  delaysMs: readonly number[] = OUTBOX_RETRY_DELAYS_MS,
): Date | null {
  const delay = delaysMs[attempts - 1];
  return delay === undefined ? null : new Date(now.getTime() + delay);
}

const described = (entry: OutboxEntry) => ({
  event: "mail.stuck" as const,
  outboxId: entry.id,
  subject: entry.mail.subject,
  attempts: entry.attempts,
  writtenAt: entry.createdAt,
});

export function createOutboxSender(
  queue: OutboxStore,
  deliver: (mail: Mail) => Promise<unknown>,
  {
    delaysMs = OUTBOX_RETRY_DELAYS_MS,
    stuckAfterMs = MAIL_STUCK_AFTER_MS,
    pollMs = POLL_MS,
    now = () => new Date(),
  }: Options = {},
): OutboxSender {
  const claimer = randomUUID();
  let stopped = false;
  let running: Promise<void> | undefined;
  let again = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const attempt = async (entry: OutboxEntry): Promise<boolean> => {
    try {
      await deliver(entry.mail);
      return true;
    } catch (error) {
      const at = now();
      const next = retryAt(entry.attempts, at, delaysMs);
      await queue.markFailed(entry.id, String(error), next, at);
      if (next)
        log.warn(
          { event: "mail.failed", outboxId: entry.id, attempts: entry.attempts, error },
          `[mail] attempt ${entry.attempts} failed; trying again at ${next.toISOString()}`,
        );
      else log.error({ ...described(entry), error }, "[mail] gave up after the last retry");
      return false;
    }
  };

  const sendDue = async () => {
    for (;;) {
      const batch = await queue.claimDue(claimer, now(), BATCH);
      const sent: string[] = [];
      for (const entry of batch) {
        if (stopped) break; // claimed but not begun: the next start takes them up again
        if (await attempt(entry)) sent.push(entry.id);
      }
      await queue.markSent(sent, now());
      if (batch.length < BATCH || stopped) return;
    }
  };

  const reportStuck = async () => {
    const at = now();
    const stuck = await queue.takeStuck(new Date(at.getTime() - stuckAfterMs), at);
    for (const entry of stuck)
      log.error(
        { ...described(entry), lastError: entry.lastError },
        `[mail] unsent ${Math.round(stuckAfterMs / 60_000)} minutes after it was written`,
      );
  };

  const schedule = async () => {
    if (stopped) return;
    const due = await queue.nextDue();
    // At least a second: a mail left due by a failed claim is not retried in a tight loop.
    const wait = due ? Math.min(Math.max(due.getTime() - now().getTime(), 1000), pollMs) : pollMs;
    clearTimeout(timer);
    timer = setTimeout(wake, wait);
    timer.unref();
  };

  const run = async () => {
    do {
      again = false;
      try {
        await sendDue();
        await reportStuck();
      } catch (error) {
        log.error({ error }, "[mail] the outbox could not be read");
      }
    } while (again && !stopped);
    await schedule().catch((error: unknown) =>
      log.error({ error }, "[mail] the outbox could not be read"),
    );
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
