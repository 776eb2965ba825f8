import { describe, expect, it } from "vitest";
import {
  classSessions,
  MAX_SESSIONS,
  ROSTER_MESSAGES,
  rosterOrder,
  sessionLabel,
  sessionPages,
} from "./class-roster";

describe("classSessions", () => {
  it("lists every day from 개강일 to 종강일 on the class's weekdays, both ends included", () => {
    // 2027-03-02 is a Tuesday; 2027-03-11 a Thursday.
    expect(classSessions("2027-03-02", "2027-03-11", ["tue", "thu"])).toEqual({
      kind: "dates",
      days: ["2027-03-02", "2027-03-04", "2027-03-09", "2027-03-11"],
      truncated: false,
    });
  });

  it("crosses month and year ends and a leap day on the calendar, not a clock", () => {
    const result = classSessions("2027-12-27", "2028-03-01", ["mon"]);
    expect(result.kind === "dates" && result.days.slice(0, 2)).toEqual([
      "2027-12-27",
      "2028-01-03",
    ]);
    expect(classSessions("2028-02-28", "2028-03-01", ["tue"])).toMatchObject({
      days: ["2028-02-29"],
    });
  });

  it("is cut at the cap and says so", () => {
    const result = classSessions("2027-01-01", "2031-12-31", ["mon", "tue", "wed", "thu", "fri"]);
    expect(result).toMatchObject({ kind: "dates", truncated: true });
    expect(result.kind === "dates" && result.days.length).toBe(MAX_SESSIONS);
  });

  it("has a Korean message instead of dates when 개강일, 종강일 or the weekdays are missing", () => {
    for (const [start, end, days] of [
      [null, "2027-03-11", ["tue"]],
      ["2027-03-02", null, ["tue"]],
      ["2027-03-02", "2027-03-11", []],
      ["2027-02-30", "2027-03-11", ["tue"]],
    ] as const)
      expect(classSessions(start, end, days)).toEqual({
        kind: "unknown",
        message: ROSTER_MESSAGES.noDates,
      });
    expect(classSessions("2027-03-11", "2027-03-02", ["tue"])).toEqual({
      kind: "unknown",
      message: ROSTER_MESSAGES.endsBeforeStart,
    });
  });

  it("is empty when no day in the span falls on the weekdays", () => {
    expect(classSessions("2027-03-02", "2027-03-02", ["mon"])).toEqual({
      kind: "dates",
      days: [],
      truncated: false,
    });
  });
});

describe("sessionLabel", () => {
  it("writes a session as month/day(weekday)", () => {
    expect(sessionLabel("2027-03-05")).toBe("3/5(금)");
    expect(sessionLabel("2027-12-26")).toBe("12/26(일)");
  });
});

describe("sessionPages", () => {
  it("cuts the sessions into pages of the given width, the last one filled with blanks", () => {
    const days = Array.from({ length: 30 }, (_, i) => `d${i}`);
    const pages = sessionPages(days, 14);
    expect(pages.map((p) => p.length)).toEqual([14, 14, 14]);
    expect(pages[2]!.slice(0, 3)).toEqual(["d28", "d29", null]);
    expect(sessionPages(days.slice(0, 14), 14)).toHaveLength(1);
  });

  it("gives one page of blank columns when no dates are known", () => {
    expect(sessionPages([], 5)).toEqual([[null, null, null, null, null]]);
  });
});

describe("rosterOrder", () => {
  const a = (id: string, number: number, status: "접수" | "확정" | "대기" | "취소") => ({
    id,
    number,
    status,
  });

  it("puts the seated by 신청번호 first, then the waiting in their line's order, without the cancelled", () => {
    const { seated, waiting } = rosterOrder(
      [
        a("w2", 3, "대기"),
        a("s2", 5, "확정"),
        a("c", 2, "취소"),
        a("s1", 1, "접수"),
        a("w1", 7, "대기"),
      ],
      new Map([
        ["w1", 1],
        ["w2", 2],
      ]),
    );
    expect(seated.map((x) => x.id)).toEqual(["s1", "s2"]);
    expect(waiting.map((x) => [x.id, x.waitingPlace])).toEqual([
      ["w1", 1],
      ["w2", 2],
    ]);
  });
});
