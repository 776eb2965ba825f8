// The content version of the embedded default (decision 290): one row in `content_version`.
import { randomUUID } from "node:crypto";
import type { DatabaseSync } from "node:sqlite";
import { migrate } from "~/connections/sqlite.server";
import type { ContentVersionStore } from "./contract";

const STEPS = [
  `CREATE TABLE content_version (
     id INTEGER PRIMARY KEY CHECK (id = 1),
     version TEXT NOT NULL,
     changed_at TEXT NOT NULL
   )`,
];

export function createSqliteContentVersionStore(db: DatabaseSync): ContentVersionStore {
  migrate(db, "content_version", STEPS);
  const select = db.prepare("SELECT version FROM content_version WHERE id = 1");
  const upsert = db.prepare(
    `INSERT INTO content_version (id, version, changed_at) VALUES (1, ?, ?)
     ON CONFLICT(id) DO UPDATE SET version = excluded.version, changed_at = excluded.changed_at`,
  );
  return {
    async read() {
      const row = select.get() as { version: string } | undefined;
      return row?.version ?? null;
    },
    async bump() {
      const version = randomUUID();
      upsert.run(version, new Date().toISOString());
      return version;
    },
  };
}
