// A cancel in Cloud Firestore, in the class's serialised transaction (decision 228): the
// application is cancelled, the seat it gave up passes to the first in line (the waiting list's
// rule and seat plan) or is deleted above the capacity, with their mails.
import { Timestamp } from "firebase-admin/firestore";
import { CANCELLED_STATUS } from "~/domain/application";
import { seatsFreedFor, withoutApplication } from "~/domain/waiting-list";
import type { ApplicationStore, CancelResult } from "~/records/applications/contract";
import type { FirestoreApplications } from "~/records/applications/firestore/context.server";
import { fromDoc } from "~/records/applications/firestore/rows.server";
import { SEAT_ATTEMPTS, holdsASeat } from "~/records/applications/firestore/seats.server";
import { runTransaction } from "~/connections/firestore-transaction.server";

export function firestoreCancel(store: FirestoreApplications): ApplicationStore["cancel"] {
  const { db, applications, seats } = store;
  return async (id, { by, byName = null, reason = null, capacity, now, mails }) => {
    const at = now ?? store.clock();
    const ref = applications.doc(id);
    return runTransaction(
      db,
      async (tx): Promise<CancelResult | null> => {
        const snapshot = await tx.get(ref);
        if (!snapshot.exists) return null;
        const before = fromDoc(id, snapshot.data()!);
        if (before.status === CANCELLED_STATUS)
          return { outcome: "unchanged", application: before, promoted: [] };
        const { programId } = before;
        const { line, seats: seatsNow } = await seats.readClass(tx, programId, true);
        const time = Timestamp.fromDate(at);
        const changes = {
          status: CANCELLED_STATUS,
          queueTicket: null,
          cancelledAt: time,
          cancelledBy: by,
          cancelledByName: byName,
          cancelReason: reason || null,
          // The link's hash stays, so the used link can say it was cancelled (decision 183).
          updatedAt: time,
        };
        tx.update(ref, changes);
        const freed = withoutApplication({ ...line, capacity, lastTicket: 0 }, before);
        const chosen = seatsFreedFor(freed);
        const { promoted, promotionTokens } = store.seat(tx, chosen, at);
        // The seat given up passes to the first in line (or is deleted above the capacity).
        const change = {
          seats: seatsNow,
          capacity,
          holders: line.holderIds,
          leaving: holdsASeat(before.status) ? id : null,
          entering: chosen.map((a) => a.id),
        };
        seats.write(tx, programId, change, at);
        const application = fromDoc(id, { ...snapshot.data(), ...changes });
        if (mails) store.writeMails(tx, mails({ application, promoted, promotionTokens }));
        return { outcome: "cancelled", application, promoted };
      },
      { maxAttempts: SEAT_ATTEMPTS },
    );
  };
}
