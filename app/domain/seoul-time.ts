// Dates and times as the centre's visitors and staff read them: Korean formats in Asia/Seoul,
// whatever the server's or the browser's zone (so the server's HTML and the hydrated page agree).
// Every date shown to people or written into a mail goes through one of these formatters.
export const SEOUL_TIME_ZONE = "Asia/Seoul";

/** Korea has kept UTC+9 without daylight saving since 1988. */
const SEOUL_OFFSET_HOURS = 9;

/**
 * A formatter made on first use: a page pays only for the formats it shows, and a bundle that
 * imports one formatter leaves the others out (the pure mark lets the bundler drop unused ones).
 */
function lazyFormatter(...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
  let made: Intl.DateTimeFormat | undefined;
  return () => (made ??= new Intl.DateTimeFormat(...args));
}

const dateFormat = /* @__PURE__ */ lazyFormatter("ko-KR", {
  timeZone: SEOUL_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});
const dateTimeFormat = /* @__PURE__ */ lazyFormatter("ko-KR", {
  timeZone: SEOUL_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});
const longDateTimeFormat = /* @__PURE__ */ lazyFormatter("ko-KR", {
  timeZone: SEOUL_TIME_ZONE,
  dateStyle: "long",
  timeStyle: "short",
});
const monthDayTimeFormat = /* @__PURE__ */ lazyFormatter("ko-KR", {
  timeZone: SEOUL_TIME_ZONE,
  month: "long",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
});
const dayFormat = /* @__PURE__ */ lazyFormatter("en-CA", { timeZone: SEOUL_TIME_ZONE });
const partsFormat = /* @__PURE__ */ lazyFormatter("en-CA", {
  timeZone: SEOUL_TIME_ZONE,
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
  hourCycle: "h23",
});

type Instant = string | Date | null | undefined;

/** What a missing or unreadable date shows as. */
export const NO_DATE = "-";

function format(formatter: () => Intl.DateTimeFormat, instant: Instant): string {
  if (!instant) return NO_DATE;
  const date = instant instanceof Date ? instant : new Date(instant);
  return Number.isNaN(date.getTime()) ? NO_DATE : formatter().format(date);
}

/** "2026. 11. 23." — the compact form lists and boards use. */
export const formatSeoulDate = (instant: Instant) => format(dateFormat, instant);

/** "2026. 11. 23. 14:05" — the admin screens. */
export const formatSeoulDateTime = (instant: Instant) => format(dateTimeFormat, instant);

/** "2026년 11월 23일 오후 2:05" — sentences: mails, the CSV export, my page. */
export const formatSeoulLongDateTime = (instant: Instant) => format(longDateTimeFormat, instant);

/** "11월 23일 오후 2:05" — a recent moment within the year (the ranking's "as of"), timed as the long form. */
export const formatSeoulMonthDayTime = (instant: Instant) => format(monthDayTimeFormat, instant);

/** "2026-11-23": the Seoul calendar day, for <time dateTime>, file names and comparisons. */
export const seoulDay = (instant: Instant) => format(dayFormat, instant);

/**
 * "2026-11-23T14:05:00+09:00": ISO 8601 in Seoul time, for files staff sort and filter (the CSV
 * export): it sorts as text in time order and spreadsheets read it as a date.
 */
export function seoulIsoDateTime(instant: Instant): string {
  if (!instant) return "";
  const date = instant instanceof Date ? instant : new Date(instant);
  if (Number.isNaN(date.getTime())) return "";
  const p = seoulDateParts(date);
  const two = (n: number) => String(n).padStart(2, "0");
  return `${p.year}-${two(p.month)}-${two(p.day)}T${two(p.hour)}:${two(p.minute)}:${two(p.second)}+09:00`;
}

/** Korea's last daylight-saving time ended here; since then Seoul is always UTC+9. */
const FIXED_OFFSET_SINCE = Date.UTC(1988, 9, 9);

/** The Seoul wall-clock fields of an instant (arithmetic since 1988: pages ask per class and request). */
export function seoulDateParts(date: Date) {
  const time = date.getTime();
  if (time >= FIXED_OFFSET_SINCE) {
    const seoul = new Date(time + SEOUL_OFFSET_HOURS * 3_600_000);
    return {
      year: seoul.getUTCFullYear(),
      month: seoul.getUTCMonth() + 1,
      day: seoul.getUTCDate(),
      hour: seoul.getUTCHours(),
      minute: seoul.getUTCMinutes(),
      second: seoul.getUTCSeconds(),
      millisecond: seoul.getUTCMilliseconds(),
    };
  }
  return zoneDateParts(date);
}

/** The Seoul wall-clock fields of an instant as the time-zone database reads them (any year, slower). */
export function zoneDateParts(date: Date) {
  const parts = Object.fromEntries(
    partsFormat()
      .formatToParts(date)
      .map((p) => [p.type, Number(p.value)]),
  ) as Record<string, number>;
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
    millisecond: date.getUTCMilliseconds(),
  };
}

/** The instant of a Seoul wall-clock time. */
export function seoulInstant(year: number, month: number, day: number, time: number[] = []): Date {
  const [hour = 0, minute = 0, second = 0, ms = 0] = time;
  return new Date(Date.UTC(year, month - 1, day, hour - SEOUL_OFFSET_HOURS, minute, second, ms));
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a real `YYYY-MM-DD` calendar day ("2026-02-29" is not). */
export function isCalendarDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** "3월 2일" from a `YYYY-MM-DD` day (application periods). */
export function formatMonthDay(day: string): string {
  const [, m, d] = day.split("-").map(Number) as [number, number, number];
  return `${m}월 ${d}일`;
}

/** Midnight in Seoul at the start of a `YYYY-MM-DD` day. */
export function seoulDayStart(day: string): Date {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return seoulInstant(y, m, d);
}

/** The day after a `YYYY-MM-DD` day, at midnight in Seoul: when that whole day has passed. */
export const afterSeoulDay = (day: string) =>
  new Date(seoulDayStart(day).getTime() + 24 * 60 * 60 * 1000);

const WEEKDAY_NAMES = ["일", "월", "화", "수", "목", "금", "토"] as const;

/** "2027년 3월 5일(금)", or "3월 5일(금)" with `withYear` false, from a `YYYY-MM-DD` day (a class's dates). */
export function formatDayWithWeekday(day: string, withYear = true): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const weekday = WEEKDAY_NAMES[new Date(Date.UTC(y, m - 1, d)).getUTCDay()];
  return `${withYear ? `${y}년 ` : ""}${m}월 ${d}일(${weekday})`;
}
