// The embedded text outbox: a table in the shared SQLite file, written inside the caller's
// transaction (through the mail outbox's write, which hands it the texts of a change). One file
// serves one instance: a claim by another claimer is that of a process that is gone.
import type { DatabaseSync } from "node:sqlite";
import type { TextMessage } from "~/domain/text-message";
import { SENT_MAIL_KEPT_MS } from "~/domain/retention";
import type { TextEntry, TextOutboxStore } from "~/records/texts/contract";
import { migrate, transaction } from "~/connections/sqlite.server";

const MIGRATIONS = [
  `CREATE TABLE text_outbox (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     message TEXT NOT NULL,
     created_at TEXT NOT NULL,
     next_attempt_at TEXT NOT NULL,
     attempts INTEGER NOT NULL DEFAULT 0,
     claimed_by TEXT,
     last_error TEXT,
     sent_at TEXT,
     provider_id TEXT,
     delivered_at TEXT,
     failed_at TEXT
   );
   CREATE INDEX text_outbox_unsent ON text_outbox (next_attempt_at) WHERE sent_at IS NULL AND failed_at IS NULL;
   CREATE INDEX text_outbox_provider ON text_outbox (provider_id);`,
  `ALTER TABLE text_outbox ADD COLUMN once_key TEXT;
   CREATE UNIQUE INDEX text_outbox_once ON text_outbox (once_key) WHERE once_key IS NOT NULL;`,
];

type Row = {
  id: number;
  message: string;
  created_at: string;
  attempts: number;
  sent_at: string | null;
  provider_id: string | null;
  delivered_at: string | null;
  failed_at: string | null;
  last_error: string | null;
};

const toEntry = (row: Row): TextEntry => ({
  id: String(row.id),
  message: { text: "", ...(JSON.parse(row.message) as Partial<TextMessage>) } as TextMessage,
  createdAt: row.created_at,
  attempts: Number(row.attempts),
  sentAt: row.sent_at,
  providerId: row.provider_id,
  deliveredAt: row.delivered_at,
  failedAt: row.failed_at,
  lastError: row.last_error,
});

export type SqliteTextOutbox = TextOutboxStore & {
  /** Inside the caller's transaction: the texts become pending, due now. */
  write(texts: readonly TextMessage[], now: Date): void;
  /** Every text, oldest first (tests). */
  list(): TextEntry[];
};

export function createSqliteTextOutboxStore(db: DatabaseSync): SqliteTextOutbox {
  migrate(db, "text_outbox", MIGRATIONS);
  const insert = db.prepare(
    "INSERT INTO text_outbox (message, created_at, next_attempt_at) VALUES (?, ?, ?)",
  );
  const insertOnce = db.prepare(
    `INSERT OR IGNORE INTO text_outbox (message, created_at, next_attempt_at, once_key)
     VALUES (?, ?, ?, ?)`,
  );
  const due = db.prepare(
    `SELECT * FROM text_outbox WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= ?
       AND (claimed_by IS NULL OR claimed_by != ?) ORDER BY id LIMIT ?`,
  );
  const claim = db.prepare(
    "UPDATE text_outbox SET claimed_by = ?, attempts = attempts + 1 WHERE id = ?",
  );
  // A sent text keeps its recipient and kind only: the body (a cancel link) is not kept.
  const sent = db.prepare(
    `UPDATE text_outbox SET sent_at = ?, provider_id = ?, claimed_by = NULL,
       message = json_remove(message, '$.text') WHERE id = ?`,
  );
  const purge = db.prepare("DELETE FROM text_outbox WHERE sent_at IS NOT NULL AND sent_at < ?");
  const failed = db.prepare(
    `UPDATE text_outbox SET claimed_by = NULL, last_error = ?,
       next_attempt_at = COALESCE(?, next_attempt_at), failed_at = ? WHERE id = ?`,
  );
  const byProvider = db.prepare("SELECT * FROM text_outbox WHERE provider_id = ?");
  const delivered = db.prepare(
    "UPDATE text_outbox SET delivered_at = ?, failed_at = NULL, last_error = NULL WHERE id = ?",
  );
  const next = db.prepare(
    "SELECT MIN(next_attempt_at) AS at FROM text_outbox WHERE sent_at IS NULL AND failed_at IS NULL",
  );

  return {
    write(texts, now) {
      const at = now.toISOString();
      for (const text of texts) insert.run(JSON.stringify(text), at, at);
    },

    async enqueue(text, now) {
      transaction(db, () => insert.run(JSON.stringify(text), now.toISOString(), now.toISOString()));
    },

    async enqueueOnce(text, key, now) {
      const at = now.toISOString();
      return Number(insertOnce.run(JSON.stringify(text), at, at, key).changes) > 0;
    },

    list() {
      return (db.prepare("SELECT * FROM text_outbox ORDER BY id").all() as Row[]).map(toEntry);
    },

    async claimDue(claimer, now, limit) {
      return transaction(db, () => {
        const rows = due.all(now.toISOString(), claimer, limit) as Row[];
        for (const row of rows) claim.run(claimer, row.id);
        return rows.map((row) => toEntry({ ...row, attempts: Number(row.attempts) + 1 }));
      });
    },

    async markSent(id, providerId, now) {
      transaction(db, () => {
        sent.run(now.toISOString(), providerId, Number(id));
        purge.run(new Date(now.getTime() - SENT_MAIL_KEPT_MS).toISOString());
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

    async report(providerId, to, outcome, now) {
      return transaction(db, () => {
        const row = byProvider.get(providerId) as Row | undefined;
        if (!row || toEntry(row).message.to !== to) return null;
        if (outcome.delivered) delivered.run(now.toISOString(), row.id);
        else failed.run(outcome.reason.slice(0, 1000), null, now.toISOString(), row.id);
        return toEntry(byProvider.get(providerId) as Row);
      });
    },

    async nextDue() {
      const { at } = next.get() as { at: string | null };
      return at ? new Date(at) : null;
    },
  };
}
