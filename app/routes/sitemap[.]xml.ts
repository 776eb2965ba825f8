import { getProgramsWithSeats } from "~/backends/app.server";
import { getNoticeList } from "~/content/content.server";
import { getEnv } from "~/env.server";
import { PUBLIC_PAGE_PATHS, sitemapXml } from "~/seo/sitemap";

/** The newest notices a sitemap lists (older ones stay reachable from the board). */
const SITEMAP_NOTICE_LIMIT = 500;

export async function loader() {
  const [programs, notices] = await Promise.all([
    getProgramsWithSeats(),
    getNoticeList(0, SITEMAP_NOTICE_LIMIT),
  ]);
  const xml = sitemapXml(getEnv().siteUrl, [
    ...PUBLIC_PAGE_PATHS,
    ...programs.map((p) => ({
      path: `/program/${p.id}`,
      changefreq: "weekly" as const,
      priority: 0.8,
    })),
    ...notices.items.map((n) => ({
      path: `/notices/${n.id}`,
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
