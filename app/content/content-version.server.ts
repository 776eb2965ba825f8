// This instance's view of the content version (decision 290). A publish changes one value in the
// store (the webhook: `publish`); each instance reads it on a request, at most once a second, so
// an idle instance does no work, and its caches count only what was read under the version it
// knows. While the store cannot be read the instance is not "trusted": the content cache falls
// back to a 10 s window and keeps no pages, and requests stop waiting for the read. Failing for
// over a minute is logged once as `content_version.down`, and `content_version.up` when it is back.
import { randomUUID } from "node:crypto";
import { log as processLog, type Logger } from "~/log.server";
import type { ContentVersionStore } from "~/records/content-version/contract";

export type { ContentVersionStore };

/**
 * `checkMs`: a request reads the version again when the last read is older; `waitMs`: the most a
 * request waits for it (a slower store counts as failing); `downReportMs`: failing this long is
 * reported; `writeMs`: a publish's write not answered by then failed (Sanity sends it again).
 */
export const VERSION_TIMING = {
  checkMs: 1_000,
  waitMs: 1_000,
  downReportMs: 60_000,
  writeMs: 10_000,
};
export type VersionTiming = typeof VERSION_TIMING;

/** What the caches key by: undefined until the first read, null before the first publish. */
export type ContentVersion = string | null | undefined;

export type VersionState = {
  version: ContentVersion;
  /** The last read succeeded: a change of version would have been seen. */
  trusted: boolean;
  /** Trusted and read within `checkMs`: a page may be answered without reading again. */
  current: boolean;
  /** When the version last changed after the first read (reads skip Sanity's CDN a while). */
  changedAt: number;
};

export type VersionSource = { check(): Promise<void>; state(): VersionState };

type Options = Partial<VersionTiming> & { now?: () => number; logger?: Logger };

function within<T>(promise: Promise<T>, ms: number): Promise<T | "late"> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<"late">((resolve) => {
    timer = setTimeout(() => resolve("late"), ms);
    timer.unref?.();
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

export function createVersionTracker(store: ContentVersionStore, options: Options = {}) {
  const timing = { ...VERSION_TIMING, ...options };
  const now = options.now ?? (() => Date.now());
  const log = options.logger ?? processLog;
  let version: ContentVersion;
  let trusted = true; // until a read fails: the first request waits for the first read
  let readAt = -Infinity;
  let startedAt = -Infinity;
  let publishes = 0; // publishes adopted here
  let changedAt = -Infinity;
  let failingSince: number | null = null;
  let reportedDown = false;
  let reading: Promise<void> | undefined;

  function adopt(next: string | null) {
    if (version !== undefined && next !== version) changedAt = now();
    version = next;
  }

  function succeeded(at: number) {
    readAt = at;
    trusted = true;
    if (reportedDown)
      log.info(
        { event: "content_version.up", failedForMs: now() - failingSince! },
        "[content] the content version is read again",
      );
    failingSince = null;
    reportedDown = false;
  }

  function failed(at: number, error: unknown) {
    if (trusted) log.warn({ error }, "[content] the content version could not be read");
    trusted = false;
    failingSince ??= at;
    if (reportedDown || now() - failingSince <= timing.downReportMs) return;
    reportedDown = true;
    log.error(
      { event: "content_version.down", failedForMs: now() - failingSince },
      "[content] the content version has not been read for over a minute: publishes reach this instance through the 10 s content window",
    );
  }

  function read(): Promise<void> {
    const at = (startedAt = now());
    const publishesBefore = publishes;
    reading = store
      .read()
      .then(
        (next) => {
          // A publish adopted here since this read started is newer than what it returned.
          if (publishes === publishesBefore) adopt(next);
          succeeded(at);
        },
        (error: unknown) => failed(at, error),
      )
      .finally(() => (reading = undefined));
    return reading;
  }

  return {
    /** Reads the version when due; waits for it (at most `waitMs`) only while the store answers. */
    async check(): Promise<void> {
      const due = !reading && now() - startedAt >= timing.checkMs;
      const pending = due ? read() : reading;
      if (!pending || !trusted) return;
      if ((await within(pending, timing.waitMs)) === "late")
        failed(now(), new Error(`no answer within ${timing.waitMs} ms`));
    },

    state(): VersionState {
      return {
        version,
        trusted,
        current: trusted && now() - readAt < timing.checkMs,
        changedAt,
      };
    },

    /**
     * A publish received here: a new version in the store, adopted here at once. When the store
     * does not take it, this instance still moves on (a version of its own) and `stored` is false.
     */
    async publish(): Promise<{ stored: boolean }> {
      const at = now();
      try {
        const written = await within(store.bump(), timing.writeMs);
        if (written === "late") throw new Error(`no answer within ${timing.writeMs} ms`);
        publishes++;
        adopt(written);
        succeeded(at);
        return { stored: true };
      } catch (error) {
        log.error({ error }, "[content] could not store the new content version");
        publishes++;
        adopt(`local-${randomUUID()}`);
        return { stored: false };
      }
    },
  };
}

export type VersionTracker = ReturnType<typeof createVersionTracker>;
