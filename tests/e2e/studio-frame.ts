// What the browser tests of preview share: the stand-in Studio's comlink controller as one script
// (tests/support/studio-comlink.ts, bundled with Vite) and the page's problems while it runs.
import type { Page } from "@playwright/test";
import { build, type Rollup } from "vite";

/** The stand-in Studio's comlink controller as one script. */
export async function studioScript(): Promise<string> {
  const built = (await build({
    configFile: false,
    logLevel: "silent",
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    build: {
      write: false,
      minify: false,
      lib: { entry: "tests/support/studio-comlink.ts", formats: ["iife"], name: "studioComlink" },
    },
  })) as Rollup.RollupOutput[] | Rollup.RollupOutput;
  const [output] = Array.isArray(built) ? built : [built];
  return output!.output[0].code;
}

/** Console errors and refusals, except pictures: the fake's CDN addresses are not reachable here. */
export function problems(page: Page) {
  const found: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && !message.text().startsWith("Failed to load resource"))
      found.push(message.text());
  });
  page.on("pageerror", (error) => found.push(error.message));
  return found;
}
