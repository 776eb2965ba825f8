// Executor 1: the configured Sanity project through @sanity/client. Published content from the
// API CDN for everyone; drafts with the viewer token for the Studio's preview mode (decision 100).
// Every request has a time-out and a bounded, backed-off retry.
import { createClient, type ClientConfig } from "@sanity/client";
import type { SanitySettings } from "./handoff.server";
import type { PreviewRunQuery, QueryParams, RunQuery } from "./run-query";
import { stegaFilter } from "./preview-rules";
import { DEFAULT_PREVIEW_PERSPECTIVE, type PreviewPerspective } from "./preview-perspective";

/** Ceiling for one request to Sanity (the design allows at most 30 s for outside calls). */
export const SANITY_TIMEOUT_MS = 15_000;
export const SANITY_MAX_RETRIES = 3;

/** 250 ms, 500 ms, 1 s …: short enough that a visitor's request is not held for long. */
export const sanityRetryDelay = (attempt: number) => Math.min(250 * 2 ** attempt, 2_000);

export function sanityClientConfig(
  env: SanitySettings,
  overrides: Partial<ClientConfig> = {},
): ClientConfig {
  if (!env.SANITY_PROJECT_ID) throw new Error("SANITY_PROJECT_ID is not set");
  return {
    projectId: env.SANITY_PROJECT_ID,
    dataset: env.SANITY_DATASET,
    apiVersion: env.SANITY_API_VERSION,
    token: env.SANITY_READ_TOKEN,
    useCdn: true,
    perspective: "published",
    timeout: SANITY_TIMEOUT_MS,
    maxRetries: SANITY_MAX_RETRIES,
    retryDelay: sanityRetryDelay,
    // Tests: a local fake of the API, addressed without the project's subdomain.
    ...(env.SANITY_API_HOST ? { apiHost: env.SANITY_API_HOST, useProjectHostname: false } : {}),
    ...overrides,
  };
}

/** `overrides` exist for tests (a local fake API via apiHost); production passes none. */
export function createSanityQueryRunner(
  env: SanitySettings,
  overrides: Partial<ClientConfig> = {},
): RunQuery {
  const client = createClient(sanityClientConfig(env, overrides));
  return <R>(query: string, params: QueryParams = {}, options: { bypassCdn?: boolean } = {}) =>
    client.fetch<R>(query, params, options.bypassCdn ? { useCdn: false } : {});
}

/**
 * The client of preview mode: drafts (with published documents where no draft exists), read with
 * the viewer token straight from the API, never the CDN. The token never leaves the server.
 */
export function sanityViewerClient(env: SanitySettings, overrides: Partial<ClientConfig> = {}) {
  if (!env.SANITY_VIEWER_TOKEN) throw new Error("SANITY_VIEWER_TOKEN is not set");
  return createClient(
    sanityClientConfig(env, {
      token: env.SANITY_VIEWER_TOKEN,
      useCdn: false,
      perspective: "drafts",
      ...overrides,
    }),
  );
}

/**
 * Preview reads in the editor's perspective (drafts unless the Presentation tool chose published
 * or a release), with stega-encoded text the Studio's overlays point to.
 */
export function createSanityPreviewRunner(
  env: SanitySettings,
  overrides: Partial<ClientConfig> = {},
): PreviewRunQuery {
  const client = sanityViewerClient(env, overrides);
  return <R>(
    query: string,
    params: QueryParams,
    preview: { studioOrigin: string | null; perspective?: PreviewPerspective },
  ) =>
    client.fetch<R>(query, params, {
      perspective: preview.perspective ?? DEFAULT_PREVIEW_PERSPECTIVE,
      stega: preview.studioOrigin
        ? { enabled: true, studioUrl: preview.studioOrigin, filter: stegaFilter }
        : false,
    });
}
