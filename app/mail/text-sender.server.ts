// The site's own sender of the text outbox (decision 266), on the mail's loop
// (./outbox-loop.server.ts): it claims the texts that are due, checks the daily caps, hands each
// to the transport (SOLAPI or a file), marks it sent, and tries a failure again after the mail's
// pauses. A text given up (refused, over a cap, out of retries) or reported undelivered marks its
// application 연락 필요, or the inquiry answer it carried undelivered; a seat text that reached the
// phone clears the mark the seat set.
import type { TextMessage } from "~/domain/text-message";
import { log } from "~/log.server";
import {
  createOutboxLoop,
  drainDue,
  OUTBOX_RETRY_DELAYS_MS,
  retryAt,
  type OutboxLoop,
} from "~/mail/outbox-loop.server";
import { TextRefused, type TextTransport } from "~/mail/text-transport.server";
import type { TextEntry, TextOutboxStore } from "~/records/texts/contract";

/** What the sender tells the applications (연락 필요) and inquiries, and asks of the caps. */
export type TextSenderHooks = {
  /** The site's and the number's daily caps, shared by every instance: false holds the text back. */
  allow(text: TextMessage): Promise<boolean>;
  /** The person has not been reached: staff must call. */
  contactNeeded(applicationId: string): Promise<void>;
  /** The seat text reached the person: the call is no longer needed. */
  reached(applicationId: string): Promise<void>;
  /** The answer to an inquiry did not reach the phone: staff must call (decision 286). */
  answerUndelivered(inquiryId: string): Promise<void>;
};

/** A text that will not reach the person: whom staff must now call. */
async function notReached(message: TextMessage, hooks: TextSenderHooks): Promise<void> {
  if (message.applicationId) await hooks.contactNeeded(message.applicationId);
  if (message.inquiryId) await hooks.answerUndelivered(message.inquiryId);
}

export type TextSender = OutboxLoop;

type Options = { delaysMs?: readonly number[]; pollMs?: number; now?: () => Date };

/** A delivery report arrived: what it changes for the application. */
export async function afterReport(entry: TextEntry, hooks: TextSenderHooks): Promise<void> {
  if (entry.failedAt) return notReached(entry.message, hooks);
  const id = entry.message.applicationId;
  if (id && entry.deliveredAt && entry.message.kind === "seat") await hooks.reached(id);
}

export function createTextSender(
  queue: TextOutboxStore,
  transport: TextTransport,
  hooks: TextSenderHooks,
  { delaysMs = OUTBOX_RETRY_DELAYS_MS, pollMs, now = () => new Date() }: Options = {},
): TextSender {
  const giveUp = async (entry: TextEntry, reason: string) => {
    await queue.markFailed(entry.id, reason, null, now());
    log.error(
      { event: "text.failed", textId: entry.id, kind: entry.message.kind, reason },
      "[text] given up: staff must call",
    );
    await notReached(entry.message, hooks);
  };

  const attempt = async (entry: TextEntry) => {
    if (!(await hooks.allow(entry.message))) return giveUp(entry, "daily text cap reached");
    try {
      const handed = await transport.send(entry.message);
      await queue.markSent(entry.id, handed.providerId, now());
      if (handed.delivered && entry.message.kind === "seat" && entry.message.applicationId)
        await hooks.reached(entry.message.applicationId);
    } catch (error) {
      if (error instanceof TextRefused) return giveUp(entry, error.message);
      const next = retryAt(entry.attempts, now(), delaysMs);
      if (!next) return giveUp(entry, String(error));
      await queue.markFailed(entry.id, String(error), next, now());
      log.warn(
        { event: "text.retry", textId: entry.id, attempts: entry.attempts, error },
        `[text] attempt ${entry.attempts} failed; trying again at ${next.toISOString()}`,
      );
    }
  };

  return createOutboxLoop(
    {
      label: "text",
      drain: (claimer, stopped) =>
        drainDue(
          queue,
          claimer,
          now,
          async (batch) => {
            for (const entry of batch) {
              if (stopped()) return;
              await attempt(entry);
            }
          },
          stopped,
        ),
      nextDue: () => queue.nextDue(),
    },
    { pollMs, now },
  );
}
