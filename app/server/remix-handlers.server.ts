// Remix answers every request through its stock Express adapter (decision 283). Each resource
// route without a parameter (the applications API, health, feeds, webhooks, robots.txt) has a
// stock handler of its own, over a build that holds only that route and its parents: Remix's own
// resource-route handling, whose route match (`staticHandler.queryRoute`, inside the router,
// out of the matches cache's reach) then runs over two routes instead of all fifty. That match
// was a ninth of the process's time in the application burst. Everything else, single-fetch
// `.data` requests for those routes too, goes to the handler of the whole build.
import { createRequestHandler, type GetLoadContextFunction } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import type { RequestHandler } from "express";
import { resourceRoutePaths } from "./front-door.server";

type Options = {
  /** The build, or (development) a function that loads the current one: then one handler. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: string;
  getLoadContext: GetLoadContextFunction;
};

export function remixHandlers({ build, mode, getLoadContext }: Options): RequestHandler {
  const whole = createRequestHandler({ build, mode, getLoadContext });
  if (typeof build === "function") return whole;
  const own = new Map<string, RequestHandler>();
  for (const [path, id] of resourceRoutePaths(build.routes))
    own.set(path, createRequestHandler({ build: withOnly(build, id), mode, getLoadContext }));
  // The front door let in only the one spelling of each path: an exact look-up is the routing.
  return (req, res, next) => (own.get(req.path) ?? whole)(req, res, next);
}

/** Pure: the build with only the route `id` and its parents (the root). */
export function withOnly(build: ServerBuild, id: string): ServerBuild {
  const routes: ServerBuild["routes"] = {};
  for (let at: string | undefined = id; at !== undefined; at = build.routes[at]?.parentId) {
    const route = build.routes[at];
    if (!route) break;
    routes[at] = route;
  }
  return { ...build, routes };
}
