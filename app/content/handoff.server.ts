// What the composition root (app/backends/app.server.ts) hands the content seam (decision 292):
// this process's settings and its content cache. The seam and the preview cookies read through
// these, never the environment themselves; a read before the hand-off is a wiring mistake.
import type { Env } from "~/env.server";
import type { ContentCache } from "./cache.server";

/** The settings a Sanity client is made from (./sanity-client.server.ts). */
export type SanitySettings = Pick<
  Env,
  | "SANITY_PROJECT_ID"
  | "SANITY_DATASET"
  | "SANITY_API_VERSION"
  | "SANITY_READ_TOKEN"
  | "SANITY_VIEWER_TOKEN"
  | "SANITY_API_HOST"
>;

/** What the content source and the preview cookies read. */
export type ContentSettings = SanitySettings &
  Pick<Env, "siteUrl" | "sessionSecrets" | "previewEnabled">;

type Handoff = { settings: () => ContentSettings; cache: ContentCache };
let handoff: Handoff | undefined;

/** The root's part: called once as it loads. */
export function attachContent(given: Handoff): void {
  handoff = given;
}

function attached(): Handoff {
  if (!handoff)
    throw new Error("content was read before app/backends/app.server.ts handed its settings over");
  return handoff;
}

export const contentSettings = (): ContentSettings => attached().settings();
export const rootContentCache = (): ContentCache => attached().cache;
