// The change feed over Firestore (Google's emulator): two instances, each with its own Firestore
// client and content cache. A publish announced by one purges the other's cache; heartbeats
// purge nothing; an instance skips its own announcements.
import { randomUUID } from "node:crypto";
import { afterAll, expect, it } from "vitest";
import { createContentCache } from "~/content/cache.server";
import { createFirestoreChangeChannel } from "~/content/change-channel/firestore.server";
import { createChangeFeed, type ChangeFeed } from "~/content/change-feed.server";
import { describeOnEmulators } from "../support/emulator-suite";
import { firestoreClients } from "../support/firestore-clients";

const { client } = firestoreClients("content-change-feed");
const feeds: ChangeFeed[] = [];
afterAll(() => {
  for (const feed of feeds) feed.stop();
});

async function until(withinMs: number, check: () => boolean) {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > withinMs) throw new Error(`not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Date.now() - started;
}

describeOnEmulators("content change feed on Firestore", ["firestore"], () => {
  it("a change announced on A purges B; a heartbeat purges nothing", async () => {
    const projectId = `feed-${randomUUID().slice(0, 8)}`;
    const instance = (name: string) => {
      const cache = createContentCache();
      const feed = createChangeFeed(createFirestoreChangeChannel(client(projectId)), cache, {
        origin: name,
      });
      cache.setPurgeFeed(feed.hears);
      feeds.push(feed);
      feed.start();
      return { cache, feed };
    };
    const a = instance("a");
    const b = instance("b");
    // Attached = each listener's first snapshot. Not a fixed bound: a client's cold start (its gRPC
    // stub, the protos, the emulator's first watch) took over 5 s while other suites loaded the
    // machine (decision 160); the test's own time-out is the bound.
    await Promise.all([a.feed.attached(), b.feed.attached()]);
    expect(a.feed.hears() && b.feed.hears()).toBe(true);

    const fill = async (cache: ReturnType<typeof createContentCache>) => {
      await cache.cachedQuery(`*[_type == "program"]`, {}, async () => [{ _id: "program-2" }]);
      await cache.cachedQuery(`*[_type == "page"]`, {}, async () => [{ _id: "page-about" }]);
    };
    await fill(a.cache);
    await fill(b.cache);

    await a.feed.announce({ _id: "program-2", _type: "program" });
    // Only B's feed can purge B's cache here (nothing else reads or expires it), so the bound only
    // stops a broken feed: decision 095's 2 s is a goal to measure, not a bound load can break
    // (one full run missed it, issue 32).
    await until(60_000, () => b.cache.size() === 1);
    expect(a.cache.size()).toBe(2); // A purges on receipt (publishContentChange), not on its echo

    // A heartbeat from either side is heard by both and purges nothing.
    await fill(b.cache);
    a.feed.tick();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(b.cache.size()).toBe(2);
    expect(a.feed.hears() && b.feed.hears()).toBe(true);
  }, 120_000);
});
