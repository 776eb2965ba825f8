// Writes the link-preview pictures (og:image) of the embedded content source: KakaoTalk, Facebook
// and X show no SVG, so every picture the bundled dataset references gets a 1200×630 JPEG
// rendition in public/content/og/ (cropped around the middle, like a "cover" fit), and pages
// without their own picture get public/og-default-1200x630.jpg (centre name and logo on the
// brand colour). Drawn by the system Chromium through Playwright; output is committed, with
// scripts/og-images.sources.json (each source picture's hash: app/content/og-image.test.ts
// fails when a picture changed and its rendition was not redrawn).
// Re-run after the artwork or the dataset's pictures change:
//   npm --prefix studio run seed:artwork && npx tsx scripts/og-images.ts
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import {
  datasetPicturePaths,
  DEFAULT_OG_IMAGE_PATH,
  OG_IMAGE_SIZE,
  OG_RENDITIONS_DIR,
  ogRenditionPath,
} from "../app/content/og-image";

const root = path.resolve(import.meta.dirname, "..");
const publicDir = path.join(root, "public");
const datasetFile = path.join(root, "studio/seed/production.ndjson");
const sourcesFile = path.join(root, "scripts/og-images.sources.json");
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const JPEG_QUALITY = 82;
/** Brand colours of app/styles/app.css (brand-600, brand-800, accent-400) and the logo file. */
const BRAND = { main: "#1f6762", deep: "#184341", accent: "#f5a742" };
const CENTRE_NAME = "청라 문화교육센터";

const dataUrl = (file: string, type: string) =>
  `data:${type};base64,${readFileSync(file).toString("base64")}`;

const mimeOf = (file: string) =>
  ({
    svg: "image/svg+xml",
    png: "image/png",
    jpg: "image/jpeg",
    jpeg: "image/jpeg",
    webp: "image/webp",
  })[path.extname(file).slice(1).toLowerCase()] ?? "application/octet-stream";

async function shoot(page: Page, html: string, target: string) {
  await page.setContent(html, { waitUntil: "load" });
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all([...document.images].map((img) => img.decode()));
  });
  mkdirSync(path.dirname(target), { recursive: true });
  await page.screenshot({ path: target, type: "jpeg", quality: JPEG_QUALITY });
}

const coverPicture = (src: string) =>
  `<!doctype html><html><body style="margin:0"><img src="${src}" alt="" style="display:block;width:${OG_IMAGE_SIZE.width}px;height:${OG_IMAGE_SIZE.height}px;object-fit:cover"></body></html>`;

function defaultPicture(): string {
  const font = dataUrl(
    path.join(root, "node_modules/pretendard/dist/web/static/woff2/Pretendard-Bold.woff2"),
    "font/woff2",
  );
  const logo = dataUrl(path.join(publicDir, "logo.svg"), "image/svg+xml");
  return `<!doctype html><html lang="ko"><head><style>
@font-face { font-family: Pretendard; font-weight: 700; src: url(${font}) format("woff2"); }
html, body { margin: 0; }
body {
  width: ${OG_IMAGE_SIZE.width}px; height: ${OG_IMAGE_SIZE.height}px; overflow: hidden; position: relative;
  display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 44px;
  background: linear-gradient(135deg, ${BRAND.main}, ${BRAND.deep});
  font-family: Pretendard, sans-serif; color: #fff;
}
.ring { position: absolute; border-radius: 50%; border: 36px solid rgba(255,255,255,.07); }
img { width: 190px; height: 190px; border-radius: 40px; box-shadow: 0 16px 40px rgba(0,0,0,.25); }
h1 { margin: 0; font-size: 84px; font-weight: 700; letter-spacing: -0.02em; }
p { margin: -20px 0 0; font-size: 34px; font-weight: 700; color: ${BRAND.accent}; letter-spacing: 0.02em; }
</style></head><body>
<div class="ring" style="width:520px;height:520px;left:-160px;top:-200px"></div>
<div class="ring" style="width:420px;height:420px;right:-120px;bottom:-180px"></div>
<img src="${logo}" alt="">
<h1>${CENTRE_NAME}</h1>
<p>배우고 즐기는 청라의 배움터</p>
</body></html>`;
}

async function main() {
  const pictures = datasetPicturePaths(readFileSync(datasetFile, "utf8"));
  const renditionsDir = path.join(publicDir, OG_RENDITIONS_DIR);
  mkdirSync(renditionsDir, { recursive: true });
  for (const old of readdirSync(renditionsDir))
    if (old.endsWith(".jpg")) rmSync(path.join(renditionsDir, old));

  const browser = await chromium.launch({ executablePath: CHROMIUM });
  const written: string[] = [];
  try {
    const page = await browser.newPage({ viewport: { ...OG_IMAGE_SIZE }, deviceScaleFactor: 1 });
    for (const picture of pictures) {
      const source = path.join(publicDir, picture);
      const target = path.join(publicDir, ogRenditionPath(picture));
      await shoot(page, coverPicture(dataUrl(source, mimeOf(source))), target);
      written.push(target);
    }
    const defaultTarget = path.join(publicDir, DEFAULT_OG_IMAGE_PATH);
    await shoot(page, defaultPicture(), defaultTarget);
    written.push(defaultTarget);
  } finally {
    await browser.close();
  }

  const sources = Object.fromEntries(
    pictures.map((picture) => [
      picture,
      createHash("sha256")
        .update(readFileSync(path.join(publicDir, picture)))
        .digest("hex"),
    ]),
  );
  writeFileSync(sourcesFile, `${JSON.stringify(sources, null, 2)}\n`);

  const sizes = written.map((file) => statSync(file).size);
  const largest = Math.max(...sizes);
  console.log(
    `wrote ${written.length} JPEGs of ${OG_IMAGE_SIZE.width}×${OG_IMAGE_SIZE.height} ` +
      `(${Math.round(sizes.reduce((a, b) => a + b, 0) / 1024)} KB in all, largest ${Math.round(largest / 1024)} KB)`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename))
  await main();
