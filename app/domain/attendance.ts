// Attendance (issue 46 §3): staff mark each seated applicant 출석, 지각 or 결석 per session (the
// class's days, app/domain/class-roster.ts); a member sees their own; a class may set the share of
// its sessions attended (지각 counts as attended, decision 260) that earns a 수료증.
import { z } from "zod";
import { isCalendarDay } from "./seoul-time";

export const ATTENDANCE_MARKS = ["출석", "지각", "결석"] as const;
export type AttendanceMark = (typeof ATTENDANCE_MARKS)[number];

/** Marks that count as having come to the session (decision 260). */
const ATTENDED: ReadonlySet<AttendanceMark> = new Set(["출석", "지각"]);
export const attended = (mark: AttendanceMark) => ATTENDED.has(mark);

/**
 * The most people one save takes: a form carries at most 40 fields (MAX_FORM_FIELDS of the
 * request-body gate, decision 080), so a larger class is saved in groups of this many.
 */
export const MAX_MARKS_PER_SAVE = 30;

export const ATTENDANCE_MESSAGES = {
  badDay: "수업 날짜를 찾을 수 없습니다. 출결을 입력할 날짜를 다시 골라주세요.",
  noMarks: "출결을 하나 이상 골라주세요.",
  badMark: "출결은 출석, 지각, 결석 가운데 하나로 골라주세요.",
  notSeated:
    "이 수업의 수강생이 아닌 신청이 있어 저장하지 않았습니다. 페이지를 새로 고쳐 다시 입력해주세요.",
  saved: "출결을 저장했습니다.",
  noCertificate: "수료증을 찾을 수 없습니다.",
  notReached: "아직 수료 기준 출석률에 이르지 않아 수료증을 출력할 수 없습니다.",
} as const;

/** "mark_<applicationId>" → mark: one radio group per person (a plain field name, as the gate wants). */
export const MARK_FIELD_PREFIX = "mark_";

const applicationIdSchema = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[\w-]+$/);

/** The staff form's body: the session's day and each marked person's choice. */
export function parseAttendanceForm(
  formData: FormData,
):
  | { ok: true; day: string; marks: { applicationId: string; mark: AttendanceMark }[] }
  | { ok: false; message: string } {
  const day = formData.get("day");
  if (typeof day !== "string" || !isCalendarDay(day))
    return { ok: false, message: ATTENDANCE_MESSAGES.badDay };
  const marks: { applicationId: string; mark: AttendanceMark }[] = [];
  for (const [name, value] of formData) {
    if (!name.startsWith(MARK_FIELD_PREFIX)) continue;
    const id = applicationIdSchema.safeParse(name.slice(MARK_FIELD_PREFIX.length));
    if (!id.success) return { ok: false, message: ATTENDANCE_MESSAGES.notSeated };
    if (!ATTENDANCE_MARKS.includes(value as AttendanceMark))
      return { ok: false, message: ATTENDANCE_MESSAGES.badMark };
    if (marks.some((m) => m.applicationId === id.data))
      return { ok: false, message: ATTENDANCE_MESSAGES.badMark };
    marks.push({ applicationId: id.data, mark: value as AttendanceMark });
  }
  if (!marks.length) return { ok: false, message: ATTENDANCE_MESSAGES.noMarks };
  if (marks.length > MAX_MARKS_PER_SAVE)
    return { ok: false, message: ATTENDANCE_MESSAGES.notSeated };
  return { ok: true, day, marks };
}

export type MarkCounts = Record<AttendanceMark, number>;

/** A member's own attendance in one class (my page): counts, rate, marks and 수료 standing. */
export type MyClassAttendance = {
  applicationId: string;
  programTitle: string;
  counts: MarkCounts;
  rate: number | null;
  marks: { day: string; mark: AttendanceMark }[];
  /** The class's sessions in all; null when its dates do not give them. */
  sessions: number | null;
  /** The class's 수료 기준 and where the member stands; null when the class sets none. */
  completion: { threshold: number; needed: number; attended: number; reached: boolean } | null;
};

export function countMarks(marks: readonly { mark: AttendanceMark }[]): MarkCounts {
  const counts: MarkCounts = { 출석: 0, 지각: 0, 결석: 0 };
  for (const { mark } of marks) counts[mark] += 1;
  return counts;
}

/**
 * 출석률 of the marks recorded so far: attended (출석 + 지각) over every recorded mark, as a whole
 * percent rounded down (99.6 % is not 100 %); null when nothing is recorded.
 */
export function attendanceRate(counts: MarkCounts): number | null {
  const recorded = counts.출석 + counts.지각 + counts.결석;
  return recorded ? Math.floor(((counts.출석 + counts.지각) * 100) / recorded) : null;
}

/** "85%" or "기록 없음". */
export const rateLabel = (rate: number | null) => (rate === null ? "기록 없음" : `${rate}%`);

/**
 * 수료: the sessions attended out of the class's whole count of sessions (not only those recorded
 * yet) reach `thresholdPercent`. A class without a threshold or without known sessions awards none.
 */
export function completion(
  attendedSessions: number,
  totalSessions: number,
  thresholdPercent: number | null,
): { needed: number; reached: boolean } | null {
  if (thresholdPercent === null || totalSessions <= 0) return null;
  const needed = Math.ceil((totalSessions * thresholdPercent) / 100);
  return { needed, reached: attendedSessions >= needed };
}

/** The Studio's 수료 기준 출석률: a whole percent from 1 to 100, or none. */
export function completionThreshold(value: unknown): number | null {
  return typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= 100
    ? value
    : null;
}
