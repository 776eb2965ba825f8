// The SQLite store's counts: a class's line and a place in it, the seats held and the waiting
// per class, and the figures per class since a day (the statistics page).
import { WAITING_STATUS } from "~/domain/application";
import { tallyProgramFigures } from "~/domain/application-figures";
import { SEAT_HOLDING_STATUSES } from "~/domain/recruitment";
import type { ApplicationStore } from "~/records/applications/contract";
import type { SqliteApplications } from "~/records/applications/sqlite/context.server";

type Figures = Pick<
  ApplicationStore,
  "waitingList" | "placeInLine" | "figuresByProgramSince" | "countSeatHolders" | "countWaiting"
>;

export function sqliteFigures(store: SqliteApplications): Figures {
  const { db } = store;
  // The line's order is ORDER BY queue_ticket, number (waitingOf): those before this place.
  const aheadInLine = db.prepare(
    `SELECT COUNT(*) AS ahead FROM applications
     WHERE program_id = ? AND status = '${WAITING_STATUS}'
       AND (COALESCE(queue_ticket, 0) < ? OR (COALESCE(queue_ticket, 0) = ? AND number < ?))`,
  );
  const since = db.prepare(
    `SELECT program_id, status, COUNT(*) AS count FROM applications
     WHERE created_at >= ? GROUP BY program_id, status`,
  );

  /** How many of each class have one of `statuses`; every id asked for is in the answer. */
  const countPerClass = (programIds: readonly number[], statuses: readonly string[]) => {
    const counts = new Map<number, number>(programIds.map((id) => [id, 0]));
    if (programIds.length === 0) return counts;
    const rows = db
      .prepare(
        `SELECT program_id, COUNT(*) AS count FROM applications
         WHERE program_id IN (${programIds.map(() => "?").join(", ")})
           AND status IN (${statuses.map(() => "?").join(", ")})
         GROUP BY program_id`,
      )
      .all(...programIds, ...statuses) as { program_id: number; count: number }[];
    for (const row of rows) counts.set(Number(row.program_id), Number(row.count));
    return counts;
  };

  return {
    async waitingList(programId) {
      return store.waitingOf(programId);
    },

    async placeInLine({ status, programId, queueTicket, number }) {
      if (status !== WAITING_STATUS) return null;
      const ticket = queueTicket ?? 0;
      const { ahead } = aheadInLine.get(programId, ticket, ticket, number) as { ahead: number };
      return Number(ahead) + 1;
    },

    async figuresByProgramSince(from) {
      const rows = since.all(from.toISOString()) as {
        program_id: number;
        status: string;
        count: number;
      }[];
      return tallyProgramFigures(
        rows.map((r) => ({
          programId: Number(r.program_id),
          status: r.status,
          count: Number(r.count),
        })),
      );
    },

    async countSeatHolders(programIds) {
      return countPerClass(programIds, SEAT_HOLDING_STATUSES);
    },

    async countWaiting(programIds) {
      return countPerClass(programIds, [WAITING_STATUS]);
    },
  };
}
