// Remix builds a page's headers from the routes' `headers` exports; without one, an action's
// headers are dropped except Set-Cookie, so a rate-limited form's 429 lost its Retry-After.
import type { HeadersFunction } from "@remix-run/node";
import { PRIVATE_CACHE_CONTROL } from "~/http/cache-control";

/** Remix's default (the parent's headers) plus the Retry-After of a 429 the action or loader answered. */
export const headersWithRetryAfter: HeadersFunction = ({
  parentHeaders,
  actionHeaders,
  loaderHeaders,
}) => {
  const headers = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get("Retry-After") ?? loaderHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};

/** The same, never stored: the look-up pages, whose answers carry personal details. */
export const privateHeadersWithRetryAfter: HeadersFunction = (args) => {
  const headers = new Headers(headersWithRetryAfter(args));
  headers.set("Cache-Control", PRIVATE_CACHE_CONTROL);
  return headers;
};
