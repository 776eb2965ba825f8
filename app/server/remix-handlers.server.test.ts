import type { ServerBuild } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { resourceRoutePaths } from "./front-door.server";
import { withOnly } from "./remix-handlers.server";

const route = (id: string, parentId: string | undefined, path: string, page: boolean) => ({
  id,
  parentId,
  path,
  module: page ? { default: () => null } : { loader: () => null },
});
const build = {
  entry: { module: {} },
  assets: {},
  routes: {
    root: route("root", undefined, "", true),
    "routes/about": route("routes/about", "root", "about", true),
    "routes/healthz_.live": route("routes/healthz_.live", "root", "healthz/live", false),
    "routes/api.applications": route("routes/api.applications", "root", "api/applications", false),
  },
} as unknown as ServerBuild;

describe("withOnly", () => {
  it("keeps the route and its parents, and everything else of the build", () => {
    const narrowed = withOnly(build, "routes/healthz_.live");
    expect(Object.keys(narrowed.routes).sort()).toEqual(["root", "routes/healthz_.live"]);
    expect(narrowed.entry).toBe(build.entry);
    expect(narrowed.assets).toBe(build.assets);
    expect(Object.keys(build.routes)).toHaveLength(4); // the whole build is left as it was
  });

  it("is given the resource routes by the path the front door lets in", () => {
    expect([...resourceRoutePaths(build.routes).keys()].sort()).toEqual([
      "/api/applications",
      "/healthz/live",
    ]);
  });
});
