// What search engines and KakaoTalk's link preview read (issue 50, item 4): verification tags on
// the home page, Open Graph and canonical on every public page, noindex on account pages, the
// sitemap's dates and the notices' RSS feed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_PAGE_PATHS } from "~/seo/sitemap";
import { startBuiltServer, type RunningServer } from "../support/built-server";

const NAVER = "naver0123abcd";
const GOOGLE = "google-Abc_123";

/** The content of `<meta name|property="key" content="…">`, or undefined. */
function metaContent(html: string, key: string): string | undefined {
  const tag = html.match(new RegExp(`<meta[^>]*(?:name|property)="${key}"[^>]*>`))?.[0];
  return tag?.match(/content="([^"]*)"/)?.[1];
}

function linkHref(html: string, rel: string): string | undefined {
  const tag = html.match(new RegExp(`<link[^>]*rel="${rel}"[^>]*>`))?.[0];
  return tag?.match(/href="([^"]*)"/)?.[1];
}

describe("what search engines and link previews read", () => {
  let server: RunningServer;
  const page = async (path: string, status = 200) => {
    const response = await fetch(`${server.url}${path}`);
    expect(response.status, path).toBe(status);
    return response.text();
  };

  beforeAll(async () => {
    server = await startBuiltServer({
      env: { NAVER_SITE_VERIFICATION: NAVER, GOOGLE_SITE_VERIFICATION: GOOGLE },
    });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("puts the Naver and Google verification tags on the home page only", async () => {
    const home = await page("/");
    expect(metaContent(home, "naver-site-verification")).toBe(NAVER);
    expect(metaContent(home, "google-site-verification")).toBe(GOOGLE);
    const about = await page("/about");
    expect(metaContent(about, "naver-site-verification")).toBeUndefined();
  });

  it("gives every public page og:title, og:description, og:image, a canonical and the feed", async () => {
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    const program = sitemap.match(/\/program\/\d+/)?.[0];
    const notice = sitemap.match(/\/notices\/[A-Za-z0-9_-]+(?=<)/)?.[0];
    expect(program).toBeDefined();
    expect(notice).toBeDefined();
    const paths = [...PUBLIC_PAGE_PATHS.map((e) => e.path), "/apply", program!, notice!];
    for (const path of paths) {
      const html = await page(path);
      for (const key of ["og:title", "og:description", "og:image", "description"]) {
        expect(metaContent(html, key), `${key} on ${path}`).toBeTruthy();
      }
      expect(linkHref(html, "canonical"), path).toBe(`${server.url}${path === "/" ? "/" : path}`);
      expect(linkHref(html, "alternate"), path).toBe(`${server.url}/notices/rss.xml`);
      expect(metaContent(html, "robots"), path).toBeUndefined();
    }
  });

  it("keeps account pages and the look-up out of search results, each with a description", async () => {
    const paths = [
      "/login",
      "/register",
      "/find-id",
      "/find-password",
      "/reset-password",
      "/applications/lookup",
      "/applications/lookup/phone",
    ];
    for (const path of paths) {
      // Without a link's token the reset page answers 400 ("the link is not valid"), still a page.
      const html = await page(path, path === "/reset-password" ? 400 : 200);
      expect(metaContent(html, "robots"), path).toBe("noindex");
      expect(metaContent(html, "description")?.length, path).toBeGreaterThan(10);
    }
  });

  it("dates the notices in the sitemap from their publication", async () => {
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    const noticeEntry = sitemap.match(
      /<url>\s*<loc>[^<]*\/notices\/[^<]+<\/loc>[\s\S]*?<\/url>/,
    )?.[0];
    expect(noticeEntry).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z<\/lastmod>/);
    const board = sitemap.match(/<url>\s*<loc>[^<]*\/notices<\/loc>[\s\S]*?<\/url>/)?.[0];
    expect(board).toContain("<lastmod>");
  });

  it("dates each class page in the sitemap from its content's last edit (_updatedAt)", async () => {
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    const classEntries =
      sitemap.match(/<url>\s*<loc>[^<]*\/program\/\d+<\/loc>[\s\S]*?<\/url>/g) ?? [];
    expect(classEntries.length).toBeGreaterThan(10);
    for (const entry of classEntries) {
      expect(entry).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z<\/lastmod>/);
    }
  });

  it("serves the notices as an RSS 2.0 feed with RFC 822 dates in Seoul time", async () => {
    const response = await fetch(`${server.url}/notices/rss.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/rss+xml; charset=utf-8");
    const xml = await response.text();
    expect(xml).toContain('<rss version="2.0"');
    const items = xml.match(/<item>[\s\S]*?<\/item>/g) ?? [];
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(30);
    for (const item of items) {
      expect(item).toMatch(/<link>http:\/\/127\.0\.0\.1:\d+\/notices\/[A-Za-z0-9_-]+<\/link>/);
      expect(item).toMatch(
        /<pubDate>(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} \+0900<\/pubDate>/,
      );
    }
  });
});
