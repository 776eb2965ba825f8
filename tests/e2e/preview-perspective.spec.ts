// The editor switches perspective while the Presentation tool is open (decision 203). A stand-in
// Studio on another port frames the site's preview address, as the Presentation tool does, and
// speaks the Studio's side of comlink's "loaders" channel (tests/support/studio-comlink.ts,
// bundled here with Vite): on `loader/perspective` the framed page keeps the perspective in its
// cookie and reloads its data, without reloading the frame.
import { expect, test } from "@playwright/test";
import {
  previewSiteFor,
  problems,
  startStandInStudio,
  studioScript,
  type StandInStudio,
} from "./studio-frame";
import type { RunningServer } from "../support/built-server";
import { PUBLISHED_TITLE, DRAFT_TITLE, type PreviewSite } from "../support/preview-site";
import { expectCleanText } from "../support/stega-text";

const SECRET = "secret-for-the-perspective-switch";

test.describe.configure({ mode: "serial" });

let preview: PreviewSite;
let site: RunningServer;
let studio: StandInStudio;
let studioUrl: string;

test.beforeAll(async () => {
  test.setTimeout(240_000); // the first run builds the production app
  const script = await studioScript();
  studio = await startStandInStudio(() => {
    const previewAddress = `${site.url}/api/preview-mode/enable?sanity-preview-secret=${SECRET}&sanity-preview-pathname=%2Fprogram%2F1&sanity-preview-perspective=drafts`;
    return `<!doctype html><title>Studio</title><iframe id="site" title="미리보기" data-project-id="fake1234" data-dataset="production" style="width:1200px;height:900px" src="${previewAddress}"></iframe><script src="/studio.js"></script>`;
  }, script);
  studioUrl = studio.url;
  preview = await previewSiteFor(studioUrl, SECRET);
  site = preview.server;
});

test.afterAll(async () => {
  await preview?.stop();
  await studio?.close();
});

test("a perspective chosen in the Studio shows in its frame: published, then drafts again", async ({
  page,
}) => {
  const errors = problems(page);
  const documents: string[] = [];
  const switches: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(request.url());
    if (request.url().endsWith("/api/preview-mode/perspective"))
      switches.push(request.postData() ?? "");
  });
  await page.goto(studioUrl);
  const frame = page.frameLocator("#site");
  const bar = frame.getByRole("region", { name: "미리보기 안내" });
  await expectCleanText(frame.getByRole("heading", { level: 1 }), DRAFT_TITLE);
  await expect(bar).toContainText("초안");
  await expect.poll(() => page.evaluate(() => window.studio.connected)).toBe(true);
  const loadsBefore = documents.length;

  await page.evaluate(() => window.studio.switchPerspective("published"));
  await expectCleanText(frame.getByRole("heading", { level: 1 }), PUBLISHED_TITLE);
  await expect(bar).toContainText("게시된 내용");
  expect(switches).toEqual(["perspective=published"]);

  await page.evaluate(() => window.studio.switchPerspective("drafts"));
  await expectCleanText(frame.getByRole("heading", { level: 1 }), DRAFT_TITLE);
  await expect(bar).toContainText("초안");
  expect(switches).toEqual(["perspective=published", "perspective=drafts"]);
  expect(documents.length).toBe(loadsBefore); // the frame was not reloaded: its data was
  expect(errors).toEqual([]);
});
