import { describe, expect, it } from "vitest";
import { recruitmentBadge } from "~/domain/recruitment-badge";

describe("recruitment badge", () => {
  it("says 모집중, D-n, D-day, 대기접수, 모집예정 or 마감", () => {
    expect(recruitmentBadge({ phase: "open", daysLeft: null })).toEqual({
      label: "모집중",
      tone: "open",
      spoken: null,
    });
    expect(recruitmentBadge({ phase: "open", daysLeft: 3 })).toEqual({
      label: "D-3",
      tone: "closing",
      spoken: "모집 마감 3일 전",
    });
    expect(recruitmentBadge({ phase: "open", daysLeft: 0 })).toEqual({
      label: "D-day",
      tone: "closing",
      spoken: "오늘 모집 마감",
    });
    expect(recruitmentBadge({ phase: "upcoming", daysLeft: null }).label).toBe("모집예정");
    for (const phase of ["closed", "ended"] as const)
      expect(recruitmentBadge({ phase, daysLeft: null }).label).toBe("마감");
  });

  it("reads a full class out as taking its waiting list, with or without days left", () => {
    for (const daysLeft of [2, null])
      expect(recruitmentBadge({ phase: "full", daysLeft })).toEqual({
        label: "대기접수",
        tone: "closing",
        spoken: "정원 마감, 대기 접수 중",
      });
  });
});
