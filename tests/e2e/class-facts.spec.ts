// A class's facts read the same on its card, its page and the application dialog (decision 244),
// and /services finds classes from its URL alone, with or without JavaScript.
import { expect, test, type Locator } from "@playwright/test";
import { waitForHydration } from "./hydrated";
import { withoutJavaScript } from "./without-javascript";

// 교회음악 아카데미: every fact set in the bundled dataset, and no other browser test applies to it
// (its places must not change between the card and the dialog).
const CHURCH = 18;

const fact = (scope: Locator, key: string) => scope.locator(`[data-fact="${key}"]`);

test("a card, the class page and the dialog state the same facts", async ({ page }) => {
  await page.goto("/services?audience=senior&day=sat");
  const card = page.locator(`main a[data-program-id="${CHURCH}"]`);
  await expect(card).toBeVisible();
  const onCard = {
    when: await fact(card, "when").innerText(),
    place: await fact(card, "place").innerText(),
    audience: await fact(card, "audience").innerText(),
    seats: await fact(card, "seats").innerText(),
    term: await fact(card, "term").innerText(),
  };
  expect(onCard).toMatchObject({
    when: "매주 토 14:00–16:00",
    place: "청라 은혜교회 비전홀",
    audience: "누구나",
    term: "3월 6일 ~ 6월 26일",
  });
  expect(onCard.seats).toMatch(/^정원 20명 · 잔여 \d+명 · 대기 \d+명$/);

  await page.goto(`/program/${CHURCH}`);
  const facts = page.getByRole("main").locator("dl").first();
  const onPage = async (key: string) =>
    (await fact(facts, key).getByRole("definition").innerText()).trim();
  expect(await onPage("when")).toBe(onCard.when);
  expect(await onPage("place")).toBe(onCard.place);
  expect(await onPage("seats")).toBe(onCard.seats);
  expect(await onPage("audience")).toContain(onCard.audience);
  expect(await onPage("term")).toBe("2027년 3월 6일(토) ~ 6월 26일(토)");
  expect(await onPage("applicationPeriod")).toContain("2026년 12월 1일(화)부터");
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
