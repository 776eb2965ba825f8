import { describe, expect, it } from "vitest";
import {
  formatSeoulDate,
  formatSeoulDateTime,
  formatSeoulLongDateTime,
  formatMonthDay,
  formatSeoulMonthDayTime,
  isCalendarDay,
  NO_DATE,
  seoulDateParts,
  seoulDay,
  seoulDayStart,
  seoulInstant,
  zoneDateParts,
} from "./seoul-time";

// 23:30 UTC on 31 December is already 08:30 on 1 January in Seoul.
const NEW_YEAR_MORNING = "2025-12-31T23:30:00.000Z";
// 05:05 UTC is 14:05 in Seoul.
const AFTERNOON = "2026-11-23T05:05:00.000Z";

describe("Seoul-time formatters", () => {
  it("show the Seoul calendar day, not the server's", () => {
    expect(formatSeoulDate(NEW_YEAR_MORNING)).toBe("2026. 01. 01.");
    expect(seoulDay(NEW_YEAR_MORNING)).toBe("2026-01-01");
    expect(seoulDay(new Date(NEW_YEAR_MORNING))).toBe("2026-01-01");
  });

  it("format the admin, sentence and ranking forms", () => {
    expect(formatSeoulDateTime(AFTERNOON)).toBe("2026. 11. 23. 14:05");
    expect(formatSeoulLongDateTime(AFTERNOON)).toBe("2026년 11월 23일 오후 2:05");
    expect(formatSeoulMonthDayTime(AFTERNOON)).toBe("11월 23일 오후 2:05");
    expect(formatSeoulDateTime("2026-11-22T15:00:00.000Z")).toBe("2026. 11. 23. 00:00");
  });

  it("show a dash for a missing or unreadable date instead of throwing", () => {
    for (const format of [
      formatSeoulDate,
      formatSeoulDateTime,
      formatSeoulLongDateTime,
      formatSeoulMonthDayTime,
      seoulDay,
    ]) {
      expect(format(null)).toBe(NO_DATE);
      expect(format(undefined)).toBe(NO_DATE);
      expect(format("")).toBe(NO_DATE);
      expect(format("not a date")).toBe(NO_DATE);
    }
  });
});

describe("Seoul wall-clock conversions", () => {
  it("read the Seoul fields of an instant", () => {
    expect(seoulDateParts(new Date("2025-12-31T23:30:15.250Z"))).toEqual({
      year: 2026,
      month: 1,
      day: 1,
      hour: 8,
      minute: 30,
      second: 15,
      millisecond: 250,
    });
  });

  it("agree with the time-zone database at every hour across years and month ends", () => {
    const step = 7 * 86_400_000 + 3_600_000 + 1_234;
    for (let time = Date.UTC(1988, 9, 1); time < Date.UTC(2031, 0, 1); time += step) {
      const date = new Date(time);
      expect(seoulDateParts(date), date.toISOString()).toEqual(zoneDateParts(date));
    }
  });

  it("turn a Seoul wall-clock time and a Seoul day back into instants", () => {
    expect(seoulInstant(2026, 1, 1, [8, 30]).toISOString()).toBe(NEW_YEAR_MORNING);
    expect(seoulDayStart("2026-03-01").toISOString()).toBe("2026-02-28T15:00:00.000Z");
    expect(seoulDay(seoulDayStart("2026-03-01"))).toBe("2026-03-01");
  });
});

describe("calendar days", () => {
  it("accepts real YYYY-MM-DD days only", () => {
    expect(isCalendarDay("2028-02-29")).toBe(true);
    for (const bad of ["2026-02-29", "2026-13-01", "2026-3-1", "2026-03-01T00:00", "", "abc"])
      expect(isCalendarDay(bad)).toBe(false);
  });

  it("reads a day as people say it", () => {
    expect(formatMonthDay("2026-03-02")).toBe("3월 2일");
    expect(formatMonthDay("2026-12-25")).toBe("12월 25일");
  });
});

describe("seoulIsoDateTime (the CSV export)", () => {
  it("writes ISO 8601 with Seoul's offset, turning over at Seoul's midnight", async () => {
    const { seoulIsoDateTime } = await import("./seoul-time");
    expect(seoulIsoDateTime("2025-03-01T01:00:00.000Z")).toBe("2025-03-01T10:00:00+09:00");
    expect(seoulIsoDateTime(new Date("2025-12-31T15:00:05Z"))).toBe("2026-01-01T00:00:05+09:00");
    expect(seoulIsoDateTime(null)).toBe("");
    expect(seoulIsoDateTime("not a date")).toBe("");
    // Text order is time order, so a spreadsheet sorts the column right even as text.
    const sorted = ["2025-03-02T09:00:00Z", "2025-03-01T20:00:00Z", "2025-03-01T14:59:00Z"]
      .map(seoulIsoDateTime)
      .sort();
    expect(sorted).toEqual([
      "2025-03-01T23:59:00+09:00",
      "2025-03-02T05:00:00+09:00",
      "2025-03-02T18:00:00+09:00",
    ]);
  });
});
