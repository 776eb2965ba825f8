// A member's own attendance on my page (issue 46 §3): for each of their applications that has
// marks, the counts, 출석률 and each session's mark, and whether they reached the class's 수료 기준
// (then my page links the 수료증). Read only for the signed-in member's own applications.
import type { ProgramDetail } from "~/content/types";
import { attendanceRate, attended, completion, countMarks } from "~/domain/attendance";
import type { MyClassAttendance } from "~/domain/attendance";
import { CANCELLED_STATUS } from "~/domain/application";
import { classSessions } from "~/domain/class-roster";
import type { Application } from "~/records/applications/contract";
import type { AttendanceRecord, AttendanceStore } from "~/records/attendance/contract";

type ProgramFacts = Pick<
  ProgramDetail,
  "title" | "weekdays" | "endsOn" | "recruitment" | "completionRate"
>;

export type ClassAttendanceDeps = {
  attendance: AttendanceStore;
  program: (id: number) => Promise<ProgramFacts | null>;
};

/** One application's standing against its class's sessions and 수료 기준. */
export function standing(program: ProgramFacts | null, marks: readonly AttendanceRecord[]) {
  const sessions = program
    ? classSessions(program.recruitment.startsOn, program.endsOn, program.weekdays)
    : null;
  const days = sessions?.kind === "dates" ? sessions.days : null;
  // Only marks on the class's sessions count (a date moved in the Studio leaves old marks aside).
  const counted = days ? marks.filter((m) => days.includes(m.day)) : marks;
  const attendedSessions = counted.filter((m) => attended(m.mark)).length;
  const threshold = program?.completionRate ?? null;
  const verdict = days ? completion(attendedSessions, days.length, threshold) : null;
  return {
    sessions: days?.length ?? null,
    completion:
      verdict && threshold !== null
        ? {
            threshold,
            needed: verdict.needed,
            attended: attendedSessions,
            reached: verdict.reached,
          }
        : null,
  };
}

export async function myAttendance(
  applications: readonly Application[],
  deps: ClassAttendanceDeps,
): Promise<MyClassAttendance[]> {
  const live = applications.filter((a) => a.status !== CANCELLED_STATUS);
  const marks = await deps.attendance.listForApplications(live.map((a) => a.id));
  const marked = live.filter((a) => marks.some((m) => m.applicationId === a.id));
  return Promise.all(
    marked.map(async (a) => {
      const own = marks.filter((m) => m.applicationId === a.id);
      const counts = countMarks(own);
      return {
        applicationId: a.id,
        programTitle: a.programTitle,
        counts,
        rate: attendanceRate(counts),
        marks: own.map(({ day, mark }) => ({ day, mark })),
        ...standing(await deps.program(a.programId), own),
      };
    }),
  );
}
