// Which requests the page cache (page-cache.server.ts) may answer and keep, and under which key:
// the paths never kept, the search parameters each kept page reads, the paths sharing one page,
// and the cookies that still get the public page (decisions 060, 233, 239).
import type { IncomingMessage } from "node:http";
import { CATEGORIES } from "~/content/types";
import { SESSION_COOKIE_NAME } from "~/http/session-cookie";

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

/** Whether a request may be answered from (and its page kept in) the cache. */
export function isCandidate(
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
