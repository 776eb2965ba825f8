// The build's public files (build/client: favicon, logo, link-preview pictures, content artwork,
// the font) are listed once at start-up (decision 135). express.static looked each request's path
// up on disk, so every page request paid a failed stat before it reached Remix; now only listed
// paths go to the static middleware, with its headers (ETag, Last-Modified, max-age) unchanged.
// The build folder does not change while the server runs, so the list does not either.
import { readdirSync } from "node:fs";
import path from "node:path";
import type { NextFunction, Request, RequestHandler, Response } from "express";

/** Pure over the folder: every file's and folder's URL path under `dir` ("/content/og/a.jpg"). */
export function listPublicPaths(dir: string): Set<string> {
  const paths = new Set<string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const relative = path.relative(dir, path.join(entry.parentPath, entry.name));
    const urlPath = `/${relative.split(path.sep).join("/")}`;
    paths.add(urlPath);
    // A folder's own path gets express.static's redirect to the path with a slash, as before.
    if (entry.isDirectory()) paths.add(`${urlPath}/`);
  }
  return paths;
}

/** Paths whose spelling the list cannot judge (escapes, dot segments) still go to the middleware. */
const NEEDS_DECODING = /[%\\]|\/\.\.?(\/|$)/;

/**
 * Express middleware: requests for a listed path (GET and HEAD, as express.static serves) go to
 * `serveStatic`; every other request goes straight on without touching the disk.
 */
export function listedPublicFiles(dir: string, serveStatic: RequestHandler) {
  const paths = listPublicPaths(dir);
  return function listedPublicFilesMiddleware(req: Request, res: Response, next: NextFunction) {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    if (paths.has(req.path) || NEEDS_DECODING.test(req.path)) return serveStatic(req, res, next);
    next();
  };
}
