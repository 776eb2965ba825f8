// Applications in the embedded SQLite store: the entry backends/ chooses. It migrates the table,
// makes the context every operation works with (the connection, its transaction, the clock, the
// outbox of its kind, new cancel links) and assembles the store from one module per operation
// under sqlite/ (decision 288): create (with its group commit), cancel, status changes, reads,
// figures.
import type { DatabaseSync } from "node:sqlite";
import type { ApplicationStore } from "~/records/applications/contract";
import { newCancelToken } from "~/records/applications/key.server";
import { sqliteCancel } from "~/records/applications/sqlite/cancel.server";
import { sqliteApplications } from "~/records/applications/sqlite/context.server";
import { sqliteCreate } from "~/records/applications/sqlite/create.server";
import { sqliteFigures } from "~/records/applications/sqlite/figures.server";
import { sqliteReads } from "~/records/applications/sqlite/reads.server";
import { MIGRATIONS } from "~/records/applications/sqlite/schema.server";
import { sqliteStatusChanges } from "~/records/applications/sqlite/status.server";
import { createSqliteOutboxStore } from "~/records/outbox/sqlite.server";
import { migrate, transaction } from "~/connections/sqlite.server";

export function createSqliteApplicationStore(db: DatabaseSync): ApplicationStore {
  migrate(db, "applications", MIGRATIONS);
  const outbox = createSqliteOutboxStore(db);
  const store = sqliteApplications({
    db,
    transaction: (work) => transaction(db, work),
    writeMails: (messages, now) => outbox.write(messages, now),
    clock: () => new Date(),
    newCancelLink: newCancelToken,
  });
  return {
    create: sqliteCreate(store),
    cancel: sqliteCancel(store),
    ...sqliteStatusChanges(store),
    ...sqliteReads(store),
    ...sqliteFigures(store),
  };
}
