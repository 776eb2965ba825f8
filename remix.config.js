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
    // Dev only: Vite pre-bundles every route's dependencies at start. Without it a fresh
    // `npm run dev` found them page by page, reloaded, and its first hydration met two Reacts.
    unstable_optimizeDeps: true,
  },
};
