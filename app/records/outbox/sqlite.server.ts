// The embedded outbox: a table in the shared SQLite file. `write` runs inside the caller's
// BEGIN IMMEDIATE transaction (the application's, the inquiry's), so the mail commits with the
// change or not at all. One SQLite file serves one instance: a claim by another claimer is that
// of a process that is gone (killed mid-send), and its mails are taken up again.
import type { DatabaseSync } from "node:sqlite";
import type { Mail } from "~/domain/mail";
import { isText, type OutboxMessage } from "~/domain/text-message";
import { SENT_MAIL_KEPT_MS, type OutboxEntry, type OutboxStore } from "~/records/outbox/contract";
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

type Row = {
  id: number;
  mail: string;
  created_at: string;
  attempts: number;
  sent_at: string | null;
  failed_at: string | null;
  last_error: string | null;
};

const toEntry = (row: Row): OutboxEntry => ({
  id: String(row.id),
  mail: { text: "", ...(JSON.parse(row.mail) as Partial<Mail>) } as Mail,
  createdAt: row.created_at,
  attempts: Number(row.attempts),
  sentAt: row.sent_at,
  failedAt: row.failed_at,
  lastError: row.last_error,
});

export type SqliteOutbox = OutboxStore & {
  /** Inside the caller's transaction: the mails (and texts, in their own table) become pending, due now. */
  write(messages: readonly OutboxMessage[], now: Date): void;
  /** Every mail, oldest first (tests, the health report). */
  list(): OutboxEntry[];
};

export function createSqliteOutboxStore(db: DatabaseSync): SqliteOutbox {
  migrate(db, "outbox", MIGRATIONS);
  const texts = createSqliteTextOutboxStore(db);
  const insert = db.prepare(
    "INSERT INTO outbox (mail, created_at, next_attempt_at) VALUES (?, ?, ?)",
  );
  const due = db.prepare(
    `SELECT * FROM outbox WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= ?
       AND (claimed_by IS NULL OR claimed_by != ?) ORDER BY id LIMIT ?`,
  );
  const claim = db.prepare(
    "UPDATE outbox SET claimed_by = ?, attempts = attempts + 1 WHERE id = ?",
  );
  // A sent mail keeps its recipient and subject only: the body (a receipt's cancel link, an
  // applicant's details) is not kept in the database once handed over.
  const sent = db.prepare(
    `UPDATE outbox SET sent_at = ?, claimed_by = NULL, mail = json_remove(mail, '$.text', '$.html')
     WHERE id = ?`,
  );
  const purgeSent = db.prepare("DELETE FROM outbox WHERE sent_at IS NOT NULL AND sent_at < ?");
  const failed = db.prepare(
    `UPDATE outbox SET claimed_by = NULL, last_error = ?, next_attempt_at = COALESCE(?, next_attempt_at),
       failed_at = ? WHERE id = ?`,
  );
  const stuck = db.prepare(
    `SELECT * FROM outbox WHERE sent_at IS NULL AND stuck_reported_at IS NULL AND created_at < ?
     ORDER BY id`,
  );
  const reported = db.prepare("UPDATE outbox SET stuck_reported_at = ? WHERE id = ?");
  const next = db.prepare(
    "SELECT MIN(next_attempt_at) AS at FROM outbox WHERE sent_at IS NULL AND failed_at IS NULL",
  );

  return {
    write(messages, now) {
      const at = now.toISOString();
      for (const mail of messages) if (!isText(mail)) insert.run(JSON.stringify(mail), at, at);
      texts.write(messages.filter(isText), now);
    },

    list() {
      return (db.prepare("SELECT * FROM outbox ORDER BY id").all() as Row[]).map(toEntry);
    },

    async claimDue(claimer, now, limit) {
      return transaction(db, () => {
        const rows = due.all(now.toISOString(), claimer, limit) as Row[];
        for (const row of rows) claim.run(claimer, row.id);
        return rows.map((row) => toEntry({ ...row, attempts: Number(row.attempts) + 1 }));
      });
    },

    async markSent(ids, now) {
      if (ids.length === 0) return;
      transaction(db, () => {
        for (const id of ids) sent.run(now.toISOString(), Number(id));
        purgeSent.run(new Date(now.getTime() - SENT_MAIL_KEPT_MS).toISOString());
      });
    },

    async markFailed(id, error, retryAt, now) {
      failed.run(
        error.slice(0, 1000),
        retryAt ? retryAt.toISOString() : null,
        retryAt ? null : now.toISOString(),
        Number(id),
      );
    },

    async takeStuck(writtenBefore, now) {
      return transaction(db, () => {
        const rows = stuck.all(writtenBefore.toISOString()) as Row[];
        for (const row of rows) reported.run(now.toISOString(), row.id);
        return rows.map(toEntry);
      });
    },

    async nextDue() {
      const { at } = next.get() as { at: string | null };
      return at ? new Date(at) : null;
    },
  };
}
