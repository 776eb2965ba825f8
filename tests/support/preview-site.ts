// The production build in the Studio's preview against the local fake of Sanity's API: the
// bundled dataset imported as project fake1234's `production`, what the editor has besides the
// published documents (drafts, releases, the Presentation tool's secrets) put in it, and the site
// started with the viewer token, reaching Sanity at its production addresses (sanity-hosts.ts).
// The preview tests (tests/integration/preview-*.test.ts, tests/security/preview-caches.test.ts,
// tests/e2e/preview*.spec.ts) each start their own.
import { startBuiltServer, type RunningServer } from "./built-server";
import {
  importedDataset,
  startFakeSanityApi,
  type FakeSanityApi,
  type SanityDocument,
} from "./fake-sanity-api";
import type { LocalCertificate } from "./local-tls";
import { productionHosts } from "./sanity-hosts";

export const FAKE_PROJECT = "fake1234";
export const FAKE_DATASET = "production";
/** The Studio's address as the Presentation tool's secret names it. */
export const STUDIO_URL = "https://cheongna.sanity.studio";
/** Class 1 of the bundled dataset as published, and the editor's draft title most tests give it. */
export const PUBLISHED_TITLE = "바른 자세 필라테스";
export const DRAFT_TITLE = "바른 자세 필라테스 (가을학기 개편안)";

export type PreviewSite = {
  fake: FakeSanityApi;
  server: RunningServer;
  /** The published documents the fake started with. */
  dataset: SanityDocument[];
  /** The throw-away certificate of Sanity's two hosts (for reaching them from the test). */
  tls: LocalCertificate;
  stop(): Promise<void>;
};

/** The dataset's document `id` (one that exists). */
export const documentOf = (dataset: SanityDocument[], id: string) =>
  dataset.find((doc) => doc._id === id)!;

/** A draft of `id` with `changes` (a title, mostly). */
export const draftOf = (
  dataset: SanityDocument[],
  id: string,
  changes: Record<string, unknown>,
): SanityDocument => ({ ...documentOf(dataset, id), _id: `drafts.${id}`, ...changes });

export async function startPreviewSite(options: {
  viewerToken: string;
  /** What the editor holds besides the published documents. */
  editorDocuments?: (dataset: SanityDocument[]) => SanityDocument[];
  /** More of the site's settings (SANITY_STUDIO_URL, HEALTH_TOKEN, …). */
  env?: Record<string, string>;
}): Promise<PreviewSite> {
  const dataset = importedDataset(FAKE_PROJECT, FAKE_DATASET);
  const hosts = productionHosts(FAKE_PROJECT);
  const fake = await startFakeSanityApi({
    documents: dataset,
    viewerToken: options.viewerToken,
    productionHosts: hosts,
  });
  const editors = options.editorDocuments?.(dataset) ?? [];
  if (editors.length) fake.put(...editors);
  const server = await startBuiltServer({
    env: {
      SANITY_PROJECT_ID: FAKE_PROJECT,
      SANITY_DATASET: FAKE_DATASET,
      ...fake.siteEnv,
      SANITY_VIEWER_TOKEN: options.viewerToken,
      ...options.env,
    },
  }).catch(async (error: unknown) => {
    await fake.close();
    throw error;
  });
  return {
    fake,
    server,
    dataset,
    tls: hosts.tls,
    async stop() {
      await server.stop();
      await fake.close();
    },
  };
}

/** The address the Presentation tool opens to enter preview with `secret` at `pathname`. */
export const previewEnableUrl = (siteUrl: string, secret: string, pathname: string) =>
  `${siteUrl}/api/preview-mode/enable?${new URLSearchParams({
    "sanity-preview-secret": secret,
    "sanity-preview-pathname": pathname,
  })}`;

/** Enters preview; the preview cookie as `name=value` (throws unless the site redirected). */
export async function previewCookieOf(siteUrl: string, secret: string, pathname: string) {
  const response = await fetch(previewEnableUrl(siteUrl, secret, pathname), {
    redirect: "manual",
  });
  if (response.status !== 302) throw new Error(`entering preview answered ${response.status}`);
  return response.headers.getSetCookie()[0]!.split(";")[0]!;
}
