import { describe, expect, it } from "vitest";
import { HERO_INTERVAL_MS, nextSlideIndex } from "./hero-slider";

describe("hero slider", () => {
  it("advances every 3000 ms (requirements §6)", () => {
    expect(HERO_INTERVAL_MS).toBe(3000);
  });

  it("wraps from the last slide to the first and back", () => {
    expect(nextSlideIndex(0, 4)).toBe(1);
    expect(nextSlideIndex(3, 4)).toBe(0);
    expect(nextSlideIndex(0, 4, -1)).toBe(3);
    expect(nextSlideIndex(2, 4, -1)).toBe(1);
  });

  it("stays at 0 without slides", () => {
    expect(nextSlideIndex(0, 0)).toBe(0);
  });
});
