// The Content-Security-Policy as a browser applies it (issue 50 §5): styles have no
// 'unsafe-inline' any more, so a style attribute or a <style> without the page's nonce or hash
// would be refused. The browser reports each refusal as a `securitypolicyviolation` event: on
// the key pages, rendered or stored, hydrated and used, there are none.
import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { waitForHydration } from "./hydrated";
import { giveOwnAddress } from "./own-address";

const PAGES = [
  "/",
  "/program/7",
  "/services",
  "/music",
  "/video-lectures",
  "/about",
  "/contact",
  "/faq",
  "/notices",
  "/apply",
  "/login",
  "/register",
  "/find-id",
  "/ranking",
];

type Violation = { page: string; directive: string; blocked: string; sample: string };

/** Records every refusal of the page's policy from before its first byte is parsed. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const found: unknown[] = [];
    (window as unknown as { __violations: unknown[] }).__violations = found;
    document.addEventListener("securitypolicyviolation", (event) => {
      found.push({
        page: location.pathname,
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
      });
    });
  });
}

const violationsOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { __violations: Violation[] }).__violations);

test.describe("the Content-Security-Policy refuses nothing the site itself does", () => {
  test.describe.configure({ timeout: 120_000 });

  test("key pages, rendered and stored, hydrated", async ({ page }) => {
    await recordViolations(page);
    const found: Violation[] = [];
    for (const path of PAGES) {
      // Twice: the first render, then the page cache's copy with hashes in place of the nonce.
      for (let visit = 0; visit < 2; visit++) {
        await page.goto(path, { waitUntil: "networkidle" });
        found.push(...(await violationsOf(page)));
      }
    }
    expect(found, JSON.stringify(found, null, 2)).toEqual([]);
  });

  test("the home page in use: the slides turn, the application dialog opens", async ({ page }) => {
    await recordViolations(page);
    await page.goto("/", { waitUntil: "networkidle" });
    await waitForHydration(page);
    await page.getByRole("button", { name: "다음 슬라이드" }).click();
    await page.getByRole("banner").getByRole("button", { name: "수강신청" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await page
      .getByRole("link", { name: /프로그램/ })
      .first()
      .click();
    await page.waitForLoadState("networkidle");
    expect(await violationsOf(page)).toEqual([]);
  });

  test("a member's pages", async ({ page }) => {
    await recordViolations(page);
    // Its own client address: the per-address sign-up limit never couples it to other tests.
    await giveOwnAddress(page);
    await page.goto("/register");
    await page.getByLabel("이메일").fill(`csp-${randomUUID().slice(0, 8)}@example.com`);
    await page.getByLabel("비밀번호", { exact: true }).fill("secret1");
    await page.getByLabel("비밀번호 확인").fill("secret1");
    await page.getByLabel("이름").fill("정책회원");
    await page.getByRole("checkbox", { name: /이용약관/ }).check();
    await page.getByRole("checkbox", { name: /개인정보 수집·이용에 동의/ }).check();
    await page.getByRole("checkbox", { name: /만 14세 이상/ }).check();
    await page.getByRole("button", { name: "가입하기" }).click();
    await expect(page.getByTestId("profile-menu")).toBeVisible();
    const found: Violation[] = [...(await violationsOf(page))];
    for (const path of ["/mypage", "/mypage/sessions", "/", "/contact"]) {
      await page.goto(path, { waitUntil: "networkidle" });
      found.push(...(await violationsOf(page)));
    }
    expect(found, JSON.stringify(found, null, 2)).toEqual([]);
  });
});
