// The shape of a content read, shared by the executor and the Sanity client it may choose.
import type { PreviewState } from "./preview-mode.server";

export type QueryParams = Record<string, string | number | boolean>;
/** `bypassCdn`: read from the live API, not the CDN (set after a publish; the CDN can lag). */
export type RunQuery = <R>(
  query: string,
  params?: QueryParams,
  options?: { bypassCdn?: boolean },
) => Promise<R>;

/** A read in the Studio's preview mode (drafts); see ./preview-mode.server.ts. */
export type PreviewRunQuery = <R>(
  query: string,
  params: QueryParams,
  preview: Pick<PreviewState, "studioOrigin"> & Partial<Pick<PreviewState, "perspective">>,
) => Promise<R>;
