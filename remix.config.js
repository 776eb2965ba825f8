/** Remix's own options, read by vite.config.ts (kept apart so the Vite file stays about Vite). */
export default {
  // BUILD_DIR lets parallel builds (CI, several developers' test runs) stay apart.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  ignoredRouteFiles: ["**/*.test.{ts,tsx}", "**/.*"],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
  },
};
