// What the embedded outboxes share (the mail's `outbox`, decision 161; the texts' `text_outbox`,
// decision 266): a table of items due at `next_attempt_at`, claimed by a claimer with its attempt
// counted before the hand-over, sent, retried or given up. One SQLite file serves one instance:
// a claim by another claimer is that of a process that is gone, and its items are taken up again.
import type { DatabaseSync } from "node:sqlite";
import { SENT_MAIL_KEPT_MS } from "~/domain/retention";
import { transaction } from "~/connections/sqlite.server";

/** The columns every queue row has (the body column is the table's own). */
export type QueueRow = {
  id: number;
  created_at: string;
  attempts: number;
  sent_at: string | null;
  failed_at: string | null;
  last_error: string | null;
};

/** The entry fields both outboxes' contracts share, from a row. */
export const queueEntryOf = (row: QueueRow) => ({
  id: String(row.id),
  createdAt: row.created_at,
  attempts: Number(row.attempts),
  sentAt: row.sent_at,
  failedAt: row.failed_at,
  lastError: row.last_error,
});

/** The body as stored, with what a sent item no longer keeps put back as empty text. */
export const bodyOf = <T>(json: string): T => ({ text: "", ...(JSON.parse(json) as object) }) as T;

export function sqliteQueue<Row extends QueueRow>(
  db: DatabaseSync,
  table: "outbox" | "text_outbox",
  body: "mail" | "message",
) {
  const unsent = "sent_at IS NULL AND failed_at IS NULL";
  const insert = db.prepare(
    `INSERT INTO ${table} (${body}, created_at, next_attempt_at) VALUES (?, ?, ?)`,
  );
  const due = db.prepare(
    `SELECT * FROM ${table} WHERE ${unsent} AND next_attempt_at <= ?
       AND (claimed_by IS NULL OR claimed_by != ?) ORDER BY id LIMIT ?`,
  );
  const claim = db.prepare(
    `UPDATE ${table} SET claimed_by = ?, attempts = attempts + 1 WHERE id = ?`,
  );
  const failed = db.prepare(
    `UPDATE ${table} SET claimed_by = NULL, last_error = ?,
       next_attempt_at = COALESCE(?, next_attempt_at), failed_at = ? WHERE id = ?`,
  );
  const next = db.prepare(`SELECT MIN(next_attempt_at) AS at FROM ${table} WHERE ${unsent}`);
  const all = db.prepare(`SELECT * FROM ${table} ORDER BY id`);
  const purgeSent = db.prepare(`DELETE FROM ${table} WHERE sent_at IS NOT NULL AND sent_at < ?`);

  return {
    /** Inside the caller's transaction: pending, due now. */
    insert(value: unknown, now: Date) {
      const at = now.toISOString();
      insert.run(JSON.stringify(value), at, at);
    },
    /** Up to `limit` due rows, claimed for `claimer`, with this attempt counted. */
    claimDue(claimer: string, now: Date, limit: number): Row[] {
      return transaction(db, () => {
        const rows = due.all(now.toISOString(), claimer, limit) as Row[];
        for (const row of rows) claim.run(claimer, row.id);
        return rows.map((row) => ({ ...row, attempts: Number(row.attempts) + 1 }));
      });
    },
    /** A failed attempt: due again at `retryAt`, or given up (failed_at) when it is null. */
    markFailed(id: number, error: string, retryAt: Date | null, now: Date) {
      failed.run(
        error.slice(0, 1000),
        retryAt ? retryAt.toISOString() : null,
        retryAt ? null : now.toISOString(),
        id,
      );
    },
    /** Sent records older than the sent-mail period go (as the Trigger Email TTL does). */
    purgeSent(now: Date) {
      purgeSent.run(new Date(now.getTime() - SENT_MAIL_KEPT_MS).toISOString());
    },
    nextDue(): Date | null {
      const { at } = next.get() as { at: string | null };
      return at ? new Date(at) : null;
    },
    list: () => all.all() as Row[],
  };
}
