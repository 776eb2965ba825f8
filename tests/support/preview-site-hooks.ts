// A vitest file's preview site (preview-site.ts): started before its tests, stopped after them.
import { forThisFile } from "./built-server-hooks";
import { startPreviewSite } from "./preview-site";

/** The file's site; its fields are there once the file's tests run. */
export function previewSiteForThisFile(options: Parameters<typeof startPreviewSite>[0]) {
  const started = forThisFile(
    () => startPreviewSite(options),
    (site) => site.stop(),
  );
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
