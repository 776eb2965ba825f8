// Seats taken (and applications waiting) in classes that have a capacity, for the recruitment
// rule and the seat line (~/domain/recruitment), counted on the application records given.
// Pages read counts kept for a few seconds (dropped when this process stores an application, so
// a full class shows 마감 at once here, and within seconds on other instances). The application
// submit does not count: a full class takes applications on its waiting list, and the store's
// create decides who gets a seat (decision 228).
import type { ProgramSummary } from "~/content/types";
import { judgeRecruitment, needsSeatCount } from "~/domain/recruitment";
import { log } from "~/log.server";
import type { ApplicationStore } from "~/records/applications/contract";

export const SEAT_COUNT_CACHE_MS = 10_000;

type SeatCount = { seated: number; waiting: number };

export type SeatCounts = ReturnType<typeof createSeatCounts>;

/** Seat counts over `records` (the process's: app/backends/seats.server.ts), with their short cache. */
export function createSeatCounts(
  records: Pick<ApplicationStore, "countSeatHolders" | "countWaiting">,
) {
  const cached = new Map<number, { at: number; count: SeatCount }>();

  /** Seats taken and applications waiting per class id (every id asked for is in the answer). */
  async function seatsTaken(programIds: number[], options: { now?: number } = {}) {
    const now = options.now ?? Date.now();
    const counts = new Map<number, SeatCount>();
    const missing: number[] = [];
    for (const id of new Set(programIds)) {
      const hit = cached.get(id);
      if (hit && now - hit.at < SEAT_COUNT_CACHE_MS) counts.set(id, hit.count);
      else missing.push(id);
    }
    if (missing.length > 0) {
      const [seated, waiting] = await Promise.all([
        records.countSeatHolders(missing),
        records.countWaiting(missing),
      ]);
      for (const id of missing) {
        const count = { seated: seated.get(id) ?? 0, waiting: waiting.get(id) ?? 0 };
        counts.set(id, count);
        cached.set(id, { at: now, count });
      }
    }
    return counts;
  }

  /**
   * The classes judged again with their seat counts (only those with a capacity that nothing else
   * has closed are counted). A failing store leaves them judged without counts, as the mapping
   * did.
   */
  async function withSeatCounts<T extends ProgramSummary>(
    programs: T[],
    options: { now?: Date } = {},
  ): Promise<T[]> {
    const now = options.now ?? new Date();
    const counted = programs.filter((p) => needsSeatCount(p.recruitment, now)).map((p) => p.id);
    if (counted.length === 0) return programs;
    let counts: Map<number, SeatCount>;
    try {
      counts = await seatsTaken(counted, { now: now.getTime() });
    } catch (error) {
      log.error(
        { error },
        "[seats] counting applications failed; classes shown without their seat counts",
      );
      return programs;
    }
    return programs.map((program) => {
      if (!counts.has(program.id)) return program;
      const { seated, waiting } = counts.get(program.id)!;
      const recruitment = judgeRecruitment(program.recruitment, now, seated, waiting);
      return { ...program, recruitment, isClosed: recruitment.isClosed };
    });
  }

  /** Forgets the counts (this process stored or changed an application; tests). */
  function invalidateSeatCounts() {
    cached.clear();
  }

  return { seatsTaken, withSeatCounts, invalidateSeatCounts };
}
