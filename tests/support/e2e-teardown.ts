// Playwright global teardown: removes the run's data folder (E2E_DATA_DIR) when
// playwright.config.ts made it. Global teardown runs before Playwright stops the web servers, so
// the removal waits for the runner's exit, when the app server no longer holds the SQLite file.
import { rmSync } from "node:fs";

export default function removeRunDataDir() {
  const dir = process.env.E2E_DATA_DIR_MADE_BY_CONFIG;
  if (!dir || dir !== process.env.E2E_DATA_DIR) return;
  process.once("exit", () => rmSync(dir, { recursive: true, force: true }));
}
