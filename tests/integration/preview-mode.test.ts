// The Studio's preview mode on the production build, with Sanity played by the local fake API
// (tests/support/fake-sanity-api.ts) holding a draft of class 1 and the secret the Studio's
// Presentation tool writes: a valid secret shows the draft, a bad one is refused, a visitor at
// the same time sees the published class, and nothing of the preview is kept in either cache.
import { stegaClean } from "@sanity/client/stega";
import { describe, expect, it } from "vitest";
import { previewSiteForThisFile } from "../support/preview-site-hooks";
import { previewSecretDocument } from "../support/fake-sanity-api";
import {
  documentOf,
  DRAFT_TITLE,
  draftOf,
  PUBLISHED_TITLE,
  STUDIO_URL,
} from "../support/preview-site";

const VIEWER_TOKEN = "sk-viewer-token-for-preview-tests";
const SECRET = "secret-the-studio-just-wrote-0123456789";
const PUBLISHED_TITLE_7 = "신나는 드럼 교실";

const site = previewSiteForThisFile({
  viewerToken: VIEWER_TOKEN,
  editorDocuments: (dataset) => [
    draftOf(dataset, "program-1", { title: DRAFT_TITLE }),
    draftOf(dataset, "program-7", {
      title: `${documentOf(dataset, "program-7").title as string} (초안)`,
    }),
    previewSecretDocument(SECRET, STUDIO_URL),
  ],
  env: { TRUST_PROXY: "1" }, // the rate-limit test below guesses from an address of its own
});

const enableUrl = (secret: string, pathname: string) =>
  `${site.server.url}/api/preview-mode/enable?sanity-preview-secret=${encodeURIComponent(secret)}&sanity-preview-pathname=${encodeURIComponent(pathname)}`;

/** Enters preview as the Studio's frame does; returns the cookie header to send afterwards. */
async function enterPreview(pathname: string) {
  const response = await fetch(enableUrl(SECRET, pathname), { redirect: "manual" });
  expect(response.status).toBe(302);
  expect(response.headers.get("Location")).toBe(pathname);
  const [setCookie] = response.headers.getSetCookie();
  return { response, setCookie: setCookie!, cookie: setCookie!.split(";")[0]! };
}

const titleOf = (html: string) =>
  /<h1[^>]*>([\s\S]*?)<\/h1>/
    .exec(html)?.[1]
    ?.replace(/<[^>]+>/g, "")
    .trim();

/** A preview page's title as the editor reads it: preview titles carry stega (the fake answers with source maps). */
const previewTitleOf = (html: string) => stegaClean(titleOf(html));

describe("entering preview", () => {
  it("refuses a wrong or missing secret with 401 and a Korean message, and sets no preview", async () => {
    for (const url of [
      enableUrl("guessed-secret", "/program/1"),
      `${site.server.url}/api/preview-mode/enable`,
    ]) {
      const response = await fetch(url, { redirect: "manual" });
      expect(response.status).toBe(401);
      expect(await response.text()).toContain("미리보기 주소가 올바르지 않거나 만료되었습니다");
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
      for (const cookie of response.headers.getSetCookie())
        expect(cookie).toMatch(/^__preview=;.*Max-Age=0/);
    }
  });

  it("with the Studio's secret sets an httpOnly cookie and opens the page asked for (never another site)", async () => {
    const { response, setCookie } = await enterPreview("/program/1");
    expect(setCookie).toMatch(/^__preview=[^;]+;/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).toMatch(/SameSite=Lax/i); // plain http on this machine; https gets None; Secure
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");

    const offSite = await fetch(enableUrl(SECRET, "/.//evil.example/"), { redirect: "manual" });
    expect(offSite.headers.get("Location")).toBe("/");
  });
});

describe("guessing the secret", () => {
  it("is limited per address: 30 attempts in 10 minutes, then 429 without asking Sanity", async () => {
    const headers = { "X-Forwarded-For": "203.0.113.77" };
    for (let attempt = 0; attempt < 30; attempt++) {
      const response = await fetch(enableUrl(`guess-${attempt}`, "/"), {
        headers,
        redirect: "manual",
      });
      expect(response.status).toBe(401);
    }
    const asked = site.fake.seen.length;
    const refused = await fetch(enableUrl(SECRET, "/"), { headers, redirect: "manual" });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(await refused.text()).toContain("요청이 너무 많습니다");
    expect(site.fake.seen.length).toBe(asked);
    // Other addresses are not affected.
    expect((await fetch(enableUrl(SECRET, "/"), { redirect: "manual" })).status).toBe(302);
  });
});

describe("a page in preview", () => {
  it("shows the draft, privately, frameable by the Studio, with the 미리보기 종료 control", async () => {
    const { cookie } = await enterPreview("/program/1");
    const response = await fetch(`${site.server.url}/program/1`, { headers: { Cookie: cookie } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(previewTitleOf(html)).toBe(DRAFT_TITLE);
    expect(html).toContain("미리보기 종료");
    expect(html).toContain('action="/api/preview-mode/disable?redirectTo=%2Fprogram%2F1"');
    expect(html).not.toContain(VIEWER_TOKEN);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(response.headers.get("X-Page-Cache")).toBeNull();
    const csp = response.headers.get("Content-Security-Policy") ?? "";
    expect(csp).toContain(`frame-ancestors 'self' ${STUDIO_URL}`);
    expect(response.headers.get("X-Frame-Options")).toBeNull();
    const draftRead = site.fake.seen.filter((seen) => seen.perspective === "drafts");
    expect(draftRead.length).toBeGreaterThan(0);
    expect(draftRead.every((seen) => seen.withViewerToken)).toBe(true);
  });

  it("client navigations (single-fetch data) read drafts too, privately", async () => {
    const { cookie } = await enterPreview("/program/1");
    const response = await fetch(`${site.server.url}/program/1.data`, {
      headers: { Cookie: cookie },
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(DRAFT_TITLE);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("resource routes answered in preview (drafts) are private and vary by Cookie (decision 140)", async () => {
    const { cookie } = await enterPreview("/program/1");
    const catalogue = await fetch(`${site.server.url}/resources/application-catalogue`, {
      headers: { Cookie: cookie },
    });
    expect(await catalogue.text()).toMatch(/\(가을학기 개편안\)|\(초안\)/);
    for (const [name, response] of [
      ["catalogue", catalogue],
      [
        "featured",
        await fetch(`${site.server.url}/resources/featured-programs`, {
          headers: { Cookie: cookie },
        }),
      ],
    ] as const) {
      expect(response.status, name).toBe(200);
      expect(response.headers.get("Cache-Control"), name).toBe("private, no-store");
      expect(response.headers.get("Vary"), name).toMatch(/Cookie/);
    }
    // An anonymous visitor's copy stays shareable (and says it varies by Cookie).
    const anonymous = await fetch(`${site.server.url}/resources/featured-programs`);
    await anonymous.arrayBuffer();
    expect(anonymous.headers.get("Cache-Control")).toMatch(/^public, max-age=60/);
    expect(anonymous.headers.get("Vary")).toMatch(/Cookie/);
  });

  it("a visitor at the same moment sees the published class, from caches the preview never filled", async () => {
    const { cookie } = await enterPreview("/program/7");
    // Preview first, so a preview page or draft read that leaked into a cache would be served next.
    const preview = await fetch(`${site.server.url}/program/7`, { headers: { Cookie: cookie } });
    expect(previewTitleOf(await preview.text())).toBe(`${PUBLISHED_TITLE_7} (초안)`);

    const [visitor, previewAgain] = await Promise.all([
      fetch(`${site.server.url}/program/7`),
      fetch(`${site.server.url}/program/7`, { headers: { Cookie: cookie } }),
    ]);
    const visitorHtml = await visitor.text();
    expect(titleOf(visitorHtml)).toBe(PUBLISHED_TITLE_7);
    expect(visitorHtml).not.toContain("미리보기 종료");
    expect(visitor.headers.get("X-Page-Cache")).toBe("miss");
    expect(visitor.headers.get("Cache-Control")).toMatch(/^public/);
    expect(visitor.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
    expect(visitor.headers.get("X-Frame-Options")).toBe("DENY");
    expect(previewTitleOf(await previewAgain.text())).toBe(`${PUBLISHED_TITLE_7} (초안)`);

    // The visitor's page is now stored: the next visitor gets it, the editor still the draft.
    const secondVisitor = await fetch(`${site.server.url}/program/7`);
    expect(secondVisitor.headers.get("X-Page-Cache")).toBe("hit");
    expect(titleOf(await secondVisitor.text())).toBe(PUBLISHED_TITLE_7);
    const editor = await fetch(`${site.server.url}/program/7`, { headers: { Cookie: cookie } });
    expect(editor.headers.get("X-Page-Cache")).toBeNull();
    expect(previewTitleOf(await editor.text())).toBe(`${PUBLISHED_TITLE_7} (초안)`);
  });

  it("a made-up or tampered preview cookie is no preview", async () => {
    const { cookie } = await enterPreview("/program/1");
    const [name, value] = cookie.split("=") as [string, string];
    const tampered = `${name}=${value.slice(0, -3)}abc`;
    for (const fake of [tampered, "__preview=eyJzdHVkaW9PcmlnaW4iOm51bGx9"]) {
      const response = await fetch(`${site.server.url}/program/1`, { headers: { Cookie: fake } });
      const html = await response.text();
      expect(titleOf(html)).toBe(PUBLISHED_TITLE);
      expect(html).not.toContain("미리보기 종료");
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
      expect(response.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
    }
  });
});

describe("leaving preview", () => {
  it("미리보기 종료 clears the cookie and returns to the page, now published", async () => {
    const { cookie } = await enterPreview("/program/1");
    const response = await fetch(
      `${site.server.url}/api/preview-mode/disable?redirectTo=${encodeURIComponent("/program/1")}`,
      {
        method: "POST",
        redirect: "manual",
        headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
        body: "",
      },
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/program/1");
    const [cleared] = response.headers.getSetCookie();
    expect(cleared).toMatch(/^__preview=;.*Max-Age=0/);
    const after = await fetch(`${site.server.url}/program/1`);
    expect(titleOf(await after.text())).toBe(PUBLISHED_TITLE);
  });

  it("answers 405 to a GET (leaving takes the button's POST)", async () => {
    const response = await fetch(`${site.server.url}/api/preview-mode/disable`);
    expect(response.status).toBe(405);
  });
});
