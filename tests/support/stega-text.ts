// Text as an editor reads it in preview: with source maps (as Sanity answers) the site's titles
// carry stega, invisible characters the Studio's overlay decodes into edit links. Tests compare
// the visible text: stegaClean, as Sanity documents for comparing stega strings.
import { expect, type Locator } from "@playwright/test";
import { stegaClean } from "@sanity/client/stega";

/** The text without stega, whitespace collapsed as Playwright's toHaveText does. */
export const cleanText = (text: string | null) =>
  stegaClean(text ?? "")
    .replace(/\s+/g, " ")
    .trim();

/** toHaveText for a locator whose text may carry stega. */
export async function expectCleanText(locator: Locator, text: string) {
  await expect.poll(async () => cleanText(await locator.textContent())).toBe(text);
}
