// Pages kept out of search results: signing in, one's own look-ups, mailed links with a secret,
// the administrators' pages. Apart from ./meta.ts, which every page loads with the root, so that
// only these pages' code carries it.
import type { MetaDescriptor, MetaFunction } from "@remix-run/node";
import { fullTitle, siteFromMatches, type SiteIdentity } from "./meta";

/** Sign-in, account and look-up pages: a title and description, kept out of search results. */
export function privatePageMeta(
  site: SiteIdentity,
  page: { title: string; description: string },
): MetaDescriptor[] {
  return [
    { title: fullTitle(site.siteName, page.title) },
    { name: "description", content: page.description },
    { name: "robots", content: "noindex" },
  ];
}

/** The `meta` export of a page kept out of search results (signing in, looking up one's own). */
export function privateMeta(page: { title: string; description: string }): MetaFunction {
  return ({ matches }) => privatePageMeta(siteFromMatches(matches), page);
}

/**
 * An administrator's page: its title, and kept out of search results. A child route's meta
 * replaces its parent's (admin.tsx), so each admin page says noindex itself.
 */
export function adminPageMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} | 관리자` }, { name: "robots", content: "noindex" }];
}

/**
 * Pages opened from a mailed link with a secret in the URL (a reset token, a cancel token, a
 * verification code): the secret stays out of other sites' logs. Not "no-referrer": with it the
 * browser's own post of the form (pressed before the page's code ran) says `Origin: null`, which
 * the cross-site check refuses (decision 145).
 */
export const SECRET_IN_URL_REFERRER: MetaDescriptor = { name: "referrer", content: "same-origin" };

/** The `meta` export of such a page with no description: its full title, out of search results. */
export function secretLinkMeta(title: string): MetaFunction {
  return () => [{ title }, { name: "robots", content: "noindex" }, SECRET_IN_URL_REFERRER];
}
