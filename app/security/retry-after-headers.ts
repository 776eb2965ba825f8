// Document responses carry only the headers a route's `headers` export returns: this one passes
// on the Retry-After of a 429 its loader or action answered.
import type { HeadersFunction } from "@remix-run/node";

export const retryAfterHeaders: HeadersFunction = ({ actionHeaders, loaderHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After") ?? loaderHeaders.get("Retry-After");
  const headers = new Headers();
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};
