// Image fields from the queries become ImageViews here, for whichever source is active:
// Sanity assets get CDN URLs with sizes and auto=format; bundled-dataset assets are files in
// public/ and are used as they are (vector pictures need no resized candidates).
// Link previews (og:image) are separate: KakaoTalk, Facebook and X show no SVG and cannot be
// trusted with format negotiation, so they get a 1200×630 JPEG (see toOgImage).
import { createImageUrlBuilder } from "@sanity/image-url";
import { OG_IMAGE_SIZE, ogRenditionPath } from "./og-image";
import type { ImageView, OgImage } from "./types";

export type ImageSource =
  { kind: "local" } | { kind: "sanity"; projectId: string; dataset: string };

/** An image field as the queries project it (see IMAGE in ./queries.ts). */
export type QueryImage =
  | {
      alt?: string | null;
      crop?: { top?: number; bottom?: number; left?: number; right?: number } | null;
      hotspot?: { x?: number; y?: number; height?: number; width?: number } | null;
      asset?: {
        _id: string;
        url?: string | null;
        width?: number | null;
        height?: number | null;
      } | null;
    }
  | null
  | undefined;

/**
 * The field's asset and alt text, and where the picture comes from: a file in public/ (`url`) or
 * the Sanity CDN (`sanity`, a URL builder with the editor's crop and hotspot); null without one.
 */
function pickImage(image: QueryImage, source: ImageSource, fallbackAlt: string) {
  const asset = image?.asset;
  if (!asset?._id) return null;
  const picked = { asset, alt: image?.alt?.trim() || fallbackAlt };
  if (source.kind === "local")
    return asset.url ? { ...picked, url: asset.url, sanity: null } : null;
  const sanity = createImageUrlBuilder({
    projectId: source.projectId,
    dataset: source.dataset,
  }).image({
    asset: { _ref: asset._id },
    crop: image?.crop ?? undefined,
    hotspot: image?.hotspot ?? undefined,
  });
  return { ...picked, url: null, sanity };
}

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
  const picked = pickImage(image, source, fallbackAlt);
  if (!picked) return null;
  const { asset, alt } = picked;
  const intrinsicWidth = asset.width ?? 0;
  const intrinsicHeight = asset.height ?? 0;

  if (!picked.sanity)
    return { src: picked.url, width: intrinsicWidth, height: intrinsicHeight, alt };

  const base = picked.sanity.auto("format");
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

/**
 * A picture for link previews: 1200×630 JPEG. Sanity crops around the editor's hotspot (inside
 * their crop) and converts to JPEG; fm=jpg rather than auto=format, because crawlers do not
 * negotiate formats the way browsers do. The bundled dataset uses its committed renditions.
 */
export function toOgImage(
  image: QueryImage,
  source: ImageSource,
  fallbackAlt = "",
): OgImage | null {
  const picked = pickImage(image, source, fallbackAlt);
  if (!picked) return null;
  const { alt } = picked;
  const { width, height } = OG_IMAGE_SIZE;

  if (!picked.sanity) return { src: ogRenditionPath(picked.url), width, height, alt };

  const src = picked.sanity.width(width).height(height).fit("crop").format("jpg").quality(82).url();
  return { src, width, height, alt };
}
