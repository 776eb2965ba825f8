// A vitest file's preview site (preview-site.ts): started before its tests, stopped after them.
import { afterAll, beforeAll } from "vitest";
import { startPreviewSite, type PreviewSite } from "./preview-site";

/** The file's site; its fields are there once the file's tests run. */
export function previewSiteForThisFile(options: Parameters<typeof startPreviewSite>[0]) {
  let site: PreviewSite | undefined;
  beforeAll(async () => {
    site = await startPreviewSite(options);
  });
  afterAll(() => site?.stop());
  const started = () => {
    if (!site) throw new Error("the preview site is not started (outside the file's tests?)");
    return site;
  };
  return {
    get fake() {
      return started().fake;
    },
    get server() {
      return started().server;
    },
    get tls() {
      return started().tls;
    },
  };
}
