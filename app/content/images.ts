// Image fields from the queries become ImageViews here, for whichever source is active:
// Sanity assets get CDN URLs with sizes and auto=format; bundled-dataset assets are files in
// public/ and are used as they are (vector pictures need no resized candidates).
import { createImageUrlBuilder } from "@sanity/image-url";
import type { ImageView } from "./types";

export type ImageSource =
  | { kind: "local" }
  | { kind: "sanity"; projectId: string; dataset: string };

/** An image field as the queries project it (see IMAGE in ./queries.ts). */
export type QueryImage = {
  alt?: string | null;
  crop?: { top?: number; bottom?: number; left?: number; right?: number } | null;
  hotspot?: { x?: number; y?: number; height?: number; width?: number } | null;
  asset?: { _id: string; url?: string | null; width?: number | null; height?: number | null } | null;
} | null | undefined;

/** Widths offered to the browser for each kind of placement, smallest first. */
export const IMAGE_WIDTHS = {
  card: [400, 800],
  detail: [640, 1200],
  hero: [960, 1920],
  banner: [600, 1200],
  video: [640, 1280],
} as const;
export type ImagePlacement = keyof typeof IMAGE_WIDTHS;

export function toImageView(
  image: QueryImage,
  source: ImageSource,
  placement: ImagePlacement,
  fallbackAlt = "",
): ImageView | null {
  const asset = image?.asset;
  if (!asset?._id) return null;
  const intrinsicWidth = asset.width ?? 0;
  const intrinsicHeight = asset.height ?? 0;
  const alt = image?.alt?.trim() || fallbackAlt;

  if (source.kind === "local") {
    if (!asset.url) return null;
    return { src: asset.url, width: intrinsicWidth, height: intrinsicHeight, alt };
  }

  const builder = createImageUrlBuilder({ projectId: source.projectId, dataset: source.dataset });
  const base = builder
    .image({ asset: { _ref: asset._id }, crop: image?.crop ?? undefined, hotspot: image?.hotspot ?? undefined })
    .auto("format");
  // Never ask the CDN for more pixels than the original has.
  const widths = IMAGE_WIDTHS[placement].filter((w) => !intrinsicWidth || w <= intrinsicWidth);
  const candidates = widths.length > 0 ? widths : [intrinsicWidth || IMAGE_WIDTHS[placement][0]];
  const largest = candidates[candidates.length - 1]!;
  const ratio = intrinsicWidth && intrinsicHeight ? intrinsicHeight / intrinsicWidth : 0;
  return {
    src: base.width(largest).url(),
    srcSet: candidates.map((w) => `${base.width(w).url()} ${w}w`).join(", "),
    width: largest,
    height: ratio ? Math.round(largest * ratio) : largest,
    alt,
  };
}
