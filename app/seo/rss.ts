// Pure builder for the notices' RSS 2.0 feed (Naver's Search Advisor reads RSS).
import { absoluteUrl, NOTICE_FEED_PATH, type SiteIdentity } from "~/seo/meta";
import { escapeXml } from "~/seo/xml";

/** A feed lists the newest notices only: readers and crawlers poll it, it stays small. */
export const RSS_ITEM_LIMIT = 30;

export type FeedItem = { id: string; title: string; publishedAt: string };

const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;

/** RFC 822 date-time in Seoul time, as RSS asks: "Sun, 06 Dec 2026 16:20:43 +0900". */
export function rfc822Seoul(iso: string): string {
  const seoul = new Date(new Date(iso).getTime() + SEOUL_OFFSET_MS);
  const two = (n: number) => String(n).padStart(2, "0");
  const time = `${two(seoul.getUTCHours())}:${two(seoul.getUTCMinutes())}:${two(seoul.getUTCSeconds())}`;
  return `${DAYS[seoul.getUTCDay()]}, ${two(seoul.getUTCDate())} ${MONTHS[seoul.getUTCMonth()]} ${seoul.getUTCFullYear()} ${time} +0900`;
}

/** Newest first, at most RSS_ITEM_LIMIT; items without a valid date are left out. */
export function noticeFeedXml(site: SiteIdentity, notices: FeedItem[]): string {
  const items = notices
    .filter((n) => !Number.isNaN(Date.parse(n.publishedAt)))
    .sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt))
    .slice(0, RSS_ITEM_LIMIT);
  const boardUrl = absoluteUrl(site.siteUrl, "/notices");
  const lines = [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">`,
    `  <channel>`,
    `    <title>${escapeXml(`${site.siteName} 공지사항`)}</title>`,
    `    <link>${escapeXml(boardUrl)}</link>`,
    `    <description>${escapeXml(`${site.siteName}의 새 소식과 안내`)}</description>`,
    `    <language>ko</language>`,
    `    <atom:link href="${escapeXml(absoluteUrl(site.siteUrl, NOTICE_FEED_PATH))}" rel="self" type="application/rss+xml"/>`,
    ...(items[0]
      ? [`    <lastBuildDate>${rfc822Seoul(items[0].publishedAt)}</lastBuildDate>`]
      : []),
    ...items.map((n) => {
      const url = escapeXml(absoluteUrl(site.siteUrl, `/notices/${encodeURIComponent(n.id)}`));
      return [
        `    <item>`,
        `      <title>${escapeXml(n.title)}</title>`,
        `      <link>${url}</link>`,
        `      <guid isPermaLink="true">${url}</guid>`,
        `      <pubDate>${rfc822Seoul(n.publishedAt)}</pubDate>`,
        `    </item>`,
      ].join("\n");
    }),
    `  </channel>`,
    `</rss>`,
    ``,
  ];
  return lines.join("\n");
}
