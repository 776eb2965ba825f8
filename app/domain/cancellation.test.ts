import { describe, expect, it } from "vitest";
import {
  applicantMayCancel,
  cancelDeadline,
  cancelDeadlineNote,
  cancelDeadlinePassed,
  lateApplicationNote,
  receiptTermsLine,
} from "./cancellation";
import { receiptWording } from "./application-receipt";
import { statusLabel } from "./application";

describe("until when an applicant may cancel", () => {
  it("takes the editor's cut-off, else the day before the class starts, else no limit", () => {
    expect(cancelDeadline({ startsOn: "2026-03-02", cancelUntil: "2026-02-25" })).toBe(
      "2026-02-25",
    );
    expect(cancelDeadline({ startsOn: "2026-03-01", cancelUntil: null })).toBe("2026-02-28");
    expect(cancelDeadline({ startsOn: null, cancelUntil: null })).toBeNull();
  });

  it("allows it through the last day in Seoul, never for a cancelled application", () => {
    // 23:30 on 28 February in Seoul (UTC: 14:30 the same day).
    expect(applicantMayCancel("접수", "2026-02-28", new Date("2026-02-28T14:30:00Z"))).toBe(true);
    // 00:30 on 1 March in Seoul (UTC: still 28 February).
    expect(applicantMayCancel("접수", "2026-02-28", new Date("2026-02-28T15:30:00Z"))).toBe(false);
    expect(applicantMayCancel("대기", null, new Date())).toBe(true);
    expect(applicantMayCancel("확정", null, new Date())).toBe(true);
    expect(applicantMayCancel("취소", null, new Date())).toBe(false);
  });

  it("says the deadline in Korean", () => {
    expect(cancelDeadlineNote("2026-03-09")).toBe("3월 9일까지 취소할 수 있습니다.");
    expect(cancelDeadlineNote(null)).toBe("");
  });
});

describe("what the applicant reads", () => {
  it("shows the place while waiting", () => {
    expect(statusLabel("대기", 3)).toBe("대기 3번");
    expect(statusLabel("접수", null)).toBe("접수");
    expect(receiptWording("대기", 2).body).toContain("대기 2번으로");
    expect(receiptWording("대기", 2).title).toBe("대기 신청이 접수되었습니다.");
    expect(receiptWording("접수", null).title).toBe("신청이 접수되었습니다.");
  });
});

describe("applying after the cancel deadline (decision 200)", () => {
  it("warns from the day after the deadline in Seoul, never without one", () => {
    const lastDay = new Date("2026-11-30T14:30:00Z"); // 23:30 on 30 November in Seoul
    const nextDay = new Date("2026-11-30T15:30:00Z"); // 00:30 on 1 December in Seoul
    expect(cancelDeadlinePassed("2026-11-30", lastDay)).toBe(false);
    expect(lateApplicationNote("2026-11-30", lastDay)).toBeNull();
    expect(cancelDeadlinePassed("2026-11-30", nextDay)).toBe(true);
    expect(lateApplicationNote("2026-11-30", nextDay)).toBe(
      "취소 마감일(11월 30일)이 지나, 지금 신청하시면 온라인으로는 취소할 수 없습니다. 취소가 필요하면 센터로 연락해주세요.",
    );
    expect(cancelDeadlinePassed(null, nextDay)).toBe(false);
    expect(lateApplicationNote(null, nextDay)).toBeNull();
  });
});

describe("the receipt's line about the class", () => {
  it("names 개강일 and the cancel deadline (the editor's, else the day before), or nothing", () => {
    expect(receiptTermsLine({ startsOn: "2026-12-01", cancelUntil: null })).toBe(
      "개강일 12월 1일 · 취소 마감 11월 30일",
    );
    expect(receiptTermsLine({ startsOn: "2026-12-01", cancelUntil: "2026-11-25" })).toBe(
      "개강일 12월 1일 · 취소 마감 11월 25일",
    );
    expect(receiptTermsLine({ startsOn: null, cancelUntil: "2026-11-25" })).toBe(
      "취소 마감 11월 25일",
    );
    expect(receiptTermsLine({ startsOn: null, cancelUntil: null })).toBeNull();
  });
});
