import { describe, expect, it } from "vitest";
import { isLive, nextWindow, reserveFrom } from "./rate-limit-window";

describe("a stored rate-limit window", () => {
  const now = 1_000_000;
  const live = { points: 2, expiresAt: now + 5 };
  /** The window after adding `points` at `now` (to a minute's window unless told otherwise). */
  const next = (
    stored: Parameters<typeof nextWindow>[0],
    points: number,
    durationMs = 60_000,
    forced = false,
  ) => nextWindow(stored, points, durationMs, forced, now);

  it("starts afresh when nothing or an expired window is stored", () => {
    expect(next(null, 1)).toEqual({ points: 1, expiresAt: now + 60_000 });
    expect(next({ points: 9, expiresAt: now }, 1)).toEqual({ points: 1, expiresAt: now + 60_000 });
  });

  it("adds to a live window and keeps its end", () => {
    expect(next(live, 1)).toEqual({ points: 3, expiresAt: now + 5 });
    expect(next(live, -1)).toEqual({ points: 1, expiresAt: now + 5 });
  });

  it("replaces a live window when forced (set, block) and never expires with no duration", () => {
    expect(next(live, 11, 30_000, true)).toEqual({ points: 11, expiresAt: now + 30_000 });
    const forever = next(null, 3, 0);
    expect(forever.expiresAt).toBeNull();
    expect(isLive(forever, now + 10 ** 12)).toBe(true);
  });

  it("is live only before its end", () => {
    expect(isLive(null, now)).toBe(false);
    expect(isLive({ points: 1, expiresAt: now + 1 }, now)).toBe(true);
    expect(isLive({ points: 1, expiresAt: now }, now)).toBe(false);
  });
});

describe("points reserved from a window", () => {
  const now = 1_000_000;

  it("hands out up to the block, never past the limit, and starts an expired window afresh", () => {
    expect(reserveFrom(null, 5, 10, 60_000, now)).toEqual({
      granted: 5,
      window: { points: 5, expiresAt: now + 60_000 },
    });
    expect(reserveFrom({ points: 8, expiresAt: now + 5 }, 5, 10, 60_000, now)).toEqual({
      granted: 2,
      window: { points: 10, expiresAt: now + 5 },
    });
    expect(reserveFrom({ points: 10, expiresAt: now + 5 }, 5, 10, 60_000, now).granted).toBe(0);
    expect(reserveFrom({ points: 10, expiresAt: now }, 5, 10, 60_000, now)).toEqual({
      granted: 5,
      window: { points: 5, expiresAt: now + 60_000 },
    });
  });
});
