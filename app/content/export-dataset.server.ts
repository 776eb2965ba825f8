// The bundled dataset's export form (Sanity's NDJSON, images as `_sanityAsset` file addresses)
// turned into documents as a dataset holds them after import. Pure, and free of bundler-only
// imports, so test helpers outside Vite (tests/support/fake-sanity-api.ts) can use it too.
import { createHash } from "node:crypto";

export type Doc = { _id: string; _type: string; [key: string]: unknown };

const ASSET_PATTERN = /^image@file:\/\/\.\/(?:\.\.\/)*public(\/.+-(\d+)x(\d+)\.(\w+))$/;

/** An image asset document for a file served from public/, like the ones Sanity keeps. */
function localAssetDocument(
  publicPath: string,
  width: number,
  height: number,
  extension: string,
): Doc {
  const hash = createHash("sha1").update(publicPath).digest("hex");
  return {
    _id: `image-${hash}-${width}x${height}-${extension}`,
    _type: "sanity.imageAsset",
    url: publicPath,
    path: publicPath,
    extension,
    mimeType:
      extension === "svg" ? "image/svg+xml" : `image/${extension === "jpg" ? "jpeg" : extension}`,
    originalFilename: publicPath.split("/").pop(),
    metadata: {
      _type: "sanity.imageMetadata",
      dimensions: { _type: "sanity.imageDimensions", width, height, aspectRatio: width / height },
    },
  };
}

/**
 * Turns export-form image fields (`_sanityAsset: "image@file://./…/public/…"`) into what a
 * Sanity dataset holds after import: a reference to an asset document, whose `url` here is the
 * public path of the file. Pure: returns new documents, asset documents appended once each.
 */
export function resolveExportAssets(documents: Doc[]): Doc[] {
  const assets = new Map<string, Doc>();
  const visit = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(visit);
    if (!value || typeof value !== "object") return value;
    const record = value as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(record)) {
      if (key !== "_sanityAsset") out[key] = visit(inner);
    }
    if (typeof record._sanityAsset === "string") {
      const match = ASSET_PATTERN.exec(record._sanityAsset);
      if (!match)
        throw new Error(`bundled dataset: unsupported asset address ${record._sanityAsset}`);
      const [, publicPath, width, height, extension] = match as unknown as [
        string,
        string,
        string,
        string,
        string,
      ];
      const asset = localAssetDocument(publicPath, Number(width), Number(height), extension);
      assets.set(asset._id, asset);
      out.asset = { _type: "reference", _ref: asset._id };
    }
    return out;
  };
  const resolved = documents.map((d) => visit(d) as Doc);
  return [...resolved, ...assets.values()];
}

export function parseNdjson(text: string): Doc[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line, index) => {
      const doc = JSON.parse(line) as Doc;
      if (typeof doc._id !== "string" || typeof doc._type !== "string") {
        throw new Error(`bundled dataset line ${index + 1}: every document needs _id and _type`);
      }
      return doc;
    });
}
