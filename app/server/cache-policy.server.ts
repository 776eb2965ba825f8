// Which responses a shared cache (CDN, proxy) may keep. Anonymous pages may be shared for a
// short while; anything a member or a cookie could personalise is private and never stored.
import { hasPreviewCookie } from "~/content/preview-rules";
import { PRIVATE_CACHE_CONTROL, PUBLIC_PAGE_CACHE_CONTROL } from "~/http/cache-control";

/** A visitor without any cookie: no session, no flash message, nothing personal to render. */
export function isAnonymousRequest(request: Request): boolean {
  return !request.headers.get("Cookie");
}

/** The Studio's preview (drafts) is never shared, whatever other cookies may become shareable. */
export function isPreviewRequest(request: Request): boolean {
  return hasPreviewCookie(request.headers.get("Cookie"));
}

/**
 * Pages that render a token of their own for each visitor (the form key of /apply, which makes a
 * second submit of the same form a no-op; the reset link's token): a shared copy would hand one
 * visitor's token to the next, whose application then met a 422.
 */
export const PER_VISITOR_PAGES: ReadonlySet<string> = new Set(["/apply", "/reset-password"]);

/** A receipt (`/contact?received=…`, `/apply?received=…`) is one visitor's, found by its own id. */
const RECEIPT_PARAM = "received";

/** Pure: the page a document or single-fetch data request (`/apply.data`, `/_root.data`) is for. */
export function pagePathOf(request: Request): string {
  const path = new URL(request.url).pathname.replace(/\.data$/, "");
  return path === "/_root" ? "/" : path;
}

/**
 * Sets Cache-Control (and Vary) on a page or data response according to who asked and what it
 * sets. `carriesNonce`: the page goes out with the CSP nonce it was rendered with (every page the
 * page cache does not seal with hashes): a shared copy would hand that nonce to every later
 * visitor for as long as it is kept, so such a page is never shared.
 */
export function applyCachePolicy(
  request: Request,
  status: number,
  headers: Headers,
  { carriesNonce = false }: { carriesNonce?: boolean } = {},
) {
  const readOnly = request.method === "GET" || request.method === "HEAD";
  const shareable =
    readOnly &&
    !carriesNonce &&
    status === 200 &&
    isAnonymousRequest(request) &&
    !isPreviewRequest(request) &&
    !headers.has("Set-Cookie") &&
    !PER_VISITOR_PAGES.has(pagePathOf(request)) &&
    !new URL(request.url).searchParams.has(RECEIPT_PARAM);
  addVaryCookie(headers);
  if (!shareable) {
    headers.set("Cache-Control", PRIVATE_CACHE_CONTROL);
    return;
  }
  // A route that chose its own policy (e.g. no-store for a one-off page) keeps it.
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", PUBLIC_PAGE_CACHE_CONTROL);
}

function addVaryCookie(headers: HeaderView) {
  if (!/(^|,)\s*cookie\s*(,|$)/i.test(headers.get("Vary") ?? "")) headers.append("Vary", "Cookie");
}

/** The few header operations the rule below needs: a fetch `Headers`, or a Node response's. */
export type HeaderView = Pick<Headers, "get" | "has" | "set" | "append">;

/**
 * The rule for every answer, pages, data and resource routes alike (applied last, as the headers
 * go out: remix-answers.server.ts): one built for a request with a cookie (a session, the Studio's
 * preview) or that sets one is never kept by a shared cache, whatever its route chose; and every
 * answer varies by Cookie.
 */
export function keepPersonalAnswersPrivate(requestCookie: string | null, headers: HeaderView) {
  const personal =
    Boolean(requestCookie) || hasPreviewCookie(requestCookie) || headers.has("Set-Cookie");
  if (personal && !/\bno-store\b/.test(headers.get("Cache-Control") ?? ""))
    headers.set("Cache-Control", PRIVATE_CACHE_CONTROL);
  addVaryCookie(headers);
}
