// Cloud Firestore's counts: a class's line and a place in it, the seats held and the waiting per
// class, and the figures per class since a day (the statistics page). Counts by aggregation, so
// a rush's answers read no documents of the line.
import { Timestamp } from "firebase-admin/firestore";
import { WAITING_STATUS } from "~/domain/application";
import { tallyProgramFigures } from "~/domain/application-figures";
import { SEAT_HOLDING_STATUSES } from "~/domain/recruitment";
import { byPlaceInLine } from "~/domain/waiting-list";
import type { ApplicationStore } from "~/records/applications/contract";
import type { FirestoreApplications } from "~/records/applications/firestore/context.server";
import { fromDoc } from "~/records/applications/firestore/rows.server";

type Figures = Pick<
  ApplicationStore,
  "waitingList" | "placeInLine" | "figuresByProgramSince" | "countSeatHolders" | "countWaiting"
>;

export function firestoreFigures({ applications }: FirestoreApplications): Figures {
  const lineOf = (programId: number) =>
    applications.where("programId", "==", programId).where("status", "==", WAITING_STATUS);

  /**
   * One count aggregation per class (only classes with a capacity are asked about): the store
   * reads no documents, and equality plus `in` needs no composite index.
   */
  const countPerClass = async (programIds: readonly number[], statuses: readonly string[]) => {
    const entries = await Promise.all(
      [...new Set(programIds)].map(async (id) => {
        const snapshot = await applications
          .where("programId", "==", id)
          .where("status", "in", [...statuses])
          .count()
          .get();
        return [id, snapshot.data().count] as const;
      }),
    );
    return new Map<number, number>(entries);
  };

  return {
    async waitingList(programId) {
      const snapshot = await lineOf(programId).get();
      return snapshot.docs.map((d) => fromDoc(d.id, d.data())).sort(byPlaceInLine);
    },

    // Two counts instead of the line's documents: in a rush every answer reads its place, and
    // the line grows with every answer (indexes in firebase/firestore.indexes.json).
    async placeInLine({ status, programId, queueTicket, number }) {
      if (status !== WAITING_STATUS) return null;
      const line = lineOf(programId);
      const ticket = queueTicket ?? 0;
      const [before, tied] = await Promise.all([
        line.where("queueTicket", "<", ticket).count().get(),
        line.where("queueTicket", "==", ticket).where("number", "<", number).count().get(),
      ]);
      return before.data().count + tied.data().count + 1;
    },

    async figuresByProgramSince(since) {
      const snapshot = await applications
        .where("createdAt", ">=", Timestamp.fromDate(since))
        .select("programId", "status")
        .get();
      return tallyProgramFigures(
        snapshot.docs.map((doc) => ({
          programId: Number(doc.get("programId")),
          status: String(doc.get("status")),
          count: 1,
        })),
      );
    },

    countSeatHolders: (programIds) => countPerClass(programIds, SEAT_HOLDING_STATUSES),
    countWaiting: (programIds) => countPerClass(programIds, [WAITING_STATUS]),
  };
}
