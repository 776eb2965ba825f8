// A class's seats as one document each (decision 228), the pure part: which way a create goes
// from what it saw of the seats and the line, and what a change in the serialised path writes to
// the seat documents. Who gets a seat stays the waiting list's rule (`~/domain/waiting-list`);
// this only numbers the seats it hands out. Used by firestore-seats.server.ts.

/** Seat `number` of a class, held by `applicationId`, or free (null). */
export type Seat = { number: number; applicationId: string | null };

/**
 * How a create for a class with a capacity proceeds:
 * - `claim`: a seat is free and nobody waits; claim one of `free` (seat numbers) on its own;
 * - `join`: every seat is taken; join the line, reading the seats, writing none;
 * - `serialised`: the rare cases, decided in the class's one transaction: no seat documents yet
 *   while the class has seat holders (they are written from its holders), a free seat while
 *   people wait (the capacity was raised: the first in line first), or a seat held above the
 *   capacity (it was lowered: the seats numbered below it no longer tell how many are free).
 *
 * `holders`: how many hold a seat of the class, or null when not counted. A class without seat
 * documents and without holders (one that has never had an application) has nothing to write
 * from its holders: every seat is free, and each seat document is created by its claim.
 */
export type Route = { way: "claim"; free: number[] } | { way: "join" } | { way: "serialised" };

export function routeFor(
  seats: readonly Seat[],
  waiting: number,
  capacity: number,
  holders: number | null = null,
): Route {
  if (seats.length === 0 && holders !== 0) return { way: "serialised" };
  const held = new Set(seats.filter((s) => s.applicationId !== null).map((s) => s.number));
  if ([...held].some((number) => number > capacity)) return { way: "serialised" };
  const free: number[] = [];
  for (let number = 1; number <= capacity; number++) if (!held.has(number)) free.push(number);
  if (free.length === 0) return { way: "join" };
  return waiting === 0 ? { way: "claim", free } : { way: "serialised" };
}

/** What a change writes to the seat documents: seats to set, seat numbers to delete. */
export type SeatPlan = { set: Seat[]; remove: number[] };

export type SeatChange = {
  /** The seat documents as the change's transaction read them (any order). */
  seats: readonly Seat[];
  /** The class's capacity as the change knows it; null: none (no limit). */
  capacity: number | null;
  /** The class's seat holders before the change (ids, in application-number order); null: not read. */
  holders: readonly string[] | null;
  /** The application giving up its seat (a cancel of a holder), if any. */
  leaving: string | null;
  /** Applications taking a seat, in order: the first in line first, a newcomer or revival last. */
  entering: readonly string[];
};

/**
 * The seat documents after a change in the serialised path. A class without a capacity keeps
 * none (they are written again from its holders when it has one). A class with none yet gets
 * them from its holders (seats 1…, then the free ones up to the capacity). Otherwise the seat
 * given up passes to the first entering (when it is within the capacity), the others take the
 * lowest free numbers (above the capacity when none is free: staff's hand may seat beyond it),
 * and a free seat above the capacity is deleted, not handed on (a lowered capacity unseats
 * nobody).
 */
export function planSeats(change: SeatChange): SeatPlan {
  const { seats, capacity, holders, leaving, entering } = change;
  if (capacity === null) return { set: [], remove: seats.map((s) => s.number) };
  if (seats.length === 0) {
    if (holders === null) return { set: [], remove: [] };
    const seated = [...holders.filter((id) => id !== leaving), ...entering];
    const size = Math.max(capacity, seated.length);
    const set = Array.from({ length: size }, (_, i) => ({
      number: i + 1,
      applicationId: seated[i] ?? null,
    }));
    return { set, remove: [] };
  }
  const within = (number: number) => number <= capacity;
  const after = new Map(seats.map((s) => [s.number, s.applicationId]));
  const given = leaving === null ? undefined : seats.find((s) => s.applicationId === leaving);
  if (given) after.set(given.number, null);
  const lowestFree = () => {
    for (let number = 1; ; number++) if ((after.get(number) ?? null) === null) return number;
  };
  entering.forEach((id, i) => {
    const passedOn = i === 0 && given && within(given.number) ? given.number : null;
    after.set(passedOn ?? lowestFree(), id);
  });
  const before = new Map(seats.map((s) => [s.number, s.applicationId]));
  const set: Seat[] = [];
  const remove: number[] = [];
  for (const [number, applicationId] of [...after].sort(([a], [b]) => a - b)) {
    if (applicationId === null && !within(number)) {
      if (before.has(number)) remove.push(number);
    } else if (!before.has(number) || before.get(number) !== applicationId) {
      set.push({ number, applicationId });
    }
  }
  return { set, remove };
}
