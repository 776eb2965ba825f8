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
import { SESSION_COOKIE_NAME } from "~/http/session-cookie";
import { contentCache } from "~/content/cache.server";
import { CATEGORIES } from "~/content/types";
import { PUBLIC_PAGE_CACHE_CONTROL } from "~/http/cache-control";
import { createNonce, hashedPolicy, type SecuritySettings } from "~/security/headers.server";

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
type ContentVersion = ReturnType<typeof contentCache.state>["version"];

/**
 * Paths never kept: personal, form-handling or operational ones, the live ranking (decision 035:
 * it changes with every application), the dialogs' data, and files (anything with an extension).
 * The sign-in and sign-up forms are kept, not the steps after them (decision 239). A member's
 * request for any other path is rendered without its cookie on a miss (decision 233).
 */
export const NEVER_STORED =
  /^\/(api|admin|applications|mypage|auth|logout|find-id|find-password|reset-password|verify-email|apply|ranking|healthz|assets|resources)(\/|$)|^\/(login|register)\/|\.[\w]+$/;

/**
 * The search parameters each stored page reads (its loader's `searchParams`) and what it makes of
 * them. The key keeps only the values that change the page, so `/?cb=123` or
 * `/services?category=nonsense` is the stored page instead of a new render that evicts a real
 * one. "never stored": a page showing one visitor's receipt, or one of countless filtered lists. A page that starts reading a
 * parameter must be listed here (page-cache.server.test.ts checks the route files).
 */
export const PAGE_SEARCH_PARAMS: Readonly<
  Record<string, Readonly<Record<string, readonly string[] | RegExp | "never stored">>>
> = {
  // The other filters (decision 244) make too many pages to keep: rendered on each request.
  "/services": {
    category: CATEGORIES,
    open: "never stored",
    audience: "never stored",
    day: "never stored",
    q: "never stored",
  },
  "/notices": { page: /^[1-9]\d{0,4}$/ },
  "/contact": { received: "never stored" },
  // Where to go after signing in: any path, so each would be a new entry; those are rendered.
  "/login": { redirectTo: "never stored" },
  "/register": { redirectTo: "never stored" },
};

/**
 * Paths sharing one stored page (decision 239): each made-up /contact/* path is the route
 * `contact.$` and its page names no path, so one render answers all, read as /contact reads its
 * parameters. Never the stored /contact page: another route to the browser's hydration.
 */
const SHARED_PAGES: ReadonlyArray<{ path: RegExp; key: string; readsAs: string }> = [
  { path: /^\/contact\/./, key: "/contact/*", readsAs: "/contact" },
];

/** Pure: the key a URL is stored under (its page's path and the values it reads), or null: never stored. */
export function cacheKey(url: string): string | null {
  const at = url.indexOf("?");
  const path = at === -1 ? url : url.slice(0, at);
  const shared = SHARED_PAGES.find((page) => page.path.test(path));
  const pageKey = shared?.key ?? path;
  const reads = PAGE_SEARCH_PARAMS[shared?.readsAs ?? path];
  if (!reads || at === -1) return pageKey;
  const params = new URLSearchParams(url.slice(at + 1));
  const kept = new URLSearchParams();
  for (const [name, values] of Object.entries(reads)) {
    if (!params.has(name)) continue;
    if (values === "never stored") return null;
    const value = params.getAll(name).at(-1)!; // as the loaders read it (Object.fromEntries: the last)
    if (values instanceof RegExp ? values.test(value) : values.includes(value))
      kept.set(name, value);
  }
  return kept.size ? `${pageKey}?${kept}` : pageKey;
}

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

/** Pages whose loader reads the session (the contact prefill, the account forms' redirect). */
const RENDERED_FOR_MEMBERS = /^\/(contact|login|register)(\/|$)/;

/**
 * Pure: whether a request with these cookies is shown the public page (decision 233): none, or
 * only the session cookie with no one-time message waiting in it (the Studio's preview cookie,
 * like any other, is rendered: drafts are never stored). A member's own part of the page
 * (the header's menu) comes from `/resources/viewer` after hydration. The flash is looked for
 * without checking the signature: a forged cookie only earns the page every visitor gets.
 */
export function sharesThePublicPage(cookieHeader: string | undefined, path: string): boolean {
  if (!cookieHeader) return true;
  if (RENDERED_FOR_MEMBERS.test(path)) return false;
  for (const pair of cookieHeader.split(";")) {
    if (!pair.trim()) continue;
    const at = pair.indexOf("=");
    const name = pair.slice(0, at).trim();
    if (at === -1 || name !== SESSION_COOKIE_NAME) return false; // anything else may change the page
    if (holdsFlash(pair.slice(at + 1).trim())) return false;
  }
  return true;
}

function holdsFlash(cookieValue: string): boolean {
  try {
    const signed = decodeURIComponent(cookieValue);
    const payload = signed.slice(0, Math.max(0, signed.lastIndexOf(".")));
    return Buffer.from(payload, "base64").toString("latin1").includes('"__flash_');
  } catch {
    return true; // unreadable: rendered, where the session storage decides
  }
}

function isCandidate(
  method: string | undefined,
  path: string,
  headers: IncomingMessage["headers"],
) {
  return (
    method === "GET" &&
    !headers.authorization &&
    !NEVER_STORED.test(path) &&
    sharesThePublicPage(headers.cookie, path)
  );
}

export function createPageCache(
  settings: SecuritySettings,
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
export function pageCacheMiddleware(settings: SecuritySettings) {
  return createPageCache(settings);
}
