// A class's seats and line in Cloud Firestore (decision 228). `programSeats/{programId}/seats/{n}`
// names the application holding seat n of a class with a capacity, or null when it is free. The
// rare changes (cancels, status changes, a raised or lowered capacity, a class with holders but no
// seat documents) read every seat document and write `programSeats/{programId}`, so they run one
// after another (decision 134): this module reads and writes them in those transactions. A
// create's claim of one seat is claims.server.ts; which seat numbers change, seat-documents.ts.
import {
  Timestamp,
  type CollectionReference,
  type Firestore,
  type QuerySnapshot,
  type Transaction,
} from "firebase-admin/firestore";
import { WAITING_STATUS } from "~/domain/application";
import { SEAT_HOLDING_STATUSES } from "~/domain/recruitment";
import { byPlaceInLine, type ClassLine } from "~/domain/waiting-list";
import type { Application } from "~/records/applications/contract";
import { fromDoc } from "~/records/applications/firestore/rows.server";
import { planSeats, type Seat, type SeatChange } from "~/records/applications/seat-documents";
import { runTransaction } from "~/connections/firestore-transaction.server";

/** One document per class with a capacity: the serialised path reads and writes it. */
export const PROGRAM_SEATS_COLLECTION = "programSeats";
export const SEATS_SUBCOLLECTION = "seats";

/** Seat decisions contend on one document per class: more retries than the SDK's default 5. */
export const SEAT_ATTEMPTS = 20;

const SEAT_HOLDERS = new Set<string>(SEAT_HOLDING_STATUSES);

/** Whether the application holds a seat (SEAT_HOLDING_STATUSES). */
export const holdsASeat = (status: string) => SEAT_HOLDERS.has(status);

/**
 * A class's line as a transaction read it, with its seat holders' ids (for the seat documents);
 * the capacity comes with each change, the line's last ticket from its clock (lastTicketAt).
 */
export type Line = Omit<ClassLine<Application>, "capacity" | "lastTicket"> & {
  holderIds: string[];
};

/**
 * Tickets are the instance's clock at receipt in milliseconds (decision 228), ties broken by the
 * number; admit() hands out lastTicket + 1, so the serialised path puts one at `now`, or just
 * behind the line's last ticket when another instance's clock ran ahead.
 */
export const lastTicketAt = (now: Date, waiting: readonly Application[]) =>
  Math.max(now.getTime() - 1, ...waiting.map((a) => a.queueTicket ?? 0));

export type ClassSeats = ReturnType<typeof classSeats>;

export function classSeats(db: Firestore, applications: CollectionReference) {
  const classRef = (programId: number) =>
    db.collection(PROGRAM_SEATS_COLLECTION).doc(String(programId));
  const seatsOf = (programId: number) => classRef(programId).collection(SEATS_SUBCOLLECTION);
  const seatRef = (programId: number, number: number) => seatsOf(programId).doc(String(number));

  const seatsFrom = (snapshot: QuerySnapshot): Seat[] =>
    snapshot.docs.map((doc) => ({
      number: Number(doc.id),
      applicationId: (doc.get("applicationId") as string | null | undefined) ?? null,
    }));

  /** Inside a transaction (reads only): the class's seat holders and its line. */
  const readLine = async (tx: Transaction, programId: number): Promise<Line> => {
    const rows = await tx.get(
      applications
        .where("programId", "==", programId)
        .where("status", "in", [...SEAT_HOLDING_STATUSES, WAITING_STATUS]),
    );
    const all = rows.docs.map((d) => fromDoc(d.id, d.data()));
    const holderIds = all
      .filter((a) => holdsASeat(a.status))
      .sort((a, b) => a.number - b.number)
      .map((a) => a.id);
    return {
      holders: holderIds.length,
      holderIds,
      waiting: all.filter((a) => a.status === WAITING_STATUS).sort(byPlaceInLine),
    };
  };

  /**
   * Inside a transaction (reads only) for the serialised path: the class's document (which orders
   * the path), its seat documents, and its holders and line when `withLine`.
   */
  const readClass = async <L extends boolean>(tx: Transaction, programId: number, withLine: L) => {
    const [line, seats] = await Promise.all([
      withLine ? readLine(tx, programId) : null,
      tx.get(seatsOf(programId)).then(seatsFrom),
      tx.get(classRef(programId)),
    ]);
    return { line: line as L extends true ? Line : null, seats };
  };

  /** Inside a transaction (writes only): the serialised path's seat documents, and its mark. */
  const write = (tx: Transaction, programId: number, change: SeatChange, now: Date) => {
    const plan = planSeats(change);
    const updatedAt = Timestamp.fromDate(now);
    for (const { number, applicationId } of plan.set)
      tx.set(seatRef(programId, number), { applicationId, updatedAt });
    for (const number of plan.remove) tx.delete(seatRef(programId, number));
    tx.set(classRef(programId), { updatedAt });
  };

  /** A class without a capacity keeps no seat documents: any left go, in the serialised path. */
  const dropAny = async (programId: number, now: Date) => {
    if ((await seatsOf(programId).limit(1).get()).empty) return;
    await runTransaction(
      db,
      async (tx) => {
        const { seats } = await readClass(tx, programId, false);
        const none = { capacity: null, holders: null, leaving: null, entering: [] };
        write(tx, programId, { seats, ...none }, now);
      },
      { maxAttempts: SEAT_ATTEMPTS },
    );
  };

  return { seatsOf, seatRef, seatsFrom, readClass, write, dropAny };
}
