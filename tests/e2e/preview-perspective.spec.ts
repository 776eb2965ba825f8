// The editor switches perspective while the Presentation tool is open (decision 203). A stand-in
// Studio on another port frames the site's preview address, as the Presentation tool does, and
// speaks the Studio's side of comlink's "loaders" channel (tests/support/studio-comlink.ts,
// bundled here with Vite): on `loader/perspective` the framed page keeps the perspective in its
// cookie and reloads its data, without reloading the frame.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { problems, studioScript } from "./studio-frame";
import type { RunningServer } from "../support/built-server";
import { previewSecretDocument } from "../support/fake-sanity-api";
import { draftOf, startPreviewSite, type PreviewSite } from "../support/preview-site";
import { expectCleanText } from "../support/stega-text";

const SECRET = "secret-for-the-perspective-switch";
const PUBLISHED_TITLE = "바른 자세 필라테스";
const DRAFT_TITLE = "바른 자세 필라테스 (가을학기 개편안)";

test.describe.configure({ mode: "serial" });

let preview: PreviewSite;
let site: RunningServer;
let studio: Server;
let studioUrl: string;

test.beforeAll(async () => {
  test.setTimeout(240_000); // the first run builds the production app
  const script = await studioScript();
  studio = createServer((req, res) => {
    if (req.url === "/studio.js") {
      res.writeHead(200, { "content-type": "text/javascript; charset=utf-8" });
      return void res.end(script);
    }
    const previewAddress = `${site.url}/api/preview-mode/enable?sanity-preview-secret=${SECRET}&sanity-preview-pathname=%2Fprogram%2F1&sanity-preview-perspective=drafts`;
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(
      `<!doctype html><title>Studio</title><iframe id="site" title="미리보기" data-project-id="fake1234" data-dataset="production" style="width:1200px;height:900px" src="${previewAddress}"></iframe><script src="/studio.js"></script>`,
    );
  });
  await new Promise<void>((resolve) => studio.listen(0, "127.0.0.1", resolve));
  studioUrl = `http://127.0.0.1:${(studio.address() as AddressInfo).port}`;
  preview = await startPreviewSite({
    viewerToken: "sk-viewer-e2e",
    editorDocuments: (dataset) => [
      draftOf(dataset, "program-1", { title: DRAFT_TITLE }),
      previewSecretDocument(SECRET, studioUrl),
    ],
    env: { SANITY_STUDIO_URL: studioUrl },
  });
  site = preview.server;
});

test.afterAll(async () => {
  await preview?.stop();
  await new Promise((resolve) => studio?.close(resolve));
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
