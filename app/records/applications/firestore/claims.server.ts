// A create for a class with a capacity in Cloud Firestore (decision 228): it claims one seat
// document on its own, or joins the line reading them, so a rush for one class spreads over its
// seats instead of queueing on one document (a class that has never had an application gets its
// seat documents from the claims); the rare cases take the class's one transaction (the
// serialised path, seats.server.ts). Who gets a seat is the waiting list's rule
// (`~/domain/waiting-list`), applied inside the transactions; which way a create goes from what
// it saw, seat-documents.ts.
import {
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type Transaction,
} from "firebase-admin/firestore";
import { WAITING_STATUS } from "~/domain/application";
import { SEAT_HOLDING_STATUSES } from "~/domain/recruitment";
import { admit } from "~/domain/waiting-list";
import type { Application } from "~/records/applications/contract";
import type { FirestoreApplications } from "~/records/applications/firestore/context.server";
import { lastTicketAt } from "~/records/applications/firestore/seats.server";
import { routeFor } from "~/records/applications/seat-documents";

/**
 * Rounds of looking at the seats and claiming one (or joining the line) before a create takes the
 * serialised path instead: a claim lost to another is followed by another look.
 */
export const CLAIM_ROUNDS = 30;

/** A create's look at the seats was out of date by its transaction: look again. */
export type LookAgain = { again: true };

/** Where a create goes: a seat, or the line with its ticket (and its place when counted in the transaction). */
export type Seating = { waits: boolean; ticket: number | null; waitingPlace: number | null };

/** What a create hands the claims: its transaction and its writes. */
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

export function seatClaims({ applications, seats }: FirestoreApplications) {
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
      seats.seatsOf(programId).get(),
      count(programId, [WAITING_STATUS]),
    ]);
    let seen = seats.seatsFrom(snapshot);
    let docs = snapshot.docs;
    const holders = seen.length === 0 ? await count(programId, SEAT_HOLDING_STATUSES) : null;
    let route = routeFor(seen, waiting, capacity, holders);
    if (route.way === "serialised") {
      // In a rush, what sends a create to the class's one transaction is mostly the seats having
      // changed since they were read: a seat seen free while people wait was claimed meanwhile,
      // and a class seen without seat documents but with holders got them from the first claims.
      // Read again before taking that transaction, which holds the line against the claims and
      // joins (on the emulator, until its 2 s lock time-out).
      const again = await seats.seatsOf(programId).get();
      [seen, docs] = [seats.seatsFrom(again), again.docs];
      route = routeFor(seen, waiting, capacity, holders);
    }
    const versions = new Map(docs.map((doc) => [Number(doc.id), doc.updateTime]));
    return { seats: seen, versions, route, holders };
  };

  // Classes this instance last saw full. A create for one goes straight to the line's
  // transaction, which reads the seats itself: on registration day nearly every create is for a
  // full class, and the look before it cost two calls to the store. A seat found free there
  // sends the create to look as before.
  const seenFull = new Set<number>();

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
        const seat = seats.seatRef(programId, number);
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
        { docs: numbers.map((number) => seats.seatRef(programId, number)) },
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
        { query: (tx) => seats.readClass(tx, programId, true) },
        (tx, _docs, { line, seats: seatsNow }): D | LookAgain => {
          const way = routeFor(seatsNow, line.waiting.length, capacity, line.holders).way;
          if (mayLookAgain && way !== "serialised") return { again: true };
          const lastTicket = lastTicketAt(now, line.waiting);
          const admission = admit({ ...line, capacity, lastTicket });
          const entering = admission.promoted.map((a) => a.id);
          if (!admission.waits) entering.push(applicationId);
          seats.write(
            tx,
            programId,
            { seats: seatsNow, capacity, holders: line.holderIds, leaving: null, entering },
            now,
          );
          return store(tx, admission, admission.promoted);
        },
      );
    }
  };

  return createWithCapacity;
}
