import { describe, expect, it } from "vitest";
import { APPLICATION_STATUSES } from "./application";
import {
  FIGURE_LABELS,
  liveApplicants,
  tallyProgramFigures,
  totalFigures,
} from "./application-figures";

describe("application figures", () => {
  it("counts each status as what it is: seats, waiting, cancelled, and all received", () => {
    const figures = tallyProgramFigures([
      { programId: 16, status: "접수", count: 1 },
      { programId: 16, status: "확정", count: 1 },
      { programId: 16, status: "취소", count: 2 },
      { programId: 16, status: "대기", count: 1 },
      { programId: 7, status: "취소", count: 1 },
    ]);
    expect(figures).toEqual([
      { programId: 7, received: 1, seated: 0, waiting: 0, cancelled: 1 },
      { programId: 16, received: 5, seated: 2, waiting: 1, cancelled: 2 },
    ]);
    expect(figures.map(liveApplicants)).toEqual([0, 3]);
    expect(totalFigures(figures)).toEqual({ received: 6, seated: 2, waiting: 1, cancelled: 3 });
    expect(totalFigures([])).toEqual({ received: 0, seated: 0, waiting: 0, cancelled: 0 });
  });
});

describe("the dashboard's words for the figures", () => {
  it("never names a figure with a bare status, so 받은 신청 is not read as the seats of 접수", () => {
    const statuses = new Set<string>(APPLICATION_STATUSES);
    for (const { card, column } of Object.values(FIGURE_LABELS)) {
      expect(statuses.has(card)).toBe(false);
      expect(statuses.has(column)).toBe(false);
    }
    expect(FIGURE_LABELS.received.column).toBe("받은 신청");
  });
});
