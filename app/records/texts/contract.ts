// The text outbox: every text (문자) the site promises is a record written in the same transaction
// as the change it reports, like its mail (decisions 161, 266), and emptied by the site's text
// sender with retries. A delivery report from SOLAPI then says whether it reached the phone.
// Types only, so every store may import them.
import type { TextMessage } from "~/domain/text-message";

/** One text as the sender sees it. */
export type TextEntry = {
  id: string;
  message: TextMessage;
  /** When the change that wrote it committed (ISO 8601). */
  createdAt: string;
  /** Attempts begun so far, this one included once claimed. */
  attempts: number;
  /** Handed to the provider (or written to its file). */
  sentAt: string | null;
  /** The provider's message id, for its delivery report. */
  providerId: string | null;
  /** The delivery report said it reached the phone. */
  deliveredAt: string | null;
  /** Given up (the last retry, a refusal, or a failed delivery report). */
  failedAt: string | null;
  lastError: string | null;
};

/** What a delivery report did: the text it matched, or null (unknown id or another number). */
export type ReportedText = TextEntry | null;

export interface TextOutboxStore {
  /**
   * Takes up to `limit` texts that are due and not being sent, for `claimer` (at least once, as
   * the mail outbox: a crash mid-send leaves the text due again).
   */
  claimDue(claimer: string, now: Date, limit: number): Promise<TextEntry[]>;
  /** Handed over: its body is dropped, the recipient, kind and provider id are kept. */
  markSent(id: string, providerId: string | null, now: Date): Promise<void>;
  /** A failed attempt: due again at `retryAt`, or given up for good when it is null. */
  markFailed(id: string, error: string, retryAt: Date | null, now: Date): Promise<void>;
  /**
   * A delivery report for the provider's message `providerId` sent to `to` (digits): delivered,
   * or failed with the provider's reason. A report for another number matches nothing.
   */
  report(
    providerId: string,
    to: string,
    outcome: { delivered: true } | { delivered: false; reason: string },
    now: Date,
  ): Promise<ReportedText>;
  /** A text of its own (a one-time code), pending and due now: no change to write it with. */
  enqueue(text: TextMessage, now: Date): Promise<void>;
  /**
   * Like enqueue, once per `key` (a reminder per person and class): false when a text with that
   * key was written before, by this instance or another.
   */
  enqueueOnce(text: TextMessage, key: string, now: Date): Promise<boolean>;
  /** When the next unsent text is due; null when none waits. */
  nextDue(): Promise<Date | null>;
}
