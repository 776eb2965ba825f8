import { expect, test } from "@playwright/test";
import { waitForHydration } from "./hydrated";

// Requirements §6: a route chunk that does not arrive within 120 s gets a friendly retry, not a page
// that never changes. The browser's clock is moved forward; the chunk request really hangs.
test("a page whose code never arrives offers a retry after 120 s, and the retry loads it", async ({
  page,
}) => {
  await page.clock.install();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/");
  await waitForHydration(page);

  // From here the page's time moves only when the test moves it (a busy machine adds nothing).
  // Paused 10 s ahead: until the pause the page's clock runs, and on a loaded machine more than
  // 1 s once passed between reading it and pausing ("Cannot fast-forward to the past").
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 10_000);

  const stalled: string[] = [];
  await page.route(/\/assets\/about-[\w-]+\.js$/, (route) => {
    stalled.push(route.request().url()); // never answered: a connection that hangs
  });
  await page
    .getByRole("navigation", { name: "주 메뉴" })
    .getByRole("link", { name: "센터 소개" })
    .click();
  await expect.poll(() => stalled.length).toBe(1);

  const notice = page.getByRole("alertdialog", { name: "페이지를 불러오지 못했습니다" });
  await page.clock.fastForward(119_000);
  await expect(notice).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);

  await page.clock.fastForward(1_000);
  await expect(notice).toBeVisible();
  await expect(notice).toContainText("네트워크가 느리거나 연결이 끊겼을 수 있습니다.");
  const retry = notice.getByRole("button", { name: "다시 시도" });
  await expect(retry).toBeFocused();

  await page.unrouteAll({ behavior: "ignoreErrors" });
  await retry.click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(notice).toHaveCount(0);
});
