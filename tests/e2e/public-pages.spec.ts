import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { waitForHydration } from "./hydrated";

const PUBLIC_PAGES = [
  "/",
  "/about",
  "/services",
  "/services?category=music",
  "/music",
  "/video-lectures",
  "/study-abroad",
  "/contact",
  "/contact/anything/here",
  "/terms",
  "/privacy",
  "/program/1",
  "/program/7",
  "/program/9",
  "/program/18",
  "/notices",
  "/notices/notice-spring-term-applications",
];

test.describe("public pages", () => {
  for (const path of PUBLIC_PAGES) {
    test(`${path} answers 200 with a Korean title, nav, main and footer`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(/청라 문화교육센터/);
      await expect(page).toHaveTitle(/[가-힣]/);
      expect(await page.getAttribute("html", "lang")).toBe("ko");
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.locator("main#main")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /[가-힣]/);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /[가-힣]/);
    });
  }

  test("a made-up /contact/* path is its own page even after /contact was stored in the page cache", async ({
    page,
    request,
  }) => {
    await request.get("/contact");
    expect((await request.get("/contact")).headers()["x-page-cache"]).toBe("hit");
    // Every made-up /contact/* path shares one stored page of its own, never /contact's (decision 239).
    const response = await page.goto("/contact/after-the-cache");
    expect(response?.status()).toBe(200);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /[가-힣]/);
    // Once hydrated, the meta stays.
    await waitForHydration(page);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /[가-힣]/);
  });

  test("any other path redirects to the home page", async ({ page, request }) => {
    const raw = await request.get("/no/such/page", { maxRedirects: 0 });
    expect(raw.status()).toBe(302);
    expect(raw.headers().location).toBe("/");
    await page.goto("/does-not-exist");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId("hero-counter")).toBeVisible();
  });

  for (const path of ["/program/15", "/program/abc", "/program/07", "/program/-1"]) {
    test(`${path} is a real 404 page in Korean with links back`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("페이지를 찾을 수 없습니다");
      await expect(page).toHaveTitle(/페이지를 찾을 수 없습니다/);
      await expect(
        page.getByRole("main").getByRole("link", { name: "홈으로 가기" }),
      ).toHaveAttribute("href", "/");
    });
  }

  test("cards and class pages show 모집중 or 마감 from the recruitment fields, and an apply action", async ({
    page,
  }) => {
    const all = await (await page.request.get("/resources/featured-programs")).json();
    expect(Array.isArray(all.programs)).toBe(true);
    await page.goto("/services");
    const cards = page.locator("main a[data-program-id]");
    await expect(cards.locator('[data-recruitment="closed"]')).toHaveCount(2);
    // The rest take applications: "full" once registrations.spec.ts (run alongside on the same
    // server) has seated class 16's two places, "open" otherwise.
    await expect(cards.locator('[data-recruitment="open"], [data-recruitment="full"]')).toHaveCount(
      16,
    );
    const closedCard = cards.filter({ has: page.locator('[data-recruitment="closed"]') }).first();
    await expect(closedCard).toContainText("마감");
    const id = await closedCard.getAttribute("data-program-id");
    await page.goto(`/program/${id}`);
    await expect(page.getByRole("main").locator('[data-recruitment="closed"]').first()).toHaveText(
      "마감",
    );
    await expect(page.getByText("이번 기수 모집이 마감되었습니다.")).toBeVisible();
    await expect(page.getByText("[모집마감]")).toHaveCount(0);
    await expect(page.getByRole("main").getByText("이 프로그램 신청하기")).toHaveCount(0);
    for (const label of ["수강 기간", "요일·시간", "인원", "접수 기간", "강사", "장소", "수강료"]) {
      await expect(page.getByRole("term").filter({ hasText: label })).toBeVisible();
    }

    await page.goto("/program/7");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("main").locator('[data-recruitment="open"]').first()).toHaveText(
      "모집중",
    );
    await expect(page.getByText("무료").first()).toBeVisible();
    await expect(page.getByText("유료")).toHaveCount(0);
    await expect(page.getByRole("main").getByText("이 프로그램 신청하기")).toBeVisible();
  });

  test("the services page filters by category with plain links", async ({ page }) => {
    await page.goto("/services");
    const allCount = await page.locator("main a[data-program-id]").count();
    expect(allCount).toBe(18);
    await page
      .getByRole("navigation", { name: "분야별 보기" })
      .getByRole("link", { name: /음악/ })
      .click();
    await expect(page).toHaveURL(/category=music/);
    await expect(page.locator("main a[data-program-id]")).toHaveCount(12);
    await page.goto("/services?category=education");
    await expect(page.locator("main a[data-program-id]")).toHaveCount(2);
    await page.goto("/services?category=bogus");
    await expect(page.locator("main a[data-program-id]")).toHaveCount(18);
  });

  test("video lectures without a YouTube id are hidden, and the page loads no third-party frame", async ({
    page,
  }) => {
    const thirdParty: string[] = [];
    page.on("request", (r) => {
      const host = new URL(r.url()).hostname;
      if (host !== "127.0.0.1" && host !== "localhost") thirdParty.push(r.url());
    });
    await page.goto("/video-lectures");
    // The bundled lectures have no id yet (the facade itself: app/components/content/video-facade.test.tsx).
    await expect(page.getByTestId("video-facade")).toHaveCount(0);
    await expect(page.getByText("곧 새로운 강의가 올라옵니다.")).toBeVisible();
    await expect(page.locator("iframe")).toHaveCount(0);
    expect(thirdParty).toEqual([]);
  });

  test("the page-start script runs under the CSP, on fresh and on cached pages", async ({
    page,
  }) => {
    const violations: string[] = [];
    page.on("console", (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    for (const path of ["/about", "/about", "/", "/"]) {
      await page.goto(path);
      await expect(page.locator("html")).toHaveClass(/\bjs\b/);
    }
    expect(violations).toEqual([]);
  });

  test("sitemap.xml lists every public page and every class; robots.txt points at it", async ({
    request,
  }) => {
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()["content-type"]).toContain("xml");
    const xml = await sitemap.text();
    for (const path of [
      "/about",
      "/services",
      "/music",
      "/video-lectures",
      "/study-abroad",
      "/contact",
      "/terms",
      "/privacy",
    ]) {
      expect(xml).toContain(`${path}</loc>`);
    }
    expect(xml.match(/\/program\/\d+<\/loc>/g)).toHaveLength(18);

    const robots = await request.get("/robots.txt");
    expect(robots.status()).toBe(200);
    const text = await robots.text();
    expect(text).toMatch(/^User-agent: \*/m);
    expect(text).toMatch(/^Disallow: \/admin/m);
    expect(text).toMatch(/^Sitemap: http.*\/sitemap\.xml$/m);
  });

  // What KakaoTalk's and Facebook's crawlers do: read the server's HTML (no JavaScript), then
  // fetch og:image, which must be a raster picture they can show (they show no SVG).
  for (const [path, picture] of [
    ["/", /\/content\/og\/hero-band-1200x630\.jpg$/],
    ["/program/7", /\/content\/og\/class-drum-detail-1200x630\.jpg$/],
    ["/terms", /\/og-default-1200x630\.jpg$/],
  ] as const) {
    test(`${path} offers a 1200×630 JPEG link preview that answers 200`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      const og = (property: string) =>
        new RegExp(`<meta property="${property}" content="([^"]*)"`)
          .exec(html)?.[1]
          ?.replaceAll("&amp;", "&");
      const image = og("og:image");
      expect(image).toMatch(picture);
      expect(og("og:image:width")).toBe("1200");
      expect(og("og:image:height")).toBe("630");
      expect(og("og:image:alt")).toMatch(/[가-힣]/);
      const response = await request.get(image!);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("image/jpeg");
      expect((await response.body()).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    });
  }

  test("the home page's head is the server's after an in-app navigation to it (its loader builds the tags)", async ({
    page,
  }) => {
    const headTags = () =>
      page
        .locator('head title, head meta[name], head meta[property], head link[rel="canonical"]')
        .evaluateAll((tags) => tags.map((tag) => tag.outerHTML));
    await page.goto("/");
    const served = await headTags();
    expect(served.join("\n")).toMatch(/og:image:width/);
    await page.goto("/about");
    await waitForHydration(page);
    await page.getByRole("banner").locator('a[href="/"]').click();
    await expect(page.getByTestId("hero-counter")).toBeVisible();
    await expect.poll(headTags).toEqual(served);
  });

  test("JSON-LD describes the organization on every page and the class as a Course", async ({
    page,
  }) => {
    await page.goto("/program/9");
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const data = blocks.map((b) => JSON.parse(b));
    const org = data.find((d) => d["@type"] === "EducationalOrganization");
    const course = data.find((d) => d["@type"] === "Course");
    expect(org?.name).toBe("청라 문화교육센터");
    expect(course?.url).toMatch(/\/program\/9$/);
    expect(course?.provider?.name).toBe("청라 문화교육센터");
    expect(course?.offers?.price).toBe(0);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/program\/9$/);
  });

  test("the footer carries the settings' contact details and links", async ({ page }) => {
    await page.goto("/about");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "이용약관" })).toHaveAttribute("href", "/terms");
    await expect(footer.getByRole("link", { name: "개인정보처리방침" })).toHaveAttribute(
      "href",
      "/privacy",
    );
    await expect(footer.getByRole("link", { name: "센터 소개" })).toHaveAttribute("href", "/about");
    await expect(footer.getByRole("link", { name: "문의하기" })).toHaveAttribute(
      "href",
      "/contact",
    );
    await expect(footer.getByRole("link", { name: /영상 채널/ })).toHaveAttribute(
      "href",
      /^https:\/\//,
    );
    // Two numbers, each labelled: the centre's (대표 전화) and the customer centre's (고객센터 전화).
    await expect(footer.locator('a[href^="tel:"]')).toHaveCount(2);
    await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1);
    await expect(footer.locator("address")).toContainText("청라");
    await expect(footer).toContainText("©");
  });

  // Every public page is checked at two widths by a11y.spec.ts; here the states only this file reaches.
  for (const path of ["/program/15", "/program/abc"]) {
    test(`${path} has no axe WCAG 2.2 AA violations`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      const results = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
        .analyze();
      const summary = results.violations.map(
        (v) =>
          `${v.id}: ${v.nodes
            .map((n) => n.target.join(" "))
            .slice(0, 3)
            .join(", ")}`,
      );
      expect(summary).toEqual([]);
    });
  }

  test("a phone-sized home page with the mobile menu open has no axe violations", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 400, height: 800 });
    await page.goto("/");
    await page.getByRole("button", { name: "메뉴 열기" }).click();
    await expect(page.getByRole("navigation", { name: "모바일 메뉴" })).toBeVisible();
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
      .analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});
