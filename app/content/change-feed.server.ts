// Content changes reach every instance (decision 095). The instance that receives Sanity's
// webhook purges its caches at once and, in Firebase mode, announces the change in Firestore
// (`contentChanges`); every instance listens (onSnapshot) and purges what changed. While the
// listener is down or silent, the content cache falls back to a 10 s window with no page cache.
// The embedded default (no Firebase) has one instance: the local purge is all there is.
// Detached for over a minute, the listener logs `change_feed.down` once, and `change_feed.up`
// when it hears the feed again (the alert in deploy/alerts/ matches the first; decision 172).
import { randomUUID } from "node:crypto";
import { log as processLog, type Logger } from "~/log.server";
import { contentCache, type ContentCache } from "./cache.server";
import type { ChangeChannel } from "./change-channel/contract";
import {
  FEED_TIMING,
  hearsEveryChange,
  planPurges,
  relistenDelay,
  type AnnouncedChange,
  type FeedState,
  type FeedTiming,
} from "./change-feed";

const ANNOUNCE_TIMEOUT_MS = 10_000;
/** Detached this long, the listener is reported down (shorter gaps are the relisten back-off). */
export const DOWN_REPORT_MS = 60_000;

type PublishedDocument = { _id?: string; _type?: string };

export type { ChangeChannel };

export type ChangeFeedOptions = {
  timing?: FeedTiming;
  now?: () => number;
  origin?: string;
  logger?: Logger;
};

/** The listening side and the announcing side of one instance, over `channel`, purging `cache`. */
export function createChangeFeed(
  channel: ChangeChannel,
  cache: ContentCache,
  options: ChangeFeedOptions = {},
) {
  const timing = options.timing ?? FEED_TIMING;
  const now = options.now ?? (() => Date.now());
  const self = options.origin ?? randomUUID();
  const log = options.logger ?? processLog;
  const state: FeedState = { listening: false, lastHeardAt: null };
  const seen = new Set<string>();
  let stopListening: (() => void) | undefined;
  let failures = 0;
  let relistenTimer: NodeJS.Timeout | undefined;
  let heartbeatTimer: NodeJS.Timeout | undefined;
  let stopped = false;
  /** Since when the listener has not been hearing the feed (null while it is). */
  let detachedSince: number | null = now();
  let reportedDown = false;
  let markAttached = () => {};
  // The listener's first batch (Firestore's first snapshot): the feed is attached from then on.
  // How long that takes depends on the client's cold start and the machine's load, not on a bound.
  const attached = new Promise<void>((resolve) => (markAttached = resolve));

  const hears = () => hearsEveryChange(state, now(), timing);

  function remember(changeId: string) {
    seen.add(changeId);
    if (seen.size > 1_000) seen.delete(seen.values().next().value!);
  }

  function detached(since: number) {
    detachedSince ??= since;
  }

  /** Reports a detachment past DOWN_REPORT_MS, once. */
  function reportIfDown() {
    if (detachedSince === null || reportedDown || now() - detachedSince <= DOWN_REPORT_MS) return;
    reportedDown = true;
    log.error(
      { event: "change_feed.down", detachedForMs: now() - detachedSince },
      "[content] the change listener has been detached for over a minute: other instances' publishes reach this one only through the 10 s content window",
    );
  }

  function onBatch(batch: AnnouncedChange[]) {
    const resuming = !hears();
    if (detachedSince !== null) {
      if (reportedDown)
        log.info(
          { event: "change_feed.up", detachedForMs: now() - detachedSince },
          "[content] the change listener hears the feed again",
        );
      detachedSince = null;
      reportedDown = false;
    }
    state.lastHeardAt = now();
    failures = 0;
    const plan = planPurges(batch, { resuming, self, seen: (id) => seen.has(id) });
    if (plan.purgeAll) cache.purgeAll();
    for (const document of plan.documents) cache.purgeForDocument(document);
    for (const change of batch) remember(change.changeId);
    markAttached();
  }

  function listen() {
    if (stopped) return;
    state.listening = true;
    state.lastHeardAt = null;
    stopListening = channel.listen(onBatch, (error) => {
      log.warn(
        { error },
        "[content] change listener failed; serving content from a 10 s window until it is back",
      );
      detached(now());
      reportIfDown();
      state.listening = false;
      stopListening = undefined;
      relistenTimer = setTimeout(listen, relistenDelay(failures++));
      relistenTimer.unref?.();
    });
  }

  function tick() {
    channel
      .beat(self)
      .catch((error) => log.warn({ error }, "[content] change feed heartbeat failed"));
    // Silence past the limit: the stream may be stuck; listen afresh (its first batch purges all).
    if (state.listening && state.lastHeardAt !== null && !hears()) {
      detached(state.lastHeardAt);
      stopListening?.();
      listen();
    }
    reportIfDown();
  }

  return {
    origin: self,
    hears,
    /** Resolves at the listener's first batch after start (attached); never if it never attaches. */
    attached: () => attached,
    start() {
      if (heartbeatTimer || stopped) return;
      detachedSince = now();
      listen();
      channel
        .beat(self)
        .catch((error) => log.warn({ error }, "[content] change feed heartbeat failed"));
      heartbeatTimer = setInterval(tick, timing.heartbeatMs);
      heartbeatTimer.unref?.();
    },
    /** Tells every other instance; rejects when the announcement was not stored. */
    async announce(document: PublishedDocument) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no answer within ${ANNOUNCE_TIMEOUT_MS} ms`)),
          ANNOUNCE_TIMEOUT_MS,
        );
      });
      await Promise.race([
        channel.announce({ origin: self, documentId: document._id, documentType: document._type }),
        timeout,
      ]).finally(() => clearTimeout(timer));
    },
    /** Runs the heartbeat and silence check now (tests). */
    tick,
    stop() {
      stopped = true;
      clearInterval(heartbeatTimer);
      clearTimeout(relistenTimer);
      stopListening?.();
      state.listening = false;
    },
  };
}

export type ChangeFeed = ReturnType<typeof createChangeFeed>;

/**
 * Starts this instance's listener on `channel` (the Firestore channel with several instances; the
 * composition root calls this once at start-up). Without a channel (one instance) there is none.
 */
export function startContentChangeFeed(channel: ChangeChannel | null): ChangeFeed | undefined {
  if (!channel) return undefined;
  const feed = createChangeFeed(channel, contentCache);
  contentCache.setPurgeFeed(feed.hears);
  feed.start();
  return feed;
}

/**
 * A publish received here (the webhook): purge this instance's caches at once, then tell the
 * others through `feed` (this instance's, when there are several). `announced` is false when the
 * others could not be told (the sender should retry).
 */
export async function publishContentChange(
  document: PublishedDocument,
  feed: ChangeFeed | undefined,
): Promise<{ purged: number; announced: boolean }> {
  const purged = contentCache.purgeForDocument(document);
  if (!feed) return { purged, announced: true };
  try {
    await feed.announce(document);
    return { purged, announced: true };
  } catch (error) {
    processLog.error({ error }, "[content] could not announce a publish to the other instances");
    return { purged, announced: false };
  }
}
