// The embedded store: one SQLite file in DATA_DIR, shared by every concern that keeps data locally.
import { DatabaseSync, type StatementSync } from "node:sqlite";

/** Statements a database keeps: the stores' fixed SQL, and room for what some build per call. */
export const KEPT_STATEMENTS = 300;

/**
 * A database in WAL mode with every commit synced to disk (this process's: backends.server.ts).
 * Its `prepare` keeps each SQL text's statement (the least recently asked for goes past
 * KEPT_STATEMENTS): the stores prepare on every call, and compiling the SQL cost about 6.5 µs of
 * a 1.5 µs read (a member's page makes about eight; bench/README.md). A statement is reset before
 * each run, and nothing here iterates one while another call may reuse it.
 */
export function openSqlite(file: string, keep = KEPT_STATEMENTS): DatabaseSync {
  const database = keepStatements(new DatabaseSync(file), keep);
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

function keepStatements(database: DatabaseSync, keep: number): DatabaseSync {
  const prepare = database.prepare.bind(database);
  const kept = new Map<string, StatementSync>();
  database.prepare = (sql: string, ...options: unknown[]) => {
    if (options.length > 0)
      return (prepare as (...args: unknown[]) => StatementSync)(sql, ...options);
    let statement = kept.get(sql);
    if (statement)
      kept.delete(sql); // re-inserted below: Map order is the order last asked for
    else statement = prepare(sql);
    kept.set(sql, statement);
    if (kept.size > keep) kept.delete(kept.keys().next().value!);
    return statement;
  };
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
