import { describe, expect, it } from "vitest";
import { isLive, nextWindow } from "./rate-limit-window";

describe("a stored rate-limit window", () => {
  const now = 1_000_000;

  it("starts afresh when nothing or an expired window is stored", () => {
    expect(nextWindow(null, 1, 60_000, false, now)).toEqual({ points: 1, expiresAt: now + 60_000 });
    expect(nextWindow({ points: 9, expiresAt: now }, 1, 60_000, false, now)).toEqual({
      points: 1,
      expiresAt: now + 60_000,
    });
  });

  it("adds to a live window and keeps its end", () => {
    expect(nextWindow({ points: 2, expiresAt: now + 5 }, 1, 60_000, false, now)).toEqual({
      points: 3,
      expiresAt: now + 5,
    });
    expect(nextWindow({ points: 2, expiresAt: now + 5 }, -1, 60_000, false, now)).toEqual({
      points: 1,
      expiresAt: now + 5,
    });
  });

  it("replaces a live window when forced (set, block) and never expires with no duration", () => {
    expect(nextWindow({ points: 2, expiresAt: now + 5 }, 11, 30_000, true, now)).toEqual({
      points: 11,
      expiresAt: now + 30_000,
    });
    const forever = nextWindow(null, 3, 0, false, now);
    expect(forever.expiresAt).toBeNull();
    expect(isLive(forever, now + 10 ** 12)).toBe(true);
  });

  it("is live only before its end", () => {
    expect(isLive(null, now)).toBe(false);
    expect(isLive({ points: 1, expiresAt: now + 1 }, now)).toBe(true);
    expect(isLive({ points: 1, expiresAt: now }, now)).toBe(false);
  });
});
