import { describe, expect, it } from "vitest";
import { noticeFeedXml, rfc822Seoul, RSS_ITEM_LIMIT } from "~/seo/rss";

const site = { siteUrl: "https://a.kr", siteName: "센터" };

describe("notices RSS feed", () => {
  it("writes dates in RFC 822 form, in Seoul time", () => {
    expect(rfc822Seoul("2026-12-06T07:20:43Z")).toBe("Sun, 06 Dec 2026 16:20:43 +0900");
    // Late evening in UTC is the next day in Seoul.
    expect(rfc822Seoul("2026-02-28T18:05:00.000Z")).toBe("Sun, 01 Mar 2026 03:05:00 +0900");
  });

  it("is an RSS 2.0 channel of the notices, newest first, linking each notice", () => {
    const xml = noticeFeedXml(site, [
      { id: "old", title: "옛 공지", publishedAt: "2026-01-02T00:00:00Z" },
      { id: "new", title: "새 공지", publishedAt: "2026-03-04T00:00:00Z" },
    ]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
    expect(xml).toContain("<title>센터 공지사항</title>");
    expect(xml).toContain("<link>https://a.kr/notices</link>");
    expect(xml).toContain("<language>ko</language>");
    expect(xml).toContain('href="https://a.kr/notices/rss.xml" rel="self"');
    expect(xml).toContain("<lastBuildDate>Wed, 04 Mar 2026 09:00:00 +0900</lastBuildDate>");
    expect(xml.indexOf("새 공지")).toBeLessThan(xml.indexOf("옛 공지"));
    expect(xml).toContain('<guid isPermaLink="true">https://a.kr/notices/new</guid>');
    expect(xml).toContain("<pubDate>Fri, 02 Jan 2026 09:00:00 +0900</pubDate>");
  });

  it("escapes titles and drops characters XML cannot carry", () => {
    const xml = noticeFeedXml(site, [
      { id: "a", title: '<b>휴관</b> & "안내"\u0007', publishedAt: "2026-01-02T00:00:00Z" },
    ]);
    expect(xml).toContain("<title>&lt;b&gt;휴관&lt;/b&gt; &amp; &quot;안내&quot;</title>");
    expect(xml).not.toContain("\u0007");
  });

  it("stays small: the newest notices only, and none without a date", () => {
    const many = Array.from({ length: RSS_ITEM_LIMIT + 20 }, (_, i) => ({
      id: `n${i}`,
      title: `공지 ${i}`,
      publishedAt: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
    }));
    const xml = noticeFeedXml(site, [...many, { id: "x", title: "날짜 없음", publishedAt: "" }]);
    expect(xml.match(/<item>/g)).toHaveLength(RSS_ITEM_LIMIT);
    expect(xml).toContain(`/notices/n${RSS_ITEM_LIMIT + 19}<`);
    expect(xml).not.toContain("/notices/n0<");
    expect(xml).not.toContain("날짜 없음");
  });

  it("is still a valid channel with no notices", () => {
    const xml = noticeFeedXml(site, []);
    expect(xml).not.toContain("<item>");
    expect(xml).not.toContain("<lastBuildDate>");
    expect(xml).toContain("</channel>\n</rss>");
  });
});
