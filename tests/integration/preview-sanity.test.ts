// Preview mode's Sanity side against the local fake API (tests/support/fake-sanity-api.ts): the
// viewer client reads drafts with the token and asks for a source map (stega), published reads
// never see a draft, and the Studio's preview secret is checked in the dataset by
// @sanity/preview-url-secret. The whole site in preview: tests/integration/preview-mode.test.ts.
import { stegaClean } from "@sanity/client/stega";
import { validatePreviewUrl } from "@sanity/preview-url-secret";
import { vercelStegaDecode } from "@vercel/stega";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as q from "~/content/queries";
import {
  createSanityPreviewRunner,
  createSanityQueryRunner,
  sanityViewerClient,
} from "~/content/sanity-client.server";
import { parseEnv } from "~/env.server";
import {
  importedDataset,
  previewSecretDocument,
  startFakeSanityApi,
  type FakeSanityApi,
} from "../support/fake-sanity-api";

const PROJECT = "fake1234";
const DATASET = "staging";
const VIEWER_TOKEN = "sk-viewer-token-for-tests";
const SECRET = "a-fresh-secret-the-studio-wrote";
const STUDIO = "https://cheongna.sanity.studio";
const DRAFT_TITLE = "바른 자세 필라테스 (가을학기 개편안)";
const RELEASE = "rSpring2027";
const RELEASE_TITLE = "바른 자세 필라테스 (2027 봄 릴리스)";

let fake: FakeSanityApi;
let env: ReturnType<typeof parseEnv>;

beforeAll(async () => {
  const dataset = importedDataset(PROJECT, DATASET);
  const published = dataset.find((doc) => doc._id === "program-1")!;
  fake = await startFakeSanityApi({ documents: dataset, viewerToken: VIEWER_TOKEN });
  fake.put(
    { ...published, _id: "drafts.program-1", title: DRAFT_TITLE },
    previewSecretDocument(SECRET, STUDIO),
    previewSecretDocument("an-hour-old-secret", STUDIO, new Date(Date.now() - 61 * 60_000)),
    // A Content Release as the Studio stores it: the release and its version of class 1.
    { _id: `_.releases.${RELEASE}`, _type: "system.release", name: RELEASE },
    { ...published, _id: `versions.${RELEASE}.program-1`, title: RELEASE_TITLE },
  );
  env = parseEnv({
    SANITY_PROJECT_ID: PROJECT,
    SANITY_DATASET: DATASET,
    SANITY_VIEWER_TOKEN: VIEWER_TOKEN,
    SANITY_API_HOST: fake.apiHost,
  });
});

afterAll(() => fake.close());

type Title = { title: string } | null;

describe("preview reads against the fake Sanity API", () => {
  it("reads the draft with the viewer token, from the API, asking for a source map", async () => {
    const runPreview = createSanityPreviewRunner(env, { retryDelay: () => 10 });
    fake.seen.length = 0;
    const draft = await runPreview<Title>(q.PROGRAM_QUERY, { id: 1 }, { studioOrigin: STUDIO });
    expect(draft?.title).not.toBe(DRAFT_TITLE); // stega: the fake answers with a source map
    expect(stegaClean(draft?.title)).toBe(DRAFT_TITLE);
    expect(fake.seen).toHaveLength(1);
    expect(fake.seen[0]).toMatchObject({
      perspective: "drafts",
      withViewerToken: true,
      resultSourceMap: true,
    });
  });

  it("asks for no source map when the Studio's address is unknown (no stega)", async () => {
    const runPreview = createSanityPreviewRunner(env, { retryDelay: () => 10 });
    fake.seen.length = 0;
    await runPreview<Title>(q.PROGRAM_QUERY, { id: 1 }, { studioOrigin: null });
    expect(fake.seen[0]).toMatchObject({ perspective: "drafts", resultSourceMap: false });
  });

  it("keeps published reads on the published perspective, without the viewer token", async () => {
    const runPublished = createSanityQueryRunner(env, { retryDelay: () => 10 });
    fake.seen.length = 0;
    const published = await runPublished<Title>(q.PROGRAM_QUERY, { id: 1 });
    expect(published?.title).toBe("바른 자세 필라테스");
    expect(fake.seen[0]).toMatchObject({ perspective: "published", withViewerToken: false });
  });

  it("without a token a drafts read sees no draft: ids with a dot are private (as the Content Lake)", async () => {
    const runWithoutToken = createSanityQueryRunner(env, {
      perspective: "drafts",
      retryDelay: () => 10,
      maxRetries: 0,
    });
    const read = await runWithoutToken<Title>(q.PROGRAM_QUERY, { id: 1 });
    expect(read?.title).toBe("바른 자세 필라테스");
    const raw = createSanityQueryRunner(env, { perspective: "raw", maxRetries: 0 });
    expect(await raw<number>(`count(*[_id in path("drafts.**")])`, {})).toBe(0);
    expect(await raw<number>(`count(*[_type == "sanity.previewUrlSecret"])`, {})).toBe(0);
  });

  it("answers a token it does not know with 401, never as if there were no token", async () => {
    const runWrongToken = createSanityPreviewRunner(
      { ...env, SANITY_VIEWER_TOKEN: "sk-revoked" },
      { retryDelay: () => 10, maxRetries: 0 },
    );
    await expect(
      runWrongToken<Title>(q.PROGRAM_QUERY, { id: 1 }, { studioOrigin: null }),
    ).rejects.toMatchObject({ statusCode: 401 });
    const publishedWrongToken = createSanityQueryRunner(
      { ...env, SANITY_READ_TOKEN: "sk-revoked" },
      { retryDelay: () => 10, maxRetries: 0 },
    );
    await expect(publishedWrongToken(q.PROGRAM_QUERY, { id: 1 })).rejects.toMatchObject({
      statusCode: 401,
    });
  });

  it("reads in the editor's perspective: published, drafts, or a release stacked on drafts (decision 203)", async () => {
    const runPreview = createSanityPreviewRunner(env, { retryDelay: () => 10 });
    const read = (perspective: "published" | "drafts" | string[]) =>
      runPreview<Title>(q.PROGRAM_QUERY, { id: 1 }, { studioOrigin: STUDIO, perspective });
    fake.seen.length = 0;
    expect(stegaClean((await read("published"))?.title)).toBe("바른 자세 필라테스");
    expect(stegaClean((await read("drafts"))?.title)).toBe(DRAFT_TITLE);
    expect(stegaClean((await read([RELEASE, "drafts"]))?.title)).toBe(RELEASE_TITLE);
    // Class 2 has neither a draft nor a version: the stack falls through to the published one.
    const other = await runPreview<Title>(
      q.PROGRAM_QUERY,
      { id: 2 },
      {
        studioOrigin: null,
        perspective: [RELEASE, "drafts"],
      },
    );
    expect(other?.title).toBeTruthy();
    expect(fake.seen.map((request) => request.perspective)).toEqual([
      "published",
      "drafts",
      `${RELEASE},drafts`,
      `${RELEASE},drafts`,
    ]);
    expect(fake.seen.every((request) => request.withViewerToken)).toBe(true);
  });

  it("refuses a perspective Sanity does not know with 400 (and a release the dataset lacks)", async () => {
    const missing = await fetch(
      `${fake.apiHost}/v2025-02-19/data/query/${DATASET}?query=${encodeURIComponent("count(*)")}&perspective=rNoSuchRelease,drafts`,
      { headers: { authorization: `Bearer ${VIEWER_TOKEN}` } },
    );
    expect(missing.status).toBe(400);
    const response = await fetch(
      `${fake.apiHost}/v2025-02-19/data/query/${DATASET}?query=${encodeURIComponent("count(*)")}&perspective=nonsense`,
    );
    expect(response.status).toBe(400);
  });
});

describe("the Studio's preview secret", () => {
  const previewUrl = (secret: string, pathname = "/program/1") =>
    `http://127.0.0.1/api/preview-mode/enable?sanity-preview-secret=${encodeURIComponent(secret)}&sanity-preview-pathname=${encodeURIComponent(pathname)}`;

  it("accepts the secret the Studio wrote, with the page to open and the Studio's origin", async () => {
    const result = await validatePreviewUrl(sanityViewerClient(env), previewUrl(SECRET));
    expect(result).toMatchObject({ isValid: true, redirectTo: "/program/1", studioOrigin: STUDIO });
    expect(fake.seen.at(-1)).toMatchObject({ perspective: "raw", withViewerToken: true });
  });

  it("refuses a wrong secret, an empty one and one older than an hour", async () => {
    for (const secret of ["not-the-secret", "", "an-hour-old-secret"]) {
      const result = await validatePreviewUrl(sanityViewerClient(env), previewUrl(secret));
      expect(result.isValid, secret).toBe(false);
      expect(result.redirectTo).toBeUndefined();
    }
  });
});

describe("stega end to end: the fake answers with a content source map, as Sanity does", () => {
  let withMaps: FakeSanityApi;
  let mapsEnv: ReturnType<typeof parseEnv>;

  beforeAll(async () => {
    const dataset = importedDataset(PROJECT, DATASET);
    const published = dataset.find((doc) => doc._id === "program-1")!;
    withMaps = await startFakeSanityApi({
      documents: dataset,
      viewerToken: VIEWER_TOKEN,
    });
    withMaps.put({ ...published, _id: "drafts.program-1", title: DRAFT_TITLE });
    mapsEnv = { ...env, SANITY_API_HOST: withMaps.apiHost };
  });

  afterAll(() => withMaps.close());

  type Program = {
    title: string;
    weekdays: string[];
    startTime: string;
    category: string;
  } | null;

  it("encodes the title with the Studio's edit link for the draft; data fields stay as typed", async () => {
    const runPreview = createSanityPreviewRunner(mapsEnv, { retryDelay: () => 10 });
    const program = await runPreview<Program>(q.PROGRAM_QUERY, { id: 1 }, { studioOrigin: STUDIO });
    expect(program!.title).not.toBe(DRAFT_TITLE);
    expect(stegaClean(program!.title)).toBe(DRAFT_TITLE);
    const edit = vercelStegaDecode<{ origin: string; href: string }>(program!.title);
    expect(edit?.origin).toBe("sanity.io");
    expect(edit?.href).toContain(STUDIO);
    expect(edit?.href).toContain("id=program-1");
    expect(edit?.href).toContain("path=title");
    expect(program!.weekdays).toEqual(["tue", "thu"]);
    expect(program!.startTime).toBe("10:00");
    expect(program!.category).toBe("health");
  });

  it("asks for no map and encodes nothing without the Studio's address, nor for visitors", async () => {
    const runPreview = createSanityPreviewRunner(mapsEnv, { retryDelay: () => 10 });
    const plain = await runPreview<Program>(q.PROGRAM_QUERY, { id: 1 }, { studioOrigin: null });
    expect(plain!.title).toBe(DRAFT_TITLE);
    const visitor = await createSanityQueryRunner(mapsEnv)<Program>(q.PROGRAM_QUERY, { id: 1 });
    expect(visitor!.title).toBe("바른 자세 필라테스");
    expect(withMaps.seen.filter((seen) => seen.resultSourceMap)).toHaveLength(1);
  });
});
