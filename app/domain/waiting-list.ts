// The waiting list's rule, written once (decisions 134, 190, 191, 200, 288): who of a class's
// waiting applications gets a seat, and where an application asking for one goes, and the seat
// plan: each one seated from the line as it is to be stored, with its new cancel link. Pure: each
// store reads the class's line inside its transaction, asks this module, and writes what it says.
import { INITIAL_APPLICATION_STATUS } from "./application";
import { SEAT_HOLDING_STATUSES } from "./recruitment";

/** What the rule needs to know of an application in a class's line. */
export type InLine = { id: string; number: number; queueTicket: number | null };

/** A class's line as a transaction reads it. */
export type ClassLine<T extends InLine> = {
  /** The class's seats; null: no limit. */
  capacity: number | null;
  /** Applications holding a seat (SEAT_HOLDING_STATUSES). */
  holders: number;
  /**
   * Applications waiting (대기), in any order: every one, or, when `waitingCount` says how many
   * wait, at least the first in line as many as seats are free (a store need not read the rest).
   */
  waiting: readonly T[];
  /** How many wait in all, when `waiting` may hold only the first of them. */
  waitingCount?: number;
  /** The ticket the line ends at (0 when none): a newcomer gets the next one. */
  lastTicket: number;
};

/** First in line first: the ticket, then the application number. */
export function byPlaceInLine(a: InLine, b: InLine): number {
  return (a.queueTicket ?? 0) - (b.queueTicket ?? 0) || a.number - b.number;
}

/** The first in line while seats are free; every one waiting when the class has no limit. */
function firstToSeat<T extends InLine>(line: ClassLine<T>): T[] {
  const free =
    line.capacity === null ? line.waiting.length : Math.max(0, line.capacity - line.holders);
  return [...line.waiting].sort(byPlaceInLine).slice(0, free);
}

/** Where an application asking for a seat goes: a seat, or the end of the line. */
export type Admission<T> = {
  /** Waiting applications seated first (the capacity was raised meanwhile). */
  promoted: T[];
} & (
  | { waits: false; ticket: null; waitingPlace: null }
  /** `ticket`: its order in the line; `waitingPlace`: its place, counted from 1. */
  | { waits: true; ticket: number; waitingPlace: number }
);

/**
 * A new application, or staff taking one back from 취소 (decision 190): those waiting are seated
 * first while seats are free, then it takes a seat if one is left, else it joins the end of the
 * line. `line` null: the class has no capacity, so nobody waits and the line is not read.
 */
export function admit<T extends InLine>(line: ClassLine<T> | null): Admission<T> {
  const seated = { waits: false, ticket: null, waitingPlace: null } as const;
  if (line === null || line.capacity === null) return { promoted: [], ...seated };
  const promoted = firstToSeat(line);
  if (line.holders + promoted.length < line.capacity) return { promoted, ...seated };
  return {
    promoted,
    waits: true,
    ticket: line.lastTicket + 1,
    waitingPlace: (line.waitingCount ?? line.waiting.length) - promoted.length + 1,
  };
}

/**
 * The line once an application has left it by a cancel: its seat, if it held one, is free, and
 * it no longer waits.
 */
export function withoutApplication<T extends InLine>(
  line: ClassLine<T>,
  leaving: { id: string; status: string },
): ClassLine<T> {
  const heldASeat = (SEAT_HOLDING_STATUSES as readonly string[]).includes(leaving.status);
  return {
    ...line,
    holders: line.holders - (heldASeat ? 1 : 0),
    waiting: line.waiting.filter((waiting) => waiting.id !== leaving.id),
  };
}

/**
 * A cancel frees a seat: the first in line take the free seats (every one waiting when the class
 * has no limit). `line` is the class's line without the cancelled application.
 */
export function seatsFreedFor<T extends InLine>(line: ClassLine<T>): T[] {
  return firstToSeat(line);
}

/**
 * What seating one from the line changes besides its status: someone without an e-mail cannot be
 * told by mail, so staff must call (decision 191) until a text reaches them (decision 266);
 * everyone gets a new cancel link, in the promotion mail (decision 200) or in the seat text.
 */
export function seatingFromLine(application: { email: string }): {
  needsCall: boolean;
  newCancelLink: boolean;
} {
  const hasEmail = application.email !== "";
  return { needsCall: !hasEmail, newCancelLink: true };
}

/** What the seat plan needs to know of one seated from the line, and changes. */
export type Seatable = InLine & {
  status: string;
  email: string;
  cancelTokenHash: string | null;
  contactNeededAt: string | null;
  updatedAt: string;
};

/** A new cancel link: the token for the mail or text, and its hash, which is all that is stored. */
export type CancelLink = { token: string; hash: string };

/** Those the rule seated from the line, as each is to be stored, first in line first. */
export type SeatPlan<T> = {
  /** Each one seated: 접수, out of the line, 연락 필요 when it has no e-mail, its new link's hash. */
  seated: T[];
  /** The new cancel-link token of each one seated, by application id (for its mail or text only). */
  promotionTokens: Map<string, string>;
};

/**
 * The writes of seating `chosen` from the line at `now` (seatingFromLine for each): the store
 * applies them in its transaction as they are, and tells each one seated with its token.
 */
export function planSeating<T extends Seatable>(
  chosen: readonly T[],
  now: Date,
  newCancelLink: () => CancelLink,
): SeatPlan<T> {
  const at = now.toISOString();
  const promotionTokens = new Map<string, string>();
  const seated = chosen.map((waiting): T => {
    const { needsCall, newCancelLink: newLink } = seatingFromLine(waiting);
    const link = newLink ? newCancelLink() : null;
    if (link) promotionTokens.set(waiting.id, link.token);
    return {
      ...waiting,
      status: INITIAL_APPLICATION_STATUS,
      queueTicket: null,
      contactNeededAt: needsCall ? at : null,
      cancelTokenHash: link?.hash ?? waiting.cancelTokenHash,
      updatedAt: at,
    };
  });
  return { seated, promotionTokens };
}
