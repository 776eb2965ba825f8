// Errors an editor can read (decision 185), on the production build against the fake Sanity API.
// Inside the Studio's Presentation frame a bad or expired secret shows its Korean message (the
// answer may be framed by the Studio's origin only). A viewer token Sanity refuses (revoked,
// wrong) tells the editor that preview is not configured instead of a 500 or "잠시 후 다시",
// is logged once for the operator and shows in /healthz/details; visitors see nothing of it.
import { stegaClean } from "@sanity/client/stega";
import { describe, expect, it } from "vitest";
import { previewSiteForThisFile } from "../support/preview-site-hooks";
import { previewSecretDocument } from "../support/fake-sanity-api";
import { draftOf, PUBLISHED_TITLE, STUDIO_URL } from "../support/preview-site";

const VIEWER_TOKEN = "sk-viewer-token-before-revocation";
const SECRET = "secret-for-the-error-tests-0123456789";
const HEALTH_TOKEN = "health-token-for-preview-error-tests-0123";
const DRAFT_TITLE = "바른 자세 필라테스 (초안)";

const site = previewSiteForThisFile({
  viewerToken: VIEWER_TOKEN,
  editorDocuments: (dataset) => [
    draftOf(dataset, "program-1", { title: DRAFT_TITLE }),
    previewSecretDocument(SECRET, STUDIO_URL),
    previewSecretDocument(
      "an-expired-secret-0123456789",
      STUDIO_URL,
      new Date(Date.now() - 2 * 3600_000),
    ),
  ],
  env: { SANITY_STUDIO_URL: `${STUDIO_URL}/`, HEALTH_TOKEN },
});

const enableUrl = (secret: string) =>
  `${site.server.url}/api/preview-mode/enable?sanity-preview-secret=${encodeURIComponent(secret)}&sanity-preview-pathname=%2Fprogram%2F1`;

const titleOf = (html: string) =>
  /<h1[^>]*>([\s\S]*?)<\/h1>/
    .exec(html)?.[1]
    ?.replace(/<[^>]+>/g, "")
    .trim();

/** A preview page's title as the editor reads it: preview titles carry stega (the fake answers with source maps). */
const previewTitleOf = (html: string) => stegaClean(titleOf(html));

const details = async () =>
  (await (
    await fetch(`${site.server.url}/healthz/details`, {
      headers: { Authorization: `Bearer ${HEALTH_TOKEN}` },
    })
  ).json()) as { status: string; preview: Record<string, unknown> };

const refusalLogs = () =>
  site.server
    .output()
    .split("\n")
    .filter((line) => line.includes('"event":"preview.token_refused"'));

describe("a bad or expired secret in the Studio's frame", () => {
  it("answers its Korean message, framable by the Studio's origin only", async () => {
    for (const secret of ["guessed-secret", "an-expired-secret-0123456789"]) {
      const response = await fetch(enableUrl(secret), {
        headers: { "Sec-Fetch-Dest": "iframe", Referer: `${STUDIO_URL}/` },
        redirect: "manual",
      });
      expect(response.status, secret).toBe(401);
      expect(await response.text()).toContain("미리보기 주소가 올바르지 않거나 만료되었습니다");
      const csp = response.headers.get("Content-Security-Policy") ?? "";
      expect(csp).toMatch(new RegExp(`frame-ancestors 'self' ${STUDIO_URL}(;|$)`));
      expect(response.headers.getSetCookie().every((c) => c.startsWith("__preview=;"))).toBe(true);
      expect(response.headers.get("X-Frame-Options")).toBeNull();
    }
  });

  it("leaves every other answer unframable", async () => {
    for (const path of ["/", "/program/1", "/api/preview-mode/enable/../../about"]) {
      const response = await fetch(`${site.server.url}${path}`, { redirect: "manual" });
      await response.arrayBuffer();
      expect(response.headers.get("Content-Security-Policy"), path).toContain(
        "frame-ancestors 'none'",
      );
    }
  });
});

describe("a viewer token Sanity refuses", () => {
  it("tells the editor, logs once, shows in /healthz/details, and leaves visitors alone", async () => {
    const entered = await fetch(enableUrl(SECRET), { redirect: "manual" });
    expect(entered.status).toBe(302);
    const cookie = entered.headers.getSetCookie()[0]!.split(";")[0]!;
    const before = await fetch(`${site.server.url}/program/1`, { headers: { Cookie: cookie } });
    expect(previewTitleOf(await before.text())).toBe(DRAFT_TITLE);
    expect((await details()).preview).toMatchObject({ enabled: true, viewerToken: "accepted" });

    site.fake.setViewerToken("sk-a-new-token-the-site-does-not-have"); // revoked in sanity.io/manage

    for (let visit = 0; visit < 3; visit++) {
      const page = await fetch(`${site.server.url}/program/1`, { headers: { Cookie: cookie } });
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(titleOf(html)).toBe(PUBLISHED_TITLE);
      expect(html).toContain("미리보기가 설정되지 않았습니다");
      expect(page.headers.get("Cache-Control")).toBe("private, no-store");
      const data = await fetch(`${site.server.url}/program/1.data`, {
        headers: { Cookie: cookie },
      });
      expect(data.status).toBe(200);
    }

    const again = await fetch(enableUrl(SECRET), {
      headers: { "Sec-Fetch-Dest": "iframe" },
      redirect: "manual",
    });
    expect(again.status).toBe(503);
    const message = await again.text();
    expect(message).toContain("미리보기가 설정되지 않았습니다");
    expect(message).not.toContain("잠시 후");
    expect(again.headers.get("Content-Security-Policy")).toContain(
      `frame-ancestors 'self' ${STUDIO_URL}`,
    );

    // The report is worked out at most once per 5 s (HEALTH_CACHE_MS).
    await expect
      .poll(async () => (await details()).preview, { timeout: 15_000, interval: 1_000 })
      .toMatchObject({ enabled: true, viewerToken: "refused", ok: false });
    expect((await details()).status).toBe("ok"); // visitors' content and store are fine

    const visitor = await fetch(`${site.server.url}/program/1`);
    expect(visitor.status).toBe(200);
    const visitorHtml = await visitor.text();
    expect(titleOf(visitorHtml)).toBe(PUBLISHED_TITLE);
    expect(visitorHtml).not.toContain("미리보기");

    await expect.poll(() => refusalLogs().length).toBe(1);
    expect(JSON.parse(refusalLogs()[0]!)).toMatchObject({ severity: "ERROR", httpStatus: 401 });
    expect(site.server.output()).not.toContain("sk-a-new-token");
    expect(site.server.output()).not.toContain(VIEWER_TOKEN);
  });
});
