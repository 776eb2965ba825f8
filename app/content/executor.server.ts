// The one seam every content read goes through: runQuery(query, params). Which executor answers
// is decided once from the settings the root hands over, and reads go through the root's cache.
import type { ImageSource } from "./images";
import { contentSettings, rootContentCache } from "./handoff.server";
import { runLocalQuery } from "./local-dataset.server";
import { currentPreview } from "./preview-mode.server";
import {
  noteViewerTokenAccepted,
  noteViewerTokenRefused,
  tokenRefusalStatus,
} from "./preview-access.server";
import type { PreviewRunQuery, QueryParams, RunQuery } from "./run-query";
import type { SanitySettings } from "./handoff.server";

export type ContentSource = {
  kind: "local" | "sanity";
  runQuery: RunQuery;
  images: ImageSource;
  /** Only with a Sanity project and a viewer token. */
  runPreviewQuery?: PreviewRunQuery;
};

/** Pure: which source the settings ask for, and how its images are addressed. */
export function selectImageSource(env: SanitySettings): ImageSource {
  return env.SANITY_PROJECT_ID
    ? { kind: "sanity", projectId: env.SANITY_PROJECT_ID, dataset: env.SANITY_DATASET }
    : { kind: "local" };
}

export async function createContentSource(env: SanitySettings): Promise<ContentSource> {
  const images = selectImageSource(env);
  if (images.kind === "local") return { kind: "local", runQuery: runLocalQuery, images };
  // Loaded only when configured, so the embedded default never touches the Sanity client.
  const { createSanityPreviewRunner, createSanityQueryRunner } =
    await import("./sanity-client.server");
  const runPreviewQuery = env.SANITY_VIEWER_TOKEN ? createSanityPreviewRunner(env) : undefined;
  return { kind: "sanity", runQuery: createSanityQueryRunner(env), images, runPreviewQuery };
}

let active: Promise<ContentSource> | undefined;

export function getContentSource(): Promise<ContentSource> {
  active ??= createContentSource(contentSettings());
  return active;
}

/** How images of the active source are addressed (Sanity CDN or files in public/). */
export async function getImageSource(): Promise<ImageSource> {
  return (await getContentSource()).images;
}

/** Every content read of the site: the executor chosen by settings runs the query. */
export async function runQuery<R>(query: string, params: QueryParams = {}): Promise<R> {
  const source = await getContentSource();
  const preview = currentPreview();
  // Drafts never go into, nor come from, the cache every visitor shares.
  if (preview && source.runPreviewQuery) {
    try {
      const result = await source.runPreviewQuery<R>(query, params, preview);
      noteViewerTokenAccepted();
      return result;
    } catch (error) {
      const refused = tokenRefusalStatus(error);
      if (refused === null) throw error;
      // A revoked or wrong viewer token: the editor gets the published page, told why (root.tsx).
      noteViewerTokenRefused(refused, "preview read");
    }
  }
  return rootContentCache().cachedQuery(query, params, (options) =>
    source.runQuery<R>(query, params, options),
  );
}
