// The lottery in the embedded SQLite store (decision 270): `lottery_draws` keeps one row per
// class, its seed committed on the first call (INSERT OR IGNORE: the first commit stays). The
// draw is one transaction: the row's drawn_at is the guard (a second draw, in this process or
// another on the same file, finds it set), and every application's new status and its mails are
// written in it.
import type { DatabaseSync } from "node:sqlite";
import { INITIAL_APPLICATION_STATUS, WAITING_STATUS } from "~/domain/application";
import { LOTTERY_STATUS, placesOf } from "~/domain/lottery";
import { SEAT_HOLDING_STATUSES } from "~/domain/recruitment";
import { seatingFromLine } from "~/domain/waiting-list";
import { fromRow, type Row } from "~/records/applications/sqlite/schema.server";
import { drawFromSeed, newSeed, seedHashOf } from "~/records/lottery/draw.server";
import type { LotteryRecord, LotteryStore } from "~/records/lottery/contract";
import { createSqliteOutboxStore } from "~/records/outbox/sqlite.server";
import { migrate, transaction } from "~/connections/sqlite.server";

const MIGRATIONS = [
  `CREATE TABLE lottery_draws (
     program_id INTEGER PRIMARY KEY,
     seed TEXT NOT NULL,
     seed_hash TEXT NOT NULL,
     committed_at TEXT NOT NULL,
     drawn_at TEXT,
     drawn_by TEXT,
     seats INTEGER,
     tickets TEXT NOT NULL DEFAULT '[]',
     extras TEXT NOT NULL DEFAULT '[]',
     seated TEXT NOT NULL DEFAULT '[]',
     waiting TEXT NOT NULL DEFAULT '[]',
     completed_at TEXT
   );`,
];

type DrawRow = {
  program_id: number;
  seed: string;
  seed_hash: string;
  committed_at: string;
  drawn_at: string | null;
  drawn_by: string | null;
  seats: number | null;
  tickets: string;
  extras: string;
  seated: string;
  waiting: string;
  completed_at: string | null;
};

const numbers = (json: string) => (JSON.parse(json) as unknown[]).map(Number);

function fromDrawRow(row: DrawRow): LotteryRecord {
  return {
    programId: Number(row.program_id),
    seed: row.seed,
    seedHash: row.seed_hash,
    committedAt: row.committed_at,
    drawnAt: row.drawn_at,
    drawnBy: row.drawn_by,
    seats: row.seats === null ? null : Number(row.seats),
    tickets: numbers(row.tickets),
    extras: numbers(row.extras),
    seated: numbers(row.seated),
    waiting: numbers(row.waiting),
    completedAt: row.completed_at,
  };
}

export function createSqliteLotteryStore(db: DatabaseSync): LotteryStore {
  migrate(db, "lottery", MIGRATIONS);
  const outbox = createSqliteOutboxStore(db);
  const byId = db.prepare("SELECT * FROM applications WHERE id = ?");
  const byProgram = db.prepare("SELECT * FROM lottery_draws WHERE program_id = ?");
  const insert = db.prepare(
    `INSERT OR IGNORE INTO lottery_draws (program_id, seed, seed_hash, committed_at)
     VALUES (?, ?, ?, ?)`,
  );
  const entries = db.prepare(
    `SELECT * FROM applications WHERE program_id = ? AND status = '${LOTTERY_STATUS}'`,
  );
  const holders = db.prepare(
    `SELECT COUNT(*) AS n FROM applications WHERE program_id = ?
       AND status IN (${SEAT_HOLDING_STATUSES.map((s) => `'${s}'`).join(", ")})`,
  );
  const lastTicket = db.prepare(
    "SELECT COALESCE(MAX(queue_ticket), 0) AS last FROM applications WHERE program_id = ?",
  );
  const place = db.prepare(
    `UPDATE applications SET status = ?, queue_ticket = ?, contact_needed_at = ?, updated_at = ?
     WHERE id = ? AND status = '${LOTTERY_STATUS}'`,
  );
  const record = db.prepare(
    `UPDATE lottery_draws SET drawn_at = ?, drawn_by = ?, seats = ?, tickets = ?, extras = ?,
       seated = ?, waiting = ?, completed_at = ? WHERE program_id = ? AND drawn_at IS NULL`,
  );

  const read = (programId: number) => {
    const row = byProgram.get(programId) as DrawRow | undefined;
    return row ? fromDrawRow(row) : null;
  };
  const commit = (programId: number, now: Date) => {
    const seed = newSeed();
    insert.run(programId, seed, seedHashOf(seed), now.toISOString());
    return read(programId)!;
  };

  return {
    async commit(programId, now = new Date()) {
      return read(programId) ?? commit(programId, now);
    },

    async get(programId) {
      return read(programId);
    },

    async list() {
      const rows = db
        .prepare("SELECT * FROM lottery_draws ORDER BY committed_at DESC, program_id DESC")
        .all() as DrawRow[];
      return rows.map(fromDrawRow);
    },

    async draw(programId, { capacity, by, now = new Date(), mails }) {
      return transaction(db, () => {
        const before = read(programId) ?? commit(programId, now);
        if (before.drawnAt !== null) return { outcome: "already", record: before } as const;
        const applications = (entries.all(programId) as Row[]).map(fromRow);
        const held = Number((holders.get(programId) as { n: number }).n);
        const seats = capacity === null ? null : Math.max(0, capacity - held);
        const result = drawFromSeed(before.seed, applications, seats);
        const at = now.toISOString();
        const json = JSON.stringify;
        record.run(
          at,
          by,
          seats,
          json(result.tickets),
          json(result.extras),
          json(result.seated),
          json(result.waiting),
          at,
          programId,
        );
        const after = read(programId)!;
        const places = placesOf(result);
        const base = Number((lastTicket.get(programId) as { last: number }).last);
        for (const application of applications) {
          const drawn = places.get(application.number)!;
          const { needsCall } = seatingFromLine(application);
          place.run(
            drawn.seated ? INITIAL_APPLICATION_STATUS : WAITING_STATUS,
            drawn.seated ? null : base + drawn.waitingPlace,
            drawn.seated && needsCall ? at : null,
            at,
            application.id,
          );
          if (!mails) continue;
          const changed = fromRow(byId.get(application.id) as Row);
          outbox.write(mails({ application: changed, place: drawn, record: after }), now);
        }
        return { outcome: "drawn", record: after, changed: applications.length } as const;
      });
    },
  };
}
