// A class's 수강생 명단 and 출석부 (printed by staff): who is seated, then who waits in line, and
// the class's sessions as the days from 개강일 to 종강일 that fall on its weekdays (Seoul calendar).
import { formatDayWithWeekday, isCalendarDay } from "./seoul-time";
import { WEEKDAYS, type Weekday } from "./class-facts";
import { WAITING_STATUS, type ApplicationStatus } from "./application";
import { SEAT_HOLDING_STATUSES } from "./recruitment";

/** More sessions than any class has; a longer span is cut here rather than printed as pages of days. */
export const MAX_SESSIONS = 200;

/** The 출석부's columns per printed page (A4 landscape). */
export const SESSIONS_PER_PAGE = 14;

export type Sessions =
  { kind: "dates"; days: string[]; truncated: boolean } | { kind: "unknown"; message: string };

export const ROSTER_MESSAGES = {
  noDates:
    "개강일·종강일 또는 수업 요일이 정해지지 않아 수업 날짜를 정할 수 없습니다. 스튜디오에서 프로그램의 개강일, 종강일, 요일을 입력하면 날짜가 채워집니다. 아래 표의 날짜 자리에 직접 적어 쓰세요.",
  endsBeforeStart:
    "종강일이 개강일보다 앞서 있어 수업 날짜를 정할 수 없습니다. 스튜디오에서 날짜를 고쳐주세요.",
  noSessions: "개강일부터 종강일 사이에 수업 요일에 해당하는 날이 없습니다.",
  truncated: `수업 날짜가 ${MAX_SESSIONS}회를 넘어 앞의 ${MAX_SESSIONS}회만 표시합니다.`,
} as const;

// Monday = 0, as WEEKDAYS is ordered; a calendar day's weekday needs no time zone (it is a Seoul day).
function weekdayOf(day: string): Weekday {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return WEEKDAYS[(new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7]!;
}

function nextDay(day: string): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** The class's sessions: every day from `startsOn` to `endsOn` (inclusive) on one of `weekdays`. */
export function classSessions(
  startsOn: string | null,
  endsOn: string | null,
  weekdays: readonly Weekday[],
): Sessions {
  if (
    !startsOn ||
    !endsOn ||
    !isCalendarDay(startsOn) ||
    !isCalendarDay(endsOn) ||
    !weekdays.length
  )
    return { kind: "unknown", message: ROSTER_MESSAGES.noDates };
  if (endsOn < startsOn) return { kind: "unknown", message: ROSTER_MESSAGES.endsBeforeStart };
  const days: string[] = [];
  for (let day = startsOn; day <= endsOn; day = nextDay(day)) {
    if (!weekdays.includes(weekdayOf(day))) continue;
    if (days.length === MAX_SESSIONS) return { kind: "dates", days, truncated: true };
    days.push(day);
  }
  return { kind: "dates", days, truncated: false };
}

/** "3/5(금)": a session's column head. */
export function sessionLabel(day: string): string {
  const weekday = formatDayWithWeekday(day).slice(-3);
  return `${Number(day.slice(5, 7))}/${Number(day.slice(8, 10))}${weekday}`;
}

/**
 * The sessions cut into printed pages of `size` columns, the last page filled up with blank
 * columns (for a make-up class, and so every page's columns are as wide); one page of blanks
 * when no dates are known.
 */
export function sessionPages(
  days: readonly string[],
  size = SESSIONS_PER_PAGE,
): (string | null)[][] {
  const pages: (string | null)[][] = [];
  for (let i = 0; i < Math.max(days.length, 1); i += size) {
    const page: (string | null)[] = days.slice(i, i + size);
    while (page.length < size) page.push(null);
    pages.push(page);
  }
  return pages;
}

type RosterEntry = { id: string; number: number; status: ApplicationStatus };

/**
 * The 명단's order: the seated (접수·확정) by 신청번호, then those waiting in their line's order
 * (`waitingPlaces`, as the admin list counts it); the cancelled are left out.
 */
export function rosterOrder<T extends RosterEntry>(
  applications: readonly T[],
  waitingPlaces: ReadonlyMap<string, number>,
): { seated: T[]; waiting: (T & { waitingPlace: number })[] } {
  const seated = applications
    // Not a lottery's entry before its draw (추첨): it holds no seat (decision 270).
    .filter((a) => (SEAT_HOLDING_STATUSES as readonly string[]).includes(a.status))
    .sort((a, b) => a.number - b.number);
  const waiting = applications
    .filter((a) => a.status === WAITING_STATUS)
    .map((a) => ({ ...a, waitingPlace: waitingPlaces.get(a.id) ?? Number.MAX_SAFE_INTEGER }))
    .sort((a, b) => a.waitingPlace - b.waitingPlace || a.number - b.number);
  return { seated, waiting };
}
