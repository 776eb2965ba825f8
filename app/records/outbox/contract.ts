// The outbox: every mail the site promises is a record written in the same transaction as the
// change it reports (an application, a cancellation, a promotion, an inquiry, an answer), so a
// change that committed has its mail and one that rolled back has none (decision 161). The
// embedded default keeps an `outbox` table that the site's own sender empties; Firebase mode
// writes Trigger Email documents (decision 162). Types only, so every store may import them.
import type { Mail } from "~/domain/mail";
import type { OutboxMessage } from "~/domain/text-message";

/**
 * The mails (and texts, decision 266) reporting a change, built from what the store decided (the
 * number, the status, the place in line, who was seated), inside the change's transaction. Pure:
 * a Firestore transaction may run it more than once, and only the last run's are written.
 */
export type MailsOf<T> = (decided: T) => readonly OutboxMessage[];

/**
 * How long a sent mail's record stays (recipient and subject, for the staff's questions), as the
 * Trigger Email extension's `TTL_EXPIRE_VALUE` in firebase/extensions/: then it is deleted.
 */
export { SENT_MAIL_KEPT_MS } from "~/domain/retention";

/** One mail of the outbox as the sender sees it. */
export type OutboxEntry = {
  id: string;
  mail: Mail;
  /** When the change that wrote it committed (ISO 8601). */
  createdAt: string;
  /** Attempts begun so far, this one included once claimed. */
  attempts: number;
  sentAt: string | null;
  /** Given up after the last retry. */
  failedAt: string | null;
  lastError: string | null;
};

/** What the site's own sender works with. */
export interface OutboxStore {
  /**
   * Takes up to `limit` mails that are due and not being sent, for `claimer`: the claim and its
   * attempt count are stored before the mail is handed over, and released only by markSent or
   * markFailed, so a crash mid-send leaves the mail pending (sent again: at least once).
   */
  claimDue(claimer: string, now: Date, limit: number): Promise<OutboxEntry[]>;
  markSent(ids: readonly string[], now: Date): Promise<void>;
  /** A failed attempt: due again at `retryAt`, or given up for good when it is null. */
  markFailed(id: string, error: string, retryAt: Date | null, now: Date): Promise<void>;
  /** Mails still unsent that were written before `writtenBefore`, each answered once only. */
  takeStuck(writtenBefore: Date, now: Date): Promise<OutboxEntry[]>;
  /** When the next unsent mail is due; null when none waits. */
  nextDue(): Promise<Date | null>;
}
