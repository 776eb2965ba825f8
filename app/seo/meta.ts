// Pure builders for per-page <title>, description, canonical link and Open Graph tags.
import type { MetaDescriptor } from "@remix-run/node";

export type SiteIdentity = { siteUrl: string; siteName: string };

export type PageSeo = {
  /** The page's own title; the site name is appended (the home page passes none). */
  title?: string;
  description: string;
  /** Path of the page, e.g. "/about" (used for the canonical and og:url). */
  path: string;
  /** An image URL (absolute or site-relative) for link previews. */
  image?: string;
  imageAlt?: string;
  type?: "website" | "article";
};

export const DEFAULT_OG_IMAGE = "/logo.svg";

/** Absolute URL for a path or an already absolute URL. */
export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  const base = siteUrl.replace(/\/$/, "");
  return `${base}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}

/** "Title | Site"; a title the CMS already wrote with the site name is kept as it is. */
export function fullTitle(siteName: string, title?: string): string {
  if (!title) return siteName;
  return title.includes(siteName) ? title : `${title} | ${siteName}`;
}

export function pageMeta(site: SiteIdentity, page: PageSeo): MetaDescriptor[] {
  const title = fullTitle(site.siteName, page.title);
  const url = absoluteUrl(site.siteUrl, page.path);
  const image = absoluteUrl(site.siteUrl, page.image ?? DEFAULT_OG_IMAGE);
  const description = page.description.replace(/\s+/g, " ").trim().slice(0, 160);
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:site_name", content: site.siteName },
    { property: "og:locale", content: "ko_KR" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    ...(page.imageAlt ? [{ property: "og:image:alt", content: page.imageAlt }] : []),
    { name: "twitter:card", content: "summary_large_image" },
  ];
}

/** What the root loader gives every route's meta function. */
export type RootSeoData = { siteUrl: string; settings: { centreName: string } };

/** Reads the site identity from the root match in a meta function's `matches`. */
export function siteFromMatches(
  matches: ReadonlyArray<{ id: string; data: unknown } | undefined>,
): SiteIdentity {
  const root = matches.find((m) => m?.id === "root")?.data as RootSeoData | undefined;
  return {
    siteUrl: root?.siteUrl ?? "",
    siteName: root?.settings.centreName ?? "청라 문화교육센터",
  };
}
