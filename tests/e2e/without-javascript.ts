import type { Browser, Page } from "@playwright/test";
import { ownAddress } from "./own-address";

/**
 * A page in a browser that runs no script (or a phone whose script has not loaded yet): every
 * form is posted by the browser itself. Its own client address, so per-address limits never
 * couple it to other tests.
 */
export async function withoutJavaScript(browser: Browser, visit: (page: Page) => Promise<void>) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: ownAddress(),
  });
  try {
    await visit(await context.newPage());
  } finally {
    await context.close();
  }
}
