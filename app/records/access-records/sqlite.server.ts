// The access records of the embedded default: the `access_records` table. A trigger refuses every
// UPDATE, so not even a hand-written statement changes an entry; the only DELETE is the purge.
import { randomUUID } from "node:crypto";
import type { DatabaseSync } from "node:sqlite";
import { accessRecordCutoff, type AccessAction, type AccessTarget } from "~/domain/access-records";
import { clampPage } from "~/domain/page";
import { migrate } from "~/connections/sqlite.server";
import { whereAll } from "~/records/sqlite-where";
import {
  boundedEntry,
  type AccessRecord,
  type AccessRecordStore,
} from "~/records/access-records/contract";
import { camelCased } from "~/records/sqlite-row";

const STEPS = [
  `CREATE TABLE access_records (
     id TEXT PRIMARY KEY,
     at TEXT NOT NULL,
     actor_uid TEXT,
     actor_email TEXT NOT NULL,
     actor_name TEXT NOT NULL,
     client_address TEXT NOT NULL,
     action TEXT NOT NULL,
     target TEXT NOT NULL,
     subjects TEXT NOT NULL,
     subject_count INTEGER NOT NULL,
     detail TEXT,
     reason TEXT
   );
   CREATE INDEX access_records_at ON access_records (at DESC);
   CREATE INDEX access_records_actor ON access_records (actor_email, at DESC);
   CREATE TRIGGER access_records_append_only BEFORE UPDATE ON access_records
   BEGIN
     SELECT RAISE(ABORT, 'access records are append-only');
   END;`,
];

type Row = {
  id: string;
  at: string;
  actor_uid: string | null;
  actor_email: string;
  actor_name: string;
  client_address: string;
  action: string;
  target: string;
  subjects: string;
  subject_count: number;
  detail: string | null;
  reason: string | null;
};

const fromRow = (row: Row): AccessRecord => ({
  ...camelCased(row),
  action: row.action as AccessAction,
  target: row.target as AccessTarget,
  subjects: JSON.parse(row.subjects) as string[],
});

export function createSqliteAccessRecordStore(db: DatabaseSync): AccessRecordStore {
  migrate(db, "access_records", STEPS);

  return {
    async append(input, at = new Date()) {
      const entry = boundedEntry(input);
      const record: AccessRecord = { id: randomUUID(), at: at.toISOString(), ...entry };
      db.prepare(
        `INSERT INTO access_records (id, at, actor_uid, actor_email, actor_name, client_address,
           action, target, subjects, subject_count, detail, reason)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        record.id,
        record.at,
        record.actorUid,
        record.actorEmail,
        record.actorName,
        record.clientAddress,
        record.action,
        record.target,
        JSON.stringify(record.subjects),
        record.subjectCount,
        record.detail,
        record.reason,
      );
      return record;
    },

    async list(query, { page, pageSize }) {
      const { sql: clause, params: values } = whereAll([
        query.actorEmail && ["actor_email = ?", query.actorEmail.toLowerCase()],
        query.action && ["action = ?", query.action],
        query.from && ["at >= ?", query.from.toISOString()],
        query.to && ["at < ?", query.to.toISOString()],
      ]);
      const { n: total } = db
        .prepare(`SELECT count(*) AS n FROM access_records ${clause}`)
        .get(...values) as { n: number };
      const clamped = clampPage(page, total, pageSize);
      const rows = db
        .prepare(
          `SELECT * FROM access_records ${clause} ORDER BY at DESC, rowid DESC LIMIT ? OFFSET ?`,
        )
        .all(...values, pageSize, (clamped.page - 1) * pageSize) as Row[];
      return { items: rows.map(fromRow), total, pageSize, ...clamped };
    },

    async purgeExpired(now) {
      const cutoff = accessRecordCutoff(now).toISOString();
      return Number(db.prepare("DELETE FROM access_records WHERE at < ?").run(cutoff).changes);
    },
  };
}
