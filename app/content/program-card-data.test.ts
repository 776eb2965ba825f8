import { describe, expect, it } from "vitest";
import { toProgramCard } from "./program-card-data";
import type { ProgramSummary } from "./types";

describe("class card data", () => {
  it("keeps what the card shows and drops the rest, its facts written out", () => {
    // What the card shows as the class has it.
    const shown = {
      id: 7,
      category: "music",
      title: "신나는 드럼 교실",
      description: "리듬",
      price: "무료",
      schedule: "매주 월 18:00",
      location: "청라",
      image: { src: "/a.svg", width: 800, height: 600, alt: "드럼" },
    } satisfies Partial<ProgramSummary>;
    const program: ProgramSummary = {
      ...shown,
      weekdays: ["mon"],
      audience: "adult",
      audienceNote: "직장인",
      endsOn: "2027-02-22",
      isClosed: false,
      recruitment: {
        status: "open",
        opensOn: null,
        closesOn: "2026-12-01",
        capacity: 10,
        markedClosed: false,
        startsOn: "2026-12-07",
        cancelUntil: null,
        phase: "open",
        isClosed: false,
        daysLeft: 3,
        seatsTaken: 4,
        waiting: 0,
      },
      instructor: "강사",
      isFeatured: true,
    };
    expect(toProgramCard(program)).toEqual({
      ...shown,
      recruitment: { phase: "open", daysLeft: 3 },
      term: "12월 7일 ~ 2월 22일",
      audience: "성인",
      seats: "정원 10명 · 잔여 6명 · 대기 0명",
    });
  });
});
