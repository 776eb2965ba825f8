/**
 * Resource routes answered by path outside Remix's router (app/server/endpoint-routes.server.ts,
 * decision 135): left out of Remix's route list so every page request matches fewer routes.
 * Never one that Remix's client reaches (a <Form>, a fetcher, a <Link>): /logout, the featured block.
 */
export const ENDPOINT_ROUTE_FILES = [
  "admin.applications.export.ts",
  "api.applications.ts",
  "api.preview-mode.disable.ts",
  "api.preview-mode.enable.ts",
  "api.preview-mode.perspective.ts",
  "api.webhooks.sanity.ts",
  "api.webhooks.solapi.ts",
  "auth.kakao.tsx",
  "auth.kakao_.callback.tsx",
  "healthz.ts",
  "healthz_.details.ts",
  "healthz_.live.ts",
  "healthz_.ready.ts",
  "mypage_.data.ts",
  "notices.rss[.]xml.ts",
  "resources.applicant.ts",
  "resources.application-catalogue.ts",
  "resources.viewer.ts",
  "robots[.]txt.ts",
  "sitemap[.]xml.ts",
];

/** Remix's own options, read by vite.config.ts (kept apart so the Vite file stays about Vite). */
export default {
  // BUILD_DIR lets parallel builds (CI, several developers' test runs) stay apart.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Brackets are glob syntax: the literal file names are escaped.
  ignoredRouteFiles: [
    "**/*.test.{ts,tsx}",
    "**/.*",
    ...ENDPOINT_ROUTE_FILES.map((file) => `routes/${file.replace(/[[\]]/g, "\\$&")}`),
  ],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
    // Dev only: Vite pre-bundles every route's dependencies at start. Without it a fresh
    // `npm run dev` found them page by page, reloaded, and its first hydration met two Reacts.
    unstable_optimizeDeps: true,
  },
};
