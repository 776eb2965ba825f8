// The load balancer's X-Front-Secret on a request (decision 170): which accepted value it is, and
// what /healthz/details reports about a request's way in. The check that refuses requests without
// it is app/server/front-check.server.ts.
import { createHash, timingSafeEqual } from "node:crypto";

export const FRONT_HEADER = "x-front-secret";

/** Which accepted value the request's front header is, if any. */
export type FrontHeader = "current" | "previous" | "wrong" | "absent";

export type FrontSecrets = { current?: string; previous?: string };

const digest = (value: string) => createHash("sha256").update(value).digest();

/** Pure: compares whole values in constant time (hashes first: lengths may differ). */
function same(presented: string, secret: string): boolean {
  return timingSafeEqual(digest(presented), digest(secret));
}

/** Pure: which of the accepted secrets `presented` is; both are compared, whatever the first says. */
export function frontHeaderOf(presented: string | undefined, secrets: FrontSecrets): FrontHeader {
  if (!presented) return "absent";
  const current = secrets.current ? same(presented, secrets.current) : false;
  const previous = secrets.previous ? same(presented, secrets.previous) : false;
  return current ? "current" : previous ? "previous" : "wrong";
}

/** What /healthz/details shows the operator about this request's way in (checked once after a deploy). */
export type ClientReport = {
  /** The address every per-address limit counts this request under. */
  address: string;
  /** X-Forwarded-For as it arrived (null without one). */
  forwardedFor: string | null;
  /** How many proxies' entries are trusted, from the right (TRUST_PROXY). */
  trustProxy: number;
  /** Whether the load balancer's X-Front-Secret came with the request, and which value. */
  frontHeader: FrontHeader;
};

/** Pure: the report for `request`, answered under `clientAddress`. */
export function clientReport(
  request: Request,
  clientAddress: string,
  settings: { FRONT_SECRET?: string; FRONT_SECRET_PREVIOUS?: string; TRUST_PROXY: number },
): ClientReport {
  return {
    address: clientAddress,
    forwardedFor: request.headers.get("X-Forwarded-For"),
    trustProxy: settings.TRUST_PROXY,
    frontHeader: frontHeaderOf(request.headers.get(FRONT_HEADER) ?? undefined, {
      current: settings.FRONT_SECRET,
      previous: settings.FRONT_SECRET_PREVIOUS,
    }),
  };
}
