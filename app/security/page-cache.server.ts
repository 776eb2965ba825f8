// Rendered pages for anonymous visitors, kept in memory for a few seconds (and dropped at once
// when a publish purges the content cache). Measured, not guessed: docs/decisions/060.
//
// CSP stays honest: a page is rendered with a secret nonce that is never sent to anyone; every
// response, first or cached, gets that nonce replaced by its own fresh one (the one in its CSP
// header). So no two responses share a nonce, and nobody ever sees the stored one.
import type { NextFunction, Request, Response } from "express";
import { contentCache } from "~/content/cache.server";
import { PUBLIC_PAGE_CACHE_CONTROL } from "./cache-policy.server";
import { createNonce } from "./headers.server";

export type PageCacheOptions = { freshMs: number; staleMs: number; maxEntries: number; maxBytes: number };

const DEFAULTS: PageCacheOptions = {
  freshMs: 10_000, // as long as shared caches may keep it (s-maxage)
  staleMs: 60_000, // then served while one request renders it again (stale-while-revalidate)
  maxEntries: 300,
  maxBytes: 1024 * 1024,
};

type StoredPage = {
  /** The body split around the secret render nonce: joined again with each response's nonce. */
  parts: Buffer[];
  headers: [string, string | string[] | number][];
  storedAt: number;
  refreshing: boolean;
};

/**
 * Paths never kept: personal, form-handling or operational ones, the live ranking (decision 035:
 * it changes with every application), and files (anything with an extension).
 */
const NEVER =
  /^\/(api|admin|mypage|auth|login|logout|register|find-id|find-password|reset-password|apply|ranking|healthz|assets)(\/|$)|\.[\w]+$/;

function splitAround(body: Buffer, token: string): Buffer[] {
  const needle = Buffer.from(`nonce="${token}"`);
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(needle, from); at !== -1; at = body.indexOf(needle, from)) {
    parts.push(body.subarray(from, at));
    from = at + needle.length;
  }
  parts.push(body.subarray(from));
  return parts;
}

function joinWith(parts: Buffer[], nonce: string): Buffer {
  const attribute = Buffer.from(`nonce="${nonce}"`);
  const pieces: Buffer[] = [];
  parts.forEach((part, i) => {
    if (i > 0) pieces.push(attribute);
    pieces.push(part);
  });
  return Buffer.concat(pieces);
}

export function createPageCache(overrides: Partial<PageCacheOptions> = {}) {
  const options = { ...DEFAULTS, ...overrides };
  const pages = new Map<string, StoredPage>();
  let epoch = 0;
  contentCache.onPurge(() => {
    pages.clear();
    epoch++;
  });

  function serve(res: Response, page: StoredPage, nonce: string) {
    for (const [name, value] of page.headers) res.setHeader(name, value);
    res.setHeader("Age", String(Math.floor((Date.now() - page.storedAt) / 1000)));
    res.setHeader("X-Page-Cache", "hit");
    res.status(200).end(joinWith(page.parts, nonce));
  }

  function middleware(req: Request, res: Response, next: NextFunction) {
    if (req.method !== "GET" || req.headers.cookie || req.headers.authorization || NEVER.test(req.path)) {
      return next();
    }
    const key = req.originalUrl;
    const nonce: string = res.locals.cspNonce;
    const page = pages.get(key);
    const age = page ? Date.now() - page.storedAt : Infinity;
    if (page && (age < options.freshMs || (age < options.staleMs && page.refreshing))) {
      return serve(res, page, nonce);
    }
    if (page && age < options.staleMs) page.refreshing = true; // this request renders it again

    // Render with a secret nonce, hold the body, then answer with this response's own nonce.
    const renderNonce = createNonce();
    res.locals.renderNonce = renderNonce;
    const startedIn = epoch;
    const chunks: Buffer[] = [];
    const write = res.write.bind(res);
    const end = res.end.bind(res);
    const collect = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === "function") return;
      chunks.push(
        Buffer.isBuffer(chunk)
          ? chunk
          : typeof chunk === "string"
            ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
            : Buffer.from(chunk as Uint8Array),
      );
    };
    res.write = ((chunk: unknown, encoding?: unknown) => {
      collect(chunk, encoding);
      return true;
    }) as Response["write"];
    res.end = ((chunk?: unknown, encoding?: unknown, callback?: () => void) => {
      collect(chunk, encoding);
      res.write = write;
      res.end = end;
      const body = Buffer.concat(chunks);
      const parts = splitAround(body, renderNonce);
      const cacheable =
        res.statusCode === 200 &&
        String(res.getHeader("Content-Type") ?? "").startsWith("text/html") &&
        res.getHeader("Cache-Control") === PUBLIC_PAGE_CACHE_CONTROL &&
        !res.getHeader("Set-Cookie") &&
        body.length <= options.maxBytes &&
        epoch === startedIn;
      if (cacheable) {
        const headers = Object.entries(res.getHeaders())
          .filter(([name]) => !/^(content-security-policy|content-length|date|age|x-page-cache)$/i.test(name))
          .map(([name, value]) => [name, value!] as [string, string | string[] | number]);
        pages.delete(key);
        pages.set(key, { parts, headers, storedAt: Date.now(), refreshing: false });
        while (pages.size > options.maxEntries) pages.delete(pages.keys().next().value!);
      } else if (page) {
        page.refreshing = false;
      }
      res.setHeader("X-Page-Cache", "miss");
      const answer = joinWith(parts, nonce);
      if (typeof encoding === "function") return end(answer, encoding as () => void);
      return end(answer, callback as () => void);
    }) as Response["end"];
    next();
  }

  return Object.assign(middleware, {
    size: () => pages.size,
    clear: () => pages.clear(),
  });
}

/** The process's page cache, mounted by server.js in front of the Remix handler. */
export function pageCacheMiddleware() {
  return createPageCache();
}
