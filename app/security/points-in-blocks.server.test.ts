import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { describe, expect, it } from "vitest";
import { reserveFrom, type StoredWindow } from "~/domain/rate-limit-window";
import { pointsInBlocks, type Limiter, type ReservingStore } from "./points-in-blocks.server";

const POINTS = 10;
const DURATION_MS = 600_000;

/** One shared window per key, as the Firestore document keeps it; counts the store calls. */
function sharedStore(clock: { now: number }) {
  const windows = new Map<string, StoredWindow>();
  const store = {
    calls: 0,
    failing: false,
    windows,
    async reserve(key: string, upTo: number) {
      store.calls++;
      await Promise.resolve();
      if (store.failing) throw new Error("store down");
      const { granted, window } = reserveFrom(
        windows.get(key),
        upTo,
        POINTS,
        DURATION_MS,
        clock.now,
      );
      windows.set(key, window);
      return { granted, msBeforeNext: window.expiresAt! - clock.now };
    },
  };
  const unused = () => Promise.reject(new Error("not used by these rules"));
  const limiter = { get: unused, penalty: unused, delete: unused } as unknown as Limiter;
  return { store, shared: { ...limiter, reserve: store.reserve } as Limiter & ReservingStore };
}

function instances(count: number, clock = { now: 1_000_000 }) {
  const { store, shared } = sharedStore(clock);
  const make = () =>
    pointsInBlocks(shared, new RateLimiterMemory({ points: POINTS, duration: 600 }), {
      points: POINTS,
      now: () => clock.now,
    });
  return { store, clock, limiters: Array.from({ length: count }, make) };
}

/** How many of `attempts` consumes were allowed. */
async function allowed(limiter: Limiter, key: string, attempts: number) {
  const results = await Promise.allSettled(
    Array.from({ length: attempts }, () => limiter.consume(key)),
  );
  for (const r of results)
    if (r.status === "rejected") expect(r.reason).toBeInstanceOf(RateLimiterRes);
  return results.filter((r) => r.status === "fulfilled").length;
}

describe("a shared limit's points taken in blocks", () => {
  it("allows exactly the limit to a burst at one instance, with one store call per block", async () => {
    const { store, limiters } = instances(1);
    expect(await allowed(limiters[0]!, "198.51.100.1", 50)).toBe(POINTS);
    // Two blocks of five, then a reservation that finds nothing left (one per wave waiting).
    expect(store.calls).toBeLessThanOrEqual(4);
  });

  it("takes a block ahead that the next consume spends without asking the store again", async () => {
    const { store, limiters } = instances(1);
    const [limiter] = limiters;
    limiter!.ahead("198.51.100.8");
    limiter!.ahead("198.51.100.8"); // one reservation per key at a time
    await limiter!.consume("198.51.100.8");
    expect(store.calls).toBe(1);
    expect(store.windows.get("198.51.100.8")!.points).toBe(5);
    limiter!.ahead("198.51.100.8"); // four points left here: nothing to take
    expect(store.calls).toBe(1);
    // A failed reservation ahead is met by the consume: the instance's own count answers.
    store.failing = true;
    limiter!.ahead("198.51.100.9");
    await expect(limiter!.consume("198.51.100.9")).resolves.toBeInstanceOf(RateLimiterRes);
  });

  it("refuses a used-up window on this instance without asking the store again", async () => {
    const { store, limiters } = instances(1);
    expect(await allowed(limiters[0]!, "198.51.100.6", POINTS)).toBe(POINTS);
    expect(await allowed(limiters[0]!, "198.51.100.6", 1)).toBe(0); // the store says: nothing left
    const calls = store.calls;
    expect(await allowed(limiters[0]!, "198.51.100.6", 5)).toBe(0);
    expect(store.calls).toBe(calls);
  });

  it("never allows more than the limit across instances, however the requests are spread", async () => {
    const { limiters } = instances(3);
    const counts = await Promise.all(limiters.map((l) => allowed(l, "198.51.100.2", 20)));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(POINTS);
  });

  it("gives a refunded point back to the instance's block, and refuses with the window's end", async () => {
    const { store, limiters } = instances(1);
    const limiter = limiters[0]!;
    expect(await allowed(limiter, "198.51.100.3", POINTS)).toBe(POINTS);
    await limiter.reward("198.51.100.3", 1);
    await expect(limiter.consume("198.51.100.3")).resolves.toBeInstanceOf(RateLimiterRes);
    const refused = await limiter.consume("198.51.100.3").catch((r: RateLimiterRes) => r);
    expect(refused.msBeforeNext).toBe(DURATION_MS);
    expect(store.windows.get("198.51.100.3")!.points).toBe(POINTS);
  });

  it("starts afresh once the window has ended", async () => {
    const { clock, limiters } = instances(1);
    expect(await allowed(limiters[0]!, "198.51.100.4", 12)).toBe(POINTS);
    clock.now += DURATION_MS;
    expect(await allowed(limiters[0]!, "198.51.100.4", 3)).toBe(3);
  });

  it("counts in this instance alone while the store fails, never without a limit", async () => {
    const { store, limiters } = instances(1);
    store.failing = true;
    expect(await allowed(limiters[0]!, "198.51.100.5", 15)).toBe(POINTS);
  });
});
