// The Studio's preview mode on the server (decision 100): a signed cookie says a browser is in
// preview; for its page and data reads (never for form submissions) the request runs inside an
// AsyncLocalStorage scope that the content seam (./executor.server.ts) reads to fetch drafts.
import { AsyncLocalStorage } from "node:async_hooks";
import { createCookie } from "@remix-run/node";
import type { NextFunction, Request, Response } from "express";
import { previewPolicy, type SecuritySettings } from "~/security/headers.server";
import {
  PREVIEW_COOKIE,
  PREVIEW_MAX_AGE_S,
  hasPreviewCookie,
  originOf,
  previewCookieAttributes,
} from "./preview-rules";
import { once } from "~/once";
import {
  PERSPECTIVE_COOKIE,
  effectivePerspective,
  perspectiveValue,
  type PreviewPerspective,
} from "./preview-perspective";
import { contentSettings } from "./handoff.server";

export type PreviewState = {
  /** The Studio that opened the preview (from its secret document): it may frame the site. */
  studioOrigin: string | null;
  /** What the editor chose in the Presentation tool: published, drafts or a release (decision 203). */
  perspective: PreviewPerspective;
};

type StoredCookie = { studioOrigin: string | null; expiresAt: number };

// One store per process, even when the development server loads this module twice (once for
// server.js, once for the request's build).
const STORE_KEY = Symbol.for("cheongna.preview-mode");
const globalStore = globalThis as typeof globalThis & {
  [STORE_KEY]?: AsyncLocalStorage<PreviewState>;
};
const storage = (globalStore[STORE_KEY] ??= new AsyncLocalStorage<PreviewState>());

/** The preview this request runs in, or undefined for everyone else. */
export function currentPreview(): PreviewState | undefined {
  return storage.getStore();
}

/** Runs `work` as a preview read (tests and the middleware below). */
export function runInPreview<T>(state: PreviewState, work: () => T): T {
  return storage.run(state, work);
}

const previewCookie = once(() => {
  const env = contentSettings();
  return createCookie(PREVIEW_COOKIE, {
    ...previewCookieAttributes(env.siteUrl),
    maxAge: PREVIEW_MAX_AGE_S,
    secrets: env.sessionSecrets,
  });
});

// The editor's perspective, under the name Sanity's toolkits give it. Not signed: it only chooses
// among the views a valid (signed) preview cookie already grants, and is parsed strictly.
const perspectiveCookie = once(() =>
  createCookie(PERSPECTIVE_COOKIE, {
    ...previewCookieAttributes(contentSettings().siteUrl),
    maxAge: PREVIEW_MAX_AGE_S,
  }),
);

/** Set-Cookie value that keeps the editor's perspective. */
export function perspectiveSetCookie(perspective: PreviewPerspective): Promise<string> {
  return perspectiveCookie().serialize(perspectiveValue(perspective));
}

/** Set-Cookie value that forgets it (leaving preview). */
export function endPerspectiveCookie(): Promise<string> {
  return perspectiveCookie().serialize("", { maxAge: 0 });
}

/** Set-Cookie value that starts preview mode for the Studio at `studioOrigin`. */
export function startPreviewCookie(studioOrigin: string | null, now = Date.now()): Promise<string> {
  const value: StoredCookie = {
    studioOrigin: originOf(studioOrigin),
    expiresAt: now + PREVIEW_MAX_AGE_S * 1000,
  };
  return previewCookie().serialize(value);
}

/** Set-Cookie value that ends preview mode. */
export function endPreviewCookie(): Promise<string> {
  return previewCookie().serialize("", { maxAge: 0 });
}

/** The preview a Cookie header proves (signed by us and not expired), or null. */
export async function readPreview(
  cookieHeader: string | null | undefined,
  now = Date.now(),
): Promise<PreviewState | null> {
  const settings = contentSettings();
  if (!settings.previewEnabled || !hasPreviewCookie(cookieHeader)) return null;
  const value = (await previewCookie().parse(cookieHeader ?? null)) as Partial<StoredCookie> | null;
  if (!value || typeof value.expiresAt !== "number" || value.expiresAt <= now) return null;
  const perspective = effectivePerspective(
    await perspectiveCookie()
      .parse(cookieHeader ?? null)
      .catch(() => null),
    settings.SANITY_API_VERSION,
  );
  return { studioOrigin: originOf(value.studioOrigin ?? null), perspective };
}

/**
 * Express middleware: page and data reads with a valid preview cookie run in preview, and their
 * Content-Security-Policy lets the Studio frame them (every other response keeps
 * frame-ancestors 'none' and X-Frame-Options: DENY).
 */
export function previewMode(
  settings: SecuritySettings & { previewEnabled: boolean; SANITY_STUDIO_URL?: string },
) {
  const studioOrigin = originOf(settings.SANITY_STUDIO_URL);
  return function previewModeMiddleware(req: Request, res: Response, next: NextFunction) {
    const read = req.method === "GET" || req.method === "HEAD";
    // The Presentation tool opens the entry in its frame: whatever it answers (a bad or expired
    // secret, preview not configured) the editor reads it there instead of a blocked frame.
    if (read && studioOrigin && req.path === ENABLE_PATH) allowStudioFrame(req, res, studioOrigin);
    if (!settings.previewEnabled || !read || !hasPreviewCookie(req.headers.cookie)) return next();
    readPreview(req.headers.cookie).then(
      (state) => {
        if (!state) return next();
        allowStudioFrame(req, res, state.studioOrigin);
        runInPreview(state, next);
      },
      () => next(),
    ); // an unreadable cookie is no preview
  };

  function allowStudioFrame(req: Request, res: Response, origin: string | null) {
    res.setHeader(
      "Content-Security-Policy",
      previewPolicy(settings, res.locals.cspNonce as string, req.path, origin),
    );
    if (origin) res.removeHeader("X-Frame-Options");
  }
}

const ENABLE_PATH = "/api/preview-mode/enable";
