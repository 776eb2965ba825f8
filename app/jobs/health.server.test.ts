import { describe, expect, it, vi } from "vitest";
import { createContentCache } from "~/content/cache.server";
import { bearerMatches } from "~/accounts/health-access.server";
import { checkReadiness } from "./health.server";

const at = new Date("2025-03-01T00:00:00Z");
const quiet = { log: vi.fn(), now: () => at };

describe("readiness", () => {
  it("is ready when the store takes the write and content reads", async () => {
    const writeStore = vi.fn(async () => undefined);
    const ready = await checkReadiness({ writeStore, readContent: async () => ({}), ...quiet });
    expect(ready).toEqual({
      status: "ready",
      checkedAt: at.toISOString(),
      store: "ok",
      content: "ok",
    });
    expect(writeStore).toHaveBeenCalledWith(at);
  });

  it("stays ready while the content source is down, as long as the content cache can serve", async () => {
    const cache = createContentCache({ freshMs: 0, staleMs: 24 * 60 * 60_000 });
    let sourceUp = true;
    const source = async () => {
      if (!sourceUp) throw new Error("Sanity: 503");
      return { title: "청라" };
    };
    const readContent = () => cache.cachedQuery(`*[_type == "siteSettings"][0]`, {}, source);
    expect(
      (await checkReadiness({ writeStore: async () => {}, readContent, ...quiet })).status,
    ).toBe("ready");
    sourceUp = false;
    expect(
      (await checkReadiness({ writeStore: async () => {}, readContent, ...quiet })).content,
    ).toBe("ok");
    // With nothing cached, a source outage means nothing to serve: not ready.
    cache.clear();
    const cold = await checkReadiness({ writeStore: async () => {}, readContent, ...quiet });
    expect(cold).toMatchObject({ status: "not-ready", content: "failed", store: "ok" });
  });

  it("is not ready when the store refuses the write or does not answer in time, and logs why", async () => {
    const log = vi.fn();
    const refused = await checkReadiness({
      writeStore: async () => Promise.reject(new Error("database is locked")),
      readContent: async () => ({}),
      log,
    });
    expect(refused).toMatchObject({ status: "not-ready", store: "failed", content: "ok" });
    expect(log).toHaveBeenCalledWith(expect.stringContaining("database is locked"));
    const hung = await checkReadiness({
      writeStore: () => new Promise(() => {}),
      readContent: async () => ({}),
      timeoutMs: 20,
      log,
    });
    expect(hung.store).toBe("failed");
  });
});

describe("bearerMatches", () => {
  const token = "t".repeat(32);
  it("accepts exactly the configured token", () => {
    expect(bearerMatches(`Bearer ${token}`, token)).toBe(true);
    expect(bearerMatches(`bearer ${token}`, token)).toBe(true);
    expect(bearerMatches(`Bearer ${token}x`, token)).toBe(false);
    expect(bearerMatches(token, token)).toBe(false);
    expect(bearerMatches(null, token)).toBe(false);
  });
  it("accepts nothing when no token is configured", () => {
    expect(bearerMatches("Bearer ", undefined)).toBe(false);
    expect(bearerMatches("Bearer anything", undefined)).toBe(false);
  });
});
