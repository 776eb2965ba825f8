// What every operation of the Firestore applications store works with (decision 288): the
// database and the applications collection, the clock, the writer of a change's mails and texts
// (in its transaction), new cancel links, the class's seat documents, and the reads and the write
// the operations share: an application, and the waiting list's seat plan applied.
import {
  Timestamp,
  type CollectionReference,
  type Firestore,
  type Transaction,
} from "firebase-admin/firestore";
import type { OutboxMessage } from "~/domain/text-message";
import { planSeating, type CancelLink } from "~/domain/waiting-list";
import type { Application, PromotionTokens } from "~/records/applications/contract";
import { fromDoc } from "~/records/applications/firestore/rows.server";
import { classSeats, type ClassSeats } from "~/records/applications/firestore/seats.server";

export const APPLICATIONS_COLLECTION = "applications";

/** What the store's entry hands each operation (the parts of other modules a Firestore store uses). */
export type FirestoreParts = {
  db: Firestore;
  /** Writes a change's mails and texts in its transaction. */
  writeMails: (tx: Transaction, messages: readonly OutboxMessage[]) => void;
  /** The time of a change made without one. */
  clock: () => Date;
  newCancelLink: () => CancelLink;
};

/** Those seated from the line by a change, for its mails. */
export type Seated = { promoted: Application[]; promotionTokens: PromotionTokens };

export type FirestoreApplications = FirestoreParts & {
  applications: CollectionReference;
  seats: ClassSeats;
  get: (id: string) => Promise<Application | null>;
  /** Inside a transaction (writes only): seats those the rule chose, as the seat plan says. */
  seat: (tx: Transaction, chosen: readonly Application[], now: Date) => Seated;
};

export function firestoreApplications(parts: FirestoreParts): FirestoreApplications {
  const applications = parts.db.collection(APPLICATIONS_COLLECTION);
  return {
    ...parts,
    applications,
    seats: classSeats(parts.db, applications),
    async get(id) {
      const snapshot = await applications.doc(id).get();
      return snapshot.exists ? fromDoc(snapshot.id, snapshot.data()!) : null;
    },
    seat(tx, chosen, now) {
      const plan = planSeating(chosen, now, parts.newCancelLink);
      const updatedAt = Timestamp.fromDate(now);
      for (const seated of plan.seated)
        tx.update(applications.doc(seated.id), {
          status: seated.status,
          queueTicket: null,
          contactNeededAt: seated.contactNeededAt ? updatedAt : null,
          cancelTokenHash: seated.cancelTokenHash,
          updatedAt,
        });
      return { promoted: plan.seated, promotionTokens: plan.promotionTokens };
    },
  };
}
