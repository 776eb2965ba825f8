// An administrator's change of an application's status in Cloud Firestore (decision 190: a
// revival from 취소 is held to a new application's seat-or-queue rule, in the class's serialised
// transaction), and staff's 연락 필요 marks (decisions 191, 266).
import { Timestamp, type DocumentData } from "firebase-admin/firestore";
import { CANCELLED_STATUS, WAITING_STATUS } from "~/domain/application";
import { admit } from "~/domain/waiting-list";
import type { ApplicationStore } from "~/records/applications/contract";
import type { FirestoreApplications } from "~/records/applications/firestore/context.server";
import { applicantLockIds, applicantLocks } from "~/records/applications/firestore/locks.server";
import { fromDoc } from "~/records/applications/firestore/rows.server";
import {
  SEAT_ATTEMPTS,
  holdsASeat,
  lastTicketAt,
} from "~/records/applications/firestore/seats.server";
import { runTransaction } from "~/connections/firestore-transaction.server";

type StatusChanges = Pick<ApplicationStore, "updateStatus" | "markContacted" | "markContactNeeded">;

export function firestoreStatusChanges(store: FirestoreApplications): StatusChanges {
  const { db, applications, seats } = store;
  const locks = applicantLocks(store);

  /** One application's own fields changed in a transaction; null when there is none. */
  const touch = (id: string, changes: (data: DocumentData) => object) => {
    const ref = applications.doc(id);
    return runTransaction(db, async (tx) => {
      const snapshot = await tx.get(ref);
      if (!snapshot.exists) return null;
      const changed = changes(snapshot.data()!);
      tx.update(ref, changed);
      return fromDoc(id, { ...snapshot.data(), ...changed });
    });
  };

  return {
    async updateStatus(id, status, { capacity = null, byName = null, now, mails } = {}) {
      const at = now ?? store.clock();
      const ref = applications.doc(id);
      return runTransaction(
        db,
        async (tx) => {
          const snapshot = await tx.get(ref);
          if (!snapshot.exists) return null;
          const before = fromDoc(id, snapshot.data()!);
          const programId = before.programId;
          const revived = before.status === CANCELLED_STATUS;
          // A revival is held to the seat-or-queue rule of a new application (decision 190).
          // Read before any write (Firestore's rule); the class's document orders this change
          // with the class's cancels and the creates that take the serialised path, its seat
          // documents with the others.
          const withLine = revived && capacity !== null;
          const { line, seats: seatsNow } = await seats.readClass(tx, programId, withLine);
          // A take-back from 취소 is staff's hand (not held to the one-application rule); it
          // holds the person's locks when no other live application does.
          const lockIds = revived ? applicantLockIds(before) : [];
          const claim = await locks.read(tx, lockIds);
          const admission = admit(
            line && { ...line, capacity, lastTicket: lastTicketAt(at, line.waiting) },
          );
          const { promoted, promotionTokens } = store.seat(tx, admission.promoted, at);
          const { waits, ticket, waitingPlace } = admission;
          const entering = admission.promoted.map((a) => a.id);
          if (!waits && !holdsASeat(before.status)) entering.push(id);
          const holders = line?.holderIds ?? null;
          seats.write(
            tx,
            programId,
            { seats: seatsNow, capacity, holders, leaving: null, entering },
            at,
          );
          // A revival keeps the cancel's when, by whom and why as its history (decision 202).
          const changes = {
            status: waits ? WAITING_STATUS : status,
            queueTicket: ticket,
            ...(revived ? { revivedAt: Timestamp.fromDate(at), revivedByName: byName } : {}),
            updatedAt: Timestamp.fromDate(at),
          };
          tx.update(ref, changes);
          if (!claim.held) locks.write(tx, lockIds, id, at);
          const application = fromDoc(id, { ...snapshot.data(), ...changes });
          if (mails)
            store.writeMails(
              tx,
              mails({ before, application, promoted, promotionTokens, waitingPlace }),
            );
          return application;
        },
        { maxAttempts: SEAT_ATTEMPTS },
      );
    },

    markContacted(id, now = store.clock()) {
      return touch(id, () => ({ contactNeededAt: null, updatedAt: Timestamp.fromDate(now) }));
    },

    markContactNeeded(id, now = store.clock()) {
      const at = Timestamp.fromDate(now);
      return touch(id, (data) => ({ contactNeededAt: data.contactNeededAt ?? at, updatedAt: at }));
    },
  };
}
