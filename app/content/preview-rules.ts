// Pure rules of the Studio's preview mode (decision 100): the cookie's name and attributes, where
// the browser may be sent after entering or leaving it, and which strings carry stega encoding.
import type { FilterDefault } from "@sanity/client";

export const PREVIEW_COOKIE = "__preview";
/** One working day: the Presentation tool enters preview again every time it opens the site. */
export const PREVIEW_MAX_AGE_S = 12 * 60 * 60;

/** Whether a Cookie header carries the preview cookie at all (valid or not). */
export function hasPreviewCookie(cookieHeader: string | null | undefined): boolean {
  return new RegExp(`(?:^|;)\\s*${PREVIEW_COOKIE}=`).test(cookieHeader ?? "");
}

/**
 * The Studio shows the site in a frame on its own origin: on https the cookie must be
 * SameSite=None; Secure to be sent there, and Partitioned so browsers that block third-party
 * cookies still keep it (for the Studio's frame only). Plain http (this machine, tests) cannot
 * send a SameSite=None cookie; a Studio on localhost is the same site, so Lax serves it.
 */
export function previewCookieAttributes(siteUrl: string) {
  const https = siteUrl.startsWith("https:");
  return https
    ? { httpOnly: true, path: "/", sameSite: "none" as const, secure: true, partitioned: true }
    : { httpOnly: true, path: "/", sameSite: "lax" as const, secure: false };
}

/** A path on this site to send the browser to; anything else (another origin, odd input) is "/". */
export function safeRedirectPath(value: unknown): string {
  if (typeof value !== "string" || !value.startsWith("/")) return "/";
  if (/^\/[/\\]/.test(value) || /[\u0000-\u001f\\]/.test(value)) return "/";
  try {
    const url = new URL(value, "http://site.invalid");
    const path = `${url.pathname}${url.search}${url.hash}`;
    // "/.//host" normalises to "//host", which a browser reads as another site.
    return url.origin === "http://site.invalid" && !path.startsWith("//") ? path : "/";
  } catch {
    return "/";
  }
}

/** An http(s) origin, or null (a Studio address from the secret document that is not one). */
export function originOf(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * Keys of the text an editor reads and clicks on: only these get invisible stega characters.
 * Everything else (ids, categories, paths, video ids, phone numbers, schedules the site parses)
 * stays byte-for-byte what the editor typed, so no rule of the site reads an encoded string.
 */
export const STEGA_KEYS: ReadonlySet<string> = new Set([
  "title",
  "subtitle",
  "description",
  "text",
  "instructor",
  "location",
]);

export const stegaFilter: FilterDefault = (props) => {
  const last = props.resultPath.at(-1);
  return typeof last === "string" && STEGA_KEYS.has(last) && props.filterDefault(props);
};
