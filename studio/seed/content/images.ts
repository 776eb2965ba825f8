// Image fields in Sanity's export form: `_sanityAsset: "image@file://./…"` is what
// `sanity dataset import` uploads, resolved against the folder of the NDJSON file
// (studio/seed/), so the path climbs to the pictures served from public/content/.
import { allArtwork } from "../artwork/generate";

const files = new Set(allArtwork().map((a) => a.file));

export type SeedImage = { _type: "image"; _sanityAsset: string; alt: string };

export const ASSET_PREFIX = "image@file://./../../public/content/";

/** `name` is the picture's name without its size suffix, e.g. "class-drum". */
export function image(name: string, alt: string): SeedImage {
  const file = [...files].find((f) => f.replace(/-\d+x\d+\.svg$/, "") === name);
  if (!file) throw new Error(`no artwork named ${name}: run studio/seed/artwork/generate.ts`);
  return { _type: "image", _sanityAsset: `${ASSET_PREFIX}${file}`, alt };
}
