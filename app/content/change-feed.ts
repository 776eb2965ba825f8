// Pure rules of the content change feed (decision 095): when an instance can trust that it hears
// every publish, what a batch of announcements asks of its caches, and how soon to listen again
// after the listener failed. The I/O (Firestore) is in ./change-feed.server.ts.

export type FeedTiming = {
  /** Each instance touches the feed's heartbeat this often, so a healthy listener hears something. */
  heartbeatMs: number;
  /** A listener that heard nothing for this long is treated as disconnected. */
  silenceLimitMs: number;
};

export const FEED_TIMING: FeedTiming = { heartbeatMs: 20_000, silenceLimitMs: 60_000 };

export type FeedState = { listening: boolean; lastHeardAt: number | null };

/** Pure: whether the listener is up and heard from the feed recently (then purges can't be missed). */
export function hearsEveryChange(
  state: FeedState,
  now: number,
  timing: FeedTiming = FEED_TIMING,
): boolean {
  return (
    state.listening && state.lastHeardAt !== null && now - state.lastHeardAt < timing.silenceLimitMs
  );
}

/** One announced publish as the feed delivers it. */
export type AnnouncedChange = {
  changeId: string;
  origin: string;
  documentId?: string;
  documentType?: string;
};

export type PurgePlan = { purgeAll: boolean; documents: Array<{ _id?: string; _type?: string }> };

/**
 * Pure: what a batch asks of the caches. After a time of not hearing (the first batch, or the first
 * after a disconnect or silence) anything may have been missed: purge everything. Otherwise purge
 * each announced document once, except those this instance announced (purged when received).
 */
export function planPurges(
  batch: readonly AnnouncedChange[],
  context: { resuming: boolean; self: string; seen: (changeId: string) => boolean },
): PurgePlan {
  if (context.resuming) return { purgeAll: true, documents: [] };
  const documents = batch
    .filter((change) => change.origin !== context.self && !context.seen(change.changeId))
    .map((change) => ({ _id: change.documentId, _type: change.documentType }));
  return { purgeAll: false, documents };
}

/** Pure: the wait before listening again after the `attempt`-th failure in a row: 1 s … 30 s. */
export function relistenDelay(attempt: number): number {
  return Math.min(1_000 * 2 ** attempt, 30_000);
}
