// Pure rules of the editor's perspective in the Studio's preview (decision 203): the
// published version, drafts, or a Content Release stacked on drafts. The Presentation tool names
// it in `sanity-preview-perspective` when it opens the site and over comlink while it is open; the
// site keeps it in the cookie of the same name and reads with it.

/** `@sanity/preview-url-secret`'s `perspectiveCookieName` (a test holds the two equal). */
export const PERSPECTIVE_COOKIE = "sanity-preview-perspective";

/** A release stack lists release names, highest first, usually ending in "drafts". */
export type PreviewPerspective = "published" | "drafts" | string[];

export const DEFAULT_PREVIEW_PERSPECTIVE: PreviewPerspective = "drafts";

/** Release names as the Studio makes them (`r` and random letters); nothing else reaches Sanity. */
const RELEASE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
const MAX_STACK = 10;
/** Content Releases are read through the API from this version on. */
export const RELEASES_API_VERSION = "2025-02-19";

/** Whether `apiVersion` (e.g. "2025-02-19", "v2025-02-19", "X") can read a release perspective. */
export function apiSupportsReleases(apiVersion: string): boolean {
  const version = apiVersion.replace(/^v/, "");
  return (
    version === "X" || (/^\d{4}-\d{2}-\d{2}$/.test(version) && version >= RELEASES_API_VERSION)
  );
}

/**
 * The perspective a value names (the URL parameter, the cookie, or what comlink sent), or null when
 * it names none. `raw` and the old `previewDrafts` read as drafts: the site's queries expect one
 * document per id, as @sanity/core-loader does for `raw`.
 */
export function parsePreviewPerspective(value: unknown): PreviewPerspective | null {
  const parts =
    typeof value === "string"
      ? value.split(",").map((part) => part.trim())
      : Array.isArray(value) && value.every((part) => typeof part === "string")
        ? (value as string[]).map((part) => part.trim())
        : null;
  if (!parts || parts.length === 0 || parts.length > MAX_STACK) return null;
  if (parts.length === 1) {
    const [only] = parts as [string];
    if (only === "published") return "published";
    if (only === "drafts" || only === "previewDrafts" || only === "raw") return "drafts";
  }
  if (!parts.every((part) => RELEASE_NAME.test(part))) return null;
  if (parts.includes("raw") || new Set(parts).size !== parts.length) return null;
  return parts;
}

/**
 * What the site reads with: a release stack only where the API version reads releases (elsewhere
 * the drafts, which every version reads), anything unreadable as drafts.
 */
export function effectivePerspective(value: unknown, apiVersion: string): PreviewPerspective {
  const perspective = parsePreviewPerspective(value) ?? DEFAULT_PREVIEW_PERSPECTIVE;
  if (Array.isArray(perspective) && !apiSupportsReleases(apiVersion)) return "drafts";
  return perspective;
}

/** The cookie's value: the names joined with commas, as the Studio writes the URL parameter. */
export function perspectiveValue(perspective: PreviewPerspective): string {
  return Array.isArray(perspective) ? perspective.join(",") : perspective;
}

/** What the preview bar says the editor is looking at. */
export function perspectiveLabel(perspective: PreviewPerspective): string {
  if (perspective === "published") return "게시된 내용";
  if (perspective === "drafts") return "초안";
  return "릴리스에 담긴 변경";
}
