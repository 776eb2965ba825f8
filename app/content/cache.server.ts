// The one in-memory cache of content reads (per GROQ query + parameters), stale-while-revalidate.
// The content seam sends every read through `cachedQuery`. Each read counts only under the content
// version it was made under (decision 290, ./content-version.server.ts): after a publish anywhere
// the next read asks Sanity first, past its API CDN for a minute (the CDN can lag the webhook), and
// the older copy is served only if Sanity fails. While the version cannot be read, reads fall back
// to a short window and no rendered pages are kept.
import { log } from "~/log.server";
import type { ContentVersion, VersionSource, VersionState } from "./content-version.server";

/** How the fetch behind a cache entry should reach Sanity. */
export type FetchOptions = { bypassCdn: boolean };
type Fetcher<T> = (options: FetchOptions) => Promise<T>;

type Entry = {
  value: unknown;
  fetchedAt: number;
  /** The content version the read was made under. */
  version: ContentVersion;
};

export type ContentCacheOptions = {
  /** A read younger than this is served without asking Sanity. */
  freshMs: number;
  /** An older read is still served (and refreshed in the background) up to this age. */
  staleMs: number;
  /** After a publish, reads skip the API CDN this long. */
  cdnLagMs: number;
  maxEntries: number;
  /** While the version cannot be read: fresh this long, refreshed before use. */
  fallbackFreshMs: number;
  now: () => number;
};

/** How reads are served right now. */
export type Freshness = {
  freshMs: number;
  /** Older reads: served while one background read refreshes them (else refreshed first). */
  staleWhileRevalidate: boolean;
  /** Whether rendered pages may be kept (the page cache). */
  keepPages: boolean;
};

/** How reads are served right now, and the version rendered pages are keyed by. */
export type CacheState = Freshness & Pick<VersionState, "version" | "current">;

/**
 * Pure: a cache that knows the content version serves for minutes and refreshes in the
 * background; one that cannot read it serves a read for `fallbackFreshMs` only, then asks the source first (the
 * older copy only if the source fails), and keeps no rendered pages.
 */
export function freshnessOf(
  options: Pick<ContentCacheOptions, "freshMs" | "fallbackFreshMs">,
  trusted: boolean,
): Freshness {
  return trusted
    ? { freshMs: options.freshMs, staleWhileRevalidate: true, keepPages: true }
    : { freshMs: options.fallbackFreshMs, staleWhileRevalidate: false, keepPages: false };
}

const DEFAULTS: ContentCacheOptions = {
  freshMs: 5 * 60_000,
  staleMs: 24 * 60 * 60_000,
  cdnLagMs: 60_000,
  maxEntries: 1_000,
  fallbackFreshMs: 10_000,
  now: () => Date.now(),
};

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(",")}]`;
  if (value && typeof value === "object") {
    const keys = Object.keys(value).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${stableJson((value as Record<string, unknown>)[k])}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/** One process, no publishes: the version never changes (unit tests, scripts). */
const UNCHANGING: VersionSource = {
  check: async () => {},
  state: () => ({ version: null, trusted: true, current: true, changedAt: -Infinity }),
};

export function createContentCache(overrides: Partial<ContentCacheOptions> = {}) {
  const options = { ...DEFAULTS, ...overrides };
  const entries = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<unknown>>();
  let source = UNCHANGING;

  function state(): CacheState {
    const { version, trusted, current } = source.state();
    return { ...freshnessOf(options, trusted), version, current };
  }

  function store(key: string, value: unknown, version: ContentVersion) {
    entries.delete(key); // re-insert: Map order doubles as least-recently-fetched order
    entries.set(key, { value, fetchedAt: options.now(), version });
    while (entries.size > options.maxEntries) entries.delete(entries.keys().next().value!);
  }

  function refresh<T>(key: string, fetch: Fetcher<T>): Promise<T> {
    const { version, changedAt } = source.state();
    // Per version: a read started before a publish is not shared with the reads after it.
    const flight = `${version}\u0000${key}`;
    const running = inFlight.get(flight);
    if (running) return running as Promise<T>;
    const promise = fetch({ bypassCdn: options.now() < changedAt + options.cdnLagMs })
      .then((value) => {
        const kept = entries.get(key);
        // Never replace a read of the current version with one made under an older version.
        if (!(kept && kept.version === source.state().version && version !== kept.version))
          store(key, value, version);
        return value;
      })
      .finally(() => inFlight.delete(flight));
    inFlight.set(flight, promise);
    return promise;
  }

  return {
    /** The cached result of `query` with `params`, fetched through `fetch` when missing or old. */
    async cachedQuery<T>(
      query: string,
      params: Record<string, unknown>,
      fetch: Fetcher<T>,
    ): Promise<T> {
      await source.check();
      const key = `${query}\u0000${stableJson(params)}`;
      const entry = entries.get(key);
      if (!entry) return refresh(key, fetch);
      const age = options.now() - entry.fetchedAt;
      const { freshMs, staleWhileRevalidate, version } = state();
      const ofThisVersion = entry.version === version;
      if (ofThisVersion && age < freshMs) return entry.value as T;
      if (age >= options.staleMs) return refresh(key, fetch);
      const refreshed = refresh(key, fetch).catch((error) => {
        log.error({ error }, "content refresh failed; serving the last copy");
        return entry.value as T;
      });
      return ofThisVersion && staleWhileRevalidate ? (entry.value as T) : refreshed;
    },

    /** Follows the content version (the composition root, once per process). */
    follow(versions: VersionSource) {
      source = versions;
    },

    /** Reads the content version when due (a page answered from memory first asks this). */
    checkVersion: () => source.check(),

    /** How reads are served right now, and the version pages are keyed by. */
    state,

    size(): number {
      return entries.size;
    },

    clear() {
      entries.clear();
      inFlight.clear();
    },
  };
}

export type ContentCache = ReturnType<typeof createContentCache>;
