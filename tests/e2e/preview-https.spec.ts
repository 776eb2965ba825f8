// The production case over local TLS (decisions 100 and 203): the site behind an https front at
// https://localhost:<port> (SITE_URL says https, so the preview cookie is SameSite=None; Secure;
// Partitioned), the stand-in Studio on another site, https://127.0.0.1:<port>, framing it as the
// Presentation tool does, and Sanity played by the fake at its production addresses: the live API
// and the API CDN as two TLS hosts behind a tunnel (decision 225; the site trusts the throw-away
// certificate through NODE_EXTRA_CA_CERTS). The fake answers with content source maps, so the
// page carries stega as against Sanity. The frame enters preview, shows the draft, follows a
// perspective switch sent over comlink, and 미리보기 종료 opens the published page.
import { createServer, type Server } from "node:https";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { problems, studioScript } from "./studio-frame";
import { startBuiltServer, type RunningServer } from "../support/built-server";
import {
  importedDataset,
  previewSecretDocument,
  startFakeSanityApi,
  type FakeSanityApi,
} from "../support/fake-sanity-api";
import { localCertificate, startTlsFront, type TlsFront } from "../support/local-tls";
import { cdnHostname, liveHostname } from "../support/sanity-hosts";
import { expectCleanText } from "../support/stega-text";
import { DRAFT_TITLE, PUBLISHED_TITLE } from "../support/preview-site";

const SECRET = "secret-for-the-https-preview";

test.describe.configure({ mode: "serial" });
test.use({ ignoreHTTPSErrors: true }); // the certificate is made for this test run

let fake: FakeSanityApi;
let site: RunningServer;
let front: TlsFront;
let studio: Server;
let siteUrl: string;
let studioUrl: string;

test.beforeAll(async () => {
  test.setTimeout(240_000); // the first run builds the production app
  const tls = localCertificate([liveHostname("fake1234"), cdnHostname("fake1234")]);
  const dataset = importedDataset("fake1234", "production");
  fake = await startFakeSanityApi({
    documents: dataset,
    viewerToken: "sk-viewer-tls",
    productionHosts: { project: "fake1234", tls },
  });
  fake.put({
    ...dataset.find((doc) => doc._id === "program-1")!,
    _id: "drafts.program-1",
    title: DRAFT_TITLE,
  });
  const script = await studioScript();
  studio = createServer({ key: tls.key, cert: tls.cert }, (req, res) => {
    if (req.url === "/studio.js") {
      res.writeHead(200, { "content-type": "text/javascript; charset=utf-8" });
      return void res.end(script);
    }
    const previewAddress = `${siteUrl}/api/preview-mode/enable?sanity-preview-secret=${SECRET}&sanity-preview-pathname=%2Fprogram%2F1&sanity-preview-perspective=drafts`;
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(
      `<!doctype html><title>Studio</title><iframe id="site" title="미리보기" data-project-id="fake1234" data-dataset="production" style="width:1200px;height:900px" src="${previewAddress}"></iframe><script src="/studio.js"></script>`,
    );
  });
  await new Promise<void>((resolve) => studio.listen(0, "127.0.0.1", resolve));
  studioUrl = `https://127.0.0.1:${(studio.address() as AddressInfo).port}`;
  // The front's port must be known before the site starts (its SITE_URL): start the front on a
  // placeholder target, then the site, then point the front at it.
  let target = "http://127.0.0.1:1";
  front = await startTlsFront(() => target, tls);
  siteUrl = `https://localhost:${front.port}`;
  site = await startBuiltServer({
    env: {
      SITE_URL: siteUrl,
      SANITY_PROJECT_ID: "fake1234",
      SANITY_DATASET: "production",
      SANITY_VIEWER_TOKEN: "sk-viewer-tls",
      SANITY_STUDIO_URL: studioUrl,
      ...fake.siteEnv,
    },
  });
  target = site.url;
  fake.put(previewSecretDocument(SECRET, studioUrl));
});

test.afterAll(async () => {
  await site?.stop();
  await front?.close();
  await fake?.close();
  await new Promise((resolve) => studio?.close(resolve));
});

test("a Studio on another site frames the https preview: partitioned cookie, draft, perspective switch, leaving", async ({
  page,
  context,
}) => {
  const errors = problems(page);
  await page.goto(studioUrl);
  const frame = page.frameLocator("#site");
  const bar = frame.getByRole("region", { name: "미리보기 안내" });
  await expectCleanText(frame.getByRole("heading", { level: 1 }), DRAFT_TITLE);
  await expect(bar).toContainText("초안");

  const preview = (await context.cookies(siteUrl)).find((cookie) => cookie.name === "__preview");
  expect(preview).toMatchObject({ sameSite: "None", secure: true, httpOnly: true });
  expect(preview?.partitionKey).toBeTruthy();

  await expect.poll(() => page.evaluate(() => window.studio.connected)).toBe(true);
  await page.evaluate(() => window.studio.switchPerspective("published"));
  await expectCleanText(frame.getByRole("heading", { level: 1 }), PUBLISHED_TITLE);
  await expect(bar).toContainText("게시된 내용");

  await frame.getByRole("button", { name: "미리보기 종료" }).click();
  // The address keeps the Studio's sanity-preview-perspective parameter, which outside preview does nothing.
  await expect(page).toHaveURL(new RegExp(`^${siteUrl}/program/1(\\?|$)`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(PUBLISHED_TITLE);
  await expect(page.getByRole("button", { name: "미리보기 종료" })).toHaveCount(0);
  expect(errors).toEqual([]);
  // Drafts came from the live API only; the tunnel was asked for no other host.
  const drafts = fake.seen.filter((read) => read.perspective === "drafts");
  expect(drafts.length).toBeGreaterThan(0);
  expect(drafts.every((read) => read.host === "live")).toBe(true);
  expect(fake.refusedTunnels).toEqual([]);
});
