// Sanity's live API and API CDN as two hosts (issue 28 §5, decision 225): the built site keeps
// its production addresses (https://fake1234.api.sanity.io, https://fake1234.apicdn.sanity.io),
// reached over TLS through a tunnel that opens only those two names. Visitors read published
// content from the CDN; preview reads drafts with the viewer token from the live API; the CDN
// refuses the drafts perspective, and the site never asks it for one.
import { request } from "node:https";
import { stegaClean } from "@sanity/client/stega";
import { describe, expect, it } from "vitest";
import { previewSiteForThisFile } from "../support/preview-site-hooks";
import { previewSecretDocument } from "../support/fake-sanity-api";
import {
  DRAFT_TITLE,
  draftOf,
  FAKE_DATASET,
  PUBLISHED_TITLE,
  STUDIO_URL,
} from "../support/preview-site";

const VIEWER_TOKEN = "sk-viewer-token-for-the-two-hosts";
const SECRET = "secret-for-the-two-hosts-0123456789";

const site = previewSiteForThisFile({
  viewerToken: VIEWER_TOKEN,
  editorDocuments: (dataset) => [
    draftOf(dataset, "program-1", { title: DRAFT_TITLE }),
    previewSecretDocument(SECRET, STUDIO_URL),
  ],
});

/** A GET straight to one of the fake's hosts, trusting the test certificate. */
function getFromHost(origin: string, path: string, token?: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(
      `${origin}${path}`,
      { ca: site.tls.cert, headers: token ? { Authorization: `Bearer ${token}` } : {} },
      (res) => {
        let body = "";
        res.on("data", (chunk) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on("error", reject);
    req.end();
  });
}

/** The test's own query: the site never sends it, so the site's reads are the others. */
const OWN_QUERY = '*[_id == "program-1"][0].title';
const queryPath = (perspective: string) =>
  `/v2025-02-19/data/query/${FAKE_DATASET}?query=${encodeURIComponent(OWN_QUERY)}&perspective=${perspective}`;
const siteReads = () => site.fake.seen.filter((read) => read.query !== OWN_QUERY);

const heading = (html: string) =>
  /<h1[^>]*>([\s\S]*?)<\/h1>/
    .exec(html)?.[1]
    ?.replace(/<[^>]+>/g, "")
    .trim() ?? "";

describe("the fake's two hosts", () => {
  it("the API CDN refuses a drafts read that the live API answers", async () => {
    const cdn = await getFromHost(site.fake.cdnApiHost!, queryPath("drafts"), VIEWER_TOKEN);
    expect(cdn.status).toBe(400);
    expect(cdn.body).toContain("API CDN does not serve");
    const live = await getFromHost(site.fake.apiHost, queryPath("drafts"), VIEWER_TOKEN);
    expect(live.status).toBe(200);
    expect(JSON.parse(live.body).result).toBe(DRAFT_TITLE);
    const published = await getFromHost(site.fake.cdnApiHost!, queryPath("published"));
    expect(JSON.parse(published.body).result).toBe(PUBLISHED_TITLE);
  });
});

describe("the site on Sanity's production addresses", () => {
  it("a visitor's page is read from the API CDN, published only", async () => {
    const response = await fetch(`${site.server.url}/program/1`);
    expect(response.status).toBe(200);
    expect(heading(await response.text())).toBe(PUBLISHED_TITLE);
    // Before any preview: the site's reads since it started (its content cache may have served
    // this page from reads made at start).
    const reads = siteReads();
    expect(reads.length).toBeGreaterThan(0);
    for (const read of reads) {
      expect(read.host).toBe("cdn");
      expect(read.perspective ?? "published").toBe("published");
      expect(read.withViewerToken).toBe(false);
    }
  });

  it("preview reads drafts with the viewer token from the live API, none from the CDN", async () => {
    const entry = await fetch(
      `${site.server.url}/api/preview-mode/enable?sanity-preview-secret=${SECRET}&sanity-preview-pathname=%2Fprogram%2F1`,
      { redirect: "manual" },
    );
    expect(entry.status).toBe(302);
    const cookie = entry.headers
      .getSetCookie()
      .map((value) => value.split(";")[0])
      .join("; ");
    const before = site.fake.seen.length;
    const response = await fetch(`${site.server.url}/program/1`, { headers: { Cookie: cookie } });
    expect(response.status).toBe(200);
    expect(stegaClean(heading(await response.text()))).toBe(DRAFT_TITLE);
    const drafts = site.fake.seen.slice(before).filter((read) => read.perspective === "drafts");
    expect(drafts.length).toBeGreaterThan(0);
    for (const read of drafts) {
      expect(read.host).toBe("live");
      expect(read.withViewerToken).toBe(true);
    }
  });

  it("over the whole run no read other than published reached the CDN, and no other host was asked", () => {
    const notPublishedOnCdn = siteReads().filter(
      (read) => read.host === "cdn" && (read.perspective ?? "published") !== "published",
    );
    expect(notPublishedOnCdn).toEqual([]);
    expect(site.fake.seen.some((read) => read.host === "single")).toBe(false);
    expect(site.fake.refusedTunnels).toEqual([]);
  });
});
