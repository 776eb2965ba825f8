import { describe, expect, it } from "vitest";
import { scheduleWithoutMarker } from "~/domain/program";
import {
  calendarDate,
  closedLabel,
  closedProgramMessage,
  judgeRecruitment,
  needsSeatCount,
  recruitmentTerms,
  seoulCalendarDate,
  type RecruitmentTerms,
} from "./recruitment";
import { recruitmentTermsOf as terms } from "../../tests/support/recruitment-terms";

describe("Seoul calendar dates", () => {
  it("turns over at midnight in Seoul, not in UTC", () => {
    expect(seoulCalendarDate(new Date("2026-03-09T14:59:59Z"))).toBe("2026-03-09");
    expect(seoulCalendarDate(new Date("2026-03-09T15:00:00Z"))).toBe("2026-03-10");
    expect(seoulCalendarDate(new Date("2026-12-31T15:00:00Z"))).toBe("2027-01-01");
  });

  it("reads only real YYYY-MM-DD dates", () => {
    expect(calendarDate("2026-02-28")).toBe("2026-02-28");
    expect(calendarDate("2026-02-29")).toBeNull();
    expect(calendarDate("2026-3-1")).toBeNull();
    expect(calendarDate(20260301)).toBeNull();
    expect(calendarDate(null)).toBeNull();
  });
});

describe("judgeRecruitment", () => {
  // Last day of the period is 2026-03-13 (Seoul).
  const period = terms({ opensOn: "2026-03-02", closesOn: "2026-03-13" });

  it("is open without limits, closed when the editor says so or the old marker is there", () => {
    const now = new Date("2026-03-10T03:00:00Z");
    expect(judgeRecruitment(terms(), now, null)).toMatchObject({ phase: "open", isClosed: false });
    expect(judgeRecruitment(terms({ status: "closed" }), now, null)).toMatchObject({
      phase: "closed",
      isClosed: true,
    });
    expect(judgeRecruitment(terms({ markedClosed: true }), now, null)).toMatchObject({
      phase: "closed",
      isClosed: true,
    });
  });

  it("takes applications from the first day's Seoul midnight to the end of the last day", () => {
    expect(judgeRecruitment(period, new Date("2026-03-01T14:59:59Z"), null).phase).toBe("upcoming");
    expect(judgeRecruitment(period, new Date("2026-03-01T15:00:00Z"), null).phase).toBe("open");
    expect(judgeRecruitment(period, new Date("2026-03-13T14:59:59Z"), null)).toMatchObject({
      phase: "open",
      daysLeft: 0,
    });
    expect(judgeRecruitment(period, new Date("2026-03-13T15:00:00Z"), null)).toMatchObject({
      phase: "ended",
      isClosed: true,
      daysLeft: null,
    });
  });

  it("counts D-n in Seoul calendar days", () => {
    // 23:30 on 10 March in Seoul, still 10 March: three days left, although UTC already says the 10th at 14:30.
    expect(judgeRecruitment(period, new Date("2026-03-10T14:30:00Z"), null).daysLeft).toBe(3);
    // 00:30 on 11 March in Seoul (UTC: still the 10th): two days left.
    expect(judgeRecruitment(period, new Date("2026-03-10T15:30:00Z"), null).daysLeft).toBe(2);
  });

  it("turns to the waiting list (full, still taking applications) when the seats reach the capacity", () => {
    const now = new Date("2026-03-10T03:00:00Z");
    const limited = terms({ capacity: 8 });
    expect(judgeRecruitment(limited, now, 7)).toMatchObject({ phase: "open", seatsTaken: 7 });
    expect(judgeRecruitment(limited, now, 8)).toMatchObject({ phase: "full", isClosed: false });
    expect(judgeRecruitment(limited, now, 9).phase).toBe("full");
    expect(judgeRecruitment(limited, now, null).phase).toBe("open");
    expect(judgeRecruitment(terms({ status: "closed", capacity: 8 }), now, 0).phase).toBe("closed");
  });

  it("counts seats only where a capacity could still close an open class", () => {
    const now = new Date("2026-03-10T03:00:00Z");
    expect(needsSeatCount(terms({ capacity: 8 }), now)).toBe(true);
    expect(needsSeatCount(terms(), now)).toBe(false);
    expect(needsSeatCount(terms({ capacity: 8, status: "closed" }), now)).toBe(false);
    expect(needsSeatCount(terms({ capacity: 8, closesOn: "2026-03-09" }), now)).toBe(false);
  });
});

describe("notes", () => {
  it("reads terms from raw fields and keeps the schedule free of the marker", () => {
    expect(
      recruitmentTerms({
        status: "closed",
        opensOn: "2026-03-02",
        closesOn: "bad",
        capacity: 2.5,
        startsOn: "2026-03-16",
        cancelUntil: "3월 13일",
        schedule: "매주 월 [모집마감]",
      }),
    ).toEqual({
      status: "closed",
      opensOn: "2026-03-02",
      closesOn: null,
      capacity: null,
      markedClosed: true,
      startsOn: "2026-03-16",
      cancelUntil: null,
      lottery: null,
    });
    // 추첨 (decision 270) only with a period's last day and a readable draw time.
    const lottery = { schedule: "", closesOn: "2026-03-13", method: "lottery" };
    expect(recruitmentTerms({ ...lottery, drawAt: "2026-03-14T01:00:00Z" }).lottery).toEqual({
      drawAt: "2026-03-14T01:00:00.000Z",
    });
    expect(recruitmentTerms({ ...lottery, drawAt: "언젠가" }).lottery).toBeNull();
    expect(
      recruitmentTerms({ ...lottery, closesOn: null, drawAt: "2026-03-14T01:00:00Z" }).lottery,
    ).toBeNull();
    expect(scheduleWithoutMarker("매주 월  [모집마감] 18:00")).toBe("매주 월 18:00");
  });
});

describe("closedLabel (the dialog's and /apply's word for a class that cannot be chosen)", () => {
  const period = terms({ opensOn: "2026-03-02", closesOn: "2026-03-13" });
  it("says when it opens before the period, 마감 after it or when closed, nothing while open or full", () => {
    const at = (iso: string, taken: number | null = null, t = period) =>
      closedLabel(judgeRecruitment(t, new Date(iso), taken));
    expect(at("2026-02-20T03:00:00Z")).toBe("모집 예정 (3월 2일부터 신청)");
    expect(at("2026-03-10T03:00:00Z")).toBeNull();
    expect(at("2026-03-20T03:00:00Z")).toBe("마감");
    expect(at("2026-03-10T03:00:00Z", null, terms({ status: "closed" }))).toBe("마감");
    expect(at("2026-03-10T03:00:00Z", 5, terms({ capacity: 5 }))).toBeNull(); // the waiting list
  });
});

describe("closedProgramMessage (the API's, /apply's and the class page's answer for a closed class)", () => {
  const message = (iso: string, t: RecruitmentTerms) =>
    closedProgramMessage(judgeRecruitment(t, new Date(iso), null), "모집이 마감된 프로그램입니다.");
  it("names the opening day in Seoul before the period, and the closed message otherwise", () => {
    const december = terms({ opensOn: "2026-12-01", closesOn: "2026-12-20" });
    // 30 November 23:59 in Seoul is still before the period; 0:00 on 1 December opens it.
    expect(message("2026-11-30T14:59:00Z", december)).toBe("모집 예정 (12월 1일부터 신청)");
    expect(message("2026-12-21T03:00:00Z", december)).toBe("모집이 마감된 프로그램입니다.");
    expect(
      message("2026-11-20T03:00:00Z", terms({ status: "closed", opensOn: "2026-12-01" })),
    ).toBe("모집이 마감된 프로그램입니다.");
  });
});
