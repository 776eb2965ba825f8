// Pure rules about a class's recruitment: whether it takes applications now, and what its badge
// says (the card's badge words: recruitment-badge.ts). The one place that decides "closed" for cards, the class page, the dialog, /apply and the
// API. Dates are Seoul calendar dates ("YYYY-MM-DD"), as the Studio's date fields store them.
import type { LotteryTerms } from "./lottery";
import { RECRUITMENT_CLOSED_MARKER } from "./program";
import { formatMonthDay, isCalendarDay, seoulDateParts } from "./seoul-time";

export const RECRUITMENT_STATUSES = ["open", "closed"] as const;
export type RecruitmentStatus = (typeof RECRUITMENT_STATUSES)[number];

/**
 * Application statuses that take a seat. An explicit list rather than "everything but 취소": the
 * waiting list (대기) does not count against the capacity it is waiting for.
 */
export const SEAT_HOLDING_STATUSES = ["접수", "확정"] as const;

/** What the editor set in the Studio (and the old marker, for content written before the fields). */
export type RecruitmentTerms = {
  status: RecruitmentStatus;
  /** First Seoul calendar day applications are taken, or null (no start). */
  opensOn: string | null;
  /** Last Seoul calendar day applications are taken (inclusive), or null (no end). */
  closesOn: string | null;
  /** Seats, or null (no limit). */
  capacity: number | null;
  /** The schedule still carries '[모집마감]'. */
  markedClosed: boolean;
  /** The class's first day (개강일), or null; applicants may cancel until the day before. */
  startsOn: string | null;
  /** The last day applicants may cancel themselves, when the editor set one (else startsOn decides). */
  cancelUntil: string | null;
  /**
   * 접수 방식 추첨 (decision 270): the draw's time; null or absent for 선착순. Only with a period's
   * last day (the Studio requires it), else the class is taken first come.
   */
  lottery?: LotteryTerms | null;
};

/**
 * Why a class does or does not take applications. "full" still takes them, on the waiting list
 * (대기): it is not closed.
 */
export type RecruitmentPhase = "open" | "closed" | "upcoming" | "ended" | "full";

export type Recruitment = RecruitmentTerms & {
  phase: RecruitmentPhase;
  isClosed: boolean;
  /** Seoul calendar days until `closesOn` (0 on the last day), while open; otherwise null. */
  daysLeft: number | null;
  /** Applications holding a seat, when counted (only classes with a capacity are). */
  seatsTaken: number | null;
  /** Applications waiting (대기), counted with the seats; null when not counted. */
  waiting: number | null;
};

/** A valid "YYYY-MM-DD" calendar date, or null. */
export function calendarDate(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const day = value.trim();
  return isCalendarDay(day) ? day : null;
}

/** The Seoul calendar date of an instant, "YYYY-MM-DD". */
export function seoulCalendarDate(now: Date): string {
  const { year, month, day } = seoulDateParts(now);
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** Whole calendar days from one date to another (negative when `to` is earlier). */
export function calendarDaysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export function isMarkedClosed(schedule: string): boolean {
  return schedule.includes(RECRUITMENT_CLOSED_MARKER);
}

/** The terms from a class's raw fields; anything unreadable counts as not set. */
export function recruitmentTerms(raw: {
  status?: unknown;
  opensOn?: unknown;
  closesOn?: unknown;
  capacity?: unknown;
  startsOn?: unknown;
  cancelUntil?: unknown;
  method?: unknown;
  drawAt?: unknown;
  schedule: string;
}): RecruitmentTerms {
  const capacity = raw.capacity;
  const closesOn = calendarDate(raw.closesOn);
  const drawAt = typeof raw.drawAt === "string" ? Date.parse(raw.drawAt) : NaN;
  const lottery =
    raw.method === "lottery" && closesOn !== null && !Number.isNaN(drawAt)
      ? { drawAt: new Date(drawAt).toISOString() }
      : null;
  return {
    status: raw.status === "closed" ? "closed" : "open",
    opensOn: calendarDate(raw.opensOn),
    closesOn: calendarDate(raw.closesOn),
    capacity:
      typeof capacity === "number" && Number.isSafeInteger(capacity) && capacity > 0
        ? capacity
        : null,
    markedClosed: isMarkedClosed(raw.schedule),
    startsOn: calendarDate(raw.startsOn),
    cancelUntil: calendarDate(raw.cancelUntil),
    lottery,
  };
}

/** Whether the seats must be counted to judge this class (the other rules have not closed it). */
export function needsSeatCount(terms: RecruitmentTerms, now: Date): boolean {
  // A lottery's period seats nobody: its seats are counted by nobody until the draw.
  if (terms.lottery) return false;
  return terms.capacity !== null && phaseBeforeSeats(terms, seoulCalendarDate(now)) === "open";
}

function phaseBeforeSeats(terms: RecruitmentTerms, today: string): RecruitmentPhase {
  if (terms.status === "closed" || terms.markedClosed) return "closed";
  if (terms.opensOn && today < terms.opensOn) return "upcoming";
  if (terms.closesOn && today > terms.closesOn) return "ended";
  return "open";
}

/**
 * The rule: closed when the editor closed it (or the old marker says so), before the period's
 * first day, after its last day, or when the applications holding a seat reach the capacity.
 * `seatsTaken` is null when not counted; a class with a capacity is then judged on the rest.
 */
export function judgeRecruitment(
  terms: RecruitmentTerms,
  now: Date,
  seatsTaken: number | null,
  waiting: number | null = null,
): Recruitment {
  const today = seoulCalendarDate(now);
  let phase = phaseBeforeSeats(terms, today);
  if (
    phase === "open" &&
    !terms.lottery &&
    terms.capacity !== null &&
    seatsTaken !== null &&
    seatsTaken >= terms.capacity
  )
    phase = "full";
  return {
    ...terms,
    phase,
    isClosed: phase !== "open" && phase !== "full",
    daysLeft:
      (phase === "open" || phase === "full") && terms.closesOn
        ? calendarDaysBetween(today, terms.closesOn)
        : null,
    seatsTaken,
    waiting: seatsTaken === null ? null : waiting,
  };
}

/** "모집 예정 (12월 1일부터 신청)": a class whose application period has not begun. */
export function upcomingLabel(opensOn: string): string {
  return `모집 예정 (${formatMonthDay(opensOn)}부터 신청)`;
}

/**
 * Why a class in a list cannot be chosen: "모집 예정 (12월 1일부터 신청)" before its period,
 * else 마감; null when open.
 */
export function closedLabel(recruitment: Pick<Recruitment, "phase" | "isClosed" | "opensOn">) {
  if (!recruitment.isClosed) return null;
  return recruitment.phase === "upcoming" && recruitment.opensOn
    ? upcomingLabel(recruitment.opensOn)
    : "마감";
}

/** What the API, /apply and the dialog answer when a closed class is chosen. */
export function closedProgramMessage(
  recruitment: Pick<Recruitment, "phase" | "opensOn">,
  closedMessage: string,
): string {
  return recruitment.phase === "upcoming" && recruitment.opensOn
    ? upcomingLabel(recruitment.opensOn)
    : closedMessage;
}

/** What a list says beside a class whose seats are taken (applications go to the waiting list). */
export const WAITLIST_LABEL = "대기 신청";
