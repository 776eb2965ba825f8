import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { waitForHydration } from "./hydrated";
import { ownAddress } from "./own-address";

test.describe("navigation bar", () => {
  test("has the links of requirements §2, the apply action and the phone as a tel: link", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: "주 메뉴" });
    await expect(nav.getByRole("link", { name: "센터 소개" })).toHaveAttribute("href", "/about");
    await expect(nav.getByRole("link", { name: "센터 소개" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(nav.getByRole("link", { name: "뉴질랜드 어학연수" })).toHaveAttribute(
      "href",
      "/study-abroad",
    );
    await expect(nav.getByRole("link", { name: "공지사항" })).toHaveAttribute("href", "/notices");
    await expect(nav.getByRole("link", { name: "문의하기" })).toHaveAttribute("href", "/contact");
    const header = page.getByRole("banner");
    await expect(header.locator('a[href^="tel:"]').first()).toBeVisible();
    // Each phone number says which it is: the centre's in the header, both in the footer.
    await expect(header.locator('a[href^="tel:"]').first()).toHaveText(/^대표 전화 \d/);
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: /^고객센터 전화 \d/ })).toBeVisible();
    await expect(footer.getByText(/^대표 전화/)).toBeVisible();
    await expect(header.getByRole("link", { name: "로그인" })).toHaveAttribute("href", "/login");
    await expect(header.getByRole("link", { name: "회원가입" })).toHaveAttribute(
      "href",
      "/register",
    );
    await expect(header.getByText("수강신청").first()).toBeVisible();
  });

  test("the programs dropdown opens by click and keyboard, closes on Escape and outside click", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    await waitForHydration(page);
    const trigger = page.getByRole("button", { name: "프로그램", exact: true });
    const menu = page.locator("#nav-programs-menu");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(trigger).toHaveAttribute("aria-controls", "nav-programs-menu");
    await expect(menu).toBeHidden();

    await trigger.click();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expect(menu.getByRole("link", { name: "전체 프로그램" })).toHaveAttribute(
      "href",
      "/services",
    );
    await expect(menu.getByRole("link", { name: "동영상 강의" })).toHaveAttribute(
      "href",
      "/video-lectures",
    );

    await page.locator("main").click({ position: { x: 5, y: 400 } });
    await expect(menu).toBeHidden();

    await trigger.focus();
    await page.keyboard.press("ArrowDown");
    await expect(menu.getByRole("link", { name: "전체 프로그램" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(menu.getByRole("link", { name: "동영상 강의" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();

    await trigger.click();
    await menu.getByRole("link", { name: "동영상 강의" }).click();
    await expect(page).toHaveURL(/\/video-lectures$/);
    await expect(menu).toBeHidden();
  });

  test("only one dropdown is open at a time (programs and profile menu)", async ({ page }) => {
    await page.context().setExtraHTTPHeaders(ownAddress());
    const email = `nav-${randomUUID().slice(0, 8)}@example.com`;
    const signUp = await page.request.post("/register", {
      form: {
        email,
        password: "password123!",
        passwordConfirm: "password123!",
        name: "메뉴시험",
        agreeTerms: "on",
        agreePrivacy: "on",
        ageConfirm: "on",
        redirectTo: "/",
      },
      maxRedirects: 0,
    });
    expect([302, 303]).toContain(signUp.status());
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    const programs = page.getByRole("button", { name: "프로그램", exact: true });
    const profile = page
      .getByTestId("profile-menu")
      .locator('button[aria-controls="profile-menu-panel"]');
    await programs.click();
    await expect(programs).toHaveAttribute("aria-expanded", "true");
    await profile.click();
    await expect(profile).toHaveAttribute("aria-expanded", "true");
    await expect(programs).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator("#nav-programs-menu")).toBeHidden();
    await programs.click();
    await expect(profile).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("banner").getByRole("link", { name: "로그인" })).toHaveCount(0);
  });

  test("the bar changes style after scrolling more than 10 px", async ({ page }) => {
    await page.goto("/services");
    const header = page.getByRole("banner");
    await expect(header).toHaveAttribute("data-scrolled", "false");
    const before = await header.evaluate((el) => getComputedStyle(el).boxShadow);
    await page.evaluate(() => window.scrollTo(0, 8));
    await page.waitForTimeout(150);
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => window.scrollTo(0, 40));
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await expect
      .poll(() => header.evaluate((el) => getComputedStyle(el).boxShadow))
      .not.toBe(before);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute("data-scrolled", "false");
  });

  test("on a phone the hamburger opens a menu that locks page scrolling", async ({ page }) => {
    await page.setViewportSize({ width: 400, height: 800 });
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "주 메뉴" })).toBeHidden();
    const hamburger = page.getByRole("button", { name: "메뉴 열기" });
    await expect(hamburger).toHaveAttribute("aria-expanded", "false");
    await hamburger.click();
    const menu = page.getByRole("navigation", { name: "모바일 메뉴" });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link", { name: "공지사항" })).toHaveAttribute("href", "/notices");
    expect(await page.evaluate(() => document.body.style.overflow)).toBe("hidden");
    await expect(page.getByRole("button", { name: "메뉴 닫기" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );

    await page.getByRole("button", { name: "메뉴 닫기" }).click();
    await expect(menu).toBeHidden();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe("");

    await page.getByRole("button", { name: "메뉴 열기" }).click();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe("");

    await page.getByRole("button", { name: "메뉴 열기" }).click();
    await menu.getByRole("link", { name: "뉴질랜드 어학연수" }).click();
    await expect(page).toHaveURL(/\/study-abroad$/);
    await expect(menu).toBeHidden();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe("");
  });

  test("a skeleton shows while the next page loads", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/about");
    await page.route(/\/services\.data/, async (route) => {
      await new Promise((r) => setTimeout(r, 1_200));
      await route.continue();
    });
    await waitForHydration(page);
    await page.getByRole("button", { name: "프로그램", exact: true }).click();
    await page.locator("#nav-programs-menu").getByRole("link", { name: "전체 프로그램" }).click();
    await expect(page.getByTestId("page-skeleton")).toBeVisible();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByTestId("page-skeleton")).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("every path change starts at the top of the page; going back restores the position", async ({
    page,
  }) => {
    await page.goto("/services");
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole("contentinfo").getByRole("link", { name: "이용약관" }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("a skip link jumps to the main content", async ({ page }) => {
    await page.goto("/about");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "본문 바로가기" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main")).toBeFocused();
  });

  test("without JavaScript the pages render and links still work", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.getByTestId("hero-counter")).toHaveText("1 / 4");
    await expect(
      page.getByRole("region", { name: "음악 프로그램" }).locator("a[data-program-id]"),
    ).toHaveCount(12);
    await page.getByRole("link", { name: "센터 소개" }).first().click();
    await expect(page).toHaveURL(/\/about$/);
    await page.goto("/services?category=health");
    await expect(page.locator("main a[data-program-id]")).toHaveCount(3);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole("button", { name: "프로그램", exact: true }).focus();
    await expect(page.locator("#nav-programs-menu")).toBeVisible();
    await page.locator("#nav-programs-menu").getByRole("link", { name: "동영상 강의" }).click();
    await expect(page).toHaveURL(/\/video-lectures$/);

    await page.setViewportSize({ width: 400, height: 800 });
    await expect(page.locator("#mobile-menu")).toBeHidden();
    await page.getByRole("button", { name: "메뉴 열기" }).click();
    await expect(page.locator("#mobile-menu")).toBeVisible();
    await page.locator("#mobile-menu").getByRole("link", { name: "문의하기" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await context.close();
  });
});
