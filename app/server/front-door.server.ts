// The first thing every request meets (site-process.server.ts, before the page cache and Express; decision
// 140). What comes in past it has a method we answer, an origin-form target in its one spelling
// (app/http/canonical-path.ts) and a Host that cannot move the path, so every later decision
// (body caps and form checks, cross-site check, page cache, public files, which handler answers)
// reads the same path Remix routes. Everything else is answered here: 405, 400, or a 308 to the
// canonical spelling of a page for GET and HEAD.
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "node:http";
import { canonicalPath, routeTree, type RouteTree } from "~/http/canonical-path";
import { requestOriginOf, type RequestOrigin } from "./request-origin.server";

export const FRONT_DOOR_MESSAGES = {
  badTarget: "요청 주소가 올바르지 않습니다. 주소를 확인한 뒤 다시 시도해주세요.",
  badMethod: "지원하지 않는 요청 방식입니다.",
  badHost: "요청의 호스트 정보가 올바르지 않습니다.",
} as const;

/** The methods any route answers; TRACE, TRACK and the WebDAV ones never reach the app. */
export const ALLOWED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
const ALLOWED = new Set(ALLOWED_METHODS);

export type Verdict =
  | { kind: "pass"; origin: RequestOrigin }
  | { kind: "redirect"; location: string }
  | { kind: "refuse"; status: 400 | 405; message: string };

const refuse = (status: 400 | 405, message: string): Verdict => ({
  kind: "refuse",
  status,
  message,
});

/**
 * Pure: what the front door does with a request line and its headers. The origin (Host, and the
 * forwarded host and scheme under `trustProxy`) is read here once, for every later step.
 */
export function frontDoorVerdict(
  method: string,
  target: string,
  headers: IncomingHttpHeaders,
  tree: RouteTree,
  trustProxy = false,
): Verdict {
  if (!ALLOWED.has(method)) return refuse(405, FRONT_DOOR_MESSAGES.badMethod);
  const origin = requestOriginOf(headers, trustProxy);
  if (origin === null) return refuse(400, FRONT_DOOR_MESSAGES.badHost);
  const at = target.indexOf("?");
  const path = at === -1 ? target : target.slice(0, at);
  const canonical = target.includes("#") ? null : canonicalPath(path, tree);
  if (canonical === null) return refuse(400, FRONT_DOOR_MESSAGES.badTarget);
  if (canonical === path) return { kind: "pass", origin };
  if (method !== "GET" && method !== "HEAD") return refuse(400, FRONT_DOOR_MESSAGES.badTarget);
  return { kind: "redirect", location: canonical + (at === -1 ? "" : target.slice(at)) };
}

type BuildRoute = { path?: string; parentId?: string; module?: { default?: unknown } };

/** Pure: each route id's full pattern ("program/:id"), from Remix's route list. */
function fullPatterns(
  routes: Readonly<Record<string, BuildRoute | undefined>>,
): Map<string, string> {
  const full = (id: string | undefined): string => {
    const route = id === undefined ? undefined : routes[id];
    if (!route) return "";
    return [full(route.parentId), route.path ?? ""].filter(Boolean).join("/");
  };
  return new Map(Object.keys(routes).map((id) => [id, full(id)]));
}

/** Pure: every route's full pattern ("program/:id"), from Remix's route list. */
export function routePatterns(routes: Readonly<Record<string, BuildRoute | undefined>>): string[] {
  return [...fullPatterns(routes).values()];
}

/**
 * Pure: the resource routes (no component: API, webhook, health, feeds) that have no parameter,
 * by their path as the front door spells it ("/healthz/live") → route id. They render nothing,
 * so the render budget leaves them alone, and each has a Remix handler of its own
 * (render-budget.server.ts, remix-handlers.server.ts).
 */
export function resourceRoutePaths(
  routes: Readonly<Record<string, BuildRoute | undefined>>,
): ReadonlyMap<string, string> {
  const paths = new Map<string, string>();
  for (const [id, pattern] of fullPatterns(routes)) {
    const module = routes[id]?.module;
    if (!module || module.default !== undefined || /(^|\/)[:*]/.test(pattern)) continue;
    if (pattern) paths.set(`/${pattern.toLowerCase()}`, id);
  }
  return paths;
}

/**
 * The front door for Remix's route list (the server build's `routes`): answers the request and
 * returns true, or returns false and leaves it to the rest of the server. `TRUST_PROXY` as
 * Express reads it: more than 0 hops trusts the forwarded headers.
 */
export function frontDoor(
  routes: Readonly<Record<string, BuildRoute | undefined>>,
  settings: { TRUST_PROXY: number },
) {
  const tree = routeTree(routePatterns(routes));
  const trustProxy = settings.TRUST_PROXY > 0;
  return function answerAtFrontDoor(req: IncomingMessage, res: ServerResponse): boolean {
    const verdict = frontDoorVerdict(
      req.method ?? "",
      req.url ?? "",
      req.headers,
      tree,
      trustProxy,
    );
    if (verdict.kind === "pass") return false;
    const headers: Record<string, string> = {
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
      "Content-Type": "text/plain; charset=utf-8",
    };
    // A body we will not read must not be taken for the next request on this connection.
    const hasBody =
      req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"]) > 0;
    if (hasBody && !req.complete) {
      headers["Connection"] = "close";
      req.resume();
    }
    let body: string = verdict.kind === "refuse" ? verdict.message : "";
    if (verdict.kind === "redirect") headers["Location"] = verdict.location;
    if (verdict.kind === "refuse" && verdict.status === 405)
      headers["Allow"] = ALLOWED_METHODS.join(", ");
    if (req.method === "HEAD") body = "";
    res.writeHead(verdict.kind === "redirect" ? 308 : verdict.status, {
      ...headers,
      "Content-Length": String(Buffer.byteLength(body)),
    });
    res.end(body);
    return true;
  };
}
