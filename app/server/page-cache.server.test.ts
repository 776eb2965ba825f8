import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { sealPage } from "./page-cache.server";

const hash = (text: string) => createHash("sha256").update(text).digest("base64");

describe("sealPage", () => {
  const html =
    `<html><head><style nonce="SECRET">body{}</style></head><body>` +
    `<script nonce="SECRET">window.__remixContext = {"a":1};</script>` +
    `<script type="module" nonce="SECRET" src="/assets/entry.js"></script>` +
    `<div><script>alert("injected")</script></div>` +
    `<script nonce="GUESS">alert("forged nonce")</script></body></html>`;

  it("hashes only the inline code the app rendered with the render nonce", () => {
    const sealed = sealPage(html, "SECRET");
    expect(sealed.scripts).toEqual([hash(`window.__remixContext = {"a":1};`)]);
    expect(sealed.styles).toEqual([hash("body{}")]);
    expect(sealed.scripts).not.toContain(hash(`alert("injected")`));
    expect(sealed.scripts).not.toContain(hash(`alert("forged nonce")`));
  });

  it("removes the secret nonce from the stored page", () => {
    const sealed = sealPage(html, "SECRET");
    expect(sealed.html).not.toContain("SECRET");
    expect(sealed.html).toContain(`<script>window.__remixContext = {"a":1};</script>`);
  });
});

describe("cacheKey", async () => {
  const { cacheKey, NEVER_STORED, PAGE_SEARCH_PARAMS } = await import("./page-cache.server");
  const { readdirSync, readFileSync, statSync } = await import("node:fs");
  const path = await import("node:path");

  it("drops parameters no page reads", () => {
    expect(cacheKey("/")).toBe("/");
    expect(cacheKey("/?cb=1")).toBe("/");
    expect(cacheKey("/program/7?utm_source=x&fbclid=y")).toBe("/program/7");
    expect(cacheKey("/services?cb=2")).toBe("/services");
  });
  it("keeps the values a page makes something of, the way its loader reads them", () => {
    expect(cacheKey("/services?cb=1&category=music")).toBe("/services?category=music");
    expect(cacheKey("/services?category=nonsense")).toBe("/services");
    expect(cacheKey("/services?category=music&category=nonsense")).toBe("/services"); // the loader takes the last
  });
  it("keeps a notice board page number, and only a plausible one", () => {
    expect(cacheKey("/notices?page=2&cb=9")).toBe("/notices?page=2");
    expect(cacheKey("/notices?page=abc")).toBe("/notices");
  });
  it("never stores a visitor's receipt, nor a made-up /contact/* path (its own route to the browser)", () => {
    expect(cacheKey("/contact?received=abc")).toBeNull();
    expect(cacheKey("/contact/anything?x=1")).toBeNull();
    expect(cacheKey("/contact/")).toBeNull();
    expect(cacheKey("/contact")).toBe("/contact");
  });
  it("lists every stored page whose route reads search parameters", () => {
    const routes = path.resolve(import.meta.dirname, "../routes");
    for (const file of readdirSync(routes)) {
      // A folder route (routes/contact/route.tsx) keeps its route-only modules beside it.
      const entry = path.join(routes, file);
      const source = statSync(entry).isDirectory()
        ? readdirSync(entry)
            .map((inner) => readFileSync(path.join(entry, inner), "utf8"))
            .join("\n")
        : readFileSync(entry, "utf8");
      if (!/searchParams|useSearchParams/.test(source)) continue;
      const routePath =
        "/" +
        file
          .replace(/\.tsx?$/, "")
          .replace(/_index$/, "")
          .replace(/_(?=\.|$)/g, "")
          .replaceAll(".", "/")
          .replace(/(.)\/$/, "$1");
      if (NEVER_STORED.test(routePath)) continue;
      expect(Object.keys(PAGE_SEARCH_PARAMS), `${file} reads search parameters`).toContain(
        routePath,
      );
    }
  });
});
