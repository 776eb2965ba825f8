// Remix matches a page's path against the whole route list five or six times per request (its
// request handler, the lazy-route-discovery manifest for the path and each parent path, React
// Router's <Routes>), and @remix-run/router 1.x flattens, ranks and compiles every route for each
// call: a fifth of a rendered page's time after our own work was cut (decision 135). The answer
// depends only on the routes' shape, the path and the basename, so it is worked out once per path
// and handed out as fresh objects pointing at the caller's own route objects. React Router 7
// caches the same way; drop this when upgrading (app/server/README.md).
import { createRequire } from "node:module";

type RouteLike = {
  id?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  children?: RouteLike[];
};
type Match = {
  params: Record<string, string | undefined>;
  pathname: string;
  pathnameBase: string;
  route: RouteLike;
};
type Location = string | { pathname?: string };
export type MatchRoutes = (
  routes: RouteLike[],
  location: Location,
  basename?: string,
) => Match[] | null;

type StoredMatch = { position: number; pathname: string; pathnameBase: string };
type StoredResult = { params: Record<string, string | undefined>; matches: StoredMatch[] } | null;
type Shape = { id: number; routes: RouteLike[]; positions: Map<RouteLike, number> };

/** Paths are chosen by visitors: past this many the stored answers start again from none. */
const MAX_STORED_PATHS = 2_000;

/** `matchRoutes` answering repeated questions from memory, with `original`'s answers. */
export function cachedMatchRoutes(original: MatchRoutes): MatchRoutes {
  const shapesOfArrays = new WeakMap<RouteLike[], Shape>();
  const shapeIds = new Map<string, number>();
  const stored = new Map<string, StoredResult>();

  function shapeOf(routes: RouteLike[]): Shape {
    let shape = shapesOfArrays.get(routes);
    if (shape) return shape;
    const inOrder: RouteLike[] = [];
    const describe = (list: RouteLike[]): string =>
      list
        .map((route) => {
          inOrder.push(route);
          const own = `${route.id ?? ""}\u0001${route.path ?? ""}\u0001${route.index ? 1 : 0}${route.caseSensitive ? 1 : 0}`;
          return route.children ? `${own}(${describe(route.children)})` : own;
        })
        .join("\u0002");
    const key = describe(routes);
    let id = shapeIds.get(key);
    if (id === undefined) shapeIds.set(key, (id = shapeIds.size));
    shape = { id, routes: inOrder, positions: new Map(inOrder.map((route, at) => [route, at])) };
    shapesOfArrays.set(routes, shape);
    return shape;
  }

  return function matchRoutesFromMemory(routes, location, basename = "/") {
    const pathname = pathnameOf(location);
    if (pathname === undefined) return original(routes, location, basename);
    const shape = shapeOf(routes);
    const key = `${shape.id}\u0000${basename}\u0000${pathname}`;
    let result = stored.get(key);
    if (result === undefined) {
      const matches = original(routes, location, basename);
      result = matches && {
        params: { ...matches[0]?.params },
        matches: matches.map((match) => ({
          position: shape.positions.get(match.route) ?? -1,
          pathname: match.pathname,
          pathnameBase: match.pathnameBase,
        })),
      };
      if (result?.matches.some((match) => match.position === -1)) return matches;
      if (stored.size >= MAX_STORED_PATHS) stored.clear();
      stored.set(key, result);
      return matches;
    }
    if (result === null) return null;
    // One params object shared by every match of the answer, as @remix-run/router gives it.
    const params = { ...result.params };
    return result.matches.map(({ position, pathname, pathnameBase }) => ({
      params,
      pathname,
      pathnameBase,
      route: shape.routes[position]!,
    }));
  };
}

function pathnameOf(location: Location): string | undefined {
  if (typeof location === "string") return location.split(/[?#]/, 1)[0] || "/";
  if (typeof location === "object" && location !== null) return location.pathname || "/";
  return undefined;
}

let installed = false;

/**
 * Puts the cache in front of @remix-run/router's `matchRoutes` for every caller that reads it from
 * the module's exports (Remix's request handler and lazy-route manifest, React Router's <Routes>).
 */
export function cacheRouteMatching(): void {
  if (installed) return;
  installed = true;
  const require = createRequire(import.meta.url);
  const router = require("@remix-run/router") as { matchRoutes: MatchRoutes };
  router.matchRoutes = cachedMatchRoutes(router.matchRoutes);
}
