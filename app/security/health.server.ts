// What /healthz reports: which content source and store run, and whether each answers now
// (a real query against each, not a look at the settings), within a short time-out.
import { getContentSource } from "~/content/executor.server";
import { getEnv } from "~/env.server";

export const PROBE_TIMEOUT_MS = 5_000;

type Probe = { ok: true; ms: number } | { ok: false; ms: number; error: string };

export type Health = {
  status: "ok" | "degraded";
  content: { source: "local" | "sanity" } & Probe;
  store: { backend: "sqlite" | "firebase" } & Probe;
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
  const count = await source.runQuery<number>(`count(*[_type == "program"])`, {}, { bypassCdn: true });
  if (typeof count !== "number") throw new Error("content source gave no count");
}

async function probeStore() {
  if (getEnv().storeBackend === "firebase") {
    const { getDatabase } = await import("~/store/firebase.server");
    await getDatabase().collection("users").limit(1).get();
    return;
  }
  const { getDb } = await import("~/store/sqlite.server");
  const row = getDb().prepare("SELECT count(*) AS n FROM sqlite_master").get() as { n: number };
  if (typeof row.n !== "number") throw new Error("SQLite gave no answer");
}

export async function probeHealth(timeoutMs = PROBE_TIMEOUT_MS): Promise<Health> {
  const env = getEnv();
  const [content, store] = await Promise.all([timed(probeContent, timeoutMs), timed(probeStore, timeoutMs)]);
  return {
    status: content.ok && store.ok ? "ok" : "degraded",
    content: { source: env.contentSource, ...content },
    store: { backend: env.storeBackend, ...store },
  };
}
