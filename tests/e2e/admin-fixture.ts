// The browser tests' administrator without the sign-in pages (tests/support/admin-session.ts): each
// worker makes its own administrator in the store of the server under test, and `signInAsAdmin`
// gives a page's browser a fresh session of it that has passed the second factor, so no test
// waits for, or spends, another's half-minute code. accounts.spec.ts alone walks the real
// password and code steps (second-factor-steps.ts).
import { expect, test as base, type Page } from "@playwright/test";
import {
  adminSessionCookie,
  createAdministrator,
  type TestAdministrator,
} from "../support/admin-session";

export { expect } from "@playwright/test";

const dataDir = () => process.env.E2E_DATA_DIR!;

export const test = base.extend<
  {
    /** Signs `page`'s browser context in as this worker's administrator, then opens `to`. */
    signInAsAdmin: (page: Page, to?: string) => Promise<void>;
  },
  { administrator: TestAdministrator }
>({
  administrator: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
    async ({}, use) => {
      await use(await createAdministrator(dataDir()));
    },
    { scope: "worker" },
  ],
  signInAsAdmin: async ({ administrator, baseURL }, provide) => {
    await provide(async (page, to = "/admin") => {
      const cookie = await adminSessionCookie(dataDir(), administrator, baseURL!);
      await page.context().addCookies([cookie]);
      await page.goto(to);
      // Not sent to /login or the code step: the server took the session.
      await expect(page).not.toHaveURL(/\/login/);
    });
  },
});
