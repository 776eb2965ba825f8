// Pure builders for per-page <title>, description, canonical link and Open Graph tags.
import type { MetaDescriptor } from "@remix-run/node";
import { DEFAULT_OG_IMAGE_PATH, OG_IMAGE_SIZE } from "~/content/og-image";
import type { OgImage } from "~/content/types";

export type SiteIdentity = { siteUrl: string; siteName: string };

export type PageSeo = {
  /** The page's own title; the site name is appended (the home page passes none). */
  title?: string;
  description: string;
  /** Path of the page, e.g. "/about" (used for the canonical and og:url). */
  path: string;
  /** The page's link-preview picture (a raster file, see ~/content/og-image); default otherwise. */
  image?: OgImage | null;
  type?: "website" | "article";
};

/** Link preview of pages without their own picture; its alt text is the site name. */
export const DEFAULT_OG_IMAGE = { src: DEFAULT_OG_IMAGE_PATH, ...OG_IMAGE_SIZE } as const;

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
  const image = page.image ?? { ...DEFAULT_OG_IMAGE, alt: site.siteName };
  const imageUrl = absoluteUrl(site.siteUrl, image.src);
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
    { property: "og:image", content: imageUrl },
    { property: "og:image:width", content: String(image.width) },
    { property: "og:image:height", content: String(image.height) },
    ...(image.alt ? [{ property: "og:image:alt", content: image.alt }] : []),
    { name: "twitter:card", content: "summary_large_image" },
    noticeFeedLink(site),
  ];
}

/** Where the notices' RSS feed is (search engines such as Naver read it). */
export const NOTICE_FEED_PATH = "/notices/rss.xml";

/** The `<link rel="alternate">` that tells feed readers and crawlers about the notices' feed. */
export function noticeFeedLink(site: SiteIdentity): MetaDescriptor {
  return {
    tagName: "link",
    rel: "alternate",
    type: "application/rss+xml",
    title: `${site.siteName} 공지사항`,
    href: absoluteUrl(site.siteUrl, NOTICE_FEED_PATH),
  };
}

/** Site ownership tokens the search engines' webmaster tools ask for (the home page carries them). */
export type SiteVerification = { naver?: string; google?: string };

export function siteVerificationMeta(tokens: SiteVerification): MetaDescriptor[] {
  return [
    ...(tokens.naver ? [{ name: "naver-site-verification", content: tokens.naver }] : []),
    ...(tokens.google ? [{ name: "google-site-verification", content: tokens.google }] : []),
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
