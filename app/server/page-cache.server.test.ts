import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
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

/** Each route file, its source (a folder route's modules together) and the path it answers. */
function routeFiles() {
  const routes = path.resolve(import.meta.dirname, "../routes");
  return readdirSync(routes).map((file) => {
    // A folder route (routes/contact/route.tsx) keeps its route-only modules beside it.
    const entry = path.join(routes, file);
    const source = statSync(entry).isDirectory()
      ? readdirSync(entry)
          .map((inner) => readFileSync(path.join(entry, inner), "utf8"))
          .join("\n")
      : readFileSync(entry, "utf8");
    const routePath =
      "/" +
      file
        .replace(/\.tsx?$/, "")
        .replace(/_index$/, "")
        .replace(/_(?=\.|$)/g, "")
        .replaceAll(".", "/")
        .replace(/(.)\/$/, "$1");
    return { file, source, routePath };
  });
}

describe("cacheKey", async () => {
  const { cacheKey, NEVER_STORED, PAGE_SEARCH_PARAMS } = await import("./page-cache-rules.server");

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
    // The other filters make too many pages to keep (decision 244).
    for (const search of ["open=1", "audience=adult", "day=tue", "q=기타", "category=music&q="])
      expect(cacheKey(`/services?${search}`), search).toBeNull();
  });
  it("keeps a notice board page number, and only a plausible one", () => {
    expect(cacheKey("/notices?page=2&cb=9")).toBe("/notices?page=2");
    expect(cacheKey("/notices?page=abc")).toBe("/notices");
  });
  it("never stores a visitor's receipt; every made-up /contact/* path shares one page (issue 44)", () => {
    expect(cacheKey("/contact?received=abc")).toBeNull();
    expect(cacheKey("/contact")).toBe("/contact");
    // One route to the browser (contact.$), whose page names no path: one stored render for all.
    expect(cacheKey("/contact/anything?x=1")).toBe("/contact/*");
    expect(cacheKey("/contact/Made-Up/deeper")).toBe("/contact/*");
    expect(cacheKey("/contact/x?received=abc")).toBeNull();
  });
  it("stores the sign-in and sign-up forms, never one carrying a visitor's redirect (issue 44)", () => {
    expect(cacheKey("/login")).toBe("/login");
    expect(cacheKey("/register?cb=1")).toBe("/register");
    expect(cacheKey("/login?redirectTo=%2Fmypage")).toBeNull();
    expect(cacheKey("/register?redirectTo=%2Fapply")).toBeNull();
    expect(NEVER_STORED.test("/login")).toBe(false);
    expect(NEVER_STORED.test("/login/second-factor")).toBe(true);
    expect(NEVER_STORED.test("/ranking")).toBe(true);
  });
  it("lists every stored page whose route reads search parameters", () => {
    for (const { file, source, routePath } of routeFiles()) {
      if (!/searchParams|useSearchParams/.test(source)) continue;
      if (NEVER_STORED.test(routePath)) continue;
      expect(Object.keys(PAGE_SEARCH_PARAMS), `${file} reads search parameters`).toContain(
        routePath,
      );
    }
  });
});

describe("sharesThePublicPage (decision 233)", async () => {
  const { sharesThePublicPage } = await import("./page-cache-rules.server");
  // As Remix writes a session cookie: base64 of the JSON, a dot, the signature, URL-encoded.
  const sessionCookie = (data: object) =>
    `__session=${encodeURIComponent(`${Buffer.from(JSON.stringify(data)).toString("base64")}.c2lnbmF0dXJl+/=`)}`;

  it("gives a visitor without cookies, and a member without a message waiting, the public page", () => {
    expect(sharesThePublicPage(undefined, "/")).toBe(true);
    expect(sharesThePublicPage(sessionCookie({ token: "t", issuedAt: 1 }), "/program/7")).toBe(
      true,
    );
    expect(sharesThePublicPage(`${sessionCookie({ devices: [] })};  `, "/")).toBe(true);
  });
  it("renders for a member every route that reads the session itself (a miss renders without the cookie)", async () => {
    const { NEVER_STORED } = await import("./page-cache-rules.server");
    const member = sessionCookie({ token: "t" });
    for (const { file, source, routePath } of routeFiles()) {
      if (
        !/getSessionUser|getCurrentSession|require(User|Admin|Anonymous)|getSession\(|sessionFromCookie|readToast/.test(
          source,
        )
      )
        continue;
      expect(
        NEVER_STORED.test(routePath) || !sharesThePublicPage(member, routePath),
        `${file} reads the session`,
      ).toBe(true);
    }
  });
  it("renders for a one-time message, any other cookie, an unreadable session or the contact form", () => {
    const member = sessionCookie({ token: "t" });
    expect(
      sharesThePublicPage(sessionCookie({ token: "t", __flash_toast__: { message: "안녕" } }), "/"),
    ).toBe(false);
    expect(sharesThePublicPage(`${member}; other=1`, "/")).toBe(false);
    expect(sharesThePublicPage("other", "/")).toBe(false);
    expect(sharesThePublicPage("__session=%E0%A4%A", "/")).toBe(false);
    expect(sharesThePublicPage(member, "/contact")).toBe(false);
    expect(sharesThePublicPage(member, "/contact/x")).toBe(false);
    expect(sharesThePublicPage(member, "/login")).toBe(false);
    expect(sharesThePublicPage(member, "/register")).toBe(false);
    expect(sharesThePublicPage(undefined, "/contact")).toBe(true);
    expect(sharesThePublicPage(undefined, "/login")).toBe(true);
  });
});
