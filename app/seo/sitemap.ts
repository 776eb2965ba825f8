// Pure builders for sitemap.xml and robots.txt.
import { absoluteUrl } from "~/seo/meta";
import { escapeXml } from "~/seo/xml";

export type SitemapEntry = {
  path: string;
  changefreq?: "daily" | "weekly" | "monthly" | "yearly";
  priority?: number;
  /** When the content last changed (an ISO time from the content's own dates). */
  lastmod?: string;
};

/** Public pages every sitemap lists, besides one entry per class. */
export const PUBLIC_PAGE_PATHS: SitemapEntry[] = [
  { path: "/", changefreq: "daily", priority: 1 },
  { path: "/services", changefreq: "weekly", priority: 0.9 },
  { path: "/music", changefreq: "weekly", priority: 0.8 },
  { path: "/video-lectures", changefreq: "weekly", priority: 0.7 },
  { path: "/study-abroad", changefreq: "monthly", priority: 0.7 },
  { path: "/about", changefreq: "monthly", priority: 0.7 },
  { path: "/contact", changefreq: "monthly", priority: 0.6 },
  { path: "/faq", changefreq: "monthly", priority: 0.6 },
  { path: "/ranking", changefreq: "daily", priority: 0.5 },
  { path: "/notices", changefreq: "daily", priority: 0.6 },
  { path: "/terms", changefreq: "yearly", priority: 0.2 },
  { path: "/privacy", changefreq: "yearly", priority: 0.2 },
];

/** W3C datetime as sitemaps take it; a value that is not a date is left out. */
function lastmodText(value: string | undefined): string | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString().replace(/\.\d{3}Z$/, "Z");
}

export function sitemapXml(siteUrl: string, entries: SitemapEntry[]): string {
  const urls = entries
    .map((entry) => {
      const parts = [`    <loc>${escapeXml(absoluteUrl(siteUrl, entry.path))}</loc>`];
      const lastmod = lastmodText(entry.lastmod);
      if (lastmod) parts.push(`    <lastmod>${lastmod}</lastmod>`);
      if (entry.changefreq) parts.push(`    <changefreq>${entry.changefreq}</changefreq>`);
      if (entry.priority !== undefined)
        parts.push(`    <priority>${entry.priority.toFixed(1)}</priority>`);
      return `  <url>\n${parts.join("\n")}\n  </url>`;
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** Private areas stay out of search engines; everything public is allowed. */
export const DISALLOWED_PATHS = [
  "/admin",
  "/mypage",
  "/api/",
  "/resources/",
  "/auth/",
  "/reset-password",
];

export function robotsTxt(siteUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...DISALLOWED_PATHS.map((p) => `Disallow: ${p}`),
    "",
    `Sitemap: ${absoluteUrl(siteUrl, "/sitemap.xml")}`,
    "",
  ].join("\n");
}
