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

  it("makes one card per class object: the same class gives the same card, a re-judged one a new card", () => {
    const card = toProgramCard(DRUM_CLASS);
    expect(toProgramCard(DRUM_CLASS)).toBe(card);
    const full = { ...DRUM_CLASS, recruitment: { ...DRUM_CLASS.recruitment, seatsTaken: 10 } };
    expect(toProgramCard(full)).not.toBe(card);
    expect(toProgramCard(full).seats).toBe("정원 10명 · 잔여 없음 · 대기 0명");
  });
});
