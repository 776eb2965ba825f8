import { describe, expect, it } from "vitest";
import { CAROUSEL_SPEED_MS, emblaDurationForMs, emblaSettleTimeMs } from "./carousel-timing";

describe("carousel timing", () => {
  it("picks an Embla duration that settles a card-width move in about 500 ms", () => {
    const duration = emblaDurationForMs(CAROUSEL_SPEED_MS);
    const settle = emblaSettleTimeMs(duration);
    expect(Math.abs(settle - CAROUSEL_SPEED_MS)).toBeLessThanOrEqual(50);
  });

  it("takes longer with Embla's default duration of 25 than with the chosen one", () => {
    expect(emblaSettleTimeMs(25)).toBeGreaterThan(emblaSettleTimeMs(emblaDurationForMs(500)));
  });

  it("is instant-ish for tiny durations and slow for large ones", () => {
    expect(emblaSettleTimeMs(60)).toBeGreaterThan(1500);
    expect(emblaSettleTimeMs(5)).toBeLessThan(500);
  });
});
