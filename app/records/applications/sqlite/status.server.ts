// An administrator's change of an application's status in the SQLite store (decision 190: a
// revival from 취소 is held to a new application's seat-or-queue rule), and staff's 연락 필요
// marks (decisions 191, 266).
import { CANCELLED_STATUS, WAITING_STATUS } from "~/domain/application";
import { admit } from "~/domain/waiting-list";
import type { ApplicationStore } from "~/records/applications/contract";
import type { SqliteApplications } from "~/records/applications/sqlite/context.server";

export function sqliteStatusChanges(
  store: SqliteApplications,
): Pick<ApplicationStore, "updateStatus" | "markContacted" | "markContactNeeded"> {
  const { db } = store;
  const update = db.prepare(
    `UPDATE applications SET status = ?, queue_ticket = ?, revived_at = ?, revived_by_name = ?,
       updated_at = ?
     WHERE id = ?`,
  );
  const contacted = db.prepare(
    "UPDATE applications SET contact_needed_at = NULL, updated_at = ? WHERE id = ?",
  );
  const contactNeeded = db.prepare(
    `UPDATE applications SET contact_needed_at = COALESCE(contact_needed_at, ?), updated_at = ?
     WHERE id = ?`,
  );

  return {
    async updateStatus(id, status, { capacity = null, byName = null, now, mails } = {}) {
      const at = now ?? store.clock();
      return store.transaction(() => {
        const before = store.get(id);
        if (!before) return null;
        // A revival is held to the seat-or-queue rule of a new application (decision 190).
        const revived = before.status === CANCELLED_STATUS;
        const admission = admit(
          revived && capacity !== null ? store.lineOf(before.programId, capacity) : null,
        );
        const { promoted, promotionTokens } = store.seat(admission.promoted, at);
        const { waits, ticket, waitingPlace } = admission;
        const time = at.toISOString();
        // A revival keeps the cancel's when, by whom and why as its history (decision 202).
        update.run(
          waits ? WAITING_STATUS : status,
          ticket,
          revived ? time : before.revivedAt,
          revived ? byName : before.revivedByName,
          time,
          id,
        );
        const application = store.get(id)!;
        if (mails)
          store.writeMails(
            mails({ before, application, promoted, promotionTokens, waitingPlace }),
            at,
          );
        return application;
      });
    },

    async markContacted(id, now = store.clock()) {
      const result = contacted.run(now.toISOString(), id);
      return Number(result.changes) ? store.get(id) : null;
    },

    async markContactNeeded(id, now = store.clock()) {
      const at = now.toISOString();
      contactNeeded.run(at, at, id);
      return store.get(id);
    },
  };
}
