// The one in-memory cache of content reads (per GROQ query + parameters), stale-while-revalidate.
// The content seam sends every read through `cachedQuery`; the Sanity publish webhook calls
// `purgeForDocument`, after which the next reads skip Sanity's API CDN (it can lag the webhook).
// With several instances, a change feed (./change-feed.server.ts) tells the cache whether it hears
// every publish; while it does not, reads fall back to a short window (decision 095).
import { log } from "~/log.server";

/** How the fetch behind a cache entry should reach Sanity. */
export type FetchOptions = { bypassCdn: boolean };
type Fetcher<T> = (options: FetchOptions) => Promise<T>;

type Entry = {
  value: unknown;
  fetchedAt: number;
  /** What the query reads (see tagsOfQuery). */
  tags: ReadonlySet<string>;
  /** Document ids present in the result. */
  ids: ReadonlySet<string>;
};

export type ContentCacheOptions = {
  /** A read younger than this is served without asking Sanity. */
  freshMs: number;
  /** An older read is still served (and refreshed in the background) up to this age. */
  staleMs: number;
  /** After a publish, reads skip the API CDN this long. */
  cdnLagMs: number;
  maxEntries: number;
  /** While purges may be missed (the change feed is down): fresh this long, refreshed before use. */
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

/**
 * Pure: a cache that hears every purge serves for minutes and refreshes in the background; one
 * that may miss purges serves a read for `fallbackFreshMs` only, then asks the source first (the
 * older copy only if the source fails), and keeps no rendered pages.
 */
export function freshnessOf(
  options: Pick<ContentCacheOptions, "freshMs" | "fallbackFreshMs">,
  hearsPurges: boolean,
): Freshness {
  return hearsPurges
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

/**
 * Pure: what a GROQ query reads, as tags: the document types it filters on, `id:<id>` for
 * documents it names by id, and "*" when it may read anything (a dereference other than an
 * image asset's, or no filter at all).
 */
export function tagsOfQuery(query: string): string[] {
  const tags = new Set<string>();
  for (const match of query.matchAll(/_type\s*==\s*["']([\w.-]+)["']/g)) tags.add(match[1]!);
  for (const match of query.matchAll(/_type\s+in\s+\[([^\]]*)\]/g)) {
    for (const name of match[1]!.matchAll(/["']([\w.-]+)["']/g)) tags.add(name[1]!);
  }
  for (const match of query.matchAll(/_id\s*==\s*["']([\w.-]+)["']/g)) tags.add(`id:${match[1]}`);
  if (/\basset\s*->/.test(query)) tags.add("sanity.imageAsset");
  const otherDereference = /->|references\s*\(/.test(query.replace(/\basset\s*->/g, ""));
  if (tags.size === 0 || otherDereference) tags.add("*");
  return [...tags];
}

/** Pure: every `_id` in a query result. */
export function idsOfResult(value: unknown): string[] {
  const ids = new Set<string>();
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (node && typeof node === "object") {
      const id = (node as { _id?: unknown })._id;
      if (typeof id === "string") ids.add(id);
      Object.values(node).forEach(visit);
    }
  };
  visit(value);
  return [...ids];
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(",")}]`;
  if (value && typeof value === "object") {
    const keys = Object.keys(value).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${stableJson((value as Record<string, unknown>)[k])}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

export function createContentCache(overrides: Partial<ContentCacheOptions> = {}) {
  const options = { ...DEFAULTS, ...overrides };
  const entries = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<unknown>>();
  const purgeListeners = new Set<() => void>();
  let epoch = 0; // bumped by every purge: a fetch started before it must not be stored
  let bypassCdnUntil = 0;
  // One process with no other instance hears every purge (the webhook reaches it directly).
  let hearsPurges: () => boolean = () => true;
  const freshness = () => freshnessOf(options, hearsPurges());

  function store(key: string, query: string, value: unknown) {
    entries.delete(key); // re-insert: Map order doubles as least-recently-fetched order
    entries.set(key, {
      value,
      fetchedAt: options.now(),
      tags: new Set(tagsOfQuery(query)),
      ids: new Set(idsOfResult(value)),
    });
    while (entries.size > options.maxEntries) entries.delete(entries.keys().next().value!);
  }

  function refresh<T>(key: string, query: string, fetch: Fetcher<T>): Promise<T> {
    const running = inFlight.get(key);
    if (running) return running as Promise<T>;
    const startedIn = epoch;
    const promise = fetch({ bypassCdn: options.now() < bypassCdnUntil })
      .then((value) => {
        if (epoch === startedIn) store(key, query, value);
        return value;
      })
      .finally(() => {
        if (inFlight.get(key) === promise) inFlight.delete(key);
      });
    inFlight.set(key, promise);
    return promise;
  }

  return {
    /** The cached result of `query` with `params`, fetched through `fetch` when missing or old. */
    async cachedQuery<T>(
      query: string,
      params: Record<string, unknown>,
      fetch: Fetcher<T>,
    ): Promise<T> {
      const key = `${query}\u0000${stableJson(params)}`;
      const entry = entries.get(key);
      if (!entry) return refresh(key, query, fetch);
      const age = options.now() - entry.fetchedAt;
      const { freshMs, staleWhileRevalidate } = freshness();
      if (age < freshMs) return entry.value as T;
      if (age < options.staleMs) {
        const refreshed = refresh(key, query, fetch).catch((error) => {
          log.error({ error }, "content refresh failed; serving the stale copy");
          return entry.value as T;
        });
        return staleWhileRevalidate ? (entry.value as T) : refreshed;
      }
      return refresh(key, query, fetch);
    },

    /** Forgets every read a published (or deleted) document touches; returns how many. */
    purgeForDocument(document: { _id?: string; _type?: string }): number {
      const id = document._id?.replace(/^drafts\./, "");
      let purged = 0;
      for (const [key, entry] of entries) {
        const touched =
          entry.tags.has("*") ||
          (document._type !== undefined && entry.tags.has(document._type)) ||
          (id !== undefined && entry.tags.has(`id:${id}`)) ||
          (id !== undefined && entry.ids.has(id)) ||
          (document._type === undefined && id === undefined);
        if (touched) {
          entries.delete(key);
          purged++;
        }
      }
      epoch++;
      inFlight.clear();
      bypassCdnUntil = options.now() + options.cdnLagMs;
      for (const listener of purgeListeners) listener();
      return purged;
    },

    /** Forgets every read (a change feed that may have missed purges while it was down). */
    purgeAll(): number {
      return this.purgeForDocument({});
    },

    /** Tells the cache how to know whether it hears every purge (the change feed, decision 095). */
    setPurgeFeed(hears: () => boolean) {
      hearsPurges = hears;
    },

    /** How reads are served right now (and whether pages may be kept). */
    freshness,

    /** Called after every purge (e.g. by a cache of rendered pages built from this content). */
    onPurge(listener: () => void): () => void {
      purgeListeners.add(listener);
      return () => purgeListeners.delete(listener);
    },

    /** Whether reads started now skip the API CDN. */
    bypassesCdn(): boolean {
      return options.now() < bypassCdnUntil;
    },

    size(): number {
      return entries.size;
    },

    clear() {
      entries.clear();
      inFlight.clear();
      epoch++;
    },
  };
}

export type ContentCache = ReturnType<typeof createContentCache>;

/** The process's content cache. */
export const contentCache = createContentCache();
