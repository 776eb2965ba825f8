import { describe, expect, it, vi } from "vitest";
import { createContentCache, idsOfResult, tagsOfQuery } from "./cache.server";
import { log } from "~/log.server";

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}

describe("tagsOfQuery", () => {
  it("reads the document types a query filters on", () => {
    expect(tagsOfQuery(`*[_type == "program" && id == $id][0]`)).toEqual(["program"]);
    expect(tagsOfQuery(`*[_type in ["page", 'siteSettings']]`).sort()).toEqual([
      "page",
      "siteSettings",
    ]);
  });
  it("marks queries that may read any type", () => {
    expect(tagsOfQuery(`*[_id == $id][0]`)).toEqual(["*"]);
    expect(tagsOfQuery(`*[_type == "homePage"][0]{ education[]-> }`)).toContain("*");
  });
  it("names singletons read by id and image assets without widening to everything", () => {
    expect(tagsOfQuery(`*[_id == "siteSettings"][0]{ phone }`)).toEqual(["id:siteSettings"]);
    expect(tagsOfQuery(`*[_type == "page"][0]{ image{ "asset": asset->{ url } } }`).sort()).toEqual(
      ["page", "sanity.imageAsset"],
    );
  });
});

describe("idsOfResult", () => {
  it("collects ids at any depth", () => {
    expect(
      idsOfResult({ _id: "a", list: [{ _id: "b", nested: { _id: "c" } }, 3, null] }).sort(),
    ).toEqual(["a", "b", "c"]);
  });
});

describe("content cache", () => {
  const query = `*[_type == "program"]{ _id, title }`;

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

  it("purges what a published document touches, and only that", async () => {
    const cache = createContentCache();
    await cache.cachedQuery(query, {}, async () => [{ _id: "p7" }]);
    await cache.cachedQuery(
      `*[_type == "page" && slug == $slug][0]`,
      { slug: "about" },
      async () => ({ _id: "about" }),
    );
    await cache.cachedQuery(`*[_type == "homePage"][0]{ education[]-> }`, {}, async () => ({
      _id: "home",
    }));
    expect(cache.size()).toBe(3);
    // A class: its own list and the home page (which dereferences classes) go; the about page stays.
    expect(cache.purgeForDocument({ _id: "p7", _type: "program" })).toBe(2);
    expect(cache.size()).toBe(1);
    const about = vi.fn(async () => ({ _id: "about" }));
    await cache.cachedQuery(`*[_type == "page" && slug == $slug][0]`, { slug: "about" }, about);
    expect(about).not.toHaveBeenCalled();
  });

  it("makes reads after a publish skip the API CDN for a while", async () => {
    const time = clock();
    const cache = createContentCache({ cdnLagMs: 60_000, now: time.now });
    const seen: boolean[] = [];
    const fetch = async ({ bypassCdn }: { bypassCdn: boolean }) => {
      seen.push(bypassCdn);
      return [{ _id: "p1" }];
    };
    await cache.cachedQuery(query, {}, fetch);
    cache.purgeForDocument({ _id: "p1", _type: "program" });
    await cache.cachedQuery(query, {}, fetch);
    time.advance(61_000);
    cache.clear();
    await cache.cachedQuery(query, {}, fetch);
    expect(seen).toEqual([false, true, false]);
  });

  it("does not store a read that started before a purge", async () => {
    const cache = createContentCache();
    let release!: (v: string) => void;
    const slow = cache.cachedQuery(query, {}, () => new Promise<string>((r) => (release = r)));
    cache.purgeForDocument({ _id: "p1", _type: "program" });
    release("before publish");
    expect(await slow).toBe("before publish");
    expect(await cache.cachedQuery(query, {}, async () => "after publish")).toBe("after publish");
  });

  it("purges a singleton read by id when it is published", async () => {
    const cache = createContentCache();
    await cache.cachedQuery(`*[_id == "siteSettings"][0]{ phone }`, {}, async () => ({
      phone: "1",
    }));
    expect(cache.purgeForDocument({ _id: "drafts.siteSettings", _type: "siteSettings" })).toBe(1);
  });

  it("tells purge listeners", () => {
    const cache = createContentCache();
    const listener = vi.fn();
    cache.onPurge(listener);
    cache.purgeForDocument({ _id: "x", _type: "siteSettings" });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("stays bounded", async () => {
    const cache = createContentCache({ maxEntries: 3 });
    for (let id = 0; id < 10; id++) await cache.cachedQuery(query, { id }, async () => id);
    expect(cache.size()).toBe(3);
  });
});

describe("notice queries and the publish webhook", () => {
  it("are tagged with the notice type, so publishing a notice purges the board, the home list and the page", async () => {
    const { LATEST_NOTICES_QUERY, NOTICES_PAGE_QUERY, NOTICE_QUERY } = await import("./queries");
    for (const query of [LATEST_NOTICES_QUERY, NOTICES_PAGE_QUERY, NOTICE_QUERY]) {
      expect(tagsOfQuery(query)).toContain("notice");
      expect(tagsOfQuery(query)).not.toContain("*");
    }
  });
});
