// The build's fingerprinted scripts, stylesheets and SVGs, compressed once at the strongest
// setting (Brotli 11, gzip 9) and answered from memory. The `compression` middleware compresses
// each response on the fly with fast settings instead: for the home page's JavaScript Brotli 11 is
// about 14 % smaller and for the stylesheets 15–30 %, which is what a phone on a slow network pays
// for before the page works (bench/README.md, lighthouse). A file is compressed in the background
// the first time it is asked for (that request and any before it is ready go on to express.static
// and `compression`), so starting the server costs nothing and unused files cost no memory.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import type { NextFunction, Request, Response } from "express";
import { log } from "~/log.server";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const CONTENT_TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
};

/** Vite writes assets flat into one folder: a plain file name with a known extension, nothing else. */
const ASSET_NAME = /^\/([\w-]+(?:\.[\w-]+)*\.(?:js|css|svg))$/;

type Compressed = { type: string; br: Buffer; gzip: Buffer };

/** Pure: the file name a request path asks for, or null when it is not a compressible asset. */
export function assetName(requestPath: string): string | null {
  return ASSET_NAME.exec(requestPath)?.[1] ?? null;
}

export function createPrecompressedAssets(dir: string) {
  const ready = new Map<string, Compressed>();
  const pending = new Map<string, Promise<void>>();

  /** Compresses one asset (once); resolves when it can be served from memory or is known not to exist. */
  function prepare(name: string): Promise<void> {
    const existing = pending.get(name);
    if (existing) return existing;
    const work = (async () => {
      const source = await readFile(path.join(dir, name)).catch(() => null);
      // Forget names that are not files, so made-up asset paths cannot grow this map.
      if (!source) return void pending.delete(name);
      const [br, gz] = await Promise.all([
        brotli(source, {
          params: {
            [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
            [zlib.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        }),
        gzipAsync(source, { level: 9 }),
      ]);
      ready.set(name, { type: CONTENT_TYPES[path.extname(name)]!, br, gzip: gz });
    })().catch((error: unknown) => log.error({ error }, `[assets] compressing ${name} failed`));
    pending.set(name, work);
    return work;
  }

  function middleware(req: Request, res: Response, next: NextFunction) {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const name = assetName(req.path);
    if (!name) return next();
    const asset = ready.get(name);
    if (!asset) {
      void prepare(name);
      return next();
    }
    // Brotli whenever accepted (browsers list gzip first, with the same weight).
    const encoding = req.acceptsEncodings("br")
      ? "br"
      : req.acceptsEncodings("gzip")
        ? "gzip"
        : null;
    if (!encoding) return next();
    const body = encoding === "br" ? asset.br : asset.gzip;
    res.set({
      "Content-Type": asset.type,
      "Content-Encoding": encoding,
      "Content-Length": String(body.length),
      "Cache-Control": "public, max-age=31536000, immutable",
      Vary: "Accept-Encoding",
    });
    res.status(200).end(req.method === "HEAD" ? undefined : body);
  }

  return { middleware, prepare, size: () => ready.size };
}

/** The site process mounts this on /assets before express.static (production only). */
export function precompressedAssets(dir: string) {
  return createPrecompressedAssets(dir).middleware;
}

/**
 * Mounted after the static files: a name under /assets that is no file is a 404 (the app's
 * catch-all route would otherwise redirect it to the home page, with a 200 page for a script).
 */
export function missingAsset(_req: Request, res: Response) {
  res
    .status(404)
    .set({ "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" })
    .send("파일을 찾을 수 없습니다.");
}
