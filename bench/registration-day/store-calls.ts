// The instances' calls to Firestore, by method, as count-store-calls.mjs counts them inside each
// instance (and, with STORE_CALLS_TRACE=1, each call under its request): asked for with SIGUSR2,
// read from the file it writes.
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export type StoreCalls = Record<string, number> | null;

/** One call to the store as count-store-calls.mjs traced it (epoch milliseconds). */
export type TracedCall = {
  method: string;
  inTransaction: boolean;
  touches: string[];
  startedAt: number;
  endedAt: number | null;
  outcome: string | number | null;
};

/** A request as traced inside its instance, by idempotency key. */
export type TracedRequest = { receivedAt: number; answeredAt: number | null; calls: TracedCall[] };

export type InstanceReading = { counts: StoreCalls; requests: Record<string, TracedRequest> };

export const storeCallsDir = () => mkdtempSync(path.join(tmpdir(), "store-calls-"));

export const countingOption = () =>
  `--import ${path.join(import.meta.dirname, "count-store-calls.mjs")}`;

/** What `pid` has counted (and traced) so far; counts null when it cannot tell. */
export async function storeCalls(dir: string, pid: number | undefined): Promise<InstanceReading> {
  const none = { counts: null, requests: {} };
  if (pid === undefined) return none;
  const file = path.join(dir, `${pid}.json`);
  rmSync(file, { force: true });
  process.kill(pid, "SIGUSR2");
  for (let waited = 0; waited < 5_000; waited += 20) {
    if (existsSync(file)) {
      try {
        const read = JSON.parse(readFileSync(file, "utf8")) as
          | { uncounted: true }
          | { counts: Record<string, number>; requests?: Record<string, TracedRequest> };
        if ("uncounted" in read) return none;
        return { counts: read.counts, requests: read.requests ?? {} };
      } catch {
        // written as it was read: read again
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return none;
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
