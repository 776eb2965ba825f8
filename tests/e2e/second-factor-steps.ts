// The administrator's code step in browser tests (decision 195): the code is computed from the
// key as the phone app would (the start-up administrator's ADMIN_TOTP_SECRET, or the key an
// enrolment page shows). Only the tests of the sign-in itself walk it; the others sign in
// through the fixture (admin-fixture.ts).
import { expect, type Page } from "@playwright/test";
import { TEST_ADMIN_TOTP_SECRET, withFreshCode } from "../support/second-factor";

export const ADMIN = { email: "director@centre.test", password: "admin-pass-123" };

/** On the code step: types codes of `secret` until one is accepted and the page moves on. */
export async function passCodeStep(page: Page, secret = TEST_ADMIN_TOTP_SECRET) {
  await expect(page).toHaveURL(/\/login\/second-factor/);
  await withFreshCode(secret, async (code) => {
    await page.getByLabel("인증 코드", { exact: true }).fill(code);
    const [answer] = await Promise.all([
      page.waitForResponse(
        (r) => r.request().method() === "POST" && r.url().includes("/login/second-factor"),
      ),
      page.getByRole("button", { name: "확인", exact: true }).click(),
    ]);
    // A refused code answers 400 (a wrong one, or one already used by another sign-in).
    return answer.status() < 400;
  });
}
