import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import type { AppLoadContext } from "@remix-run/node";
import { ENDPOINT_ROUTE_FILES } from "../../remix.config.js";
import {
  answerEndpoint,
  ENDPOINT_ROUTES,
  endpointFor,
  type EndpointRoute,
} from "./endpoint-routes.server";
import { log } from "~/log.server";

const ROUTES_DIR = path.resolve(import.meta.dirname, "../routes");
const context = { clientAddress: "203.0.113.9", cspNonce: "n" } as AppLoadContext;
const request = (pathname: string, init?: RequestInit) =>
  new Request(`http://localhost${pathname}`, init);

/** Route files with no component: Remix treats them as resource routes. */
function resourceRouteFiles(): string[] {
  return readdirSync(ROUTES_DIR)
    .filter((name) => !name.includes(".test."))
    .filter((name) => {
      const file = path.join(ROUTES_DIR, name);
      const source = statSync(file).isDirectory()
        ? readFileSync(path.join(file, "route.tsx"), "utf8")
        : readFileSync(file, "utf8");
      return !/export default|export \{[^}]*\bdefault\b/.test(source);
    });
}

describe("the endpoint table", () => {
  it("lists exactly the files Remix is told to leave out", () => {
    const files = [...ENDPOINT_ROUTES.values()].map((route) => route.file);
    expect(files.sort()).toEqual([...ENDPOINT_ROUTE_FILES].sort());
  });

  it("holds every resource route but the catch-all and those Remix's client reaches", () => {
    // /logout: a client-side <Form>; the featured block: a fetcher (single-fetch requests).
    expect(resourceRouteFiles().sort()).toEqual(
      [...ENDPOINT_ROUTE_FILES, "$.tsx", "logout.tsx", "resources.featured-programs.ts"].sort(),
    );
  });

  it("leaves the cancel page, which has a component, to Remix", () => {
    expect(endpointFor("/applications/abc/cancel")).toBeUndefined();
    expect(ENDPOINT_ROUTE_FILES).not.toContain("applications.$id.cancel.tsx");
  });
});

describe("endpointFor", () => {
  it("maps a path to its route's loader and action", async () => {
    const api = await import("~/routes/api.applications");
    expect(endpointFor("/api/applications")?.action).toBe(api.action);
    const ready = await import("~/routes/healthz_.ready");
    expect(endpointFor("/healthz/ready")?.loader).toBe(ready.loader);
  });

  it("matches as Remix does: any letter case, trailing slashes, escaped letters", () => {
    const health = endpointFor("/healthz");
    expect(health?.file).toBe("healthz.ts");
    expect(endpointFor("/HealthZ/")).toBe(health);
    expect(endpointFor("/healthz//")).toBe(health);
    expect(endpointFor("/%68ealthz")).toBe(health);
    expect(endpointFor("/sitemap.xml")?.file).toBe("sitemap[.]xml.ts");
  });

  it("lets pages, unknown paths and data requests fall through to Remix", () => {
    for (const pathname of [
      "/",
      "/program/7",
      "/logout",
      "/resources/featured-programs",
      "/api/applications/1",
      "/healthz.data",
      "/healthz%2Fready",
      "/robots.txt.bak",
      `/api/${"a".repeat(100)}`,
    ])
      expect(endpointFor(pathname), pathname).toBeUndefined();
  });
});

describe("answerEndpoint", () => {
  it("answers a GET of the applications API with its own Korean 405", async () => {
    const response = await answerEndpoint(
      endpointFor("/api/applications")!,
      request("/api/applications"),
      context,
    );
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("POST");
    expect((await response.json()).message).toMatch(/[가-힣]/);
  });

  it("answers a method a route has no function for with Remix's 405", async () => {
    const errors = vi.spyOn(log, "warn").mockImplementation(() => undefined);
    const response = await answerEndpoint(
      endpointFor("/healthz")!,
      request("/healthz", { method: "PUT" }),
      context,
    );
    expect(response.status).toBe(405);
    expect(response.headers.get("X-Remix-Error")).toBe("yes");
    expect(await response.json()).toEqual({ message: "Unexpected Server Error" });
    expect(errors).toHaveBeenCalledOnce();
    errors.mockRestore();
  });

  it("answers HEAD with the loader's status and headers and no body", async () => {
    const response = await answerEndpoint(
      endpointFor("/healthz")!,
      request("/healthz", { method: "HEAD" }),
      context,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.body).toBeNull();
  });

  it("passes a thrown response on, marked as Remix marks it", async () => {
    const redirecting: EndpointRoute = {
      file: "x.ts",
      loader: () => {
        throw new Response(null, { status: 302, headers: { Location: "/login" } });
      },
    };
    const response = await answerEndpoint(redirecting, request("/x"), context);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/login");
    expect(response.headers.get("X-Remix-Catch")).toBe("yes");
  });

  it("answers a thrown error with a bare 500 that shows nothing of it", async () => {
    const errors = vi.spyOn(log, "error").mockImplementation(() => undefined);
    const failing: EndpointRoute = {
      file: "x.ts",
      loader: () => {
        throw new Error("secret detail");
      },
    };
    const response = await answerEndpoint(failing, request("/x"), context);
    expect(response.status).toBe(500);
    expect(await response.text()).toBe("Unexpected Server Error");
    expect(errors).toHaveBeenCalledOnce();
    errors.mockRestore();
  });

  it("gives the loader the request and the load context", async () => {
    const loader = vi.fn(() => Response.json({ ok: true }));
    await answerEndpoint({ file: "x.ts", loader }, request("/x?a=1"), context);
    expect(loader).toHaveBeenCalledWith(
      expect.objectContaining({ context, params: {}, request: expect.any(Request) }),
    );
  });
});
