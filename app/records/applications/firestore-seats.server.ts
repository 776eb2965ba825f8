// A class's seats and line in Cloud Firestore (decision 228). `programSeats/{programId}/seats/{n}`
// names the application holding seat n of a class with a capacity, or null when it is free. A
// create claims one seat document on its own, or joins the line reading them, so a rush for one
// class spreads over its seats instead of queueing on one document (a class that has never had
// an application gets its seat documents from the claims); the rare changes (cancels, status
// changes, a raised or lowered capacity, a class with holders but no seat documents) read every
// seat document and write `programSeats/{programId}`, so they run one after another (decision
// 134). Who gets a seat is the waiting list's rule (`~/domain/waiting-list`), applied here inside
// the transactions; which seat numbers change is seat-documents.ts.
import {
  Timestamp,
  type CollectionReference,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type QuerySnapshot,
  type Transaction,
} from "firebase-admin/firestore";
import { INITIAL_APPLICATION_STATUS, WAITING_STATUS } from "~/domain/application";
import { SEAT_HOLDING_STATUSES } from "~/domain/recruitment";
import { admit, byPlaceInLine, seatingFromLine, type ClassLine } from "~/domain/waiting-list";
import { runTransaction } from "~/connections/firestore-transaction.server";
import type { Application } from "~/records/applications/contract";
import { fromDoc } from "~/records/applications/firestore-rows.server";
import { newCancelToken } from "~/records/applications/key.server";
import {
  planSeats,
  routeFor,
  type Seat,
  type SeatChange,
} from "~/records/applications/seat-documents";

/** One document per class with a capacity: the serialised path reads and writes it. */
export const PROGRAM_SEATS_COLLECTION = "programSeats";
export const SEATS_SUBCOLLECTION = "seats";

/** Seat decisions contend on one document per class: more retries than the SDK's default 5. */
export const SEAT_ATTEMPTS = 20;

/**
 * Rounds of looking at the seats and claiming one (or joining the line) before a create takes the
 * serialised path instead: a claim lost to another is followed by another look.
 */
export const CLAIM_ROUNDS = 30;

const SEAT_HOLDERS = new Set<string>(SEAT_HOLDING_STATUSES);

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

/** A create's look at the seats was out of date by its transaction: look again. */
export type LookAgain = { again: true };

/** Where a create goes: a seat, or the line with its ticket (and its place when counted in the transaction). */
export type Seating = { waits: boolean; ticket: number | null; waitingPlace: number | null };

/** What a create hands the seats: its transaction and its writes. */
export type CreateSteps<D> = {
  /**
   * One create transaction: the key, the applicant's locks and `docs` in one read, with `query`
   * beside it, then `decide` with the snapshots of `docs` (in order) and what `query` read.
   */
  attempt: <R = null>(
    read: { docs?: DocumentReference[]; query?: (tx: Transaction) => Promise<R> },
    decide: (tx: Transaction, docs: DocumentSnapshot[], queried: R) => D | LookAgain,
  ) => Promise<D | LookAgain>;
  /** Inside the transaction (writes only): the application, after `chosen` were seated. */
  store: (tx: Transaction, seating: Seating, chosen: Application[]) => D;
};

/** Any one of the free seats: claims spread over them instead of all trying the first. */
const anyOf = (free: readonly number[]) => free[Math.floor(Math.random() * free.length)]!;

export function firestoreSeats(db: Firestore, applications: CollectionReference) {
  const classRef = (programId: number) =>
    db.collection(PROGRAM_SEATS_COLLECTION).doc(String(programId));
  const seatsOf = (programId: number) => classRef(programId).collection(SEATS_SUBCOLLECTION);
  const seatRef = (programId: number, number: number) => seatsOf(programId).doc(String(number));

  const seatsFrom = (snapshot: QuerySnapshot): Seat[] =>
    snapshot.docs.map((doc) => ({
      number: Number(doc.id),
      applicationId: (doc.get("applicationId") as string | null | undefined) ?? null,
    }));

  const count = async (programId: number, statuses: readonly string[]) =>
    (
      await applications
        .where("programId", "==", programId)
        .where("status", "in", [...statuses])
        .count()
        .get()
    ).data().count;

  /**
   * Outside any transaction: the class's seat documents (with when each was last written: a claim
   * writes its seat only if still so), how many wait, and, when the class has no seat documents,
   * how many hold a seat. Counted after the seats were read: anyone seated since then holds a
   * seat document, so a count of 0 means no holder lacks one.
   */
  const look = async (programId: number, capacity: number) => {
    const [snapshot, waiting] = await Promise.all([
      seatsOf(programId).get(),
      count(programId, [WAITING_STATUS]),
    ]);
    let seats = seatsFrom(snapshot);
    let docs = snapshot.docs;
    const holders = seats.length === 0 ? await count(programId, SEAT_HOLDING_STATUSES) : null;
    let route = routeFor(seats, waiting, capacity, holders);
    if (route.way === "serialised") {
      // In a rush, what sends a create to the class's one transaction is mostly the seats having
      // changed since they were read: a seat seen free while people wait was claimed meanwhile,
      // and a class seen without seat documents but with holders got them from the first claims.
      // Read again before taking that transaction, which holds the line against the claims and
      // joins (on the emulator, until its 2 s lock time-out).
      const again = await seatsOf(programId).get();
      [seats, docs] = [seatsFrom(again), again.docs];
      route = routeFor(seats, waiting, capacity, holders);
    }
    const versions = new Map(docs.map((doc) => [Number(doc.id), doc.updateTime]));
    return { seats, versions, route, holders };
  };

  // Classes this instance last saw full. A create for one goes straight to the line's
  // transaction, which reads the seats itself: on registration day nearly every create is for a
  // full class, and the look before it cost two calls to the store. A seat found free there
  // sends the create to look as before.
  const seenFull = new Set<number>();

  /** Inside a transaction (a read): every seat document of the class. */
  const read = async (tx: Transaction, programId: number) =>
    seatsFrom(await tx.get(seatsOf(programId)));

  /**
   * Inside a transaction (reads only) for the serialised path: the class's document (which orders
   * the path), its seat documents, and its holders and line when `withLine`.
   */
  const readClass = async <L extends boolean>(tx: Transaction, programId: number, withLine: L) => {
    const [line, seats] = await Promise.all([
      withLine ? readLine(tx, programId) : null,
      read(tx, programId),
      tx.get(classRef(programId)),
    ]);
    return { line: line as L extends true ? Line : null, seats };
  };

  /** Inside a transaction (reads only): the class's seat holders and its line. */
  const readLine = async (tx: Transaction, programId: number): Promise<Line> => {
    const rows = await tx.get(
      applications
        .where("programId", "==", programId)
        .where("status", "in", [...SEAT_HOLDING_STATUSES, WAITING_STATUS]),
    );
    const all = rows.docs.map((d) => fromDoc(d.id, d.data()));
    const holderIds = all
      .filter((a) => SEAT_HOLDERS.has(a.status))
      .sort((a, b) => a.number - b.number)
      .map((a) => a.id);
    return {
      holders: holderIds.length,
      holderIds,
      waiting: all.filter((a) => a.status === WAITING_STATUS).sort(byPlaceInLine),
    };
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

  /**
   * Inside a transaction (writes only): seats those the rule chose; returns them, and the new
   * cancel-link token of each one with an e-mail (decision 200).
   */
  const seatFromLine = (tx: Transaction, chosen: readonly Application[], now: Date) => {
    const changes = {
      status: INITIAL_APPLICATION_STATUS,
      queueTicket: null,
      updatedAt: Timestamp.fromDate(now),
    };
    const promotionTokens = new Map<string, string>();
    const promoted = chosen.map((waiting): Application => {
      const { needsCall, newCancelLink } = seatingFromLine(waiting);
      const contactNeededAt = needsCall ? changes.updatedAt : null;
      const link = newCancelLink ? newCancelToken() : null;
      if (link) promotionTokens.set(waiting.id, link.token);
      const cancelTokenHash = link?.hash ?? waiting.cancelTokenHash;
      tx.update(applications.doc(waiting.id), { ...changes, contactNeededAt, cancelTokenHash });
      return {
        ...waiting,
        status: changes.status,
        queueTicket: null,
        cancelTokenHash,
        contactNeededAt: contactNeededAt ? now.toISOString() : null,
        updatedAt: now.toISOString(),
      };
    });
    return { promoted, promotionTokens };
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

  // This instance's claims in flight, by class and seat (each as the time it settles): one at a
  // time per seat. Of two claims of one seat only one commits, so a create whose free seats are
  // all being claimed here waits for one to settle and looks again instead of a claim that would
  // fail.
  const claiming = new Map<number, Map<number, Promise<number>>>();
  const lastSettled = new Map<number, number>();
  const claimsOf = (programId: number) => {
    let inFlight = claiming.get(programId);
    if (!inFlight) claiming.set(programId, (inFlight = new Map()));
    return inFlight;
  };
  const oneClaimPerSeat = <T>(programId: number, number: number, run: Promise<T>) => {
    const inFlight = claimsOf(programId);
    const settled = () => {
      const at = performance.now();
      lastSettled.set(programId, at);
      inFlight.delete(number);
      if (inFlight.size === 0) claiming.delete(programId);
      return at;
    };
    inFlight.set(number, run.then(settled, settled));
    return run;
  };
  /** When the first of the class's claims in flight here settled. */
  const anyClaimSettled = (programId: number) => Promise.race(claimsOf(programId).values());

  // Looks in flight here, by class and capacity, with when each started. A create takes one
  // started no earlier than what it must see (its own failed round, a claim settled here): a
  // burst of creates shares a look as if each had looked then, and every way re-reads in its
  // transaction what it decides on.
  const looking = new Map<string, { startedAt: number; run: ReturnType<typeof look> }>();
  const lookSince = (programId: number, capacity: number, notBefore: number) => {
    const key = `${programId}:${capacity}`;
    const shared = looking.get(key);
    if (shared && shared.startedAt >= notBefore) return shared.run;
    const run = look(programId, capacity);
    looking.set(key, { startedAt: performance.now(), run });
    const done = () => looking.get(key)?.run === run && looking.delete(key);
    void run.then(done, done);
    return run;
  };

  /**
   * One round of a create for a class with a capacity: a look at the seats outside any
   * transaction, then a claim of a free seat while nobody waits, the line when every seat is
   * taken, or the serialised path (from round CLAIM_ROUNDS + 1 on, always).
   */
  const createWithCapacity = async <D extends object>(
    create: { programId: number; capacity: number; applicationId: string; now: Date },
    round: number,
    { attempt, store }: CreateSteps<D>,
  ): Promise<D | LookAgain> => {
    const { programId, capacity, applicationId, now } = create;
    if (round > CLAIM_ROUNDS) return serialised(false);
    if (round === 1 && seenFull.has(programId)) {
      const joined = await join();
      if (!("again" in joined)) return joined;
      seenFull.delete(programId);
    }
    // The first round sees every claim settled here; a later one, what made the last one fail.
    const since = round === 1 ? (lastSettled.get(programId) ?? 0) : performance.now();
    let seen = await lookSince(programId, capacity, since);
    for (;;) {
      const { route } = seen;
      if (route.way !== "claim") break;
      const inFlight = claimsOf(programId);
      const free = route.free.filter((number) => !inFlight.has(number));
      if (free.length > 0) return claim(anyOf(free));
      // Every free seat is being claimed here: a look once one claim settled, in the same round.
      seen = await lookSince(programId, capacity, await anyClaimSettled(programId));
    }
    if (seen.route.way === "join") {
      seenFull.add(programId);
      return join();
    }
    return serialised(true);

    // That seat alone, written only as the look saw it: created when it had no document, else
    // updated on the condition that it was not written since. Two claims of one seat never wait
    // on each other's locks (the emulator held such a pair for its 2 s lock time-out while every
    // create behind the last free seat waited): one commits, the other fails and looks again.
    function claim(number: number) {
      const version = seen.versions.get(number);
      const run = attempt({}, (tx): D => {
        const data = { applicationId, updatedAt: Timestamp.fromDate(now) };
        const seat = seatRef(programId, number);
        if (version) tx.update(seat, data, { lastUpdateTime: version });
        else tx.create(seat, data);
        return store(tx, { waits: false, ticket: null, waitingPlace: null }, []);
      });
      return oneClaimPerSeat(programId, number, run);
    }

    // The line at the clock's time, reading the seats and writing none: waiting creates do not
    // exclude one another, and a seat freed meanwhile conflicts with this and is found again.
    // No place for the receipt: the line is not counted here, and a count from before this
    // transaction would tell a burst of joiners one number (decision 228).
    // Seats 1 to the capacity, read with the key and the locks: whoever waits, the class is full
    // when each of them is held (seats above a lowered capacity change nothing then).
    function join() {
      const numbers = Array.from({ length: capacity }, (_, i) => i + 1);
      return attempt(
        { docs: numbers.map((number) => seatRef(programId, number)) },
        (tx, docs): D | LookAgain =>
          docs.every((seat) => seat.exists && seat.get("applicationId") != null)
            ? store(tx, { waits: true, ticket: now.getTime(), waitingPlace: null }, [])
            : { again: true },
      );
    }

    // The class's one transaction; `mayLookAgain`: hand back to the other paths when what made
    // this one necessary is gone (the first creates of a class find its seats written).
    function serialised(mayLookAgain: boolean) {
      return attempt(
        { query: (tx) => readClass(tx, programId, true) },
        (tx, _docs, { line, seats }): D | LookAgain => {
          const way = routeFor(seats, line.waiting.length, capacity, line.holders).way;
          if (mayLookAgain && way !== "serialised") return { again: true };
          const lastTicket = lastTicketAt(now, line.waiting);
          const admission = admit({ ...line, capacity, lastTicket });
          const entering = admission.promoted.map((a) => a.id);
          if (!admission.waits) entering.push(applicationId);
          write(
            tx,
            programId,
            { seats, capacity, holders: line.holderIds, leaving: null, entering },
            now,
          );
          return store(tx, admission, admission.promoted);
        },
      );
    }
  };

  return { readClass, write, seatFromLine, dropAny, createWithCapacity };
}
