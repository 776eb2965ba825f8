// Executor 1 (@sanity/client) against a local fake of Sanity's query API that holds the bundled
// dataset as an imported project would (assets on the CDN, tests/support/fake-sanity-api.ts):
// every query gives the same view models as the embedded executor, except that pictures come
// from the CDN. No network.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "~/env.server";
import { runLocalQuery } from "~/content/local-dataset.server";
import * as map from "~/content/mapping";
import * as q from "~/content/queries";
import {
  SANITY_MAX_RETRIES,
  SANITY_TIMEOUT_MS,
  createSanityQueryRunner,
  sanityClientConfig,
} from "~/content/sanity-client.server";
import type { QueryParams, RunQuery } from "~/content/run-query";
import {
  importedDataset,
  startFakeSanityApi,
  type FakeSanityApi,
  type SanityDocument,
} from "../support/fake-sanity-api";

const PROJECT = "fake1234";
const DATASET = "staging";

let fake: FakeSanityApi;
const seen = () => fake.seen;

beforeAll(async () => {
  fake = await startFakeSanityApi({ documents: importedDataset(PROJECT, DATASET) });
});

afterAll(() => fake.close());

const env = parseEnv({
  SANITY_PROJECT_ID: PROJECT,
  SANITY_DATASET: DATASET,
  SANITY_API_VERSION: "2025-02-19",
});
const sanityImages = { kind: "sanity", projectId: PROJECT, dataset: DATASET } as const;
const localImages = { kind: "local" } as const;
let runSanity: RunQuery;
beforeAll(() => {
  runSanity = createSanityQueryRunner(env, {
    apiHost: fake.apiHost,
    useProjectHostname: false,
    retryDelay: () => 10,
  });
});

/** View models without picture addresses: those are the one thing allowed to differ. */
function withoutImageAddresses(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutImageAddresses);
  if (!value || typeof value !== "object") return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (key === "src" || key === "srcSet" || key === "width" || key === "height") continue;
    out[key] = withoutImageAddresses(inner);
  }
  return out;
}

const cases: Array<
  [
    string,
    string,
    QueryParams,
    (raw: never, images: typeof sanityImages | typeof localImages) => unknown,
  ]
> = [
  ["site settings", q.SITE_SETTINGS_QUERY, {}, (raw) => map.toSiteSettings(raw)],
  ["home page", q.HOME_PAGE_QUERY, {}, (raw, images) => map.toHomePage(raw, images)],
  ["programs", q.PROGRAMS_QUERY, {}, (raw, images) => map.toProgramSummaries(raw, images)],
  [
    "featured programs",
    q.FEATURED_PROGRAMS_QUERY,
    {},
    (raw, images) => map.toProgramSummaries(raw, images),
  ],
  ["program 17", q.PROGRAM_QUERY, { id: 17 }, (raw, images) => map.toProgramDetail(raw, images)],
  ["page privacy", q.PAGE_QUERY, { slug: "privacy" }, (raw, images) => map.toPage(raw, images)],
  ["video lectures", q.VIDEO_LECTURES_QUERY, {}, (raw, images) => map.toVideoLectures(raw, images)],
];

describe("Sanity executor against a fake Sanity API", () => {
  it.each(cases)(
    "gives the same %s as the bundled dataset",
    async (_name, query, params, toView) => {
      const fromSanity = toView((await runSanity(query, params)) as never, sanityImages);
      const fromLocal = toView((await runLocalQuery(query, params)) as never, localImages);
      expect(fromSanity).not.toBeNull();
      expect(withoutImageAddresses(fromSanity)).toEqual(withoutImageAddresses(fromLocal));
    },
  );

  it("serves pictures from the Sanity CDN with a width and auto=format", async () => {
    const home = map.toHomePage((await runSanity(q.HOME_PAGE_QUERY)) as never, sanityImages);
    expect(home.heroSlides).toHaveLength(4);
    for (const slide of home.heroSlides) {
      expect(slide.image.src).toMatch(
        new RegExp(
          `^https://cdn\\.sanity\\.io/images/${PROJECT}/${DATASET}/\\w+-1920x800\\.svg\\?w=1920&auto=format$`,
        ),
      );
      expect(slide.image.srcSet).toContain("w=960&auto=format 960w");
    }
  });

  it("reads the configured dataset, published perspective, at the configured API version", async () => {
    seen().length = 0;
    await runSanity(q.PROGRAM_QUERY, { id: 2 });
    expect(seen().at(-1)?.path).toBe(`/v2025-02-19/data/query/${DATASET}`);
    expect(seen().at(-1)?.perspective).toBe("published");
  });

  it("retries a failed read (bounded) and then answers", async () => {
    seen().length = 0;
    fake.failNext(2);
    const count = await runSanity<number>(`count(*[_type == "program"])`);
    expect(count).toBe(18);
    expect(seen().length).toBe(3);
  });

  it("gives up after the bounded retries", async () => {
    seen().length = 0;
    fake.failNext(SANITY_MAX_RETRIES + 5);
    await expect(runSanity(`count(*)`)).rejects.toThrow();
    expect(seen().length).toBe(SANITY_MAX_RETRIES + 1);
    fake.failNext(0);
  });

  it("keeps every request within the design's 30 s ceiling and reads the CDN", () => {
    const config = sanityClientConfig(env);
    expect(SANITY_TIMEOUT_MS).toBeLessThanOrEqual(30_000);
    expect(config.timeout).toBe(SANITY_TIMEOUT_MS);
    expect(config.useCdn).toBe(true);
    expect(config.perspective).toBe("published");
    expect(config.maxRetries).toBe(SANITY_MAX_RETRIES);
  });
});

describe("an edited project: order, recruitment, slide links and lectures", () => {
  type Doc = SanityDocument;
  const edit = (id: string, change: (doc: Doc) => Doc) =>
    fake.put(change({ ...fake.document(id)! }));
  const restore = () => fake.put(...importedDataset(PROJECT, DATASET));
  // 2026-03-10 in Seoul.
  const now = new Date("2026-03-10T03:00:00Z");

  beforeAll(() => {
    restore();
    // Dragged to the top of the list; class 1 was never ranked (created before the plugin).
    edit("program-18", (doc) => ({ ...doc, orderRank: "0|000001:" }));
    edit("program-1", ({ orderRank: _dropped, ...doc }) => doc as Doc);
    edit("program-3", (doc) => ({
      ...doc,
      applicationPeriod: { start: "2026-03-02", end: "2026-03-13" },
      capacity: 8,
    }));
    edit("program-4", ({ recruitmentStatus: _dropped, ...doc }) => doc as Doc);
    edit("program-2", (doc) => ({ ...doc, schedule: `${String(doc.schedule)} [모집마감]` }));
    edit("program-6", (doc) => ({ ...doc, applicationPeriod: { start: "2026-03-11" } }));
    edit("video-drum-rudiments", (doc) => ({ ...doc, videoId: "dQw4w9WgXcQ" }));
    edit("video-english-greetings", (doc) => ({ ...doc, videoId: "too-short" }));
  });
  afterAll(() => {
    restore();
  });

  it("lists classes in the editors' order, unranked ones last, on every list and carousel", async () => {
    const programs = map.toProgramSummaries(
      (await runSanity(q.PROGRAMS_QUERY)) as never,
      sanityImages,
      now,
    );
    expect(programs.map((p) => p.id)).toEqual([
      18, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 16, 17, 19, 1,
    ]);
    const home = map.toHomePage((await runSanity(q.HOME_PAGE_QUERY)) as never, sanityImages, now);
    expect(home.musicPrograms.map((p) => p.id)).toEqual([18, 2, 3, 4, 5, 6, 7, 8, 10, 11, 12, 13]);
    const featured = map.toProgramSummaries(
      (await runSanity(q.FEATURED_PROGRAMS_QUERY)) as never,
      sanityImages,
      now,
    );
    expect(featured.map((p) => p.id)).toEqual(
      programs.filter((p) => p.isFeatured).map((p) => p.id),
    );
    expect(featured.at(-1)?.id).toBe(1);
    // The address stays the public number.
    const detail = map.toProgramDetail(
      (await runSanity(q.PROGRAM_QUERY, { id: 18 })) as never,
      sanityImages,
      now,
    );
    expect(detail?.id).toBe(18);
  });

  it("reads status, period and capacity; old content with the marker reads as closed", async () => {
    const programs = map.toProgramSummaries(
      (await runSanity(q.PROGRAMS_QUERY)) as never,
      sanityImages,
      now,
    );
    const byId = new Map(programs.map((p) => [p.id, p]));
    expect(byId.get(3)).toMatchObject({
      isClosed: false,
      recruitment: {
        phase: "open",
        opensOn: "2026-03-02",
        closesOn: "2026-03-13",
        capacity: 8,
        daysLeft: 3,
      },
    });
    expect(byId.get(2)).toMatchObject({
      isClosed: true,
      recruitment: { phase: "closed", markedClosed: true },
    });
    expect(byId.get(4)).toMatchObject({
      isClosed: false,
      recruitment: { status: "open", phase: "open" },
    });
    expect(byId.get(5)).toMatchObject({
      isClosed: true,
      recruitment: { status: "closed", capacity: 10 },
    });
    expect(byId.get(6)).toMatchObject({ isClosed: true, recruitment: { phase: "upcoming" } });
  });

  it("sends each hero button to its page or class", async () => {
    const home = map.toHomePage((await runSanity(q.HOME_PAGE_QUERY)) as never, sanityImages, now);
    expect(home.heroSlides.map((s) => s.link.href)).toEqual([
      "/music",
      "/program/7",
      "/program/3",
      "/services",
    ]);
  });

  it("shows only lectures with a playable YouTube id", async () => {
    const lectures = map.toVideoLectures(
      (await runSanity(q.VIDEO_LECTURES_QUERY)) as never,
      sanityImages,
    );
    expect(lectures.map((l) => [l.videoId, l.program?.id])).toEqual([["dQw4w9WgXcQ", 7]]);
  });
});
