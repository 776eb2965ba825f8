import { describe, expect, it } from "vitest";
import {
  briefLotteryLine,
  drawIsDue,
  drawOrder,
  lotteryLine,
  lotteryResult,
  mayDrawByHand,
  periodEndsAt,
  placesOf,
  ticketsOf,
} from "./lottery";
import { lotteryResultMail } from "./lottery-mail";

const terms = { closesOn: "2027-06-30", lottery: { drawAt: "2027-07-01T01:00:00.000Z" } };

describe("the lottery's rules", () => {
  it("closes the period at the end of its last Seoul day; the schedule draws at its time, staff once closed", () => {
    expect(periodEndsAt("2027-06-30").toISOString()).toBe("2027-06-30T15:00:00.000Z");
    expect(mayDrawByHand(terms, new Date("2027-06-30T14:59:59Z"))).toBe(false);
    expect(mayDrawByHand(terms, new Date("2027-06-30T15:00:00Z"))).toBe(true);
    expect(drawIsDue(terms, new Date("2027-06-30T15:00:00Z"))).toBe(false);
    expect(drawIsDue(terms, new Date("2027-07-01T01:00:00Z"))).toBe(true);
    expect(drawIsDue({ closesOn: "2027-06-30", lottery: null }, new Date("2028-01-01"))).toBe(
      false,
    );
    // A draw time set before the period ends still waits for it.
    const early = { closesOn: "2027-06-30", lottery: { drawAt: "2027-06-20T00:00:00Z" } };
    expect(drawIsDue(early, new Date("2027-06-25T00:00:00Z"))).toBe(false);
  });

  it("orders by the key, numbers the line from 1 and puts the extras last", () => {
    const { tickets, extras } = ticketsOf([
      { number: 9, phone: "010-1111-2222" },
      { number: 3, phone: "01011112222" },
      { number: 5, phone: "010-3333-4444" },
    ]);
    expect([tickets, extras]).toEqual([[3, 5], [9]]);
    const order = drawOrder(tickets, (n) => (n === 5 ? "a" : "b"));
    expect(order).toEqual([5, 3]);
    const result = lotteryResult(order, extras, 1);
    expect(result).toEqual({ seated: [5], waiting: [3, 9] });
    expect(placesOf(result).get(9)).toEqual({ seated: false, waitingPlace: 2 });
  });

  it("says so with the draw's time in Seoul, and nothing for 선착순", () => {
    expect(lotteryLine(terms)).toBe("추첨 (2027년 7월 1일 오전 10:00 추첨, 접수 순서와 관계없음)");
    expect(briefLotteryLine(terms)).toBe("7월 1일 오전 10:00 추첨");
    expect(lotteryLine({ lottery: null })).toBeNull();
  });

  it("tells each applicant the result, with the public page and no one else's name", () => {
    const who = {
      number: 42,
      name: "김하늘",
      email: "s@example.kr",
      programId: 19,
      programTitle: "아침 요가 교실",
      userId: null,
    };
    const won = lotteryResultMail(who, { seated: true, waitingPlace: null }, "https://c.example");
    expect(won.subject).toBe("[청라 문화교육센터] 아침 요가 교실 추첨 결과: 선정");
    expect(won.text).toContain("신청번호 A-000042");
    expect(won.text).toContain("https://c.example/program/19/lottery");
    expect(won.text).toContain("/applications/lookup");
    const waits = lotteryResultMail(
      { ...who, userId: "u1" },
      { seated: false, waitingPlace: 3 },
      "https://c.example",
    );
    expect(waits.subject).toContain("대기 3번");
    expect(waits.text).toContain("https://c.example/mypage");
  });
});
