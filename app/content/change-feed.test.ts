// The change feed's rules (decision 095): when an instance trusts that it hears every publish,
// what a batch purges, and how the caches fall back while the listener is down or silent.
import { Writable } from "node:stream";
import { describe, expect, it, vi } from "vitest";
import { createLogger, log } from "~/log.server";
import { createContentCache, freshnessOf } from "./cache.server";
import {
  FEED_TIMING,
  hearsEveryChange,
  planPurges,
  relistenDelay,
  type AnnouncedChange,
} from "./change-feed";
import { createChangeFeed, DOWN_REPORT_MS, type ChangeChannel } from "./change-feed.server";

describe("hearsEveryChange", () => {
  const now = 1_000_000;
  it("is true only while listening and heard from within the silence limit", () => {
    expect(hearsEveryChange({ listening: true, lastHeardAt: now - 1_000 }, now)).toBe(true);
    expect(hearsEveryChange({ listening: true, lastHeardAt: null }, now)).toBe(false);
    expect(hearsEveryChange({ listening: false, lastHeardAt: now }, now)).toBe(false);
    expect(
      hearsEveryChange({ listening: true, lastHeardAt: now - FEED_TIMING.silenceLimitMs }, now),
    ).toBe(false);
  });
  it("expects a heartbeat well within the silence limit", () => {
    expect(FEED_TIMING.heartbeatMs * 2).toBeLessThan(FEED_TIMING.silenceLimitMs);
  });
});

describe("planPurges", () => {
  const change = (changeId: string, origin = "other"): AnnouncedChange => ({
    changeId,
    origin,
    documentId: `doc-${changeId}`,
    documentType: "program",
  });

  it("purges everything when resuming after not hearing (anything may have been missed)", () => {
    expect(planPurges([], { resuming: true, self: "me", seen: () => false })).toEqual({
      purgeAll: true,
      documents: [],
    });
  });
  it("purges each announced document once, and not this instance's own (purged on receipt)", () => {
    const plan = planPurges([change("1"), change("2", "me"), change("3")], {
      resuming: false,
      self: "me",
      seen: (id) => id === "3",
    });
    expect(plan).toEqual({ purgeAll: false, documents: [{ _id: "doc-1", _type: "program" }] });
  });
  it("waits longer after each failure, up to 30 s", () => {
    expect([0, 1, 2, 3, 10].map(relistenDelay)).toEqual([1_000, 2_000, 4_000, 8_000, 30_000]);
  });
});

describe("content cache freshness", () => {
  const options = { freshMs: 300_000, fallbackFreshMs: 10_000 };
  it("serves for minutes with pages kept while it hears every purge", () => {
    expect(freshnessOf(options, true)).toEqual({
      freshMs: 300_000,
      staleWhileRevalidate: true,
      keepPages: true,
    });
  });
  it("falls back to a 10 s window, refreshed before use, with no pages kept, while it may miss purges", () => {
    expect(freshnessOf(options, false)).toEqual({
      freshMs: 10_000,
      staleWhileRevalidate: false,
      keepPages: false,
    });
  });

  it("in the fallback, reads the source after 10 s and never hands out the older copy unless the source fails", async () => {
    vi.spyOn(log, "error").mockImplementation(() => log);
    let now = 0;
    const cache = createContentCache({ now: () => now });
    cache.setPurgeFeed(() => false);
    let version = 1;
    const fetch = vi.fn(async () => version);
    const query = `*[_type == "program"]`;
    expect(await cache.cachedQuery(query, {}, fetch)).toBe(1);
    version = 2;
    now = 9_000;
    expect(await cache.cachedQuery(query, {}, fetch)).toBe(1); // within the short window
    now = 11_000;
    expect(await cache.cachedQuery(query, {}, fetch)).toBe(2); // asked first, not served stale
    now = 30_000;
    const failing = vi.fn(async () => {
      throw new Error("Sanity is down");
    });
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await cache.cachedQuery(query, {}, failing)).toBe(2); // the last copy while the source fails
  });

  it("while hearing, an older read is served at once and refreshed behind (today's rule)", async () => {
    let now = 0;
    const cache = createContentCache({ now: () => now });
    cache.setPurgeFeed(() => true);
    let version = 1;
    const fetch = vi.fn(async () => version);
    await cache.cachedQuery("*", {}, fetch);
    version = 2;
    now = 11_000;
    expect(await cache.cachedQuery("*", {}, fetch)).toBe(1);
    now = 301_000;
    expect(await cache.cachedQuery("*", {}, fetch)).toBe(1);
    await Promise.resolve();
    expect(await cache.cachedQuery("*", {}, fetch)).toBe(2);
  });
});

/** An in-memory channel: tests deliver batches and errors by hand. */
/** A logger writing JSON lines into memory, every level, as the server writes them to stdout. */
function capturedLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString("utf8").split("\n").filter(Boolean));
      done();
    },
  });
  const entries = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  return {
    logger: createLogger(stream, "info"),
    entries,
    events: () => entries().flatMap((entry) => (entry.event ? [entry.event] : [])),
  };
}

function fakeChannel() {
  const listeners: Array<{
    onBatch: (b: AnnouncedChange[]) => void;
    onError: (e: unknown) => void;
    stopped: boolean;
  }> = [];
  const announced: Array<Omit<AnnouncedChange, "changeId">> = [];
  const channel: ChangeChannel = {
    listen(onBatch, onError) {
      const listener = { onBatch, onError, stopped: false };
      listeners.push(listener);
      return () => void (listener.stopped = true);
    },
    announce: async (change) => void announced.push(change),
    beat: async () => {},
  };
  const active = () => listeners.filter((l) => !l.stopped).at(-1)!;
  return {
    channel,
    announced,
    listeners,
    deliver: (batch: AnnouncedChange[]) => active().onBatch(batch),
    fail: (e: unknown) => active().onError(e),
  };
}

describe("change feed", () => {
  function setUp() {
    vi.useFakeTimers();
    let now = 0;
    const clock = { now: () => now, advance: (ms: number) => void (now += ms) };
    const cache = createContentCache({ now: clock.now });
    const fake = fakeChannel();
    const logs = capturedLog();
    const feed = createChangeFeed(fake.channel, cache, {
      now: clock.now,
      origin: "me",
      logger: logs.logger,
    });
    cache.setPurgeFeed(feed.hears);
    return { clock, cache, fake, feed, logs };
  }
  const fill = async (cache: ReturnType<typeof createContentCache>) => {
    await cache.cachedQuery(`*[_type == "program"]`, {}, async () => [{ _id: "program-2" }]);
    await cache.cachedQuery(`*[_type == "page"]`, {}, async () => [{ _id: "page-about" }]);
  };

  it("falls back until the listener's first batch, which purges everything; then hears", async () => {
    const { cache, fake, feed } = setUp();
    feed.start();
    expect(feed.hears()).toBe(false);
    expect(cache.freshness().keepPages).toBe(false);
    await fill(cache);
    fake.deliver([]);
    expect(cache.size()).toBe(0);
    expect(feed.hears()).toBe(true);
    expect(cache.freshness()).toMatchObject({ freshMs: 300_000, keepPages: true });
    feed.stop();
    vi.useRealTimers();
  });

  it("says when it is attached: at the listener's first batch, not before", async () => {
    const { fake, feed } = setUp();
    let attached = false;
    void feed.attached().then(() => (attached = true));
    feed.start();
    await Promise.resolve();
    expect(attached).toBe(false);
    fake.deliver([]);
    await feed.attached();
    expect(attached && feed.hears()).toBe(true);
    feed.stop();
    vi.useRealTimers();
  });

  it("purges what another instance announced, once, and nothing for its own announcements", async () => {
    const { cache, fake, feed } = setUp();
    feed.start();
    fake.deliver([]);
    await fill(cache);
    await feed.announce({ _id: "program-2", _type: "program" });
    expect(fake.announced).toEqual([
      { origin: "me", documentId: "program-2", documentType: "program" },
    ]);
    fake.deliver([
      { changeId: "c0", origin: "me", documentId: "page-about", documentType: "page" },
    ]);
    expect(cache.size()).toBe(2);
    const fromB: AnnouncedChange = {
      changeId: "c1",
      origin: "other",
      documentId: "program-2",
      documentType: "program",
    };
    fake.deliver([fromB]);
    expect(cache.size()).toBe(1);
    await fill(cache);
    fake.deliver([fromB]); // delivered again: already applied
    expect(cache.size()).toBe(2);
    feed.stop();
    vi.useRealTimers();
  });

  it("on a listener error: falls back at once, listens again with backoff, purges everything when back", async () => {
    const { clock, cache, fake, feed } = setUp();
    feed.start();
    fake.deliver([]);
    await fill(cache);
    fake.fail(new Error("14 UNAVAILABLE"));
    expect(feed.hears()).toBe(false);
    expect(cache.freshness()).toMatchObject({ freshMs: 10_000, keepPages: false });
    expect(fake.listeners).toHaveLength(1);
    vi.advanceTimersByTime(1_000);
    expect(fake.listeners).toHaveLength(2);
    clock.advance(1_000);
    fake.deliver([]);
    expect(feed.hears()).toBe(true);
    expect(cache.size()).toBe(0); // what was missed while down cannot be served for minutes
    feed.stop();
    vi.useRealTimers();
  });

  it("treats a silent listener as disconnected, and listens afresh", async () => {
    const { clock, cache, fake, feed } = setUp();
    feed.start();
    fake.deliver([]);
    clock.advance(FEED_TIMING.silenceLimitMs);
    expect(feed.hears()).toBe(false);
    expect(cache.freshness().keepPages).toBe(false);
    feed.tick();
    expect(fake.listeners.filter((l) => !l.stopped)).toHaveLength(1);
    expect(fake.listeners).toHaveLength(2);
    await fill(cache);
    fake.deliver([]);
    expect(cache.size()).toBe(0);
    expect(feed.hears()).toBe(true);
    feed.stop();
    vi.useRealTimers();
  });
  it("logs change_feed.down once when detached over 60 s, and change_feed.up when it hears again", async () => {
    const { clock, fake, feed, logs } = setUp();
    feed.start();
    fake.deliver([]);
    clock.advance(5_000);
    fake.fail(new Error("14 UNAVAILABLE"));
    clock.advance(DOWN_REPORT_MS);
    feed.tick(); // exactly 60 s: not over
    expect(logs.events()).toEqual([]);
    clock.advance(1_000);
    feed.tick();
    feed.tick();
    expect(logs.events()).toEqual(["change_feed.down"]);
    const down = logs.entries().find((entry) => entry.event === "change_feed.down")!;
    expect(down).toMatchObject({ severity: "ERROR", detachedForMs: 61_000 });
    vi.advanceTimersByTime(1_000); // listens again
    clock.advance(9_000);
    fake.deliver([]);
    expect(logs.events()).toEqual(["change_feed.down", "change_feed.up"]);
    const up = logs.entries().find((entry) => entry.event === "change_feed.up")!;
    expect(up).toMatchObject({ severity: "INFO", detachedForMs: 70_000 });
    feed.stop();
    vi.useRealTimers();
  });

  it("a silent listener counts as detached from the last thing it heard", async () => {
    const { clock, fake, feed, logs } = setUp();
    feed.start();
    fake.deliver([]);
    clock.advance(FEED_TIMING.silenceLimitMs);
    feed.tick(); // silent for 60 s: listens afresh, not yet down
    expect(logs.events()).toEqual([]);
    clock.advance(FEED_TIMING.heartbeatMs);
    feed.tick();
    expect(logs.events()).toEqual(["change_feed.down"]);
    fake.deliver([]);
    expect(logs.events()).toEqual(["change_feed.down", "change_feed.up"]);
    feed.stop();
    vi.useRealTimers();
  });

  it("a short outage (the relisten back-off) reports neither", async () => {
    const { clock, fake, feed, logs } = setUp();
    feed.start();
    fake.deliver([]);
    fake.fail(new Error("14 UNAVAILABLE"));
    clock.advance(30_000);
    feed.tick();
    vi.advanceTimersByTime(1_000);
    fake.deliver([]);
    expect(logs.events()).toEqual([]);
    expect(logs.entries().map((entry) => entry.severity)).toEqual(["WARNING"]);
    feed.stop();
    vi.useRealTimers();
  });
});
