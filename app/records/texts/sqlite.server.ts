// The embedded text outbox: a table in the shared SQLite file, written inside the caller's
// transaction (through the mail outbox's write, which hands it the texts of a change). Claims,
// retries and the next due time are the queue's shared with the mail outbox
// (../queue/sqlite.server.ts); the provider's id, delivery reports and once-keys are its own.
import type { DatabaseSync } from "node:sqlite";
import type { TextMessage } from "~/domain/text-message";
import { bodyOf, queueEntryOf, sqliteQueue, type QueueRow } from "~/records/queue/sqlite.server";
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

type Row = QueueRow & {
  message: string;
  provider_id: string | null;
  delivered_at: string | null;
};

const toEntry = (row: Row): TextEntry => ({
  ...queueEntryOf(row),
  message: bodyOf<TextMessage>(row.message),
  providerId: row.provider_id,
  deliveredAt: row.delivered_at,
});

export type SqliteTextOutbox = TextOutboxStore & {
  /** Inside the caller's transaction: the texts become pending, due now. */
  write(texts: readonly TextMessage[], now: Date): void;
  /** Every text, oldest first (tests). */
  list(): TextEntry[];
};

export function createSqliteTextOutboxStore(db: DatabaseSync): SqliteTextOutbox {
  migrate(db, "text_outbox", MIGRATIONS);
  const queue = sqliteQueue<Row>(db, "text_outbox", "message");
  const insertOnce = db.prepare(
    `INSERT OR IGNORE INTO text_outbox (message, created_at, next_attempt_at, once_key)
     VALUES (?, ?, ?, ?)`,
  );
  // A sent text keeps its recipient and kind only: the body and its template's values (a cancel
  // link) are not kept.
  const sent = db.prepare(
    `UPDATE text_outbox SET sent_at = ?, provider_id = ?, claimed_by = NULL,
       message = json_remove(message, '$.text', '$.template') WHERE id = ?`,
  );
  const byProvider = db.prepare("SELECT * FROM text_outbox WHERE provider_id = ?");
  const delivered = db.prepare(
    "UPDATE text_outbox SET delivered_at = ?, failed_at = NULL, last_error = NULL WHERE id = ?",
  );

  return {
    write(texts, now) {
      for (const text of texts) queue.insert(text, now);
    },

    async enqueue(text, now) {
      transaction(db, () => queue.insert(text, now));
    },

    async enqueueOnce(text, key, now) {
      const at = now.toISOString();
      return Number(insertOnce.run(JSON.stringify(text), at, at, key).changes) > 0;
    },

    list: () => queue.list().map(toEntry),

    claimDue: async (claimer, now, limit) => queue.claimDue(claimer, now, limit).map(toEntry),

    async markSent(id, providerId, now) {
      transaction(db, () => {
        sent.run(now.toISOString(), providerId, Number(id));
        queue.purgeSent(now);
      });
    },

    markFailed: async (id, error, retryAt, now) =>
      queue.markFailed(Number(id), error, retryAt, now),

    async report(providerId, to, outcome, now) {
      return transaction(db, () => {
        const row = byProvider.get(providerId) as Row | undefined;
        if (!row || toEntry(row).message.to !== to) return null;
        if (outcome.delivered) delivered.run(now.toISOString(), row.id);
        else queue.markFailed(row.id, outcome.reason, null, now);
        return toEntry(byProvider.get(providerId) as Row);
      });
    },

    nextDue: async () => queue.nextDue(),
  };
}
