import { expect, type Locator, type Page, test } from "@playwright/test";

const EXPECTED_ICON_BAR = [
  ["/ranking", false],
  ["/music", true],
  ["/program/2", false],
  ["/program/7", false],
  ["/program/9", false],
  ["/study-abroad", true],
  ["/program/14", false],
  ["/program/1", false],
  ["/about", false],
  ["/contact", false],
] as const;

function musicCarousel(page: Page) {
  return page.getByRole("region", { name: "음악 프로그램" });
}

function educationCarousel(page: Page) {
  return page.getByRole("region", { name: "교육 프로그램" });
}

/** Cards whose box lies fully inside the carousel's visible viewport. */
async function fullyVisibleCards(carousel: Locator) {
  return carousel.evaluate((region) => {
    const viewport = region.firstElementChild as HTMLElement;
    const box = viewport.getBoundingClientRect();
    return [...region.querySelectorAll("[data-carousel-slide]")].filter((slide) => {
      const r = slide.getBoundingClientRect();
      return r.left >= box.left - 2 && r.right <= box.right + 2 && r.width > 0;
    }).length;
  });
}

test.describe("home page", () => {
  test("hero slider advances every 3 s with a 'current / total' counter and one visible slide", async ({
    page,
  }) => {
    await page.goto("/");
    const counter = page.getByTestId("hero-counter");
    await expect(counter).toHaveText("1 / 4");
    const slides = page.locator('[aria-roledescription="slide"][data-active]');
    await expect(slides).toHaveCount(4);
    await expect(slides.nth(0)).toHaveCSS("opacity", "1");
    await expect(counter).toHaveText("2 / 4", { timeout: 4_500 });
    await expect(slides.nth(1)).toHaveCSS("opacity", "1");
    await expect(slides.nth(0)).toHaveCSS("opacity", "0");
    const firstImage = slides.nth(0).locator("img");
    await expect(firstImage).toHaveAttribute("fetchpriority", "high");
    await expect(firstImage).toHaveAttribute("alt", /[가-힣]/);
    // The slide shown second has its picture by then; the page itself carries only the first.
    await expect(slides.nth(1).locator("img")).toHaveJSProperty("complete", true);
    const html = await (await page.request.get("/")).text();
    const hero = html.slice(
      html.indexOf('aria-label="주요 프로그램 소개"'),
      html.indexOf('aria-label="바로가기"'),
    );
    expect(hero.match(/<img /g)).toHaveLength(1);
  });

  test("with reduced motion the hero stays put, but the buttons move it and it wraps", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    const counter = page.getByTestId("hero-counter");
    await expect(counter).toHaveText("1 / 4");
    await page.waitForTimeout(3_600);
    await expect(counter).toHaveText("1 / 4");
    const next = page.getByRole("button", { name: "다음 슬라이드" });
    const prev = page.getByRole("button", { name: "이전 슬라이드" });
    await prev.click();
    await expect(counter).toHaveText("4 / 4");
    await next.click();
    await expect(counter).toHaveText("1 / 4");
    await next.click();
    await next.click();
    await expect(counter).toHaveText("3 / 4");
    const slides = page.locator('[aria-roledescription="slide"][data-active]');
    await expect(slides.nth(2)).toHaveCSS("opacity", "1");
    await expect(slides.nth(0)).toHaveCSS("opacity", "0");
  });

  test("each hero slide's button leads where the editor linked it", async ({ page }) => {
    await page.goto("/");
    const hero = page
      .locator("main")
      .locator("a", { hasText: /음악 프로그램 보기|자세히 보기|프로그램 둘러보기/ });
    const links = await hero.evaluateAll((as) =>
      as.map((a) => [a.firstChild?.textContent?.trim(), a.getAttribute("href")]),
    );
    expect(links).toEqual([
      ["음악 프로그램 보기", "/music"],
      ["자세히 보기", "/program/7"],
      ["자세히 보기", "/program/3"],
      ["프로그램 둘러보기", "/services"],
    ]);
    // Read out (and to Lighthouse's link-text audit) with the slide's title: never a bare 자세히 보기.
    for (const link of await hero.all()) {
      const name = await link.evaluate((a) => (a as HTMLElement).innerText.trim());
      expect(name).toMatch(/^(음악 프로그램 보기|자세히 보기|프로그램 둘러보기)\s*: \S/);
    }
  });

  test("the icon bar (requirements §2) matches its table, with 'new' markers", async ({ page }) => {
    await page.goto("/");
    const links = page.getByRole("navigation", { name: "바로가기" }).getByRole("link");
    await expect(links).toHaveCount(EXPECTED_ICON_BAR.length);
    for (const [i, [path, isNew]] of EXPECTED_ICON_BAR.entries()) {
      const link = links.nth(i);
      await expect(link).toHaveAttribute("href", path);
      await expect(link.getByText("새 메뉴")).toHaveCount(isNew ? 1 : 0);
    }
  });

  for (const [width, expected] of [
    [1280, 4],
    [900, 2],
    [400, 1],
  ] as const) {
    test(`carousels show ${expected} card(s) at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/");
      await expect(musicCarousel(page)).toHaveAttribute("data-embla-ready", "true");
      expect(await fullyVisibleCards(musicCarousel(page))).toBe(expected);
      expect(await fullyVisibleCards(educationCarousel(page))).toBe(expected);
    });
  }

  test("the music carousel holds every music class and links 'view all' to /services", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(musicCarousel(page).locator("a[data-program-id]")).toHaveCount(12);
    const section = page.locator("section", { has: musicCarousel(page) });
    await expect(section.getByRole("link", { name: "전체보기" })).toHaveAttribute(
      "href",
      "/services",
    );
    const ids = await educationCarousel(page)
      .locator("a[data-program-id]")
      .evaluateAll((as) => as.map((a) => a.getAttribute("data-program-id")));
    expect(ids).toEqual(["9", "14", "16", "17"]);
  });

  test("carousel buttons and arrow keys move the music carousel, not past its ends", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    const carousel = musicCarousel(page);
    await expect(carousel).toHaveAttribute("data-embla-ready", "true");
    const prev = carousel.getByRole("button", { name: "음악 프로그램 이전" });
    const next = carousel.getByRole("button", { name: "음악 프로그램 다음" });
    await expect(prev).toBeDisabled();
    const firstCard = carousel.locator("[data-carousel-slide]").first();
    const startX = (await firstCard.boundingBox())!.x;
    await next.click();
    await expect.poll(async () => (await firstCard.boundingBox())!.x).toBeLessThan(startX - 100);
    await expect(prev).toBeEnabled();
    await carousel.locator("a[data-program-id]").nth(1).focus();
    await page.keyboard.press("ArrowLeft");
    await expect
      .poll(async () => Math.round((await firstCard.boundingBox())!.x))
      .toBe(Math.round(startX));
  });

  test("dragging a carousel does not open a class, a plain click does", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    const carousel = musicCarousel(page);
    await expect(carousel).toHaveAttribute("data-embla-ready", "true");
    await carousel.scrollIntoViewIfNeeded();
    const card = carousel.locator("a[data-program-id]").nth(1);
    const box = (await card.boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width / 2, y);
    await page.mouse.down();
    for (let step = 1; step <= 10; step++)
      await page.mouse.move(box.x + box.width / 2 - step * 25, y);
    await page.mouse.up();
    await page.waitForTimeout(300);
    await expect(page).toHaveURL(/\/$/);

    await page.waitForTimeout(700);
    const target = carousel.locator("a[data-program-id]").nth(2);
    const id = await target.getAttribute("data-program-id");
    await target.click();
    await expect(page).toHaveURL(new RegExp(`/program/${id}$`));
  });

  test("an education card opens its class at the top of the page", async ({ page }) => {
    await page.goto("/");
    const carousel = educationCarousel(page);
    await carousel.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await carousel.locator('a[data-program-id="9"]').click();
    await expect(page).toHaveURL(/\/program\/9$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("the featured block loads only when scrolled into view, after a skeleton", async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/resources/featured-programs")) requests.push(r.url());
    });
    await page.goto("/");
    const block = page.getByTestId("featured-programs");
    await expect(block).toHaveAttribute("aria-busy", "true");
    await page.waitForTimeout(500);
    expect(requests).toHaveLength(0);
    await block.scrollIntoViewIfNeeded();
    await expect(block.locator("a[data-program-id]").first()).toBeVisible();
    await expect(block).toHaveAttribute("aria-busy", "false");
    expect(requests).toHaveLength(1);
  });

  test("the carousels' classes are prefetched about a second after start", async ({ page }) => {
    // Record when the first prefetch link for a carousel class appears, from navigation start.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.querySelector('link[rel="prefetch"][href*="/program/"]')) {
          (window as unknown as { prefetchAt: number }).prefetchAt = performance.now();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto("/");
    // The upper bound only says "it comes": a loaded CI machine delays the start by seconds.
    await expect(page.locator('link[rel="prefetch"][href*="/program/9"]').first()).toBeAttached({
      timeout: 10_000,
    });
    await expect(page.locator('link[rel="prefetch"][href*="/program/7"]').first()).toBeAttached();
    const at = await page.evaluate(() => (window as unknown as { prefetchAt: number }).prefetchAt);
    expect(at).toBeGreaterThanOrEqual(1_000);
    expect(at).toBeLessThan(10_000);
    // Every class in the two carousels (16) has its data prefetched; the scripts they share once.
    const prefetches = page.locator('main link[rel="prefetch"][href*="/program/"]');
    await expect(prefetches).toHaveCount(16);
    const links = await page
      .locator("main link")
      .evaluateAll((all) => all.map((l) => `${l.getAttribute("rel")} ${l.getAttribute("href")}`));
    expect(links.filter((l) => l.startsWith("modulepreload")).length).toBeGreaterThan(0);
    expect(new Set(links).size).toBe(links.length);
  });

  test("the app banner links to the app store page from settings", async ({ page }) => {
    await page.goto("/");
    const banner = page.locator("section", { has: page.locator("#app-banner-title") });
    await expect(banner.getByRole("link")).toHaveAttribute("href", /^https:\/\//);
  });
});
