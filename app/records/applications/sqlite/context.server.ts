// What every operation of the SQLite applications store works with (decision 288): the
// connection and its transaction, the clock, the writer of a change's mails and texts, new cancel
// links, and the reads and the write the operations share: an application, a class's line, and
// the waiting list's seat plan applied.
import type { DatabaseSync } from "node:sqlite";
import { INITIAL_APPLICATION_STATUS, WAITING_STATUS } from "~/domain/application";
import type { OutboxMessage } from "~/domain/text-message";
import { SEAT_HOLDING_STATUSES } from "~/domain/recruitment";
import { planSeating, type CancelLink, type ClassLine } from "~/domain/waiting-list";
import type { Application, PromotionTokens } from "~/records/applications/contract";
import { fromRow, type Row } from "~/records/applications/sqlite/schema.server";

/** What the store's entry hands each operation (the parts of other modules a SQLite store uses). */
export type SqliteParts = {
  db: DatabaseSync;
  /** Runs `work` in one BEGIN IMMEDIATE transaction, rolled back if it throws. */
  transaction: <T>(work: () => T) => T;
  /** Writes a change's mails and texts, inside the transaction that made the change. */
  writeMails: (messages: readonly OutboxMessage[], now: Date) => void;
  /** The time of a change made without one. */
  clock: () => Date;
  newCancelLink: () => CancelLink;
};

/** Those seated from the line by a change, for its mails. */
export type Seated = { promoted: Application[]; promotionTokens: PromotionTokens };

export type SqliteApplications = SqliteParts & {
  get: (id: string) => Application | null;
  /** A class's waiting applications, first in line first. */
  waitingOf: (programId: number) => Application[];
  /** Inside a transaction: the class's line, for the waiting list's rule. */
  lineOf: (programId: number, capacity: number | null) => ClassLine<Application>;
  /** Inside a transaction: seats those the rule chose, as the seat plan says. */
  seat: (chosen: readonly Application[], now: Date) => Seated;
};

export function sqliteApplications(parts: SqliteParts): SqliteApplications {
  const { db } = parts;
  const byId = db.prepare("SELECT * FROM applications WHERE id = ?");
  const seatHolders = db.prepare(
    `SELECT COUNT(*) AS n FROM applications WHERE program_id = ?
       AND status IN (${SEAT_HOLDING_STATUSES.map((s) => `'${s}'`).join(", ")})`,
  );
  const waiting = db.prepare(
    `SELECT * FROM applications WHERE program_id = ? AND status = '${WAITING_STATUS}'
     ORDER BY queue_ticket, number`,
  );
  // The first in line only, as many as seats are free, and how many wait: a create for a full
  // class reads no row of its line, however long it is.
  const firstWaiting = db.prepare(
    `SELECT * FROM applications WHERE program_id = ? AND status = '${WAITING_STATUS}'
     ORDER BY queue_ticket, number LIMIT ?`,
  );
  const waitingCount = db.prepare(
    `SELECT COUNT(*) AS n FROM applications WHERE program_id = ? AND status = '${WAITING_STATUS}'`,
  );
  const lastTicket = db.prepare(
    "SELECT COALESCE(MAX(queue_ticket), 0) AS last FROM applications WHERE program_id = ?",
  );
  const promote = db.prepare(
    `UPDATE applications SET status = '${INITIAL_APPLICATION_STATUS}', queue_ticket = NULL,
       contact_needed_at = ?, cancel_token_hash = ?, updated_at = ?
     WHERE id = ?`,
  );

  const get = (id: string) => {
    const row = byId.get(id) as Row | undefined;
    return row ? fromRow(row) : null;
  };
  const waitingOf = (programId: number) => (waiting.all(programId) as Row[]).map(fromRow);

  return {
    ...parts,
    get,
    waitingOf,
    lineOf(programId, capacity) {
      const holders = Number((seatHolders.get(programId) as { n: number }).n);
      const last = Number((lastTicket.get(programId) as { last: number }).last);
      // Without a limit every one waiting is seated (a cancel's rule): the whole line.
      if (capacity === null)
        return { capacity, holders, waiting: waitingOf(programId), lastTicket: last };
      const free = Math.max(0, capacity - holders);
      return {
        capacity,
        holders,
        waiting: (firstWaiting.all(programId, free) as Row[]).map(fromRow),
        waitingCount: Number((waitingCount.get(programId) as { n: number }).n),
        lastTicket: last,
      };
    },
    seat(chosen, now) {
      const plan = planSeating(chosen, now, parts.newCancelLink);
      for (const seated of plan.seated)
        promote.run(seated.contactNeededAt, seated.cancelTokenHash, seated.updatedAt, seated.id);
      return { promoted: plan.seated, promotionTokens: plan.promotionTokens };
    },
  };
}
