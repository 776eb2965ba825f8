// The embedded store: one SQLite file in DATA_DIR, shared by every concern that keeps data locally.
import { DatabaseSync } from "node:sqlite";

/** A database in WAL mode with every commit synced to disk (this process's: backends.server.ts). */
export function openSqlite(file: string): DatabaseSync {
  const database = new DatabaseSync(file);
  database.exec(`
    PRAGMA journal_mode = WAL;
    PRAGMA synchronous = FULL;
    PRAGMA foreign_keys = ON;
    PRAGMA busy_timeout = 5000;
    CREATE TABLE IF NOT EXISTS schema_versions (
      name TEXT PRIMARY KEY,
      version INTEGER NOT NULL
    );
  `);
  return database;
}

/**
 * Applies the steps of one concern's schema that this database has not seen yet.
 * Each concern owns its own list (append only), so concerns never edit each other's steps.
 */
export function migrate(database: DatabaseSync, name: string, steps: readonly string[]) {
  const row = database.prepare("SELECT version FROM schema_versions WHERE name = ?").get(name) as
    { version: number } | undefined;
  const current = row?.version ?? 0;
  if (current >= steps.length) return;
  transaction(database, () => {
    for (let i = current; i < steps.length; i++) database.exec(steps[i]!);
    database
      .prepare(
        "INSERT INTO schema_versions (name, version) VALUES (?, ?) ON CONFLICT(name) DO UPDATE SET version = excluded.version",
      )
      .run(name, steps.length);
  });
}

/**
 * Runs fn inside BEGIN IMMEDIATE … COMMIT (rolled back if it throws). On some errors (SQLITE_FULL,
 * IOERR, NOMEM) SQLite has already rolled the whole transaction back by itself: a second ROLLBACK
 * would fail with "no transaction is active" and hide the error that says why (decision 155).
 */
export function transaction<T>(database: DatabaseSync, fn: () => T): T {
  database.exec("BEGIN IMMEDIATE");
  try {
    const result = fn();
    database.exec("COMMIT");
    return result;
  } catch (error) {
    if (database.isTransaction) database.exec("ROLLBACK");
    throw error;
  }
}
