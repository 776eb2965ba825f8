// Link-preview (og:image) sizes and file names, shared by the content mapping, the meta builder
// and the rendition generator (scripts/og-images.ts). No dependencies: it reaches the browser
// bundle through the routes' meta functions.

/** The size link previews are drawn at (Facebook's and KakaoTalk's large card, 1.91:1). */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** Where the bundled dataset's renditions are written, under public/. */
export const OG_RENDITIONS_DIR = "/content/og";

/** The picture of pages without their own: centre name and logo on the brand colour. */
export const DEFAULT_OG_IMAGE_PATH = "/og-default-1200x630.jpg";

/**
 * The JPEG rendition of a public file:
 * "/content/class-drum-800x600.svg" → "/content/og/class-drum-1200x630.jpg".
 */
export function ogRenditionPath(publicPath: string): string {
  const name = publicPath.split("/").pop() ?? "";
  const stem = name.replace(/(-\d+x\d+)?\.\w+$/, "");
  return `${OG_RENDITIONS_DIR}/${stem}-${OG_IMAGE_SIZE.width}x${OG_IMAGE_SIZE.height}.jpg`;
}

/** Public paths of the pictures a bundled dataset (NDJSON export form) references. */
export function datasetPicturePaths(ndjson: string): string[] {
  const found = ndjson.matchAll(
    /"_sanityAsset":\s*"image@file:\/\/\.\/(?:\.\.\/)*public(\/[^"]+)"/g,
  );
  return [...new Set([...found].map((m) => m[1]!))].sort();
}
