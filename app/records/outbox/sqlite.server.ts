// The embedded outbox: a table in the shared SQLite file. `write` runs inside the caller's
// BEGIN IMMEDIATE transaction (the application's, the inquiry's), so the mail commits with the
// change or not at all. Claims, retries and the next due time are the queue's shared with the
// text outbox (../queue/sqlite.server.ts).
import type { DatabaseSync } from "node:sqlite";
import type { Mail } from "~/domain/mail";
import { isText, type OutboxMessage } from "~/domain/text-message";
import type { OutboxEntry, OutboxStore } from "~/records/outbox/contract";
import { bodyOf, queueEntryOf, sqliteQueue, type QueueRow } from "~/records/queue/sqlite.server";
import { createSqliteTextOutboxStore } from "~/records/texts/sqlite.server";
import { migrate, transaction } from "~/connections/sqlite.server";

const MIGRATIONS = [
  `CREATE TABLE outbox (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     mail TEXT NOT NULL,
     created_at TEXT NOT NULL,
     next_attempt_at TEXT NOT NULL,
     attempts INTEGER NOT NULL DEFAULT 0,
     claimed_by TEXT,
     last_error TEXT,
     sent_at TEXT,
     failed_at TEXT,
     stuck_reported_at TEXT
   );
   CREATE INDEX outbox_unsent ON outbox (next_attempt_at) WHERE sent_at IS NULL AND failed_at IS NULL;`,
];

type Row = QueueRow & { mail: string };

const toEntry = (row: Row): OutboxEntry => ({ ...queueEntryOf(row), mail: bodyOf<Mail>(row.mail) });

export type SqliteOutbox = OutboxStore & {
  /** Inside the caller's transaction: the mails (and texts, in their own table) become pending, due now. */
  write(messages: readonly OutboxMessage[], now: Date): void;
  /** Every mail, oldest first (tests, the health report). */
  list(): OutboxEntry[];
};

export function createSqliteOutboxStore(db: DatabaseSync): SqliteOutbox {
  migrate(db, "outbox", MIGRATIONS);
  const texts = createSqliteTextOutboxStore(db);
  const queue = sqliteQueue<Row>(db, "outbox", "mail");
  // A sent mail keeps its recipient and subject only: the body (a receipt's cancel link, an
  // applicant's details) is not kept in the database once handed over.
  const sent = db.prepare(
    `UPDATE outbox SET sent_at = ?, claimed_by = NULL, mail = json_remove(mail, '$.text', '$.html')
     WHERE id = ?`,
  );
  const stuck = db.prepare(
    `SELECT * FROM outbox WHERE sent_at IS NULL AND stuck_reported_at IS NULL AND created_at < ?
     ORDER BY id`,
  );
  const reported = db.prepare("UPDATE outbox SET stuck_reported_at = ? WHERE id = ?");

  return {
    write(messages, now) {
      for (const mail of messages) if (!isText(mail)) queue.insert(mail, now);
      texts.write(messages.filter(isText), now);
    },

    list: () => queue.list().map(toEntry),

    claimDue: async (claimer, now, limit) => queue.claimDue(claimer, now, limit).map(toEntry),

    async markSent(ids, now) {
      if (ids.length === 0) return;
      transaction(db, () => {
        for (const id of ids) sent.run(now.toISOString(), Number(id));
        queue.purgeSent(now);
      });
    },

    markFailed: async (id, error, retryAt, now) =>
      queue.markFailed(Number(id), error, retryAt, now),

    async takeStuck(writtenBefore, now) {
      return transaction(db, () => {
        const rows = stuck.all(writtenBefore.toISOString()) as Row[];
        for (const row of rows) reported.run(now.toISOString(), row.id);
        return rows.map(toEntry);
      });
    },

    nextDue: async () => queue.nextDue(),
  };
}
