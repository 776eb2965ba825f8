// Which responses a shared cache (CDN, proxy) may keep. Anonymous pages may be shared for a
// short while; anything a member or a cookie could personalise is private and never stored.
import { hasPreviewCookie } from "~/content/preview-rules";

/** Shared caches keep an anonymous page 10 s, then serve it stale for up to a minute while they refetch. */
export const PUBLIC_PAGE_CACHE_CONTROL =
  "public, max-age=0, s-maxage=10, stale-while-revalidate=60";
export const PRIVATE_CACHE_CONTROL = "private, no-store";

/** A visitor without any cookie: no session, no flash message, nothing personal to render. */
export function isAnonymousRequest(request: Request): boolean {
  return !request.headers.get("Cookie");
}

/** The Studio's preview (drafts) is never shared, whatever other cookies may become shareable. */
export function isPreviewRequest(request: Request): boolean {
  return hasPreviewCookie(request.headers.get("Cookie"));
}

/** Sets Cache-Control (and Vary) on a page or data response according to who asked and what it sets. */
export function applyCachePolicy(request: Request, status: number, headers: Headers) {
  const readOnly = request.method === "GET" || request.method === "HEAD";
  const shareable =
    readOnly &&
    status === 200 &&
    isAnonymousRequest(request) &&
    !isPreviewRequest(request) &&
    !headers.has("Set-Cookie");
  headers.append("Vary", "Cookie");
  if (!shareable) {
    headers.set("Cache-Control", PRIVATE_CACHE_CONTROL);
    return;
  }
  // A route that chose its own policy (e.g. no-store for a one-off page) keeps it.
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", PUBLIC_PAGE_CACHE_CONTROL);
}
