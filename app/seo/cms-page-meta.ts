// The meta function of a CMS page route: title and description from the page's SEO fields.
import type { MetaDescriptor, MetaFunction } from "@remix-run/node";
import type { Page } from "~/content/types";
import { NOT_FOUND_TITLE } from "~/domain/not-found-title";
import { pageMeta, siteFromMatches } from "~/seo/meta";

type Matches = ReadonlyArray<{ id: string; data: unknown } | undefined>;

export function cmsPageMeta(
  page: Page | undefined,
  path: string,
  matches: Matches,
): MetaDescriptor[] {
  const site = siteFromMatches(matches);
  if (!page) return [{ title: `${NOT_FOUND_TITLE} | ${site.siteName}` }];
  return pageMeta(site, {
    title: page.seoTitle || page.title,
    description: page.seoDescription || page.title,
    path,
    image: page.ogImage,
  });
}

/** The `meta` export of a CMS page route at `path` whose loader answers `{ page }`. */
export function cmsPageMetaAt(path: string): MetaFunction {
  return ({ data, matches }) => cmsPageMeta((data as { page?: Page } | null)?.page, path, matches);
}
