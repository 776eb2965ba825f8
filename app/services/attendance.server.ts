// Attendance (issue 46 §3): the staff page's session (who is seated, what each is marked) and its
// save, recorded first in the access records (decision 206). The sessions are the 출석부's
// (classSessions in app/domain/class-roster.ts); only the seated (접수·확정) are marked.
import { data } from "@remix-run/node";
import { MAX_SUBJECTS } from "~/domain/access-records";
import { staffName } from "~/domain/admin-applications";
import {
  ATTENDANCE_MESSAGES,
  countMarks,
  parseAttendanceForm,
  type AttendanceMark,
  type MarkCounts,
} from "~/domain/attendance";
import { classSessions, rosterOrder } from "~/domain/class-roster";
import { termLine } from "~/domain/class-facts";
import { seoulDay } from "~/domain/seoul-time";
import type { Application, ApplicationStore } from "~/records/applications/contract";
import type { AttendanceStore } from "~/records/attendance/contract";
import type { AccessEntry } from "~/services/access-records.server";
import {
  CLASS_ROSTER_MESSAGES,
  classApplications,
  type RosterProgram,
} from "~/services/class-roster.server";

export type AttendanceDeps = {
  applications: ApplicationStore;
  attendance: AttendanceStore;
  program: (id: number) => Promise<RosterProgram | null>;
  record: (entry: AccessEntry) => Promise<void>;
};

type Admin = { uid: string; name: string; email: string };

export type SessionPerson = {
  id: string;
  number: number;
  name: string;
  mark: AttendanceMark | null;
};

export type SessionAttendance = {
  programId: number;
  title: string;
  term: string | null;
  schedule: string;
  /** Every session day; empty with `message` when the class's dates do not give them. */
  days: string[];
  message: string | null;
  /** The session shown: the one asked for, else today's or the last before it, else the first. */
  day: string | null;
  people: SessionPerson[];
  counts: MarkCounts;
};

const notFound = () => data({ message: CLASS_ROSTER_MESSAGES.notFound }, { status: 404 });

/** The session to open on: today's, else the last one before today, else the first. */
export function defaultSession(days: readonly string[], today: string): string | null {
  const past = days.filter((d) => d <= today);
  return past.at(-1) ?? days[0] ?? null;
}

async function classOf(deps: AttendanceDeps, idParam: string | undefined) {
  const programId = /^\d{1,6}$/.test(idParam ?? "") ? Number(idParam) : null;
  if (programId === null) throw notFound();
  const [program, applications] = await Promise.all([
    deps.program(programId),
    classApplications(deps.applications, programId),
  ]);
  if (!program && !applications.length) throw notFound();
  const startsOn = program?.recruitment.startsOn ?? null;
  const endsOn = program?.endsOn ?? null;
  const sessions = classSessions(startsOn, endsOn, program?.weekdays ?? []);
  return {
    programId,
    title: program?.title ?? applications[0]!.programTitle,
    term: termLine(startsOn, endsOn),
    schedule: program?.schedule ?? "",
    days: sessions.kind === "dates" ? sessions.days : [],
    message: sessions.kind === "unknown" ? sessions.message : null,
    seated: rosterOrder(applications, new Map()).seated,
  };
}

/** The staff page: one session's seated people and their marks, recorded as a list read. */
export async function sessionAttendance(
  deps: AttendanceDeps,
  idParam: string | undefined,
  dayParam: string | null,
  now = new Date(),
): Promise<SessionAttendance> {
  const { seated, ...klass } = await classOf(deps, idParam);
  if (dayParam !== null && !klass.days.includes(dayParam))
    throw data({ message: ATTENDANCE_MESSAGES.badDay }, { status: 404 });
  const day = dayParam ?? defaultSession(klass.days, seoulDay(now));
  const marks = day
    ? (await deps.attendance.listForProgram(klass.programId)).filter((m) => m.day === day)
    : [];
  const markOf = new Map(marks.map((m) => [m.applicationId, m.mark]));
  // Without a session to mark (a class without dates) nobody is shown, and nobody named.
  const shown = day ? seated : [];
  for (let i = 0; i === 0 || i < shown.length; i += MAX_SUBJECTS)
    await deps.record({
      action: "list",
      target: "applications",
      subjects: shown.slice(i, i + MAX_SUBJECTS).map((a) => a.id),
      detail: `출결 · 프로그램 ${klass.programId}${day ? ` · ${day}` : ""}`,
    });
  const people = shown.map((a: Application) => ({
    id: a.id,
    number: a.number,
    name: a.name,
    mark: markOf.get(a.id) ?? null,
  }));
  return {
    ...klass,
    day,
    people,
    counts: countMarks(people.flatMap((p) => (p.mark ? [{ mark: p.mark }] : []))),
  };
}

export type SaveOutcome =
  { ok: true; day: string } | { ok: false; status: 400 | 404; message: string };

/** Saves one session's marks; every person must be seated in this class, the day one of its sessions. */
export async function saveAttendance(
  deps: AttendanceDeps,
  idParam: string | undefined,
  formData: FormData,
  admin: Admin,
  now = new Date(),
): Promise<SaveOutcome> {
  const { seated, programId, days } = await classOf(deps, idParam);
  const parsed = parseAttendanceForm(formData);
  if (!parsed.ok) return { ok: false, status: 400, message: parsed.message };
  if (!days.includes(parsed.day))
    return { ok: false, status: 400, message: ATTENDANCE_MESSAGES.badDay };
  const seatedIds = new Set(seated.map((a) => a.id));
  if (parsed.marks.some((m) => !seatedIds.has(m.applicationId)))
    return { ok: false, status: 400, message: ATTENDANCE_MESSAGES.notSeated };
  const ids = parsed.marks.map((m) => m.applicationId);
  for (let i = 0; i < ids.length; i += MAX_SUBJECTS)
    await deps.record({
      action: "change",
      target: "applications",
      subjects: ids.slice(i, i + MAX_SUBJECTS),
      detail: `출결 입력 · ${parsed.day}`,
    });
  await deps.attendance.record(
    parsed.marks.map((m) => ({
      ...m,
      programId,
      day: parsed.day,
      recordedByUid: admin.uid,
      recordedByName: staffName(admin),
    })),
    now,
  );
  return { ok: true, day: parsed.day };
}
