// Accessibility: axe (WCAG 2.0–2.2, levels A and AA) on every public page, on a phone (412 px)
// and a desktop (1350 px), and on the member's and the administrator's pages at 360 and 1280 px:
// zero violations.
import { randomUUID } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { ADMIN_PAGES, MEMBER_PAGES, PUBLIC_PAGES, WCAG_TAGS } from "./a11y-pages";
import { expect, test } from "./admin-fixture";

const WIDTHS = [
  { name: "phone", width: 412, height: 915 },
  { name: "desktop", width: 1350, height: 900 },
];

/** Signed-in pages are checked at the narrowest phone width the site supports and a laptop's. */
const SIGNED_IN_WIDTHS = [
  { width: 360, height: 800 },
  { width: 1280, height: 900 },
];

/** axe's violations on the open page, short enough to read in a failure message. */
async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.slice(0, 5).map((n) => n.target.join(" ")),
  }));
}

for (const viewport of WIDTHS) {
  test.describe(`axe at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    for (const path of PUBLIC_PAGES) {
      test(`${path} has no WCAG 2.2 AA violations`, async ({ page }) => {
        const response = await page.goto(path, { waitUntil: "networkidle" });
        expect(response?.status()).toBeLessThan(400);
        const summary = await violations(page);
        expect(summary, JSON.stringify(summary, null, 2)).toEqual([]);
      });
    }
  });
}

/** Visits each page at each signed-in width; one sign-in serves them all. */
async function checkSignedInPages(page: Page, paths: string[]) {
  const found: Record<string, unknown> = {};
  for (const size of SIGNED_IN_WIDTHS) {
    await page.setViewportSize(size);
    for (const path of paths) {
      const response = await page.goto(path, { waitUntil: "networkidle" });
      expect(response?.status(), path).toBeLessThan(400);
      expect(new URL(page.url()).pathname, "still signed in").toBe(path);
      const summary = await violations(page);
      if (summary.length) found[`${path} at ${size.width} px`] = summary;
    }
  }
  expect(found, JSON.stringify(found, null, 2)).toEqual({});
}

test.describe("axe on signed-in pages", () => {
  // Signing in, then two widths of several pages: more than the default bound on a busy machine.
  test.describe.configure({ timeout: 180_000 });

  test("a member's pages have no WCAG 2.2 AA violations at 360 and 1280 px", async ({ page }) => {
    await page.goto("/register");
    await page.getByLabel("이메일").fill(`a11y-${randomUUID().slice(0, 8)}@example.com`);
    await page.getByLabel("비밀번호", { exact: true }).fill("secret1");
    await page.getByLabel("비밀번호 확인").fill("secret1");
    await page.getByLabel("이름").fill("접근성회원");
    await page.getByRole("checkbox", { name: /이용약관/ }).check();
    await page.getByRole("checkbox", { name: /개인정보 수집·이용에 동의/ }).check();
    await page.getByRole("checkbox", { name: /만 14세 이상/ }).check();
    await page.getByRole("button", { name: "가입하기" }).click();
    await expect(page.getByTestId("profile-menu")).toBeVisible();
    await checkSignedInPages(page, MEMBER_PAGES);
  });

  test("the admin area has no WCAG 2.2 AA violations at 360 and 1280 px", async ({
    page,
    signInAsAdmin,
  }) => {
    await signInAsAdmin(page, "/admin");
    await expect(page.getByRole("heading", { name: "대시보드" })).toBeVisible();
    await checkSignedInPages(page, ADMIN_PAGES);
  });
});
