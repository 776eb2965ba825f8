// A class's facts as the centre states them (decision 244): 수강 기간, 요일·시간, 대상, 인원 (정원
// and 잔여), 접수 기간 and 장소, written once from the Studio's fields so the card, the class page,
// the application dialog and the receipt mail say the same thing in the same words.
import { lotteryLine } from "./lottery";
import { formatDayWithWeekday, formatMonthDay } from "./seoul-time";
import type { Recruitment } from "./recruitment";

export const WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const WEEKDAY_LABELS: Record<Weekday, string> = {
  mon: "월",
  tue: "화",
  wed: "수",
  thu: "목",
  fri: "금",
  sat: "토",
  sun: "일",
};

/** Who a class is for (대상). "all" (누구나) also answers every other choice of the /services filter. */
export const AUDIENCES = ["all", "adult", "senior", "youth", "child", "family"] as const;
export type Audience = (typeof AUDIENCES)[number];

export const AUDIENCE_LABELS: Record<Audience, string> = {
  all: "누구나",
  adult: "성인",
  senior: "어르신",
  youth: "청소년",
  child: "어린이",
  family: "가족",
};

/** "HH:MM", 00:00–23:59: a class's start and end time as the Studio stores them. */
export const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A valid "HH:MM" from a field, else null. */
export function clockTime(value: unknown): string | null {
  const time = typeof value === "string" ? value.trim() : "";
  return CLOCK_TIME.test(time) ? time : null;
}

export const isWeekday = (value: unknown): value is Weekday =>
  (WEEKDAYS as readonly unknown[]).includes(value);
export const isAudience = (value: unknown): value is Audience =>
  (AUDIENCES as readonly unknown[]).includes(value);

/** The days from the Studio's field, in week order, each once; unknown values are dropped. */
export function weekdaysOf(value: unknown): Weekday[] {
  const given = Array.isArray(value) ? value : [];
  return WEEKDAYS.filter((day) => given.includes(day));
}

const LABEL_TO_WEEKDAY = new Map(WEEKDAYS.map((day) => [WEEKDAY_LABELS[day], day]));

/**
 * The days a free-text schedule written before the day fields names ("매주 화·목 10:00"), so a
 * class not yet edited still answers the /services day filter; [] when it names none.
 */
export function weekdaysInSchedule(schedule: string): Weekday[] {
  const match = /매주\s*([월화수목금토일](?:\s*[·,/]\s*[월화수목금토일])*)(?![\uAC00-\uD7A3])/.exec(
    schedule,
  );
  if (!match) return [];
  const named = [...match[1]!].flatMap((c) => LABEL_TO_WEEKDAY.get(c) ?? []);
  return WEEKDAYS.filter((day) => named.includes(day));
}

/** "매주 화·목 10:00–11:00 (8주 과정)": the 요일·시간 fact from the day and time fields. */
export function weeklySchedule(
  days: readonly Weekday[],
  start: string | null,
  end: string | null,
  note = "",
): string {
  const time = start && end ? `${start}–${end}` : (start ?? "");
  const line = [`매주 ${days.map((d) => WEEKDAY_LABELS[d]).join("·")}`, time]
    .filter(Boolean)
    .join(" ");
  return note ? `${line} (${note})` : line;
}

/** "2027년 3월 5일(금) ~ 6월 25일(금)" (the year once when both fall in it), or "… 개강"; null when unset. */
export function termLine(startsOn: string | null, endsOn: string | null): string | null {
  if (!startsOn) return endsOn ? `${formatDayWithWeekday(endsOn)} 종강` : null;
  if (!endsOn) return `${formatDayWithWeekday(startsOn)} 개강`;
  const sameYear = startsOn.slice(0, 4) === endsOn.slice(0, 4);
  return `${formatDayWithWeekday(startsOn)} ~ ${formatDayWithWeekday(endsOn, !sameYear)}`;
}

/** The card's short 수강 기간: "3월 5일 ~ 6월 25일" or "3월 5일 개강"; null when unset. */
export function briefTermLine(startsOn: string | null, endsOn: string | null): string | null {
  if (!startsOn) return endsOn ? `${formatMonthDay(endsOn)} 종강` : null;
  return endsOn
    ? `${formatMonthDay(startsOn)} ~ ${formatMonthDay(endsOn)}`
    : `${formatMonthDay(startsOn)} 개강`;
}

/** The 접수 기간 fact; "상시 접수" when the editor set no period. */
export function applicationPeriodLine(opensOn: string | null, closesOn: string | null): string {
  if (opensOn && closesOn) {
    const sameYear = opensOn.slice(0, 4) === closesOn.slice(0, 4);
    return `${formatDayWithWeekday(opensOn)} ~ ${formatDayWithWeekday(closesOn, !sameYear)}`;
  }
  if (opensOn) return `${formatDayWithWeekday(opensOn)}부터`;
  if (closesOn) return `${formatDayWithWeekday(closesOn)}까지`;
  return "상시 접수";
}

/** "성인", or "가족 (초등 3학년 이상 자녀와 함께)" with the editor's note; null when unset. */
export function audienceLine(audience: Audience | null, note: string): string | null {
  if (!audience) return note || null;
  return note ? `${AUDIENCE_LABELS[audience]} (${note})` : AUDIENCE_LABELS[audience];
}

/**
 * The 인원 fact: "정원 20명 · 잔여 2명 · 대기 3명", "정원 20명 · 잔여 없음 · 대기 3명" when the seats
 * are taken, "정원 20명" before or after recruitment or when the seats were not counted; null
 * without a capacity.
 */
export function seatLine(
  recruitment: Pick<Recruitment, "phase" | "capacity" | "seatsTaken" | "waiting">,
): string | null {
  const { phase, capacity, seatsTaken, waiting } = recruitment;
  if (capacity === null) return null;
  if ((phase !== "open" && phase !== "full") || seatsTaken === null) return `정원 ${capacity}명`;
  const free = Math.max(0, capacity - seatsTaken);
  return [
    `정원 ${capacity}명`,
    free > 0 ? `잔여 ${free}명` : "잔여 없음",
    `대기 ${waiting ?? 0}명`,
  ].join(" · ");
}

export const CLASS_FACT_LABELS = {
  term: "수강 기간",
  when: "요일·시간",
  audience: "대상",
  seats: "인원",
  applicationPeriod: "접수 기간",
  method: "접수 방식",
  place: "장소",
} as const;
export type ClassFactKey = keyof typeof CLASS_FACT_LABELS;
export type ClassFact = { key: ClassFactKey; label: string; value: string };

/** What a class's facts are written from (a ProgramSummary carries all of it). */
export type ClassFactSource = {
  schedule: string;
  location: string;
  audience: Audience | null;
  audienceNote: string;
  endsOn: string | null;
  recruitment: Pick<
    Recruitment,
    | "phase"
    | "capacity"
    | "seatsTaken"
    | "waiting"
    | "startsOn"
    | "opensOn"
    | "closesOn"
    | "lottery"
  >;
};

/** Every fact the class has, in the order the class page lists them; unset ones are left out. */
export function classFacts(program: ClassFactSource): ClassFact[] {
  const { recruitment } = program;
  const values: Record<ClassFactKey, string | null> = {
    term: termLine(recruitment.startsOn, program.endsOn),
    when: program.schedule || null,
    audience: audienceLine(program.audience, program.audienceNote),
    seats: seatLine(recruitment),
    applicationPeriod: applicationPeriodLine(recruitment.opensOn, recruitment.closesOn),
    // Said only of a lottery (decision 270): a class without it is taken first come, as always.
    method: lotteryLine(recruitment),
    place: program.location || null,
  };
  return (Object.keys(CLASS_FACT_LABELS) as ClassFactKey[]).flatMap((key) => {
    const value = values[key];
    return value ? [{ key, label: CLASS_FACT_LABELS[key], value }] : [];
  });
}

const RECEIPT_FACTS: readonly ClassFactKey[] = ["term", "when", "method", "place"];

/** The facts a receipt mail states: what stays true after applying (not the places left). */
export function receiptFacts(program: ClassFactSource): ClassFact[] {
  return classFacts(program).filter((fact) => RECEIPT_FACTS.includes(fact.key));
}
