// RSS 2.0 feed of the newest notices (/notices/rss.xml), for feed readers and Naver's crawler.
import { getNoticeList, getSiteSettings } from "~/content/content.server";
import { noticeFeedXml, RSS_ITEM_LIMIT } from "~/seo/rss";
import { getSettings } from "~/backends/app.server";

export async function loader() {
  const [settings, notices] = await Promise.all([
    getSiteSettings(),
    // Pinned notices come first on the board: read past them so the newest are all in.
    getNoticeList(0, RSS_ITEM_LIMIT * 2),
  ]);
  const xml = noticeFeedXml(
    { siteUrl: getSettings().siteUrl, siteName: settings.centreName },
    // Only published notices (a preview session would also list scheduled ones).
    notices.items.filter((n) => n.scheduledFor === null),
  );
  return new Response(xml, {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=600",
    },
  });
}
