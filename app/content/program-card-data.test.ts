import { describe, expect, it } from "vitest";
import { toProgramCard } from "./program-card-data";
import { DRUM_CLASS, DRUM_CLASS_SHOWN } from "./program-card.test-support";

describe("class card data", () => {
  it("keeps what the card shows and drops the rest, its facts written out", () => {
    expect(toProgramCard(DRUM_CLASS)).toEqual({
      ...DRUM_CLASS_SHOWN,
      recruitment: { phase: "open", daysLeft: 3 },
      term: "12월 7일 ~ 2월 22일",
      audience: "성인",
      seats: "정원 10명 · 잔여 6명 · 대기 0명",
    });
  });
});
