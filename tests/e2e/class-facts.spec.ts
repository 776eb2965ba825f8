// A class's facts read the same on its card, its page and the application dialog (decision 244),
// and /services finds classes from its URL alone, with or without JavaScript.
import { expect, test, type Locator } from "@playwright/test";
import { waitForHydration } from "./hydrated";
import { withoutJavaScript } from "./without-javascript";

const PHYSIO = 17; // 물리치료 실습: every fact set in the bundled dataset

const fact = (scope: Locator, key: string) => scope.locator(`[data-fact="${key}"]`);

test("a card, the class page and the dialog state the same facts", async ({ page }) => {
  await page.goto("/services?audience=senior&day=fri");
  const card = page.locator(`main a[data-program-id="${PHYSIO}"]`);
  await expect(card).toBeVisible();
  const onCard = {
    when: await fact(card, "when").innerText(),
    place: await fact(card, "place").innerText(),
    audience: await fact(card, "audience").innerText(),
    seats: await fact(card, "seats").innerText(),
    term: await fact(card, "term").innerText(),
  };
  expect(onCard).toMatchObject({
    when: "매주 금 10:00–11:30",
    place: "청라 튼튼재활센터 2층 운동치료실",
    audience: "어르신",
    term: "3월 5일 ~ 6월 25일",
  });
  expect(onCard.seats).toMatch(/^정원 12명 · 잔여 \d+명 · 대기 \d+명$/);

  await page.goto(`/program/${PHYSIO}`);
  const facts = page.getByRole("main").locator("dl").first();
  const onPage = async (key: string) =>
    (await fact(facts, key).getByRole("definition").innerText()).trim();
  expect(await onPage("when")).toBe(onCard.when);
  expect(await onPage("place")).toBe(onCard.place);
  expect(await onPage("seats")).toBe(onCard.seats);
  expect(await onPage("audience")).toContain(onCard.audience);
  expect(await onPage("term")).toBe("2027년 3월 5일(금) ~ 6월 25일(금)");
  expect(await onPage("applicationPeriod")).toContain("상시 접수");
  const labels = await facts.getByRole("term").allInnerTexts();
  expect(labels.map((l) => l.trim())).toEqual([
    "수강 기간",
    "요일·시간",
    "대상",
    "인원",
    "접수 기간",
    "장소",
    "강사",
    "수강료",
  ]);

  await waitForHydration(page);
  await page.getByRole("button", { name: "이 프로그램 신청하기" }).click();
  const dialog = page.getByRole("dialog", { name: "프로그램 신청" });
  const inDialog = dialog.getByTestId("class-facts");
  for (const key of ["term", "when", "audience", "seats", "place"]) {
    expect(await fact(inDialog, key).getByRole("definition").innerText(), key).toBe(
      await onPage(key),
    );
  }
});

test("/services filters from a GET form without JavaScript, into a shareable URL", async ({
  browser,
}) => {
  await withoutJavaScript(browser, async (page) => {
    await page.goto("/services?category=music");
    const search = page.getByRole("search", { name: "프로그램 찾기" });
    await search.getByLabel("검색").fill("바이올린");
    await search.getByLabel("모집중만").check();
    await search.getByRole("button", { name: "찾기" }).click();
    await expect(page).toHaveURL(/\/services\?/);
    const query = new URL(page.url()).searchParams;
    expect([query.get("category"), query.get("q"), query.get("open")]).toEqual([
      "music",
      "바이올린",
      "1",
    ]);
    // 11 (성인 바이올린) is closed; the cello class's instructor studied the violin.
    await expect(page.locator("main a[data-program-id]")).toHaveCount(1);
    await expect(page.locator('main a[data-program-id="12"]')).toBeVisible();
    await expect(page.getByTestId("result-count")).toHaveText(
      "음악 · 모집중 · ‘바이올린’ 1개 프로그램",
    );
    await expect(search.getByLabel("모집중만")).toBeChecked();
  });
});
