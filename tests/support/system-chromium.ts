// Where Debian's Chromium lives: Playwright cannot download its own browser on these machines,
// so every browser test, bench and script drives the system one (set CHROMIUM_PATH to override).
import { existsSync } from "node:fs";

export const CHROMIUM_CANDIDATES = ["/usr/bin/chromium", "/usr/bin/chromium-browser"];

export function findSystemChromium(): string | undefined {
  const override = process.env.CHROMIUM_PATH;
  if (override) return existsSync(override) ? override : undefined;
  return CHROMIUM_CANDIDATES.find((candidate) => existsSync(candidate));
}
