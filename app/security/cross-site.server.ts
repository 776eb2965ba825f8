// A POST from another site's page (its Origin names another host) is refused with 403 before the
// body is read. Remix 2 makes the same comparison for page actions but answers with a thrown
// error: a 500 and a stack trace in the log per request. Same rule as Remix's
// (`throwIfPotentialCSRFAttack`): the Origin's host must equal X-Forwarded-Host (first value) or
// Host; `Origin: null` (sandboxed frames, opaque redirects) is not our site either. No Origin at
// all (server-to-server clients, the Sanity webhook) passes.
import type { IncomingHttpHeaders } from "node:http";

export const CROSS_SITE_MESSAGE =
  "다른 사이트에서 보낸 요청은 받을 수 없습니다. 이 사이트의 화면에서 다시 시도해주세요.";

/** Pure: true when the request comes from another site's page. */
export function crossSiteProblem(headers: IncomingHttpHeaders): boolean {
  const origin = headers.origin;
  if (origin === undefined || origin === "") return false;
  let originHost: string;
  try {
    originHost = origin === "null" ? "null" : new URL(origin).host;
  } catch {
    return true; // not even a URL: not our page
  }
  const forwarded = String(headers["x-forwarded-host"] ?? "")
    .split(",")[0]!
    .trim();
  const host = forwarded || headers.host;
  return !host || originHost !== host;
}
