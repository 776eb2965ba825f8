// This instance's view of the content version (decision 290): read on a request, at most once a
// second, shared by concurrent requests; a failing or hung store is not waited for again until it
// answers, and is reported once after a minute; a publish is adopted at once.
import { describe, expect, it, vi } from "vitest";
import { capturedLog } from "../../tests/support/captured-log";
import type { ContentVersionStore } from "~/records/content-version/contract";
import { createVersionTracker } from "./content-version.server";

/** An in-memory store whose reads can be made to fail or hang. */
function fakeStore() {
  let version: string | null = null;
  let next = 0;
  const fake = {
    mode: "up" as "up" | "down" | "hung",
    reads: 0,
    store: {
      read: vi.fn(async () => {
        fake.reads++;
        if (fake.mode === "down") throw new Error("14 UNAVAILABLE");
        if (fake.mode === "hung") return new Promise<never>(() => {});
        return version;
      }),
      bump: vi.fn(async () => {
        if (fake.mode !== "up") throw new Error("14 UNAVAILABLE");
        version = `v${++next}`;
        return version;
      }),
    } satisfies ContentVersionStore,
    publishElsewhere: () => void (version = `v${++next}`),
  };
  return fake;
}

function setUp() {
  let now = 1_000_000;
  const fake = fakeStore();
  const logs = capturedLog("info");
  const tracker = createVersionTracker(fake.store, {
    now: () => now,
    logger: logs.logger,
    waitMs: 50,
  });
  /** A check, and whatever its background read settles. */
  const checked = async () => {
    await tracker.check();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  /** A read that answers; a second later the store is `mode`, and a check meets it. */
  const stopsAnswering = async (mode: "down" | "hung") => {
    await tracker.check();
    fake.mode = mode;
    now += 1_000;
    await tracker.check();
  };
  return {
    fake,
    logs,
    tracker,
    checked,
    stopsAnswering,
    advance: (ms: number) => void (now += ms),
  };
}

describe("the content version tracker", () => {
  it("reads on a request at most once a second, one read for concurrent requests", async () => {
    const { fake, tracker, advance } = setUp();
    expect(fake.reads).toBe(0); // nothing before a request: an idle instance does no work
    await Promise.all([tracker.check(), tracker.check(), tracker.check()]);
    expect(fake.reads).toBe(1);
    expect(tracker.state()).toMatchObject({ version: null, trusted: true, current: true });
    advance(999);
    await tracker.check();
    expect(fake.reads).toBe(1);
    advance(1);
    expect(tracker.state().current).toBe(false); // a page is not answered without reading again
    await tracker.check();
    expect(fake.reads).toBe(2);
  });

  it("sees a publish made on another instance at the next read, and when it changed", async () => {
    const { fake, tracker, advance } = setUp();
    await tracker.check();
    fake.publishElsewhere();
    advance(1_000);
    await tracker.check();
    expect(tracker.state()).toMatchObject({ version: "v1", changedAt: 1_001_000 });
  });

  it("adopts a publish received here at once; a read that started before it does not undo it", async () => {
    const { fake, tracker } = setUp();
    let answer!: (v: string | null) => void;
    fake.store.read.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const checking = tracker.check();
    expect(await tracker.publish()).toEqual({ stored: true });
    expect(tracker.state().version).toBe("v1");
    answer(null); // the older read answers late
    await checking;
    expect(tracker.state().version).toBe("v1");
  });

  it("moves on by itself and says so when the store does not take a publish", async () => {
    const { fake, tracker, logs } = setUp();
    await tracker.check();
    fake.mode = "down";
    expect(await tracker.publish()).toEqual({ stored: false });
    expect(tracker.state().version).toMatch(/^local-/); // this instance's caches count no more
    expect(logs.entries().map((entry) => entry.severity)).toEqual(["ERROR"]);
  });

  it("stops waiting for a failing store: the fallback window serves until a read answers", async () => {
    const { fake, tracker, advance, stopsAnswering } = setUp();
    await stopsAnswering("down");
    expect(tracker.state()).toMatchObject({ trusted: false, current: false, version: null });
    fake.mode = "hung";
    advance(1_000);
    const started = Date.now();
    await tracker.check(); // not waited for while failing
    expect(Date.now() - started).toBeLessThan(40);
    expect(fake.reads).toBe(3);
    advance(1_000);
    await tracker.check(); // the hung read is still the one in flight: no second read
    expect(fake.reads).toBe(3);
  });

  it("waits for a hung store only up to waitMs, then counts it as failing", async () => {
    const { tracker, stopsAnswering } = setUp();
    await stopsAnswering("hung");
    expect(tracker.state().trusted).toBe(false);
  });

  it("is trusted again when a read answers", async () => {
    const { fake, tracker, advance, stopsAnswering } = setUp();
    await stopsAnswering("down");
    fake.mode = "up";
    fake.publishElsewhere();
    advance(1_000);
    await tracker.check(); // started in the background, not waited for
    await vi.waitFor(() => expect(tracker.state().trusted).toBe(true));
    expect(tracker.state().version).toBe("v1");
  });

  it("logs content_version.down once when failing over 60 s, and content_version.up when back", async () => {
    const { fake, checked, advance, logs } = setUp();
    await checked();
    fake.mode = "down";
    advance(1_000);
    await checked();
    advance(60_000);
    await checked(); // exactly 60 s: not over
    expect(logs.events()).toEqual([]);
    advance(1_000);
    await checked();
    advance(1_000);
    await checked();
    expect(logs.events()).toEqual(["content_version.down"]);
    expect(logs.entries().find((entry) => entry.event === "content_version.down")).toMatchObject({
      severity: "ERROR",
      failedForMs: 61_000,
    });
    fake.mode = "up";
    advance(9_000);
    await checked();
    await vi.waitFor(() => expect(logs.events()).toContain("content_version.up"));
    expect(logs.entries().find((entry) => entry.event === "content_version.up")).toMatchObject({
      severity: "INFO",
      failedForMs: 71_000,
    });
    // One WARNING when it started failing, not one per read.
    expect(logs.entries().filter((entry) => entry.severity === "WARNING")).toHaveLength(1);
  });
});
