// One class's people for the printed 수강생 명단 and 출석부: the seated, then the waiting line (in
// the admin list's order), with the staff memos, and the class's sessions from its dates. Every
// person shown is named in the access record (decisions 206 and 240).
import { data } from "@remix-run/node";
import { MAX_SUBJECTS } from "~/domain/access-records";
import type { AccessEntry } from "~/services/access-records.server";
import { classSessions, rosterOrder, type Sessions } from "~/domain/class-roster";
import { termLine } from "~/domain/class-facts";
import type { ProgramDetail } from "~/content/types";
import {
  MAX_PAGE_SIZE,
  type Application,
  type ApplicationStore,
} from "~/records/applications/contract";
import type { StaffNoteStore } from "~/records/staff-notes/contract";
import { waitingPlaces } from "~/services/waiting-places.server";

export const CLASS_ROSTER_MESSAGES = {
  notFound: "프로그램을 찾을 수 없습니다.",
} as const;

export type RosterPerson = {
  id: string;
  number: number;
  name: string;
  phone: string;
  status: Application["status"];
  waitingPlace: number | null;
  memos: string[];
};

export type ClassRoster = {
  programId: number;
  title: string;
  term: string | null;
  schedule: string;
  seated: RosterPerson[];
  waiting: RosterPerson[];
  sessions: Sessions;
};

/** What a class's roster and attendance pages read of the class. */
export type RosterProgram = Pick<
  ProgramDetail,
  "title" | "schedule" | "weekdays" | "endsOn" | "recruitment"
>;

/** The stores and content it reads, and the access record it writes (the route's). */
export type ClassRosterDeps = {
  applications: ApplicationStore;
  staffNotes: StaffNoteStore;
  program: (id: number) => Promise<RosterProgram | null>;
  record: (entry: AccessEntry) => Promise<void>;
};

/** Every application of the class, all pages of the store's list. */
export async function classApplications(
  records: ApplicationStore,
  programId: number,
): Promise<Application[]> {
  const all: Application[] = [];
  for (let page = 1; ; page++) {
    const result = await records.list({ programId }, { page, pageSize: MAX_PAGE_SIZE });
    all.push(...result.items);
    if (result.items.length < MAX_PAGE_SIZE || all.length >= result.total) return all;
  }
}

/** The class's roster (404 in Korean for an id no class or application has), recorded as a list. */
export async function classRoster(
  deps: ClassRosterDeps,
  idParam: string | undefined,
  detail: string,
): Promise<ClassRoster> {
  const programId = /^\d{1,6}$/.test(idParam ?? "") ? Number(idParam) : null;
  if (programId === null) throw data({ message: CLASS_ROSTER_MESSAGES.notFound }, { status: 404 });
  const [program, applications] = await Promise.all([
    deps.program(programId),
    classApplications(deps.applications, programId),
  ]);
  // A class taken off the site keeps its people: its title is the one they applied under.
  if (!program && !applications.length)
    throw data({ message: CLASS_ROSTER_MESSAGES.notFound }, { status: 404 });
  const [places, notes] = await Promise.all([
    waitingPlaces(applications, deps.applications),
    deps.staffNotes.listFor(
      "application",
      applications.map((a) => a.id),
    ),
  ]);
  const { seated, waiting } = rosterOrder(applications, places);
  const person = (a: Application): RosterPerson => ({
    id: a.id,
    number: a.number,
    name: a.name,
    phone: a.phone,
    status: a.status,
    waitingPlace: places.get(a.id) ?? null,
    memos: notes.filter((n) => n.subjectId === a.id).map((n) => n.text),
  });
  const shown = [...seated, ...waiting];
  // An entry keeps MAX_SUBJECTS ids: a longer class is recorded in as many entries.
  for (let i = 0; i === 0 || i < shown.length; i += MAX_SUBJECTS)
    await deps.record({
      action: "list",
      target: "applications",
      subjects: shown.slice(i, i + MAX_SUBJECTS).map((a) => a.id),
      detail,
    });
  const startsOn = program?.recruitment.startsOn ?? null;
  const endsOn = program?.endsOn ?? null;
  return {
    programId,
    title: program?.title ?? applications[0]!.programTitle,
    term: termLine(startsOn, endsOn),
    schedule: program?.schedule ?? "",
    seated: seated.map(person),
    waiting: waiting.map(person),
    sessions: classSessions(startsOn, endsOn, program?.weekdays ?? []),
  };
}
