import { describe, expect, it, vi } from "vitest";
import { createContentCache, freshnessOf } from "./cache.server";
import type { VersionSource, VersionState } from "./content-version.server";
import { log } from "~/log.server";

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}

/** A content version set by hand (the tracker is content-version.server.test.ts's). */
function versions(state: Partial<VersionState> = {}) {
  const current: VersionState = {
    version: "v1",
    trusted: true,
    current: true,
    changedAt: -Infinity,
    ...state,
  };
  const source: VersionSource & { set(next: Partial<VersionState>): void } = {
    check: vi.fn(async () => {}),
    state: () => current,
    set: (next) => void Object.assign(current, next),
  };
  return source;
}

const query = `*[_type == "program"]{ _id, title }`;

describe("content cache", () => {
  it("serves a fresh read from memory, per query and parameters", async () => {
    const cache = createContentCache();
    const fetch = vi.fn(async () => [{ _id: "p1", title: "드럼" }]);
    await cache.cachedQuery(query, { a: 1, b: 2 }, fetch);
    await cache.cachedQuery(query, { b: 2, a: 1 }, fetch);
    expect(fetch).toHaveBeenCalledTimes(1);
    await cache.cachedQuery(query, { a: 2 }, fetch);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("shares one fetch among concurrent readers", async () => {
    const cache = createContentCache();
    const fetch = vi.fn(async () => "value");
    const results = await Promise.all([1, 2, 3].map(() => cache.cachedQuery(query, {}, fetch)));
    expect(results).toEqual(["value", "value", "value"]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("serves a stale read at once and refreshes it in the background", async () => {
    const time = clock();
    const cache = createContentCache({ freshMs: 1_000, staleMs: 10_000, now: time.now });
    let version = 1;
    const fetch = vi.fn(async () => `v${version}`);
    expect(await cache.cachedQuery(query, {}, fetch)).toBe("v1");
    version = 2;
    time.advance(2_000);
    expect(await cache.cachedQuery(query, {}, fetch)).toBe("v1"); // stale, refresh started
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    await Promise.resolve();
    expect(await cache.cachedQuery(query, {}, fetch)).toBe("v2");
  });

  it("keeps the stale copy when a background refresh fails", async () => {
    const time = clock();
    const cache = createContentCache({ freshMs: 1_000, staleMs: 10_000, now: time.now });
    vi.spyOn(log, "error").mockImplementation(() => log);
    await cache.cachedQuery(query, {}, async () => "kept");
    time.advance(2_000);
    const failing = vi.fn(async () => {
      throw new Error("Sanity unreachable");
    });
    expect(await cache.cachedQuery(query, {}, failing)).toBe("kept");
    await vi.waitFor(() => expect(failing).toHaveBeenCalled());
    expect(await cache.cachedQuery(query, {}, failing)).toBe("kept");
    await vi.waitFor(() => expect(failing).toHaveBeenCalledTimes(2));
    await new Promise((resolve) => setTimeout(resolve, 0));
    vi.restoreAllMocks();
  });

  it("waits for a fresh read when the copy is too old to serve", async () => {
    const time = clock();
    const cache = createContentCache({ freshMs: 1_000, staleMs: 5_000, now: time.now });
    await cache.cachedQuery(query, {}, async () => "old");
    time.advance(6_000);
    expect(await cache.cachedQuery(query, {}, async () => "new")).toBe("new");
  });

  it("asks the source first for a read made under an older content version", async () => {
    const time = clock();
    const cache = createContentCache({ now: time.now });
    const version = versions();
    cache.follow(version);
    await cache.cachedQuery(query, {}, async () => "before");
    expect(version.check).toHaveBeenCalledTimes(1); // every read asks for the version first
    version.set({ version: "v2", changedAt: time.now() });
    expect(await cache.cachedQuery(query, {}, async () => "after")).toBe("after");
    expect(await cache.cachedQuery(query, {}, async () => "not asked")).toBe("after");
  });

  it("serves the last copy of an older version while the source fails", async () => {
    vi.spyOn(log, "error").mockImplementation(() => log);
    const cache = createContentCache();
    const version = versions();
    cache.follow(version);
    await cache.cachedQuery(query, {}, async () => "last known");
    version.set({ version: "v2" });
    const failing = async () => Promise.reject(new Error("Sanity unreachable"));
    expect(await cache.cachedQuery(query, {}, failing)).toBe("last known");
    vi.restoreAllMocks();
  });

  it("makes reads after a change of version skip the API CDN for a while", async () => {
    const time = clock();
    const cache = createContentCache({ cdnLagMs: 60_000, now: time.now });
    const version = versions();
    cache.follow(version);
    const seen: boolean[] = [];
    const fetch = async ({ bypassCdn }: { bypassCdn: boolean }) => {
      seen.push(bypassCdn);
      return [{ _id: "p1" }];
    };
    await cache.cachedQuery(query, {}, fetch);
    version.set({ version: "v2", changedAt: time.now() });
    await cache.cachedQuery(query, {}, fetch);
    time.advance(61_000);
    cache.clear();
    await cache.cachedQuery(query, {}, fetch);
    expect(seen).toEqual([false, true, false]);
  });

  it("does not share nor keep as current a read that started before a change of version", async () => {
    const cache = createContentCache();
    const version = versions();
    cache.follow(version);
    let release!: (v: string) => void;
    const slow = cache.cachedQuery(query, {}, () => new Promise<string>((r) => (release = r)));
    await vi.waitFor(() => expect(release).toBeDefined()); // the read under v1 has started
    version.set({ version: "v2" });
    expect(await cache.cachedQuery(query, {}, async () => "after publish")).toBe("after publish");
    release("before publish");
    expect(await slow).toBe("before publish");
    expect(await cache.cachedQuery(query, {}, async () => "asked again")).toBe("after publish");
  });

  it("stays bounded", async () => {
    const cache = createContentCache({ maxEntries: 3 });
    for (let id = 0; id < 10; id++) await cache.cachedQuery(query, { id }, async () => id);
    expect(cache.size()).toBe(3);
  });
});

describe("while the content version cannot be read (decision 290)", () => {
  const options = { freshMs: 300_000, fallbackFreshMs: 10_000 };
  it("serves for minutes with pages kept while the version is read", () => {
    expect(freshnessOf(options, true)).toEqual({
      freshMs: 300_000,
      staleWhileRevalidate: true,
      keepPages: true,
    });
  });
  it("falls back to a 10 s window, refreshed before use, with no pages kept", () => {
    expect(freshnessOf(options, false)).toEqual({
      freshMs: 10_000,
      staleWhileRevalidate: false,
      keepPages: false,
    });
  });

  it("reads the source after 10 s and hands out the older copy only if the source fails", async () => {
    vi.spyOn(log, "error").mockImplementation(() => log);
    const time = clock(0);
    const cache = createContentCache({ now: time.now });
    cache.follow(versions({ trusted: false, current: false }));
    let value = 1;
    const fetch = vi.fn(async () => value);
    expect(await cache.cachedQuery(query, {}, fetch)).toBe(1);
    value = 2;
    time.advance(9_000);
    expect(await cache.cachedQuery(query, {}, fetch)).toBe(1); // within the short window
    time.advance(2_000);
    expect(await cache.cachedQuery(query, {}, fetch)).toBe(2); // asked first, not served stale
    time.advance(20_000);
    const failing = async () => Promise.reject(new Error("Sanity is down"));
    expect(await cache.cachedQuery(query, {}, failing)).toBe(2); // the last copy
    expect(cache.state()).toMatchObject({ keepPages: false, current: false });
    vi.restoreAllMocks();
  });
});
