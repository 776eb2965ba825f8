// The lottery's fairness and its one-ticket-per-phone rule (issue 49 §5). Seeds are fixed (the
// SHA-256 of a counter), so the statistics are the same on every run and cannot flake; they are
// still the real draw's HMAC-SHA256 keys, which is what the bounds check.
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { placesOf } from "~/domain/lottery";
import { drawFromSeed, seedHashOf, ticketKey } from "~/records/lottery/draw.server";

const seedOf = (i: number) => createHash("sha256").update(`fairness-${i}`).digest("hex");
const phoneOf = (n: number) => `010-${String(1000 + n)}-${String(5000 + n)}`;

describe("the draw", () => {
  it("gives every applicant the same chance of a seat (chi-square and per-applicant bounds)", () => {
    const applicants = 20;
    const seats = 5;
    const draws = 4000;
    const entrants = Array.from({ length: applicants }, (_, i) => ({
      number: 100 + i * 7,
      phone: phoneOf(i),
    }));
    const wins = new Map(entrants.map((e) => [e.number, 0]));
    const firstInLine = new Map(entrants.map((e) => [e.number, 0]));
    for (let i = 0; i < draws; i++) {
      const result = drawFromSeed(seedOf(i), entrants, seats);
      expect(result.seated).toHaveLength(seats);
      for (const number of result.seated) wins.set(number, wins.get(number)! + 1);
      firstInLine.set(result.waiting[0]!, firstInLine.get(result.waiting[0]!)! + 1);
    }
    const expected = (draws * seats) / applicants; // 1000
    const chiSquare = [...wins.values()].reduce(
      (sum, w) => sum + (w - expected) ** 2 / expected,
      0,
    );
    // 19 degrees of freedom: P(χ² > 43.82) = 0.001.
    expect(chiSquare).toBeLessThan(43.82);
    // Each applicant: binomial(4000, 1/4), σ ≈ 27.4; 4.5σ either side.
    for (const w of wins.values()) expect(Math.abs(w - expected)).toBeLessThan(4.5 * 27.4);
    // The head of the line too: binomial(4000, 1/20), mean 200, σ ≈ 13.8.
    for (const w of firstInLine.values()) expect(Math.abs(w - 200)).toBeLessThan(4.5 * 13.8);
  });

  it("gives one ticket per phone, however it is spelled: the others wait after every ticket", () => {
    const entrants = [
      { number: 1, phone: "010-1234-5678" },
      { number: 2, phone: "01012345678" },
      { number: 3, phone: "010 1234 5678" },
      { number: 4, phone: "010-9999-0000" },
    ];
    for (let i = 0; i < 50; i++) {
      const result = drawFromSeed(seedOf(i), entrants, 1);
      expect(result.tickets).toEqual([1, 4]);
      expect(result.extras).toEqual([2, 3]);
      expect(result.waiting.slice(-2)).toEqual([2, 3]);
    }
    // Over many draws the person with three applications wins as often as the one with one.
    let personWins = 0;
    for (let i = 0; i < 2000; i++)
      if (drawFromSeed(seedOf(i), entrants, 1).seated[0] === 1) personWins++;
    expect(Math.abs(personWins - 1000)).toBeLessThan(4.5 * 22.4);
  });

  it("follows from the seed alone: the same seed, the same order; the published hash is SHA-256 of its characters", () => {
    const seed = seedOf(1);
    const entrants = [5, 9, 2, 14].map((number) => ({ number, phone: phoneOf(number) }));
    const a = drawFromSeed(seed, entrants, 2);
    const b = drawFromSeed(seed, [...entrants].reverse(), 2);
    expect(b).toEqual(a);
    const byKey = [2, 5, 9, 14].sort((x, y) => (ticketKey(seed, x) < ticketKey(seed, y) ? -1 : 1));
    expect(a.order).toEqual(byKey);
    expect(seedHashOf("abc")).toBe(
      "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
    );
    expect(placesOf(a).get(a.waiting[1]!)).toEqual({ seated: false, waitingPlace: 2 });
  });

  it("seats every ticket when the class has no limit, and none when no seat is left", () => {
    const entrants = [1, 2, 3].map((number) => ({ number, phone: phoneOf(number) }));
    expect(drawFromSeed(seedOf(2), entrants, null).waiting).toEqual([]);
    expect(drawFromSeed(seedOf(2), entrants, 0).seated).toEqual([]);
  });
});
