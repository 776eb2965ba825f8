import { describe, expect, it } from "vitest";
import { liveApplicants, tallyProgramFigures, totalFigures } from "./application-figures";

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
