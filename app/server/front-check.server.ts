// Only what came through the load balancer reaches the site (decision 170). The load balancer's
// backend service adds `X-Front-Secret: <FRONT_SECRET>` to every request it forwards; in
// production with FRONT_SECRET set, a request without it (the service's own *.run.app address,
// anything around the load balancer) gets a Korean 403 before the page cache, the front door or
// any limit sees it. There, X-Forwarded-For is whatever the sender wrote, so the client address
// taken from it (TRUST_PROXY) would be forged. Cloud Run's own probes call the container
// directly, so the two probe paths pass without the header.
import type { IncomingMessage, ServerResponse } from "node:http";
import { FRONT_HEADER, frontHeaderOf } from "~/http/front-header.server";

/** Called by Cloud Run's startup and liveness probes, which do not pass the load balancer. */
export const PROBE_PATHS: ReadonlySet<string> = new Set(["/healthz/live", "/healthz/ready"]);

function pathOf(url: string): string {
  const query = url.indexOf("?");
  return query === -1 ? url : url.slice(0, query);
}

export const FRONT_REFUSED_MESSAGE =
  "이 주소로는 사이트에 접속할 수 없습니다. 사이트 주소로 다시 접속해 주세요.";

type FrontSettings = {
  isProduction: boolean;
  FRONT_SECRET?: string;
  FRONT_SECRET_PREVIOUS?: string;
};

/**
 * The site process's first check: answers 403 and returns true for a request that did not come through
 * the load balancer; returns false (nothing sent) for every other. Off outside production and
 * without FRONT_SECRET.
 */
export function frontCheck(
  settings: FrontSettings,
): (req: IncomingMessage, res: ServerResponse) => boolean {
  const secrets = { current: settings.FRONT_SECRET, previous: settings.FRONT_SECRET_PREVIOUS };
  if (!settings.isProduction || !secrets.current) return () => false;
  return (req, res) => {
    if (PROBE_PATHS.has(pathOf(req.url ?? ""))) return false;
    const header = req.headers[FRONT_HEADER];
    const match = frontHeaderOf(typeof header === "string" ? header : undefined, secrets);
    if (match === "current" || match === "previous") return false;
    res.writeHead(403, {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    });
    res.end(`${FRONT_REFUSED_MESSAGE}\n`);
    return true;
  };
}
