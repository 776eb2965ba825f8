// Attack (decision 100, docs/security-and-caching.md): an editor in the Studio's preview reads
// drafts; if any answer built for that request may be kept by a browser or shared cache, the draft
// outlives the preview (the application dialog offered an unpublished class after 미리보기 종료) or
// reaches visitors. The test enters preview with the Studio's secret, asks for pages, single-fetch
// `.data` requests and resource routes, and requires every answer to be `private, no-store` and to
// vary by Cookie; the answers that carry a draft prove that the request really was in preview.
import { describe, expect, it } from "vitest";
import { previewSiteForThisFile } from "../support/preview-site-hooks";
import { previewSecretDocument } from "../support/fake-sanity-api";
import { draftOf, previewCookieOf, STUDIO_URL } from "../support/preview-site";

const VIEWER_TOKEN = "sk-viewer-token-for-cache-attack";
const SECRET = "secret-for-the-cache-attack-0123456789";
const DRAFT_TITLE = "바른 자세 필라테스 (초안: 캐시 금지)";

const site = previewSiteForThisFile({
  viewerToken: VIEWER_TOKEN,
  editorDocuments: (dataset) => [
    draftOf(dataset, "program-1", { title: DRAFT_TITLE }), // featured, in every list
    previewSecretDocument(SECRET, STUDIO_URL),
  ],
});

const previewCookie = () => previewCookieOf(site.server.url, SECRET, "/");

/** Answers an editor's browser asks for while in preview (pages, navigations, fetchers, feeds). */
const PREVIEW_READS = [
  "/",
  "/services",
  "/program/1",
  "/notices",
  "/_root.data",
  "/_index.data", // not a route: Remix answers it anyway
  "/program/1.data",
  "/services.data",
  "/resources/application-catalogue",
  "/resources/featured-programs",
  "/resources/featured-programs.data?_routes=routes%2Fresources.featured-programs",
  "/sitemap.xml",
  "/program/999999",
];

describe("answers built in preview", () => {
  it("are never cacheable, and the ones with drafts prove the request was in preview", async () => {
    const cookie = await previewCookie();
    const withDraft: string[] = [];
    for (const path of PREVIEW_READS) {
      for (const method of ["GET", "HEAD"]) {
        const response = await fetch(`${site.server.url}${path}`, {
          method,
          headers: { Cookie: cookie },
          redirect: "manual",
        });
        const body = await response.text();
        if (body.includes(DRAFT_TITLE)) withDraft.push(path);
        expect(response.headers.get("Cache-Control"), `${method} ${path}`).toBe(
          "private, no-store",
        );
        expect(response.headers.get("Vary"), `${method} ${path}`).toMatch(/\bCookie\b/i);
        expect(response.headers.get("X-Page-Cache"), `${method} ${path}`).toBeNull();
      }
    }
    expect(withDraft).toEqual(
      expect.arrayContaining([
        "/program/1",
        "/program/1.data",
        "/resources/application-catalogue",
        "/resources/featured-programs",
      ]),
    );
  });

  it("leave no draft for the next visitor, in the page cache or the content cache", async () => {
    const cookie = await previewCookie();
    for (const path of PREVIEW_READS)
      await (
        await fetch(`${site.server.url}${path}`, { headers: { Cookie: cookie } })
      ).arrayBuffer();
    for (const path of PREVIEW_READS) {
      const visitor = await fetch(`${site.server.url}${path}`, { redirect: "manual" });
      expect(await visitor.text(), path).not.toContain(DRAFT_TITLE);
    }
  });
});
