// The instances' calls to Firestore, by method, as count-store-calls.mjs counts them inside each
// instance: asked for with SIGUSR2, read from the file it writes.
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export type StoreCalls = Record<string, number> | null;

export const storeCallsDir = () => mkdtempSync(path.join(tmpdir(), "store-calls-"));

export const countingOption = () =>
  `--import ${path.join(import.meta.dirname, "count-store-calls.mjs")}`;

/** The calls `pid` has made so far; null when it cannot tell. */
export async function storeCalls(dir: string, pid: number | undefined): Promise<StoreCalls> {
  if (pid === undefined) return null;
  const file = path.join(dir, `${pid}.json`);
  rmSync(file, { force: true });
  process.kill(pid, "SIGUSR2");
  for (let waited = 0; waited < 5_000; waited += 20) {
    if (existsSync(file)) {
      try {
        const counts = JSON.parse(readFileSync(file, "utf8")) as Record<string, number>;
        return "uncounted" in counts ? null : counts;
      } catch {
        // written as it was read: read again
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return null;
}

/** Calls per application between two readings of every instance, by method and in all. */
export function callsPerApplication(
  before: StoreCalls[],
  after: StoreCalls[],
  applications: number,
) {
  if ([...before, ...after].some((counts) => counts === null)) return null;
  const total: Record<string, number> = {};
  after.forEach((counts, i) => {
    for (const [method, n] of Object.entries(counts!))
      total[method] = (total[method] ?? 0) + n - (before[i]![method] ?? 0);
  });
  const per = (n: number) => Number((n / applications).toFixed(2));
  const byMethod = Object.fromEntries(
    Object.entries(total)
      .filter(([, n]) => n > 0)
      .map(([method, n]) => [method, per(n)]),
  );
  return { all: per(Object.values(total).reduce((a, b) => a + b, 0)), ...byMethod };
}
