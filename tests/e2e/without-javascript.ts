import type { Browser, Page } from "@playwright/test";

/**
 * A page in a browser that runs no script (or a phone whose script has not loaded yet): every
 * form is posted by the browser itself. Its own client address, so per-address limits never
 * couple it to other tests.
 */
export async function withoutJavaScript(browser: Browser, visit: (page: Page) => Promise<void>) {
  const octet = () => Math.floor(Math.random() * 250) + 1;
  const context = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { "x-forwarded-for": `10.${octet()}.${octet()}.${octet()}` },
  });
  try {
    await visit(await context.newPage());
  } finally {
    await context.close();
  }
}
