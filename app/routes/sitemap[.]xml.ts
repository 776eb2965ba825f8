import { getPrograms } from "~/content/content.server";
import { getEnv } from "~/env.server";
import { PUBLIC_PAGE_PATHS, sitemapXml } from "~/seo/sitemap";

export async function loader() {
  const programs = await getPrograms();
  const xml = sitemapXml(getEnv().siteUrl, [
    ...PUBLIC_PAGE_PATHS,
    ...programs.map((p) => ({ path: `/program/${p.id}`, changefreq: "weekly" as const, priority: 0.8 })),
  ]);
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
