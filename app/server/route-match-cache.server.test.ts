import { createRequire } from "node:module";
import { describe, expect, it, vi } from "vitest";
import {
  cachedMatchRoutes,
  cacheRouteMatching,
  type MatchRoutes,
} from "./route-match-cache.server";

const router = createRequire(import.meta.url)("@remix-run/router") as {
  matchRoutes: MatchRoutes;
};
const original = router.matchRoutes;

/** The app's kinds of routes: index, static, dynamic, splat, a layout with children, dotted files. */
function routeTree() {
  return [
    {
      id: "root",
      path: "",
      children: [
        { id: "routes/_index", index: true },
        { id: "routes/about", path: "about" },
        { id: "routes/program.$id", path: "program/:id" },
        { id: "routes/notices._index", path: "notices", index: true },
        { id: "routes/notices.$id", path: "notices/:id" },
        { id: "routes/contact", path: "contact" },
        { id: "routes/contact.$", path: "contact/*" },
        { id: "routes/robots", path: "robots.txt" },
        {
          id: "routes/admin",
          path: "admin",
          children: [
            { id: "routes/admin._index", index: true },
            { id: "routes/admin.users.$uid", path: "users/:uid" },
          ],
        },
        { id: "routes/applications.$id.cancel", path: "applications/:id/cancel" },
        { id: "routes/$", path: "*" },
      ],
    },
  ];
}

const PATHS = [
  "/",
  "/about",
  "/About/",
  "/program/7",
  "/program/%EA%B0%80",
  "/program",
  "/notices",
  "/notices/abc",
  "/contact",
  "/contact/x/y",
  "/robots.txt",
  "/admin",
  "/admin/users/u1",
  "/admin/nothing",
  "/applications/12/cancel",
  "/anything/else",
  "/program/7?tab=1#top",
  "",
];

describe("cachedMatchRoutes", () => {
  it("answers as @remix-run/router does, the first time and from memory", () => {
    const cached = cachedMatchRoutes(original);
    for (const round of [1, 2]) {
      // A fresh tree of the same shape each time, as Remix builds one per render.
      const routes = routeTree();
      for (const path of PATHS) {
        for (const basename of ["/", undefined]) {
          expect(cached(routes, path, basename), `${path} round ${round}`).toEqual(
            original(routes, path, basename),
          );
        }
        expect(cached(routes, { pathname: path })).toEqual(original(routes, { pathname: path }));
      }
    }
  });

  it("points at the caller's own route objects", () => {
    const cached = cachedMatchRoutes(original);
    cached(routeTree(), "/admin/users/u1");
    const routes = routeTree();
    const matches = cached(routes, "/admin/users/u1")!;
    expect(matches.map((match) => match.route)).toEqual([
      routes[0],
      routes[0]!.children[8],
      routes[0]!.children[8]!.children![1],
    ]);
    expect(matches[2]!.route).toBe(routes[0]!.children[8]!.children![1]);
  });

  it("works each path out once and hands out objects a caller may change", () => {
    const counting = vi.fn(original);
    const cached = cachedMatchRoutes(counting);
    const routes = routeTree();
    const first = cached(routes, "/program/7")!;
    first[0]!.params.id = "changed";
    const second = cached(routes, "/program/7")!;
    expect(counting).toHaveBeenCalledOnce();
    expect(second.at(-1)!.params).toEqual({ id: "7" });
    expect(second[0]!.params).toBe(second[1]!.params);
  });

  it("tells routes of another shape apart", () => {
    const cached = cachedMatchRoutes(original);
    cached(routeTree(), "/program/7");
    const renamed = routeTree();
    renamed[0]!.children[2]!.path = "class/:id";
    expect(cached(renamed, "/program/7")!.at(-1)!.route.id).toBe("routes/$");
  });
});

describe("cacheRouteMatching", () => {
  it("puts the cache in front of the module's export once", () => {
    cacheRouteMatching();
    const installed = router.matchRoutes;
    cacheRouteMatching();
    expect(installed).not.toBe(original);
    expect(router.matchRoutes).toBe(installed);
    expect(installed(routeTree(), "/notices/abc")).toEqual(original(routeTree(), "/notices/abc"));
    router.matchRoutes = original;
  });
});
