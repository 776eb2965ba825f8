import { describe, expect, it } from "vitest";
import { PRIVATE_CACHE_CONTROL, PUBLIC_PAGE_CACHE_CONTROL } from "~/http/cache-control";
import { applyCachePolicy, keepPersonalAnswersPrivate } from "./cache-policy.server";

function policyFor(
  init: RequestInit & { status?: number; setCookie?: boolean; routeChoice?: string; url?: string },
) {
  const request = new Request(init.url ?? "http://localhost/services", init);
  const headers = new Headers();
  if (init.setCookie) headers.append("Set-Cookie", "flash=1; Path=/");
  if (init.routeChoice) headers.set("Cache-Control", init.routeChoice);
  applyCachePolicy(request, init.status ?? 200, headers);
  return headers;
}

describe("cache policy", () => {
  it("lets shared caches keep an anonymous page briefly", () => {
    const headers = policyFor({});
    expect(headers.get("Cache-Control")).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect(headers.get("Cache-Control")).toMatch(/s-maxage=\d+/);
    expect(headers.get("Cache-Control")).toMatch(/stale-while-revalidate=\d+/);
    expect(headers.get("Vary")).toContain("Cookie");
  });

  it("keeps pages of a visitor with any cookie private", () => {
    expect(policyFor({ headers: { Cookie: "__session=abc" } }).get("Cache-Control")).toBe(
      PRIVATE_CACHE_CONTROL,
    );
  });

  it("never lets a shared cache keep a response that sets a cookie", () => {
    expect(policyFor({ setCookie: true }).get("Cache-Control")).toBe(PRIVATE_CACHE_CONTROL);
  });

  it("keeps errors and form posts private", () => {
    expect(policyFor({ status: 404 }).get("Cache-Control")).toBe(PRIVATE_CACHE_CONTROL);
    expect(policyFor({ method: "POST", body: "x=1" }).get("Cache-Control")).toBe(
      PRIVATE_CACHE_CONTROL,
    );
  });

  it("respects a route's own stricter choice for anonymous visitors", () => {
    expect(policyFor({ routeChoice: "no-store" }).get("Cache-Control")).toBe("no-store");
  });

  it("overrides a route's public choice when the visitor has a cookie", () => {
    const headers = policyFor({ routeChoice: "public, max-age=60", headers: { Cookie: "a=1" } });
    expect(headers.get("Cache-Control")).toBe(PRIVATE_CACHE_CONTROL);
  });

  it("keeps the Studio's preview private and unstored", () => {
    expect(policyFor({ headers: { Cookie: "__preview=signed" } }).get("Cache-Control")).toBe(
      PRIVATE_CACHE_CONTROL,
    );
    expect(
      policyFor({ headers: { Cookie: "__preview=signed" }, routeChoice: "public, max-age=60" }).get(
        "Cache-Control",
      ),
    ).toBe(PRIVATE_CACHE_CONTROL);
  });

  it("never shares a page that renders a token of each visitor's own, nor its data", () => {
    for (const url of [
      "http://localhost/apply",
      "http://localhost/apply.data",
      "http://localhost/apply?program=7",
      "http://localhost/reset-password?token=abc",
      "http://localhost/contact?received=0f8e",
    ])
      expect(policyFor({ url }).get("Cache-Control"), url).toBe(PRIVATE_CACHE_CONTROL);
    expect(policyFor({ url: "http://localhost/contact" }).get("Cache-Control")).toBe(
      PUBLIC_PAGE_CACHE_CONTROL,
    );
  });
});

describe("pages that carry a nonce (issue 50 §5)", () => {
  it("never lets a shared cache keep a page whose nonce the visitor receives", () => {
    const headers = new Headers();
    applyCachePolicy(new Request("http://localhost/login?redirectTo=%2Fmypage"), 200, headers, {
      carriesNonce: true,
    });
    expect(headers.get("Cache-Control")).toBe(PRIVATE_CACHE_CONTROL);
  });

  it("shares a page whose nonce the page cache swaps for hashes before anyone gets it", () => {
    const headers = new Headers();
    applyCachePolicy(new Request("http://localhost/login"), 200, headers, { carriesNonce: false });
    expect(headers.get("Cache-Control")).toBe(PUBLIC_PAGE_CACHE_CONTROL);
  });
});

describe("keepPersonalAnswersPrivate (every answer, resource routes too)", () => {
  const answerFor = (cookie: string | null, routeChoice: string, setCookie = false) => {
    const request = new Request("http://localhost/resources/application-catalogue", {
      headers: cookie ? { Cookie: cookie } : {},
    });
    const headers = new Headers({ "Cache-Control": routeChoice });
    if (setCookie) headers.append("Set-Cookie", "__session=x; Path=/");
    keepPersonalAnswersPrivate(request.headers.get("Cookie"), headers);
    return headers;
  };
  const PUBLIC = "public, max-age=60, stale-while-revalidate=300";

  it("makes an answer built in preview or for a session private, with Vary: Cookie", () => {
    for (const cookie of ["__preview=signed", "__session=abc"]) {
      const headers = answerFor(cookie, PUBLIC);
      expect(headers.get("Cache-Control"), cookie).toBe(PRIVATE_CACHE_CONTROL);
      expect(headers.get("Vary"), cookie).toBe("Cookie");
    }
    expect(answerFor(null, PUBLIC, true).get("Cache-Control")).toBe(PRIVATE_CACHE_CONTROL);
  });

  it("leaves an anonymous answer's own policy, varied by Cookie once", () => {
    const headers = answerFor(null, PUBLIC);
    expect(headers.get("Cache-Control")).toBe(PUBLIC);
    keepPersonalAnswersPrivate(null, headers);
    expect(headers.get("Vary")).toBe("Cookie");
    expect(answerFor("a=1", "no-store").get("Cache-Control")).toBe("no-store");
  });
});
