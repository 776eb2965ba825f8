// Rendered pages for anonymous visitors (and signed-in members, who are given the same page),
// kept in memory for a few seconds under the content version they were rendered with (decision
// 290: a publish anywhere leaves them behind) and answered before Express even sees the request
// while that version was read within the last second; otherwise the middleware reads it first.
// Measured, not guessed: decision 060.
//
// CSP stays honest without sharing a nonce: a page that may be stored is rendered with a secret
// nonce nobody ever receives. Only the inline scripts and styles that carry it (the ones the app
// rendered, never injected markup) get their SHA-256 listed in the stored page's policy, and the
// nonce attributes are removed. Every response of that page, first or cached, sends the same
// bytes and the same hash-based policy, so the body can be compressed once.
import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import type { NextFunction, Request, Response } from "express";
import type { ContentCache } from "~/content/cache.server";
import { PUBLIC_PAGE_CACHE_CONTROL } from "~/http/cache-control";
import { createNonce, hashedPolicy, type SecuritySettings } from "~/security/headers.server";
import { cacheKey, isCandidate } from "./page-cache-rules.server";

export type PageCacheOptions = {
  freshMs: number;
  staleMs: number;
  maxEntries: number;
  maxBytes: number;
};

const DEFAULTS: PageCacheOptions = {
  freshMs: 10_000, // as long as shared caches may keep it (s-maxage)
  staleMs: 60_000, // then served while one request renders it again (stale-while-revalidate)
  maxEntries: 300,
  maxBytes: 1024 * 1024,
};

type Encoding = "br" | "gzip" | "identity";
type StoredPage = {
  bodies: Record<Encoding, Buffer>;
  headers: Record<string, string | number | string[]>;
  storedAt: number;
  refreshing: boolean;
};
type ContentVersion = ReturnType<ContentCache["state"]>["version"];

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("base64");

/**
 * Pure: the page as stored. Hashes the inline scripts and styles that carry `renderNonce`
 * (anything else inline stays blocked, as it would be under the nonce) and drops the attribute.
 */
export function sealPage(html: string, renderNonce: string) {
  const attribute = ` nonce="${renderNonce}"`;
  const scripts: string[] = [];
  const styles: string[] = [];
  for (const match of html.matchAll(/<(script|style)\b([^>]*)>([\s\S]*?)<\/\1>/g)) {
    const [, tag, attributes, content] = match;
    if (!attributes!.includes(attribute) || /\bsrc=/.test(attributes!)) continue;
    (tag === "script" ? scripts : styles).push(sha256(content!));
  }
  return {
    html: html.replaceAll(attribute, ""),
    scripts: [...new Set(scripts)],
    styles: [...new Set(styles)],
  };
}

function preferredEncoding(acceptEncoding: string | string[] | undefined): Encoding {
  const accepted = String(acceptEncoding ?? "");
  if (/\bbr\b/.test(accepted)) return "br";
  if (/\bgzip\b/.test(accepted)) return "gzip";
  return "identity";
}

export function createPageCache(
  settings: SecuritySettings,
  /** The process's content cache: pages are kept under the content version it reads. */
  contentCache: ContentCache,
  overrides: Partial<PageCacheOptions> = {},
) {
  const options = { ...DEFAULTS, ...overrides };
  const pages = new Map<string, StoredPage>();
  let pagesVersion: ContentVersion;

  /** The pages of the content version read last: those of an older one are dropped. */
  function pagesOf(version: ContentVersion) {
    if (version !== pagesVersion) pages.clear();
    pagesVersion = version;
    return pages;
  }

  /** Answers from memory when it can (true); otherwise leaves the request alone (false). */
  function serveFromMemory(req: IncomingMessage, res: ServerResponse): boolean {
    const url = req.url ?? "/";
    const key = cacheKey(url);
    if (key === null || !isCandidate(req.method, url.split("?")[0]!, req.headers)) return false;
    // Only under a version read within the last second, while it can be read (decision 290).
    const { keepPages, current, version } = contentCache.state();
    if (!keepPages || !current) return false;
    const page = pagesOf(version).get(key);
    if (!page) return false;
    const age = Date.now() - page.storedAt;
    if (!(age < options.freshMs || (age < options.staleMs && page.refreshing))) return false;
    const encoding = preferredEncoding(req.headers["accept-encoding"]);
    const body = page.bodies[encoding];
    res.writeHead(200, {
      ...page.headers,
      ...(encoding === "identity" ? {} : { "Content-Encoding": encoding }),
      "Content-Length": body.length,
      Age: String(Math.floor(age / 1000)),
      "X-Page-Cache": "hit",
    });
    res.end(body);
    return true;
  }

  /**
   * Express middleware for candidates not answered from memory: reads the content version when
   * due, answers from memory if that allows, else renders, seals and stores.
   */
  function middleware(req: Request, res: Response, next: NextFunction) {
    const key = cacheKey(req.originalUrl);
    if (key === null || !isCandidate(req.method, req.path, req.headers)) return next();
    contentCache
      .checkVersion()
      .then(() => {
        if (!serveFromMemory(req, res)) render(key, req, res, next);
      })
      .catch(next);
  }

  function render(key: string, req: Request, res: Response, next: NextFunction) {
    const startedIn = contentCache.state().version;
    const previous = pagesOf(startedIn).get(key);
    if (previous && Date.now() - previous.storedAt < options.staleMs) previous.refreshing = true;

    // A member's miss renders the page every visitor gets, and stores it like theirs.
    delete req.headers.cookie;
    const renderNonce = createNonce();
    res.locals.renderNonce = renderNonce;
    const chunks: Buffer[] = [];
    const end = res.end.bind(res);
    const collect = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === "function") return;
      chunks.push(
        Buffer.isBuffer(chunk)
          ? chunk
          : typeof chunk === "string"
            ? Buffer.from(
                chunk,
                typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8",
              )
            : Buffer.from(chunk as Uint8Array),
      );
    };
    const write = res.write.bind(res);
    res.write = ((chunk: unknown, encoding?: unknown) => {
      collect(chunk, encoding);
      return true;
    }) as Response["write"];
    res.end = ((chunk?: unknown, encoding?: unknown, callback?: () => void) => {
      collect(chunk, encoding);
      res.write = write;
      res.end = end;
      const done = typeof encoding === "function" ? (encoding as () => void) : callback;
      const raw = Buffer.concat(chunks);
      const isHtml = String(res.getHeader("Content-Type") ?? "").startsWith("text/html");
      if (!isHtml) {
        if (previous) previous.refreshing = false;
        return end(raw, done as () => void);
      }
      const sealed = sealPage(raw.toString("utf8"), renderNonce);
      const body = Buffer.from(sealed.html, "utf8");
      res.setHeader("Content-Security-Policy", hashedPolicy(settings, req.path, sealed));
      res.setHeader("X-Page-Cache", "miss");
      const storable =
        res.statusCode === 200 &&
        res.getHeader("Cache-Control") === PUBLIC_PAGE_CACHE_CONTROL &&
        !res.getHeader("Set-Cookie") &&
        body.length <= options.maxBytes &&
        contentCache.state().keepPages &&
        contentCache.state().version === startedIn;
      if (storable) {
        const headers: StoredPage["headers"] = {};
        for (const [name, value] of Object.entries(res.getHeaders())) {
          if (
            value !== undefined &&
            !/^(content-length|content-encoding|date|age|x-page-cache)$/i.test(name)
          ) {
            headers[name] = value;
          }
        }
        headers["vary"] = "Cookie, Accept-Encoding";
        const pages = pagesOf(startedIn);
        pages.delete(key);
        pages.set(key, {
          bodies: {
            identity: body,
            gzip: gzipSync(body, { level: 9 }),
            br: brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } }),
          },
          headers,
          storedAt: Date.now(),
          refreshing: false,
        });
        while (pages.size > options.maxEntries) pages.delete(pages.keys().next().value!);
      } else if (previous) {
        previous.refreshing = false;
      }
      return end(body, done as () => void);
    }) as Response["end"];
    next();
  }

  return { serveFromMemory, middleware, size: () => pages.size, clear: () => pages.clear() };
}

/** The process's page cache: the site process answers from it first and mounts its middleware. */
export function pageCacheMiddleware(settings: SecuritySettings, contentCache: ContentCache) {
  return createPageCache(settings, contentCache);
}
