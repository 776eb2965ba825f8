// A cancel in the SQLite store: in one transaction the application is cancelled and the seat it
// freed goes to the first in line (the waiting list's rule and seat plan), with their mails.
import { CANCELLED_STATUS } from "~/domain/application";
import { seatsFreedFor } from "~/domain/waiting-list";
import type { ApplicationStore, CancelResult } from "~/records/applications/contract";
import type { SqliteApplications } from "~/records/applications/sqlite/context.server";

export function sqliteCancel(store: SqliteApplications): ApplicationStore["cancel"] {
  // The link's hash stays: a cancelled application cannot be cancelled again, and the used link
  // can then say so (decision 183).
  const cancel = store.db.prepare(
    `UPDATE applications SET status = '${CANCELLED_STATUS}', queue_ticket = NULL, cancelled_at = ?,
       cancelled_by = ?, cancelled_by_name = ?, cancel_reason = ?, updated_at = ? WHERE id = ?`,
  );

  return async (id, { by, byName = null, reason = null, capacity, now, mails }) => {
    const at = now ?? store.clock();
    return store.transaction((): CancelResult | null => {
      const before = store.get(id);
      if (!before) return null;
      if (before.status === CANCELLED_STATUS)
        return { outcome: "unchanged", application: before, promoted: [] };
      const time = at.toISOString();
      cancel.run(time, by, byName, reason || null, time, id);
      // Read after the cancel's update: its seat is free and it no longer waits.
      const chosen = seatsFreedFor(store.lineOf(before.programId, capacity));
      const { promoted, promotionTokens } = store.seat(chosen, at);
      const application = store.get(id)!;
      if (mails) store.writeMails(mails({ application, promoted, promotionTokens }), at);
      return { outcome: "cancelled", application, promoted };
    });
  };
}
