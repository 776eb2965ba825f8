// Attendance (issue 46 §3): one mark per seated application and session day, on both backends
// (SQLite embedded default, Cloud Firestore), both held to
// tests/integration/attendance.contract.test.ts. Marks go with their application: deleteFor is
// called when the application's details are anonymised (retention, decision 209).
import type { AttendanceMark } from "~/domain/attendance";

export type AttendanceRecord = {
  applicationId: string;
  programId: number;
  /** The session's Seoul calendar day, "YYYY-MM-DD". */
  day: string;
  mark: AttendanceMark;
  /** Who marked it last: the administrator's uid and "이름 (이메일)" at the time. */
  recordedByUid: string;
  recordedByName: string;
  /** ISO 8601, the last change. */
  recordedAt: string;
};

export type NewAttendanceMark = Omit<AttendanceRecord, "recordedAt">;

export type ProgramMarkCounts = { programId: number } & Record<AttendanceMark, number>;

export interface AttendanceStore {
  /** Writes each mark, replacing the application's earlier mark for that day; all or none. */
  record(marks: readonly NewAttendanceMark[], now?: Date): Promise<void>;
  /** A class's marks, by day then application id. */
  listForProgram(programId: number): Promise<AttendanceRecord[]>;
  /** The marks of these applications (a member's own), by day then application id. */
  listForApplications(applicationIds: readonly string[]): Promise<AttendanceRecord[]>;
  /** Each class's marks counted (the dashboard's 출석률); a class with none is left out. */
  countsByProgram(): Promise<ProgramMarkCounts[]>;
  /** Deletes every mark of these applications; returns how many. Idempotent. */
  deleteFor(applicationIds: readonly string[]): Promise<number>;
}

export const byDayThenApplication = (a: AttendanceRecord, b: AttendanceRecord) =>
  a.day.localeCompare(b.day) || a.applicationId.localeCompare(b.applicationId);

/** Adds a mark to its class's counts (both stores count the same way). */
export function tally(records: Iterable<Pick<AttendanceRecord, "programId" | "mark">>) {
  const counts = new Map<number, ProgramMarkCounts>();
  for (const { programId, mark } of records) {
    const entry = counts.get(programId) ?? { programId, 출석: 0, 지각: 0, 결석: 0 };
    entry[mark] += 1;
    counts.set(programId, entry);
  }
  return [...counts.values()].sort((a, b) => a.programId - b.programId);
}
