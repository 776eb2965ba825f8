// The Studio's preview mode in a browser. The site runs against the local fake of Sanity's API
// (a draft of class 1 and the Presentation tool's secret), and a stand-in "Studio" page on another
// port frames the site's preview address as the Presentation tool does: the frame shows the
// draft with the 미리보기 bar, hydrates, loads the overlay without a CSP refusal, and 미리보기 종료
// opens the published page. A visitor's page never requests any preview code.
import { expect, test } from "@playwright/test";
import { waitForHydration } from "./hydrated";
import { previewSiteFor, problems, startStandInStudio, type StandInStudio } from "./studio-frame";
import type { RunningServer } from "../support/built-server";
import { PUBLISHED_TITLE, DRAFT_TITLE, type PreviewSite } from "../support/preview-site";
import { expectCleanText } from "../support/stega-text";

const SECRET = "secret-the-presentation-tool-wrote";
const PREVIEW_CODE = /preview-bar|visual-editing|VisualEditing/i;

test.describe.configure({ mode: "serial" });

let preview: PreviewSite;
let site: RunningServer;
let studio: StandInStudio;
let studioUrl: string;

test.beforeAll(async () => {
  test.setTimeout(240_000); // the first run builds the production app
  // The stand-in Studio frames the preview address with the secret its own address names.
  studio = await startStandInStudio((requested) => {
    const secret = requested.searchParams.get("secret") ?? SECRET;
    const previewAddress = `${site.url}/api/preview-mode/enable?sanity-preview-secret=${encodeURIComponent(secret)}&sanity-preview-pathname=%2Fprogram%2F1`;
    return `<!doctype html><title>Studio</title><iframe id="site" title="미리보기" style="width:1200px;height:900px" src="${previewAddress}"></iframe>`;
  });
  studioUrl = studio.url;
  preview = await previewSiteFor(studioUrl, SECRET);
  site = preview.server;
});

test.afterAll(async () => {
  await preview?.stop();
  await studio?.close();
});

test("a wrong or expired secret shows its Korean message inside the Studio's frame", async ({
  page,
}) => {
  await page.goto(`${studioUrl}/?secret=an-old-secret-from-yesterday`);
  await expect(page.frameLocator("#site").locator("body")).toContainText(
    "미리보기 주소가 올바르지 않거나 만료되었습니다",
  );
});

test("a visitor's page loads no preview code and shows the published class", async ({ page }) => {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(request.url()));
  const errors = problems(page);
  await page.goto(`${site.url}/program/1`);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(PUBLISHED_TITLE);
  await expect(page.getByRole("button", { name: "미리보기 종료" })).toHaveCount(0);
  expect(requested.filter((url) => PREVIEW_CODE.test(url))).toEqual([]);
  expect(errors).toEqual([]);
});

test("the Studio's frame shows the draft with the overlay, and 미리보기 종료 opens the published page", async ({
  page,
}) => {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(request.url()));
  const errors = problems(page);
  await page.goto(studioUrl);
  const frame = page.frameLocator("#site");
  await expectCleanText(frame.getByRole("heading", { level: 1 }), DRAFT_TITLE);
  await expect(frame.getByRole("region", { name: "미리보기 안내" })).toContainText("미리보기 중");
  await expect(frame.getByRole("banner").getByRole("button", { name: "수강신청" })).toBeVisible(); // hydrated
  await expect
    .poll(() => requested.some((url) => /VisualEditingComponent|renderVisualEditing/.test(url)))
    .toBe(true);
  expect(errors).toEqual([]);

  await frame.getByRole("button", { name: "미리보기 종료" }).click();
  await expect(page).toHaveURL(`${site.url}/program/1`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(PUBLISHED_TITLE);
  await expect(page.getByRole("button", { name: "미리보기 종료" })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("after 미리보기 종료 the dialog and the featured block show no draft (nothing kept by the browser)", async ({
  page,
}) => {
  const errors = problems(page);
  const featured = page.getByTestId("featured-programs");
  const dialogList = () =>
    page
      .getByRole("dialog", { name: "프로그램 신청" })
      .getByRole("list", { name: "프로그램 목록" });
  const openDialog = async () => {
    await page.getByRole("banner").getByRole("button", { name: "수강신청" }).click();
    await expect(dialogList().getByRole("listitem").first()).toBeVisible();
  };

  // The editor opens the preview in a tab of its own (the Presentation tool's "open" link).
  await page.goto(
    `${site.url}/api/preview-mode/enable?sanity-preview-secret=${SECRET}&sanity-preview-pathname=%2F`,
  );
  await expect(page.getByRole("region", { name: "미리보기 안내" })).toContainText("미리보기 중");
  await waitForHydration(page);
  await featured.scrollIntoViewIfNeeded();
  await expect(featured).toContainText(DRAFT_TITLE);
  await openDialog();
  await expect(dialogList()).toContainText(DRAFT_TITLE);
  await page.keyboard.press("Escape");

  await page.getByRole("button", { name: "미리보기 종료" }).click();
  await expect(page).toHaveURL(`${site.url}/`);
  await expect(page.getByRole("button", { name: "미리보기 종료" })).toHaveCount(0);
  await waitForHydration(page);
  await featured.scrollIntoViewIfNeeded();
  await expect(featured).toContainText(PUBLISHED_TITLE);
  await expect(featured).not.toContainText(DRAFT_TITLE);
  await openDialog();
  await expect(dialogList()).toContainText(PUBLISHED_TITLE);
  await expect(dialogList()).not.toContainText(DRAFT_TITLE);
  expect(errors).toEqual([]);
});
