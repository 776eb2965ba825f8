// Security headers for every response (pages, data requests, static files): one place that
// decides the Content-Security-Policy and its companions. The site process (app/server/site-process.server.ts) mounts the middleware.
import { randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import type { IncomingMessage, ServerResponse } from "node:http";
import helmet, { type HelmetOptions } from "helmet";

export type SecuritySettings = {
  isProduction: boolean;
  siteUrl: string;
  kakaoEnabled: boolean;
  KAKAO_ISSUER: string;
};

/** Images come from our origin and Sanity's image CDN only. */
export const IMAGE_HOSTS = ["https://cdn.sanity.io"] as const;
/** The video facade loads this player frame only after the visitor presses play. */
export const VIDEO_FRAME_HOST = "https://www.youtube-nocookie.com";
/** Pages whose video facade may open the player frame (app/components/content/video-facade.tsx). */
const VIDEO_PAGES = [/^\/video-lectures\/?$/];

export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  'autoplay=(self "https://www.youtube-nocookie.com")',
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "payment=()",
  "usb=()",
  "browsing-topics=()",
].join(", ");

const NONCE_BYTES = 16;
/** Nonces drawn per call of the random source: one call per 256 responses instead of each. */
const NONCES_PER_DRAW = 256;
let noncePool = Buffer.alloc(0);
let nonceOffset = 0;

/** A fresh, unguessable nonce (128 bits), each from bytes of the pool no other nonce used. */
export function createNonce(): string {
  if (nonceOffset + NONCE_BYTES > noncePool.length) {
    noncePool = randomBytes(NONCE_BYTES * NONCES_PER_DRAW);
    nonceOffset = 0;
  }
  const nonce = noncePool.toString("base64", nonceOffset, nonceOffset + NONCE_BYTES);
  nonceOffset += NONCE_BYTES;
  return nonce;
}

/** True when the page at `path` may frame the video player. */
export function allowsVideoFrame(path: string): boolean {
  return VIDEO_PAGES.some((pattern) => pattern.test(path));
}

/** Where forms may send the browser: our origin, plus Kakao's sign-in pages when Kakao is on. */
function formTargets(settings: SecuritySettings): string[] {
  if (!settings.kakaoEnabled) return ["'self'"];
  return ["'self'", new URL(settings.KAKAO_ISSUER).origin, "https://accounts.kakao.com"];
}

/** The CSP directives for one response (pure, so tests can read them without a server). */
export function cspDirectives(
  settings: SecuritySettings,
  { nonce, path }: { nonce: string; path: string },
): Record<string, string[]> {
  const https = settings.siteUrl.startsWith("https://");
  const styles = settings.isProduction
    ? ["'self'", `'nonce-${nonce}'`]
    : ["'self'", "'unsafe-inline'"];
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", `'nonce-${nonce}'`],
    "script-src-attr": ["'none'"],
    // Vite's development server injects <style> elements from script; production has none inline
    // but the page's own. Old browsers that ignore the -elem/-attr split read "style-src".
    "style-src": styles,
    "style-src-elem": styles,
    // No markup carries a style attribute (classes instead; scripts set styles through the
    // CSSOM, which CSP leaves alone), so none is honoured: injected markup cannot restyle a page.
    "style-src-attr": ["'none'"],
    "img-src": ["'self'", "data:", ...IMAGE_HOSTS],
    "font-src": ["'self'"],
    "connect-src": settings.isProduction ? ["'self'"] : ["'self'", "ws:", "wss:"],
    "frame-src": allowsVideoFrame(path) ? [VIDEO_FRAME_HOST] : ["'none'"],
    "media-src": ["'self'"],
    "object-src": ["'none'"],
    "worker-src": ["'self'"],
    "manifest-src": ["'self'"],
    "base-uri": ["'self'"],
    "form-action": formTargets(settings),
    "frame-ancestors": ["'none'"],
  };
  if (settings.isProduction && https) directives["upgrade-insecure-requests"] = [];
  return directives;
}

/** Renders directives as a header value. */
export function serializeCsp(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(" "))
    .join("; ");
}

/**
 * The policy for a stored page: the same as a rendered page's, with the hashes of the inline
 * scripts and styles the app rendered (those that carried the render nonce) in place of a nonce.
 */
export function hashedPolicy(
  settings: SecuritySettings,
  path: string,
  { scripts, styles }: { scripts: string[]; styles: string[] },
): string {
  const directives = cspDirectives(settings, { nonce: "unused", path });
  const withHashes = (values: string[], hashes: string[]) => [
    ...values.filter((value) => !value.startsWith("'nonce-")),
    ...hashes.map((hash) => `'sha256-${hash}'`),
  ];
  directives["script-src"] = withHashes(directives["script-src"]!, scripts);
  directives["style-src"] = withHashes(directives["style-src"]!, styles);
  directives["style-src-elem"] = withHashes(directives["style-src-elem"]!, styles);
  return serializeCsp(directives);
}

/**
 * The policy of a page in the Studio's preview mode (decision 100): the Studio's origin may frame
 * it, and the visual-editing overlay may add its own <style> elements (styled-components has no
 * way to carry our nonce) and style attributes. Visitors never get this policy.
 */
export function previewPolicy(
  settings: SecuritySettings,
  nonce: string,
  path: string,
  studioOrigin: string | null,
): string {
  const directives = cspDirectives(settings, { nonce, path });
  directives["style-src"] = ["'self'", "'unsafe-inline'"];
  directives["style-src-elem"] = ["'self'", "'unsafe-inline'"];
  directives["style-src-attr"] = ["'unsafe-inline'"];
  directives["frame-ancestors"] = studioOrigin ? ["'self'", studioOrigin] : ["'none'"];
  return serializeCsp(directives);
}

/**
 * Express middleware: gives each response its own nonce (`res.locals.cspNonce`) and sets
 * CSP, HSTS (production on https only), X-Content-Type-Options, Referrer-Policy,
 * Permissions-Policy and the cross-origin isolation headers helmet provides.
 */
export function securityHeaders(settings: SecuritySettings) {
  const hsts = settings.isProduction && settings.siteUrl.startsWith("https://");
  const fixedHeaders = new Map([["Permissions-Policy", PERMISSIONS_POLICY]]);
  const helmetFixed = helmetHeaders({
    contentSecurityPolicy: false, // set below, per response, with its nonce
    strictTransportSecurity: hsts ? { maxAge: 60 * 60 * 24 * 365, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false, // would block the Sanity CDN's images
    crossOriginResourcePolicy: { policy: "same-origin" },
    crossOriginOpenerPolicy: { policy: "same-origin" },
    xFrameOptions: { action: "deny" },
  });
  for (const [name, value] of helmetFixed) fixedHeaders.set(name, value);
  // The policy differs per response only by its nonce and by the video frame: serialise the two
  // variants once and put each response's nonce into the gaps.
  const SLOT = "\u0000nonce\u0000";
  const variants = {
    withFrame: serializeCsp(
      cspDirectives(settings, { nonce: SLOT, path: "/video-lectures" }),
    ).split(SLOT),
    withoutFrame: serializeCsp(cspDirectives(settings, { nonce: SLOT, path: "/" })).split(SLOT),
  };
  return function securityHeadersMiddleware(req: Request, res: Response, next: NextFunction) {
    const nonce = createNonce();
    res.locals.cspNonce = nonce;
    const policy = allowsVideoFrame(req.path) ? variants.withFrame : variants.withoutFrame;
    res.setHeader("Content-Security-Policy", policy.join(nonce));
    for (const [name, value] of fixedHeaders) res.setHeader(name, value);
    res.removeHeader("X-Powered-By");
    next();
  };
}

/**
 * The headers helmet sets with these options, worked out once: they are the same for every
 * response, and running helmet's dozen middlewares per request was a measurable share of a page.
 */
export function helmetHeaders(options: HelmetOptions): Map<string, string> {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string | number) => headers.set(name, String(value)),
    removeHeader: () => undefined,
  };
  let finished = false;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => {
    finished = true;
  });
  if (!finished) throw new Error("helmet did not finish synchronously");
  return headers;
}
