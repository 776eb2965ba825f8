// Project and dataset come from the environment; the defaults only let `sanity build` and
// `sanity schema extract` run offline (they never talk to a project). Read at build time: the
// Sanity-hosted Studio (`npm run deploy`, decision 177) is a static bundle.
export const projectId = process.env.SANITY_STUDIO_PROJECT_ID || "cnculture";
export const dataset = process.env.SANITY_STUDIO_DATASET || "production";

/** The site's public address: where the Presentation tool opens the site in preview mode. */
export const siteUrl = siteUrlFrom(process.env.SANITY_STUDIO_SITE_URL);
/** The one origin the Presentation tool lets its frame talk to. */
export const siteOrigin = new URL(siteUrl).origin;

/** Pure: the site address of a build (the site on this machine by default), without a trailing slash. */
export function siteUrlFrom(value: string | undefined): string {
  const raw = value?.trim() || "http://localhost:3000";
  const url = new URL(raw);
  if (url.protocol !== "https:" && url.hostname !== "localhost" && url.hostname !== "127.0.0.1")
    throw new Error(`SANITY_STUDIO_SITE_URL must be an https address (got ${raw})`);
  return raw.replace(/\/+$/, "");
}
