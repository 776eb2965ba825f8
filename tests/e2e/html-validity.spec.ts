// Valid HTML (issue 50, item 1): the Nu Html Checker (the W3C validator's engine) finds no error
// on any page, signed out, as a member and as the administrator, both as the server sends it
// (what crawlers read) and as the browser holds it once React has hydrated it.
import { randomUUID } from "node:crypto";
import { expect, test } from "./admin-fixture";
import { type Page } from "@playwright/test";
import { isCi } from "../support/ci";
import { nuCheckerMissing, nuErrors, saveDocument, type NuMessage } from "../support/nu-checker";
import { ADMIN_PAGES, MEMBER_PAGES, PUBLIC_PAGES } from "./a11y-pages";
import { giveOwnAddress } from "./own-address";

/** Pages no other list holds: a made-up class (404), a filtered list, a shared contact path. */
const MORE_PUBLIC_PAGES = ["/program/15", "/services?category=music", "/contact/visit"];

const missing = nuCheckerMissing();
// Locally a machine without Java skips with the reason; CI's set-up installs it, so there it fails.
test.skip(!!missing && !isCi(), `the Nu Html Checker cannot run: ${missing}`);

/** Saves each page as served and as hydrated, then runs the checker once over all of them. */
async function checkPages(page: Page, paths: string[], dir: string) {
  const files: string[] = [];
  for (const path of paths) {
    const served = await page.request.get(path, { maxRedirects: 0 });
    expect(served.status(), `${path} as served`).toBeLessThan(500);
    files.push(saveDocument(dir, `${path} served`, await served.text()));
    await page.goto(path, { waitUntil: "networkidle" });
    // The home page adds its carousels' prefetch links a second after start: take the page with
    // them, every time, not only when the second has passed before the copy is made.
    if (path === "/") await expect(page.locator(CAROUSEL_PREFETCHES)).toHaveCount(16);
    const hydrated = await page.evaluate(() => document.documentElement.outerHTML);
    files.push(saveDocument(dir, `${path} hydrated`, `<!DOCTYPE html>\n${hydrated}`));
  }
  const errors = (await nuErrors(files)).filter((error) => !isRemixDataPrefetch(error));
  expect(errors, JSON.stringify(errors, null, 2)).toEqual([]);
}

const CAROUSEL_PREFETCHES = 'main link[rel="prefetch"][href*="/program/"]';

/**
 * Remix's `<PrefetchPageLinks>` writes its data link as `<link rel="prefetch" as="fetch">`; HTML
 * allows `as` only on preload links, and browsers ignore it on a prefetch. Only the hydrated copy
 * holds it (the served page has no prefetch links), and it is Remix's markup, not ours.
 */
function isRemixDataPrefetch(error: NuMessage): boolean {
  return (
    error.message.includes("with an “as” attribute") &&
    /<link rel="prefetch" as="fetch" href="\/program\/\d+\.data/.test(error.extract ?? "")
  );
}

test.describe("the Nu Html Checker", () => {
  // A JVM start plus two copies of each page; signing in first for the member and admin pages.
  test.describe.configure({ timeout: 180_000 });

  test("every public page is valid HTML, served and hydrated", async ({ page }, testInfo) => {
    await checkPages(page, [...PUBLIC_PAGES, ...MORE_PUBLIC_PAGES], testInfo.outputPath("pages"));
  });

  test("a member's pages are valid HTML, served and hydrated", async ({ page }, testInfo) => {
    // Its own client address: the per-address sign-up limit never couples it to other tests.
    await giveOwnAddress(page);
    await page.goto("/register");
    await page.getByLabel("이메일").fill(`nu-${randomUUID().slice(0, 8)}@example.com`);
    await page.getByLabel("비밀번호", { exact: true }).fill("secret1");
    await page.getByLabel("비밀번호 확인").fill("secret1");
    await page.getByLabel("이름").fill("검사회원");
    await page.getByRole("checkbox", { name: /이용약관/ }).check();
    await page.getByRole("checkbox", { name: /개인정보 수집·이용에 동의/ }).check();
    await page.getByRole("checkbox", { name: /만 14세 이상/ }).check();
    await page.getByRole("button", { name: "가입하기" }).click();
    await expect(page.getByTestId("profile-menu")).toBeVisible();
    // Signed in, the public pages carry the member's header; the account pages are their own.
    await checkPages(
      page,
      [...MEMBER_PAGES, "/", "/program/7", "/apply", "/contact"],
      testInfo.outputPath("pages"),
    );
  });

  test("the admin area is valid HTML, served and hydrated", async ({
    page,
    signInAsAdmin,
  }, testInfo) => {
    await signInAsAdmin(page, "/admin");
    await expect(page.getByRole("heading", { name: "대시보드" })).toBeVisible();
    // A member's and an inquiry's own page, where there are any yet (links read without waiting).
    const firstLink = async (list: string, prefix: string) => {
      await page.goto(list);
      const hrefs = await page
        .locator(`main a[href^="${prefix}"]`)
        .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
      return hrefs.filter((href): href is string => !!href && href !== list).slice(0, 1);
    };
    const member = await firstLink("/admin/users", "/admin/users/");
    const inquiry = await firstLink("/admin/inquiries", "/admin/inquiries/");
    await checkPages(page, [...ADMIN_PAGES, ...member, ...inquiry], testInfo.outputPath("pages"));
  });
});
