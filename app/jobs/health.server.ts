// Health for load balancers and operators (decision 091). Liveness needs nothing. Readiness:
// the store takes a tiny write and the site's content can be served (from the content cache when
// the source is down). The detailed report (direct probes past every cache, with timings) is for
// administrators. Readiness and the report are each worked out at most once per few seconds.
import { randomUUID } from "node:crypto";
import { getSiteSettings } from "~/content/content.server";
import { getContentSource } from "~/content/executor.server";
import {
  noteViewerTokenAccepted,
  noteViewerTokenRefused,
  tokenRefusalStatus,
} from "~/content/preview-access.server";
import { getSettings } from "~/backends/app.server";
import { getBackends } from "~/backends/backends.server";
import { shortMemo } from "~/security/short-memo";
import { log as processLog } from "~/log.server";

export const PROBE_TIMEOUT_MS = 5_000;
/** How long one readiness answer (or detailed report) serves every poll. */
export const HEALTH_CACHE_MS = 5_000;

type Probe = { ok: true; ms: number } | { ok: false; ms: number; error: string };

export type Health = {
  status: "ok" | "degraded";
  content: { source: "local" | "sanity" } & Probe;
  store: { backend: "sqlite" | "firebase" } & Probe;
  /**
   * The Studio's preview (drafts with the viewer token). A refused token is the operator's to fix
   * but does not degrade the site: visitors never use it.
   */
  preview:
    | { enabled: false }
    | ({ enabled: true; viewerToken: "accepted" | "refused" | "unknown" } & Probe);
};

async function timed(check: () => Promise<unknown>, timeoutMs: number): Promise<Probe> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
      }),
    ]);
    return { ok: true, ms: Math.round(performance.now() - started) };
  } catch (error) {
    return {
      ok: false,
      ms: Math.round(performance.now() - started),
      error: error instanceof Error ? error.message : String(error),
    };
  } finally {
    clearTimeout(timer);
  }
}

async function probeContent() {
  const source = await getContentSource();
  // Past the cache, past the CDN: the source itself must answer.
  const count = await source.runQuery<number>(
    `count(*[_type == "program"])`,
    {},
    { bypassCdn: true },
  );
  if (typeof count !== "number") throw new Error("content source gave no count");
}

const probeStore = () => getBackends().probeStore();

async function probePreview(timeoutMs: number): Promise<Health["preview"]> {
  const source = await getContentSource();
  if (!source.runPreviewQuery) return { enabled: false };
  const runPreview = source.runPreviewQuery;
  let refused = false;
  const probe = await timed(async () => {
    try {
      await runPreview<number>(`count(*[_type == "program"])`, {}, { studioOrigin: null });
      noteViewerTokenAccepted();
    } catch (error) {
      const status = tokenRefusalStatus(error);
      if (status !== null) {
        refused = true;
        noteViewerTokenRefused(status, "health probe");
      }
      throw error;
    }
  }, timeoutMs);
  return {
    enabled: true,
    viewerToken: refused ? "refused" : probe.ok ? "accepted" : "unknown",
    ...probe,
  };
}

export async function probeHealth(timeoutMs = PROBE_TIMEOUT_MS): Promise<Health> {
  const env = getSettings();
  const [content, store, preview] = await Promise.all([
    timed(probeContent, timeoutMs),
    timed(probeStore, timeoutMs),
    probePreview(timeoutMs),
  ]);
  return {
    status: content.ok && store.ok ? "ok" : "degraded",
    content: { source: env.contentSource, ...content },
    store: { backend: getBackends().kind, ...store },
    preview,
  };
}

export type Readiness = {
  status: "ready" | "not-ready";
  /** When this answer was worked out (polls within HEALTH_CACHE_MS get the same one). */
  checkedAt: string;
  store: "ok" | "failed";
  content: "ok" | "failed";
};

type ReadinessDeps = {
  /** A tiny write proving the store accepts writes now. */
  writeStore: (at: Date) => Promise<unknown>;
  /** A read the way pages read content: through the content cache. */
  readContent: () => Promise<unknown>;
  timeoutMs?: number;
  now?: () => Date;
  log?: (message: string) => void;
};

/** Readiness from injected checks (the route uses the process's store and content below). */
export async function checkReadiness({
  writeStore,
  readContent,
  timeoutMs = PROBE_TIMEOUT_MS,
  now = () => new Date(),
  log = (message) => processLog.warn(message),
}: ReadinessDeps): Promise<Readiness> {
  const at = now();
  const [store, content] = await Promise.all([
    timed(() => writeStore(at), timeoutMs),
    timed(readContent, timeoutMs),
  ]);
  // The reasons stay in the log: the public answer says only which part failed.
  if (!store.ok) log(`[health] not ready: the store did not take a write (${store.error})`);
  if (!content.ok) log(`[health] not ready: no content to serve (${content.error})`);
  return {
    status: store.ok && content.ok ? "ready" : "not-ready",
    checkedAt: at.toISOString(),
    store: store.ok ? "ok" : "failed",
    content: content.ok ? "ok" : "failed",
  };
}

/** Each instance writes its own health document (one shared document would contend). */
const INSTANCE_ID = randomUUID();

const writeHealthMark = (at: Date) => getBackends().writeHealthMark(at, INSTANCE_ID);

/** The process's readiness, worked out at most once per HEALTH_CACHE_MS. */
export const readiness = shortMemo(
  () => checkReadiness({ writeStore: writeHealthMark, readContent: getSiteSettings }),
  HEALTH_CACHE_MS,
);

/** The detailed report (direct probes with timings, and readiness), at most once per HEALTH_CACHE_MS. */
export const healthDetails = shortMemo(async () => {
  const [report, ready] = await Promise.all([probeHealth(), readiness()]);
  return { ...report, readiness: ready };
}, HEALTH_CACHE_MS);
