// The committed link-preview renditions against the bundled dataset: every picture it references
// has a 1200×630 JPEG small enough for messengers, and so does the default.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { imageSize } from "image-size";
import { describe, expect, it } from "vitest";
import {
  datasetPicturePaths,
  DEFAULT_OG_IMAGE_PATH,
  OG_IMAGE_SIZE,
  ogRenditionPath,
} from "./og-image";

const root = process.cwd();
const publicFile = (publicPath: string) => path.join(root, "public", publicPath);
/** Well under what KakaoTalk and Facebook fetch for a card (both accept several MB). */
const MAX_BYTES = 100 * 1024;

function expectPreviewJpeg(publicPath: string) {
  const bytes = readFileSync(publicFile(publicPath));
  expect(imageSize(bytes), publicPath).toMatchObject({ type: "jpg", ...OG_IMAGE_SIZE });
  expect(bytes.byteLength, publicPath).toBeLessThan(MAX_BYTES);
}

describe("ogRenditionPath", () => {
  it("names the rendition by the picture's name without its size", () => {
    expect(ogRenditionPath("/content/class-drum-800x600.svg")).toBe(
      "/content/og/class-drum-1200x630.jpg",
    );
    expect(ogRenditionPath("/content/class-drum-detail-1200x800.svg")).toBe(
      "/content/og/class-drum-detail-1200x630.jpg",
    );
    expect(ogRenditionPath("/content/photo.png")).toBe("/content/og/photo-1200x630.jpg");
  });
});

describe("committed renditions", () => {
  const dataset = readFileSync(path.join(root, "studio/seed/production.ndjson"), "utf8");
  const pictures = datasetPicturePaths(dataset);

  it("finds the dataset's pictures", () => {
    expect(pictures.length).toBeGreaterThanOrEqual(40);
    expect(pictures).toContain("/content/hero-band-1920x800.svg");
    expect(pictures).toContain("/content/class-drum-detail-1200x800.svg");
  });

  it("has a 1200×630 JPEG under 100 KB for every picture the dataset references (npx tsx scripts/og-images.ts)", () => {
    for (const picture of pictures) expectPreviewJpeg(ogRenditionPath(picture));
  });

  it("was drawn from the pictures as they are now (else re-run scripts/og-images.ts)", () => {
    const recorded = JSON.parse(
      readFileSync(path.join(root, "scripts/og-images.sources.json"), "utf8"),
    ) as Record<string, string>;
    const current = Object.fromEntries(
      pictures.map((picture) => [
        picture,
        createHash("sha256")
          .update(readFileSync(publicFile(picture)))
          .digest("hex"),
      ]),
    );
    expect(recorded).toEqual(current);
  });

  it("has the default picture as a 1200×630 JPEG under 100 KB", () => {
    expectPreviewJpeg(DEFAULT_OG_IMAGE_PATH);
  });
});
