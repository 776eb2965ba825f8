// Stega end to end (decision 100): the production build in preview against a fake Sanity API that
// answers with content source maps, as the Content Lake does. The Studio's click-to-edit links
// reach the page's text, the values the site reads as data stay as typed, every kind of page
// still renders, and a visitor's page carries no stega at all.
import { stegaClean } from "@sanity/client/stega";
import { VERCEL_STEGA_REGEX, vercelStegaDecode } from "@vercel/stega";
import { describe, expect, it } from "vitest";
import { previewSiteForThisFile } from "../support/preview-site-hooks";
import { previewSecretDocument } from "../support/fake-sanity-api";
import {
  DRAFT_TITLE,
  draftOf,
  previewCookieOf,
  PUBLISHED_TITLE,
  STUDIO_URL,
} from "../support/preview-site";

const VIEWER_TOKEN = "sk-viewer-token-for-stega";
const SECRET = "secret-for-the-stega-tests-0123456789";

const site = previewSiteForThisFile({
  viewerToken: VIEWER_TOKEN,
  editorDocuments: (dataset) => [
    draftOf(dataset, "program-1", { title: DRAFT_TITLE }),
    previewSecretDocument(SECRET, STUDIO_URL),
  ],
});

const previewCookie = () => previewCookieOf(site.server.url, SECRET, "/program/1");

const heading = (html: string) =>
  /<h1[^>]*>([\s\S]*?)<\/h1>/
    .exec(html)?.[1]
    ?.replace(/<[^>]+>/g, "")
    .trim() ?? "";

describe("stega on the built site", () => {
  it("a class page in preview carries the Studio's edit link in its title, its schedule as typed", async () => {
    const response = await fetch(`${site.server.url}/program/1`, {
      headers: { Cookie: await previewCookie() },
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    const title = heading(html);
    expect(title).not.toBe(DRAFT_TITLE);
    expect(stegaClean(title)).toBe(DRAFT_TITLE);
    const edit = vercelStegaDecode<{ href: string }>(title);
    expect(edit?.href).toContain(STUDIO_URL);
    expect(edit?.href).toContain("id=program-1");
    expect(html).toContain("매주 화·목 10:00–11:00");
  });

  it("every kind of page still renders in preview with stega", async () => {
    const cookie = await previewCookie();
    for (const path of ["/", "/services", "/music", "/notices", "/program/7"]) {
      const response = await fetch(`${site.server.url}${path}`, { headers: { Cookie: cookie } });
      expect(response.status, path).toBe(200);
      expect((await response.text()).match(VERCEL_STEGA_REGEX), path).not.toBeNull();
    }
  });

  it("a visitor's page carries none", async () => {
    const html = await (await fetch(`${site.server.url}/program/1`)).text();
    expect(heading(html)).toBe(PUBLISHED_TITLE);
    expect(html.match(VERCEL_STEGA_REGEX)).toBeNull();
  });
});
