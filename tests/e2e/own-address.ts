// Browser pages with a client address of their own: the browser tests' server trusts one proxy
// (TRUST_PROXY=1 in playwright.config.ts), so an X-Forwarded-For per browser keeps the
// per-address rate limits (sign-up, login, applications) from coupling tests.
import type { Browser, BrowserContextOptions, Page } from "@playwright/test";

const octet = () => Math.floor(Math.random() * 250) + 1;

/** An X-Forwarded-For header naming a random address of 10.0.0.0/8. */
export const ownAddress = () => ({ "x-forwarded-for": `10.${octet()}.${octet()}.${octet()}` });

/** The phone width the site supports at the narrowest. */
export const PHONE = { width: 360, height: 780 };

/** A page in a new browser context of its own address (a desktop's 1366 × 900 unless told). */
export async function newPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1366, height: 900 },
    ...options,
    extraHTTPHeaders: { ...ownAddress(), ...options.extraHTTPHeaders },
  });
  return context.newPage();
}

/** A touch phone's page of its own address. */
export const phonePage = (browser: Browser, viewport = PHONE) =>
  newPage(browser, { viewport, isMobile: true, hasTouch: true });

/** Gives an existing page (the `page` fixture's) an address of its own. */
export const giveOwnAddress = (page: Page) => page.setExtraHTTPHeaders(ownAddress());
