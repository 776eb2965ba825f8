import { getNoticeList, getProgramPages } from "~/content/content.server";
import { PUBLIC_PAGE_PATHS, sitemapXml } from "~/seo/sitemap";
import { getSettings } from "~/backends/app.server";

/** The newest notices a sitemap lists (older ones stay reachable from the board). */
const SITEMAP_NOTICE_LIMIT = 500;

export async function loader() {
  const [programs, notices] = await Promise.all([
    getProgramPages(),
    getNoticeList(0, SITEMAP_NOTICE_LIMIT),
  ]);
  // The board changed when its newest notice was published (pinned ones come first in the list).
  const newestNotice = notices.items.reduce<string | undefined>(
    (newest, n) =>
      !newest || Date.parse(n.publishedAt) > Date.parse(newest) ? n.publishedAt : newest,
    undefined,
  );
  const xml = sitemapXml(getSettings().siteUrl, [
    ...PUBLIC_PAGE_PATHS.map((entry) =>
      entry.path === "/notices" ? { ...entry, lastmod: newestNotice } : entry,
    ),
    ...programs.map((p) => ({
      path: `/program/${p.id}`,
      lastmod: p.updatedAt,
      changefreq: "weekly" as const,
      priority: 0.8,
    })),
    ...notices.items.map((n) => ({
      path: `/notices/${n.id}`,
      lastmod: n.publishedAt,
      changefreq: "monthly" as const,
      priority: 0.4,
    })),
  ]);
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
