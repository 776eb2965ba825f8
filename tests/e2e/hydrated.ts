import { expect, type Page } from "@playwright/test";

/**
 * Until React has hydrated the page, its own controls (the 프로그램 menu, the dialog, typed
 * formatting) do nothing when clicked. The header's 수강신청 entry is a link in the server's
 * HTML and becomes the dialog's button on hydration, so its button means the page is live.
 */
export async function waitForHydration(page: Page) {
  await expect(page.getByRole("banner").getByRole("button", { name: "수강신청" })).toBeVisible();
}
