// Builds the bare Remix + React baseline with the same Remix options as the site, so the weight
// budget compares like with like (same React, same router, same future flags).
import path from "node:path";
import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";
import remixConfig from "../../../remix.config.js";

const here = import.meta.dirname;

export default defineConfig({
  root: path.resolve(here, "../../.."),
  logLevel: "warn",
  plugins: [
    remix({
      ...remixConfig,
      appDirectory: path.join(here, "app"),
      buildDirectory:
        process.env.BASELINE_BUILD_DIR ?? path.resolve(here, "../../../build-weight-baseline"),
    }),
  ],
});
