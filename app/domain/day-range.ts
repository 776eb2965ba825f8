// The admin lists' date filter (신청일, 기간): two Seoul calendar days from the query string, both
// inclusive, and the instants a store compares with.
import { afterSeoulDay, isCalendarDay, seoulDayStart } from "~/domain/seoul-time";

export const DAY_RANGE_MESSAGES = {
  badDate: "날짜를 YYYY-MM-DD 형식으로 입력해주세요.",
  badRange: "시작일이 종료일보다 늦습니다.",
} as const;

export type DayRange = {
  /** `YYYY-MM-DD`, Seoul days, both inclusive. */
  from?: string;
  to?: string;
};

/** `from` and `to` of the query string; a day that is not one is dropped and reported, never a 500. */
export function parseDayRange(searchParams: URLSearchParams): {
  range: DayRange;
  problems: string[];
} {
  const range: DayRange = {};
  const problems = new Set<string>();
  for (const key of ["from", "to"] as const) {
    const value = (searchParams.get(key) ?? "").trim();
    if (!value) continue;
    if (isCalendarDay(value)) range[key] = value;
    else problems.add(DAY_RANGE_MESSAGES.badDate);
  }
  if (range.from && range.to && range.from > range.to) {
    problems.add(DAY_RANGE_MESSAGES.badRange);
    delete range.to;
  }
  return { range, problems: [...problems] };
}

/** The store's bounds: [from 00:00, the day after `to` 00:00) in Seoul. */
export function dayRangeBounds({ from, to }: DayRange): { from?: Date; to?: Date } {
  return {
    from: from ? seoulDayStart(from) : undefined,
    to: to ? afterSeoulDay(to) : undefined,
  };
}
