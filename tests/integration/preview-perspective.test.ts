// The editor's perspective (decision 203), on the production build against the fake Sanity API
// holding a draft and a release version of class 1: the Presentation tool's
// `sanity-preview-perspective` chooses what preview shows on entry, a switch while it is open
// (posted by the preview bar after comlink's `loader/perspective`) is kept in the cookie of that
// name and used by the next read, and leaving preview forgets it.
import { stegaClean } from "@sanity/client/stega";
import { describe, expect, it } from "vitest";
import { previewSiteForThisFile } from "../support/preview-site-hooks";
import { previewSecretDocument } from "../support/fake-sanity-api";
import {
  documentOf,
  DRAFT_TITLE,
  draftOf,
  PUBLISHED_TITLE,
  STUDIO_URL,
} from "../support/preview-site";

const VIEWER_TOKEN = "sk-viewer-token-for-perspectives";
const SECRET = "secret-for-the-perspective-tests-0123456789";
const RELEASE = "rSpring2027";
const RELEASE_TITLE = "바른 자세 필라테스 (2027 봄 릴리스)";

const site = previewSiteForThisFile({
  viewerToken: VIEWER_TOKEN,
  editorDocuments: (dataset) => [
    draftOf(dataset, "program-1", { title: DRAFT_TITLE }),
    { _id: `_.releases.${RELEASE}`, _type: "system.release", name: RELEASE },
    {
      ...documentOf(dataset, "program-1"),
      _id: `versions.${RELEASE}.program-1`,
      title: RELEASE_TITLE,
    },
    previewSecretDocument(SECRET, STUDIO_URL),
  ],
});

/** name=value pairs of Set-Cookie headers, as a browser would send them back. */
const cookiesOf = (response: Response) =>
  response.headers.getSetCookie().map((setCookie) => setCookie.split(";")[0]!);

/** Enters preview as the Studio's frame does, naming `perspective` (or none). */
async function enter(perspective?: string) {
  const named = perspective ? `&sanity-preview-perspective=${encodeURIComponent(perspective)}` : "";
  const response = await fetch(
    `${site.server.url}/api/preview-mode/enable?sanity-preview-secret=${SECRET}&sanity-preview-pathname=%2Fprogram%2F1${named}`,
    { redirect: "manual" },
  );
  expect(response.status).toBe(302);
  return { response, cookies: cookiesOf(response) };
}

const titleOf = (html: string) =>
  /<h1[^>]*>([\s\S]*?)<\/h1>/
    .exec(html)?.[1]
    ?.replace(/<[^>]+>/g, "")
    .trim();

/** Class 1 in preview: its title as the editor reads it (without the stega it carries). */
async function page(cookies: string[]) {
  const response = await fetch(`${site.server.url}/program/1`, {
    headers: { Cookie: cookies.join("; ") },
  });
  expect(response.status).toBe(200);
  const html = await response.text();
  return { title: stegaClean(titleOf(html)), html, response };
}

const switchTo = (cookies: string[], perspective: string, origin = site.server.url) =>
  fetch(`${site.server.url}/api/preview-mode/perspective`, {
    method: "POST",
    headers: {
      Cookie: cookies.join("; "),
      Origin: origin,
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams({ perspective }),
  });

/** The cookies after `response` replaced some of them. */
const merge = (cookies: string[], response: Response) => {
  const next = new Map(cookies.map((cookie) => [cookie.split("=")[0]!, cookie] as const));
  for (const cookie of cookiesOf(response)) next.set(cookie.split("=")[0]!, cookie);
  return [...next.values()];
};

describe("entering preview in the Studio's perspective", () => {
  it("sets the sanity-preview-perspective cookie beside the preview cookie", async () => {
    const { response, cookies } = await enter("published");
    expect(cookies.map((cookie) => cookie.split("=")[0])).toEqual([
      "__preview",
      "sanity-preview-perspective",
    ]);
    for (const setCookie of response.headers.getSetCookie()) expect(setCookie).toMatch(/HttpOnly/);
    expect(response.headers.get("Location")).toBe(
      "/program/1?sanity-preview-perspective=published",
    );
  });

  it("published shows the published class, still in preview (bar, private answer)", async () => {
    const { title, html, response } = await page((await enter("published")).cookies);
    expect(title).toBe(PUBLISHED_TITLE);
    expect(html).toContain("미리보기 중");
    expect(html).toContain("게시된 내용");
    expect(response.headers.get("Cache-Control")).toMatch(/private/);
  });

  it("drafts, or no perspective named (an older Studio), shows the draft", async () => {
    expect((await page((await enter("drafts")).cookies)).title).toBe(DRAFT_TITLE);
    const { title, html } = await page((await enter()).cookies);
    expect(title).toBe(DRAFT_TITLE);
    expect(html).toContain("초안");
  });

  it("a release stacked on drafts shows the release's version", async () => {
    const { title, html } = await page((await enter(`${RELEASE},drafts`)).cookies);
    expect(title).toBe(RELEASE_TITLE);
    expect(html).toContain("릴리스에 담긴 변경");
    expect(site.fake.seen.at(-1)?.perspective).toBeTruthy();
    expect(site.fake.seen.some((seen) => seen.perspective === `${RELEASE},drafts`)).toBe(true);
  });

  it("a perspective the site cannot read falls back to drafts", async () => {
    expect((await page((await enter("a b c")).cookies)).title).toBe(DRAFT_TITLE);
  });
});

describe("switching perspective while the Presentation tool is open", () => {
  it("keeps the new perspective in its cookie; the next read uses it", async () => {
    let cookies = (await enter("drafts")).cookies;
    expect((await page(cookies)).title).toBe(DRAFT_TITLE);

    const toPublished = await switchTo(cookies, "published");
    expect(toPublished.status).toBe(204);
    expect(toPublished.headers.get("Cache-Control")).toMatch(/no-store/);
    cookies = merge(cookies, toPublished);
    expect((await page(cookies)).title).toBe(PUBLISHED_TITLE);

    const toRelease = await switchTo(cookies, `${RELEASE},drafts`);
    expect(toRelease.status).toBe(204);
    cookies = merge(cookies, toRelease);
    expect((await page(cookies)).title).toBe(RELEASE_TITLE);
  });

  it("refuses a browser not in preview (403) and a perspective it cannot read (400), in Korean", async () => {
    const outside = await switchTo([], "drafts");
    expect(outside.status).toBe(403);
    expect(await outside.text()).toContain("미리보기 중이 아닙니다");
    expect(outside.headers.getSetCookie()).toEqual([]);

    const { cookies } = await enter("drafts");
    const bad = await switchTo(cookies, "drafts,raw");
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("알 수 없는 보기 방식");
  });

  it("refuses a post from another site's page (403) and a GET (405)", async () => {
    const { cookies } = await enter("drafts");
    expect((await switchTo(cookies, "published", "https://evil.example")).status).toBe(403);
    const get = await fetch(`${site.server.url}/api/preview-mode/perspective`);
    expect(get.status).toBe(405);
  });

  it("미리보기 종료 forgets the perspective with the preview", async () => {
    const { cookies } = await enter("published");
    const left = await fetch(
      `${site.server.url}/api/preview-mode/disable?redirectTo=%2Fprogram%2F1`,
      {
        method: "POST",
        headers: { Cookie: cookies.join("; "), Origin: site.server.url },
        redirect: "manual",
      },
    );
    expect(left.status).toBe(303);
    const cleared = left.headers.getSetCookie();
    expect(cleared.some((c) => /^sanity-preview-perspective=;.*Max-Age=0/i.test(c))).toBe(true);
    expect(cleared.some((c) => /^__preview=;.*Max-Age=0/i.test(c))).toBe(true);
  });
});
