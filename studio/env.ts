// Project and dataset come from the environment; the defaults only let `sanity build` and
// `sanity schema extract` run offline (they never talk to a project).
export const projectId = process.env.SANITY_STUDIO_PROJECT_ID || "cnculture";
export const dataset = process.env.SANITY_STUDIO_DATASET || "production";
/** Where the Presentation tool opens the site (preview mode); the site on this machine by default. */
export const previewUrl = process.env.SANITY_STUDIO_PREVIEW_URL || "http://localhost:3000";
