// What the browser tests of preview share: the stand-in Studio's comlink controller as one script
// (tests/support/studio-comlink.ts, bundled with Vite), the stand-in Studio itself, the site in
// preview for it, and the page's problems while it runs.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "@playwright/test";
import { build, type Rollup } from "vite";
import { previewSecretDocument } from "../support/fake-sanity-api";
import { DRAFT_TITLE, draftOf, startPreviewSite } from "../support/preview-site";

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

export type StandInStudio = { url: string; close(): Promise<void> };

/**
 * A stand-in Studio on its own port of 127.0.0.1: each request gets the HTML `page` writes for its
 * address (an iframe of the site's preview address, as the Presentation tool frames it), and
 * /studio.js is `script` when one is given.
 */
export async function startStandInStudio(
  page: (requested: URL) => string,
  script?: string,
): Promise<StandInStudio> {
  const server = createServer((req, res) => {
    if (script !== undefined && req.url === "/studio.js") {
      res.writeHead(200, { "content-type": "text/javascript; charset=utf-8" });
      return void res.end(script);
    }
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(page(new URL(req.url ?? "/", "http://studio")));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The site in preview for a Studio at `studioUrl`: a draft of class 1 and the Studio's secret. */
export const previewSiteFor = (studioUrl: string, secret: string) =>
  startPreviewSite({
    viewerToken: "sk-viewer-e2e",
    editorDocuments: (dataset) => [
      draftOf(dataset, "program-1", { title: DRAFT_TITLE }),
      previewSecretDocument(secret, studioUrl),
    ],
    env: { SANITY_STUDIO_URL: studioUrl },
  });
