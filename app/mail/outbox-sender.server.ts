// The site's own sender of the outbox (decision 161): it claims the mails that are due, hands each
// to the transport (SMTP or an .eml file), marks it sent, and tries a failure again after a
// growing pause. It runs at start-up (whatever a killed process left pending goes out then), when
// a change wrote mail, and every half minute (./outbox-loop.server.ts). One loop per process: a
// mail is never handed over twice by one instance; a crash between the hand-over and the mark
// sends it again (at least once).
import type { Mail } from "~/domain/mail";
import type { OutboxEntry, OutboxStore } from "~/records/outbox/contract";
import { log } from "~/log.server";
import * as loop from "~/mail/outbox-loop.server";
import { OUTBOX_RETRY_DELAYS_MS, retryAt } from "~/mail/outbox-loop.server";

export { OUTBOX_RETRY_DELAYS_MS, retryAt };
/** A mail still unsent this long after its change committed is reported (`mail.stuck`). */
export const MAIL_STUCK_AFTER_MS = 15 * 60_000;

export type OutboxSender = loop.OutboxLoop;

type Options = {
  delaysMs?: readonly number[];
  stuckAfterMs?: number;
  pollMs?: number;
  now?: () => Date;
};

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
    pollMs,
    now = () => new Date(),
  }: Options = {},
): OutboxSender {
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

  const reportStuck = async () => {
    const at = now();
    const stuck = await queue.takeStuck(new Date(at.getTime() - stuckAfterMs), at);
    for (const entry of stuck)
      log.error(
        { ...described(entry), lastError: entry.lastError },
        `[mail] unsent ${Math.round(stuckAfterMs / 60_000)} minutes after it was written`,
      );
  };

  return loop.createOutboxLoop(
    {
      label: "mail",
      async drain(claimer, stopped) {
        await loop.drainDue(
          queue,
          claimer,
          now,
          async (batch) => {
            const sent: string[] = [];
            for (const entry of batch) {
              if (stopped()) break; // claimed but not begun: the next start takes them up again
              if (await attempt(entry)) sent.push(entry.id);
            }
            await queue.markSent(sent, now());
          },
          stopped,
        );
        await reportStuck();
      },
      nextDue: () => queue.nextDue(),
    },
    { pollMs, now },
  );
}
