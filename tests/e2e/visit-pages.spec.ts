// Pages Korean visitors look for (issue 45 §5): 자주 묻는 질문, 찾아오시는 길 on /about, the empty
// lecture list's one message, an unknown path's toast (decision 249), and no development outbox in
// production.
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { WCAG_TAGS } from "./a11y-pages";
import { withoutJavaScript } from "./without-javascript";

test.describe("pages visitors look for", () => {
  test("/faq opens and closes each answer without JavaScript, and is linked from the footer and /contact", async ({
    page,
    browser,
  }) => {
    await withoutJavaScript(browser, async (plain) => {
      const response = await plain.goto("/faq");
      expect(response?.status()).toBe(200);
      await expect(plain).toHaveTitle(/자주 묻는 질문/);
      await expect(plain.getByRole("heading", { level: 1 })).toHaveText("자주 묻는 질문");
      const first = plain.locator("details").first();
      expect(await plain.locator("details").count()).toBeGreaterThanOrEqual(6);
      const answer = first.getByText("센터의 정규 프로그램은 모두 무료입니다.");
      await expect(answer).toBeHidden();
      await first.getByText("수강료가 정말 무료인가요?").click();
      await expect(answer).toBeVisible();
      await first.getByText("수강료가 정말 무료인가요?").click();
      await expect(answer).toBeHidden();
    });

    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "자주 묻는 질문" }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await page.goto("/contact");
    await expect(
      page.getByRole("main").getByRole("link", { name: "자주 묻는 질문" }),
    ).toHaveAttribute("href", "/faq");
    const sitemap = await (await page.request.get("/sitemap.xml")).text();
    expect(sitemap).toContain("/faq</loc>");
  });

  test("/about ends with 찾아오시는 길: the map picture, address, transit and parking", async ({
    page,
  }) => {
    await page.goto("/about");
    const section = page.getByRole("region", { name: "찾아오시는 길" });
    await expect(section).toBeVisible();
    const map = section.getByRole("img", { name: /약도/ });
    await map.scrollIntoViewIfNeeded();
    await expect(map).toHaveAttribute("src", "/content/map-1200x800.svg");
    await expect.poll(() => map.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);
    await expect(section.getByText("인천광역시 서구 청라커낼로 260")).toBeVisible();
    await expect(section.getByText("대중교통", { exact: true })).toBeVisible();
    await expect(section.getByText(/청라국제도시역 1번 출구/)).toBeVisible();
    await expect(section.getByText("주차", { exact: true })).toBeVisible();
    // The body no longer repeats it: one heading of that name on the page.
    await expect(page.getByRole("heading", { name: "찾아오시는 길" })).toHaveCount(1);
    const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  test("/video-lectures without a playable lecture says only that lectures are coming", async ({
    page,
  }) => {
    await page.goto("/video-lectures");
    await expect(page.getByText("곧 새로운 강의가 올라옵니다.")).toBeVisible();
    await expect(page.getByText(/미리보기를 누르면/)).toHaveCount(0);
  });

  test("an unknown path leads home with a message saying why", async ({ page }) => {
    await page.goto("/no/such/page");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText("찾으시는 페이지가 없어 홈으로 이동했습니다.")).toBeVisible();
    // Once: the next page shows it no more.
    await page.reload();
    await expect(page.getByText("찾으시는 페이지가 없어 홈으로 이동했습니다.")).toHaveCount(0);
  });

  test("a crawler gets the unknown path as a 404 marked noindex", async ({
    playwright,
    baseURL,
  }) => {
    const crawler = await playwright.request.newContext({
      baseURL,
      userAgent: "Mozilla/5.0 (compatible; Yeti/1.1; +https://naver.me/spd)",
    });
    const response = await crawler.get("/no/such/page", { maxRedirects: 0 });
    expect(response.status()).toBe(404);
    expect(response.headers()["x-robots-tag"]).toBe("noindex");
    await crawler.dispose();
  });

  test("production has no /dev/outbox", async ({ page }) => {
    const response = await page.goto("/dev/outbox");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("페이지를 찾을 수 없습니다");
  });
});
