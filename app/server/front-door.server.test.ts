import { matchRoutes } from "@remix-run/router";
import { describe, expect, it } from "vitest";
import { canonicalPath, routeTree } from "~/http/canonical-path";
import { frontDoorVerdict, resourceRoutePaths, routePatterns } from "./front-door.server";

// The shape of the server build's route list (ids, parents, paths), a slice of the real one.
const BUILD_ROUTES = {
  root: { path: "" },
  "routes/_index": { parentId: "root", index: true },
  "routes/about": { parentId: "root", path: "about" },
  "routes/program.$id": { parentId: "root", path: "program/:id" },
  "routes/notices._index": { parentId: "root", path: "notices", index: true },
  "routes/notices.$id": { parentId: "root", path: "notices/:id" },
  "routes/applications.$id.cancel": { parentId: "root", path: "applications/:id/cancel" },
  "routes/contact": { parentId: "root", path: "contact" },
  "routes/contact.$": { parentId: "root", path: "contact/*" },
  "routes/register": { parentId: "root", path: "register" },
  "routes/healthz_.live": { parentId: "root", path: "healthz/live", module: {} },
  "routes/api.webhooks.sanity": { parentId: "root", path: "api/webhooks/sanity", module: {} },
  "routes/$": { parentId: "root", path: "*", module: {} },
};
const tree = routeTree(routePatterns(BUILD_ROUTES));
const canonical = (path: string) => canonicalPath(path, tree);

describe("canonicalPath", () => {
  it("keeps the one spelling as it is", () => {
    for (const path of [
      "/",
      "/about",
      "/program/7",
      "/notices/SomeID",
      "/healthz/live",
      "/api/webhooks/sanity",
      "/favicon.svg",
      "/content/og/class%207.jpg",
      "/about.data",
      "/_root.data",
      "/contact/Made-Up",
      "/assets/entry.client-AbC_12.js",
    ])
      expect(canonical(path), path).toBe(path);
  });

  it("refuses what would resolve to another path (dot segments, encoded slashes, backslashes)", () => {
    for (const path of [
      "/api/webhooks/../../register",
      "/api/webhooks/%2e%2e/%2E%2E/register",
      "/api/webhooks/.%2e/register",
      "/api/webhooks/%2e./register",
      "/api/./webhooks",
      "/api/webhooks/..",
      "/api/webhooks/..%2f..%2fregister",
      "/api/webhooks/..%2F..%2Fregister",
      "/api/webhooks/..\\..\\register",
      "/api/webhooks/%5c..%5cregister",
      "/about%00",
      "/about%0a",
      "/%zz",
      "/%ED%A0%80", // a lone surrogate: not UTF-8
      "*",
      "http://evil.example/",
      "about",
      "/about#x",
    ])
      expect(canonical(path), path).toBeNull();
  });

  it.each([
    ["/ABOUT", "/about"],
    ["/about/", "/about"],
    ["//about//", "/about"],
    ["/%61bout", "/about"],
    ["/Program/7", "/program/7"],
    ["/NOTICES/SomeID", "/notices/SomeID"],
    ["/Applications/AbC/CANCEL", "/applications/AbC/cancel"],
    ["/About.data", "/about.data"],
    ["/HEALTHZ/Live", "/healthz/live"],
    ["/notices/%ec%9d%8c", "/notices/%EC%9D%8C"],
    ["/notices/a%40b", "/notices/a@b"],
  ])(
    "spells a page one way (slashes, escapes, the route's words in lower case): %s → %s",
    (path, one) => expect(canonical(path)).toBe(one),
  );

  it("names the same route Remix's router matches, for every spelling it lets through", () => {
    const routes = [
      {
        id: "root",
        path: "",
        children: Object.entries(BUILD_ROUTES)
          .filter(([id]) => id !== "root")
          .map(([id, route]) => ({ id, ...route })),
      },
    ] as Parameters<typeof matchRoutes>[0];
    const leaf = (path: string) => matchRoutes(routes, path)?.at(-1)?.route.id;
    for (const spelling of ["/ABOUT/", "//Program/7", "/%61bout", "/Notices/x", "/CONTACT"]) {
      const path = canonical(spelling)!;
      expect(leaf(path), spelling).toBe(leaf(spelling.replace(/\/{2,}/g, "/")));
      expect(canonical(path), spelling).toBe(path); // one step: the canonical is a fixed point
    }
  });
});

describe("frontDoorVerdict", () => {
  const verdict = (method: string, target: string, headers = {}, trustProxy = false) =>
    frontDoorVerdict(method, target, { host: "site.kr", ...headers }, tree, trustProxy);

  it("lets the canonical spelling in, with the origin every later step uses", () => {
    expect(verdict("GET", "/about?x=1", { host: "localhost:3000" })).toEqual({
      kind: "pass",
      origin: { protocol: "http:", host: "localhost:3000" },
    });
    expect(verdict("POST", "/register", { host: "[::1]:3000" })).toEqual({
      kind: "pass",
      origin: { protocol: "http:", host: "[::1]:3000" },
    });
  });

  it("redirects another spelling of a page for GET and HEAD, keeping the query", () => {
    expect(verdict("GET", "/ABOUT/?x=1")).toEqual({ kind: "redirect", location: "/about?x=1" });
    expect(verdict("HEAD", "//evil.example")).toEqual({
      kind: "redirect",
      location: "/evil.example",
    });
  });

  it("refuses another spelling for other methods, and any path that resolves elsewhere", () => {
    expect(verdict("POST", "/Register")).toMatchObject({ kind: "refuse", status: 400 });
    expect(verdict("POST", "/api/webhooks/../../register")).toMatchObject({ status: 400 });
    expect(verdict("GET", "/api/webhooks/../../register")).toMatchObject({ status: 400 });
  });

  it("answers TRACE and unknown methods with 405, OPTIONS * and absolute-form with 400", () => {
    expect(verdict("TRACE", "/")).toMatchObject({ kind: "refuse", status: 405 });
    expect(verdict("PROPFIND", "/")).toMatchObject({ kind: "refuse", status: 405 });
    expect(verdict("OPTIONS", "*")).toMatchObject({ kind: "refuse", status: 400 });
    expect(verdict("GET", "http://evil.example/")).toMatchObject({ kind: "refuse", status: 400 });
  });

  it("refuses a Host or X-Forwarded-Host a URL could read as a path", () => {
    for (const host of ["127.0.0.1/register?", "a#b", "evil.example/x", "a b", "a@b"])
      expect(verdict("GET", "/", { host }), host).toMatchObject({ status: 400 });
    expect(verdict("GET", "/", { "x-forwarded-host": "site.kr, x/y" })).toMatchObject({
      status: 400,
    });
    expect(verdict("GET", "/", { "x-forwarded-host": "site.kr, cdn.site.kr" }, true)).toEqual({
      kind: "pass",
      origin: { protocol: "http:", host: "site.kr" },
    });
  });

  it("refuses a port past 65535 (issue 44: it was a 500 from the Remix adapter's URL)", () => {
    expect(verdict("GET", "/login", { host: "127.0.0.1:99999" })).toMatchObject({ status: 400 });
    expect(verdict("GET", "/login", { "x-forwarded-host": "x:65536" }, true)).toMatchObject({
      status: 400,
    });
  });
});

describe("resourceRoutePaths", () => {
  it("lists the routes without a component and without a parameter, as the door spells them", () => {
    const routes = {
      ...BUILD_ROUTES,
      "routes/about": { parentId: "root", path: "about", module: { default: () => null } },
      "routes/sitemap[.]xml": { parentId: "root", path: "sitemap.xml", module: {} },
      "routes/api.$kind": { parentId: "root", path: "api/:kind", module: {} },
    };
    expect([...resourceRoutePaths(routes)].sort()).toEqual([
      ["/api/webhooks/sanity", "routes/api.webhooks.sanity"],
      ["/healthz/live", "routes/healthz_.live"],
      ["/sitemap.xml", "routes/sitemap[.]xml"],
    ]);
  });
});
