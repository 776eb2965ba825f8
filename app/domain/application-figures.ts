// What the dashboard and /ranking count (decision 137). Each figure is one thing, named as such:
// applications received in a window, and of those, the ones holding a seat now, waiting now, and
// cancelled. A cancelled or waiting application is never counted as a seat.
import { CANCELLED_STATUS, WAITING_STATUS } from "./application";
import { SEAT_HOLDING_STATUSES } from "./recruitment";

export type ApplicationFigures = {
  /** Every application created in the window, whatever became of it. */
  received: number;
  /** Of those, holding a seat now (접수, 확정). */
  seated: number;
  /** Of those, on the waiting list now (대기). */
  waiting: number;
  /** Of those, cancelled since (취소). */
  cancelled: number;
};

export type ProgramFigures = ApplicationFigures & { programId: number };

export const NO_APPLICATIONS: ApplicationFigures = {
  received: 0,
  seated: 0,
  waiting: 0,
  cancelled: 0,
};

const SEAT_HOLDING: ReadonlySet<string> = new Set(SEAT_HOLDING_STATUSES);

/** Pure: per-class figures from (class, status, how many) rows, classes in ascending id order. */
export function tallyProgramFigures(
  rows: Iterable<{ programId: number; status: string; count: number }>,
): ProgramFigures[] {
  const byProgram = new Map<number, ProgramFigures>();
  for (const { programId, status, count } of rows) {
    const figures = byProgram.get(programId) ?? { programId, ...NO_APPLICATIONS };
    figures.received += count;
    if (SEAT_HOLDING.has(status)) figures.seated += count;
    else if (status === WAITING_STATUS) figures.waiting += count;
    else if (status === CANCELLED_STATUS) figures.cancelled += count;
    byProgram.set(programId, figures);
  }
  return [...byProgram.values()].sort((a, b) => a.programId - b.programId);
}

/** Pure: the figures of several classes added up. */
export function totalFigures(list: readonly ApplicationFigures[]): ApplicationFigures {
  return list.reduce(
    (sum, f) => ({
      received: sum.received + f.received,
      seated: sum.seated + f.seated,
      waiting: sum.waiting + f.waiting,
      cancelled: sum.cancelled + f.cancelled,
    }),
    NO_APPLICATIONS,
  );
}

/**
 * What the dashboard calls each figure (decision 137): the card's words and the per-class
 * table's short column heading. "받은 신청" counts every application received, whatever became
 * of it, so it never borrows the status name 접수, which staff read as "holding a seat".
 */
export const FIGURE_LABELS: Record<keyof ApplicationFigures, { card: string; column: string }> = {
  received: { card: "받은 신청 (취소·대기 포함)", column: "받은 신청" },
  seated: { card: "수강 자리 확보 (접수·확정)", column: "자리 확보" },
  waiting: { card: "대기 중", column: "대기 중" },
  cancelled: { card: "취소됨", column: "취소됨" },
};

/** People who applied and still want the class: holding a seat or waiting for one. */
export const liveApplicants = (f: ApplicationFigures) => f.seated + f.waiting;
