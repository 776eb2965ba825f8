/// <reference types="vitest/config" />
import { vitePlugin as remix } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import remixConfig from "./remix.config.js";
import { shellChunk } from "./vite.shell-chunk";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), !process.env.VITEST && remix(remixConfig), tsconfigPaths()],
  server: { port: 3000 },
  // The 수료증's brotli-packed fonts, imported as data by app/services/certificate/fonts.server.ts.
  assetsInclude: ["**/*.ttf.br"],
  build: isSsrBuild
    ? {}
    : { rollupOptions: { output: { manualChunks: shellChunk("app/root.tsx") } } },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "tests/integration/**/*.test.ts",
      "tests/security/**/*.test.ts",
      "tests/deploy/**/*.test.ts",
      "tests/docs/**/*.test.ts",
      "tests/architecture/**/*.test.ts",
      "scripts/**/*.test.ts",
    ],
    environment: "node",
    globalSetup: ["tests/support/global-setup.ts"],
    setupFiles: ["tests/support/content-handoff.ts"],
    // Most integration files wait on a server or an emulator they started: one worker per core
    // (vitest leaves one core idle by default, which on a 2-core machine ran the files one by one).
    maxWorkers: "100%",
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
}));
