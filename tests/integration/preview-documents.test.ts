// Every document type where it appears (decision 186), on the production build against the fake
// Sanity API: a notice the editor has scheduled (a draft with a future publish time) is shown in
// preview on the board, on the home page and on its own page, marked with its date, while
// visitors get neither it nor its page (404).
import { describe, expect, it } from "vitest";
import { formatSeoulDateTime } from "~/domain/seoul-time";
import { previewSiteForThisFile } from "../support/preview-site-hooks";
import { previewSecretDocument } from "../support/fake-sanity-api";
import { previewCookieOf, STUDIO_URL } from "../support/preview-site";

const VIEWER_TOKEN = "sk-viewer-token-for-documents";
const SECRET = "secret-for-the-document-tests-0123456789";
const SCHEDULED_TITLE = "2027년 봄 음악회 초대 (예약)";
const PUBLISH_AT = new Date(Date.now() + 7 * 24 * 3600_000).toISOString();

const site = previewSiteForThisFile({
  viewerToken: VIEWER_TOKEN,
  editorDocuments: () => [
    {
      _id: "drafts.notice-spring-concert",
      _type: "notice",
      title: SCHEDULED_TITLE,
      publishedAt: PUBLISH_AT,
      pinned: false,
      body: [],
    },
    previewSecretDocument(SECRET, STUDIO_URL),
  ],
});

const previewCookie = () => previewCookieOf(site.server.url, SECRET, "/notices");

const text = (html: string) => html.replace(/<[^>]+>|<!-- -->/g, "");

describe("a scheduled notice", () => {
  it("shows in preview on the board, the home page and its own page, marked with its date", async () => {
    const cookie = await previewCookie();
    const mark = `예약 게시 ${formatSeoulDateTime(PUBLISH_AT)}`;
    for (const path of ["/notices", "/", "/notices/notice-spring-concert"]) {
      const response = await fetch(`${site.server.url}${path}`, { headers: { Cookie: cookie } });
      expect(response.status, path).toBe(200);
      const page = text(await response.text());
      expect(page, path).toContain(SCHEDULED_TITLE);
      expect(page, path).toContain(mark);
    }
  });

  it("stays invisible to visitors: not listed, and its page answers 404", async () => {
    for (const path of ["/notices", "/"]) {
      const page = await (await fetch(`${site.server.url}${path}`)).text();
      expect(page, path).not.toContain(SCHEDULED_TITLE);
      expect(page, path).not.toContain("예약 게시");
    }
    const page = await fetch(`${site.server.url}/notices/notice-spring-concert`);
    expect(page.status).toBe(404);
  });

  it("published notices carry no mark in preview", async () => {
    const cookie = await previewCookie();
    const page = text(
      await (
        await fetch(`${site.server.url}/notices/notice-parking-change`, {
          headers: { Cookie: cookie },
        })
      ).text(),
    );
    expect(page).toContain("지하 주차장 무료 이용 시간 변경");
    expect(page).not.toContain("예약 게시");
  });
});
