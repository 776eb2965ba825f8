// Throughput and durability of POST /api/applications on the embedded default (SQLite).
// Starts the production build on a loopback port with a fresh DATA_DIR, fires 2,000 valid
// applications over 50 connections with autocannon, replays a sample of them, stops the server,
// then reads the SQLite file itself: stored, duplicates (must be 0), lost (must be 0).
//
//   BUILD_DIR=build-bench npx remix vite:build
//   BUILD_DIR=build-bench node_modules/.bin/node bench/applications/run.ts
//
// Settings (environment): BENCH_AMOUNT (2000), BENCH_CONNECTIONS (50), BENCH_REPLAYS (200),
// BENCH_WARM_UP (0): applications sent one by one before the burst (then 3 s for their mail), as
// a server that has served the morning has (0: the burst meets a server that has handled none).
//
// The application rate limit (10 per address per 10 minutes) stays as it is: the server runs
// with TRUST_PROXY=1, as behind a real load balancer, and each simulated visitor (5 applications
// each) sends its own X-Forwarded-For. Only loopback is contacted; the forwarded addresses are
// header values from the benchmarking range 198.18.0.0/15, never connected to.
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import autocannon from "autocannon";

// BENCH_ROOT: another checkout (its own build), to measure the commit before a change in the same run.
const ROOT = path.resolve(process.env.BENCH_ROOT ?? path.resolve(import.meta.dirname, "../.."));
const AMOUNT = Number(process.env.BENCH_AMOUNT ?? 2000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const REPLAYS = Math.min(Number(process.env.BENCH_REPLAYS ?? 200), AMOUNT);
const WARM_UP = Number(process.env.BENCH_WARM_UP ?? 0);
const PER_VISITOR = 5;
const buildDir = process.env.BUILD_DIR ?? "build";

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * The server's CPU time so far in ms (Linux: user + system from /proc), or null elsewhere. Per
 * application it moves far less with a busy machine than the latencies do.
 */
function cpuMsOf(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // clock ticks of 10 ms
  } catch {
    return null;
  }
}

function visitorAddress(index: number): string {
  const visitor = Math.floor(index / PER_VISITOR);
  return `198.18.${Math.floor(visitor / 250)}.${(visitor % 250) + 1}`;
}

// Every open class without a capacity (16 has one: its waiting list is the browser tests').
const PROGRAM_IDS = [1, 2, 3, 4, 6, 7, 8, 9, 10, 12, 13, 14, 17, 18];

function applicationBody(index: number): string {
  return JSON.stringify({
    name: `벤치${index}`,
    phone: `010-${String(1000 + (index % 9000)).padStart(4, "0")}-${String(index % 10000).padStart(4, "0")}`,
    email: `bench${index}@example.kr`,
    preferredTime: "주말",
    companions: "0",
    message: "부하 시험 신청",
    programId: String(PROGRAM_IDS[index % PROGRAM_IDS.length]),
    programTitle: "",
  });
}

type Fired = { key: string; status: number };

/** Fires `count` requests; request i carries key keyOf(i), from visitor address addressOf(i). */
async function fire(
  port: number,
  count: number,
  keyOf: (i: number) => string,
  bodyOf: (i: number) => string,
) {
  const fired: Fired[] = [];
  const latencies: { at: number; ms: number }[] = [];
  let next = 0;
  const started = performance.now();
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: Math.min(CONNECTIONS, count),
    amount: count,
    timeout: 30,
    setupClient(client: {
      on: (event: "response", listener: (...args: number[]) => void) => void;
    }) {
      client.on("response", (_status, _bytes, ms) =>
        latencies.push({ at: performance.now() - started - ms, ms }),
      );
    },
    requests: [
      {
        method: "POST",
        path: "/api/applications",
        setupRequest(request: Record<string, unknown>, context: Record<string, unknown>) {
          const index = next++;
          context.key = keyOf(index);
          return {
            ...request,
            headers: {
              "content-type": "application/json",
              "idempotency-key": keyOf(index),
              "x-forwarded-for": visitorAddress(index),
            },
            body: bodyOf(index),
          };
        },
        onResponse(status: number, _body: string, context: Record<string, unknown>) {
          fired.push({ key: String(context.key), status });
        },
      },
    ],
  });
  return { result, fired, latencies };
}

/** When the slowest 1 % were sent (ms after the first): a cold start, or stalls along the way. */
function slowest(latencies: { at: number; ms: number }[]) {
  const worst = [...latencies]
    .sort((a, b) => b.ms - a.ms)
    .slice(0, Math.ceil(latencies.length / 100));
  return worst.map(({ at, ms }) => `${Math.round(ms)} ms at +${Math.round(at)} ms`).join(", ");
}

async function main() {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-applications-"));
  const server = spawn(path.join(ROOT, "node_modules/.bin/node"), ["server.js"], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SESSION_SECRET: "bench-session-secret-0123456789abcdef0123",
      TRUST_PROXY: "1",
      BUILD_DIR: buildDir,
      SITE_URL: `http://127.0.0.1:${port}`,
      SMTP_URL: "",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise<number | null>((resolve) => server.once("exit", resolve));
  try {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (Date.now() > deadline)
        throw new Error(`server did not answer /healthz (is ${buildDir}/ built?)`);
      await new Promise((r) => setTimeout(r, 200));
    }

    const runId = Date.now().toString(36);
    const keyOf = (i: number) => `bench-${runId}-${String(i).padStart(6, "0")}`;
    console.log(
      `firing ${AMOUNT} applications over ${CONNECTIONS} connections at 127.0.0.1:${port} …`,
    );
    // Far above the burst's indexes: their own keys and visitors, not counted below.
    for (let i = 0; i < WARM_UP; i++) {
      const index = 1_000_000 + i * PER_VISITOR;
      await fetch(`http://127.0.0.1:${port}/api/applications`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "idempotency-key": `warm-${runId}-${i}`,
          "x-forwarded-for": visitorAddress(index),
        },
        body: applicationBody(index),
      }).then((r) => r.text());
    }
    // …and their mail sent, as it would be by then.
    if (WARM_UP > 0) await new Promise((r) => setTimeout(r, 3000));
    const cpuBefore = cpuMsOf(server.pid);
    const { result, fired, latencies } = await fire(port, AMOUNT, keyOf, applicationBody);
    const cpuAfter = cpuMsOf(server.pid);
    console.log(`slowest 1 %: ${slowest(latencies)}`);

    // A retry of an acknowledged application must be answered 200 and store nothing new.
    const replay = await fire(
      port,
      REPLAYS,
      (i) => keyOf(i),
      (i) => applicationBody(i),
    );

    server.kill("SIGTERM");
    await exited;

    const db = new DatabaseSync(path.join(dataDir, "centre.sqlite"), { readOnly: true });
    const rows = db
      .prepare(
        "SELECT idempotency_key AS key, number FROM applications WHERE idempotency_key LIKE ?",
      )
      .all(`bench-${runId}-%`) as { key: string; number: number }[];
    db.close();

    const storedKeys = new Set(rows.map((r) => r.key));
    const acknowledged = fired.filter((f) => f.status === 201).map((f) => f.key);
    const statuses = Object.entries(
      fired.reduce<Record<string, number>>(
        (acc, f) => ({ ...acc, [f.status]: (acc[f.status] ?? 0) + 1 }),
        {},
      ),
    );
    const replayStatuses = Object.entries(
      replay.fired.reduce<Record<string, number>>(
        (acc, f) => ({ ...acc, [f.status]: (acc[f.status] ?? 0) + 1 }),
        {},
      ),
    );
    const summary = {
      date: new Date().toISOString(),
      amount: AMOUNT,
      connections: CONNECTIONS,
      requestsPerSecond: Math.round(result.requests.average),
      latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
      durationSeconds: result.duration,
      serverCpuMsPerApplication:
        cpuBefore === null || cpuAfter === null
          ? null
          : Math.round(((cpuAfter - cpuBefore) / AMOUNT) * 100) / 100,
      errors: result.errors,
      timeouts: result.timeouts,
      statuses: Object.fromEntries(statuses),
      acknowledged: acknowledged.length,
      stored: rows.length,
      duplicates:
        rows.length - storedKeys.size + (rows.length - new Set(rows.map((r) => r.number)).size),
      lost: acknowledged.filter((key) => !storedKeys.has(key)).length,
      replays: { sent: REPLAYS, statuses: Object.fromEntries(replayStatuses) },
    };
    console.log(JSON.stringify(summary, null, 2));
    mkdirSync(path.join(ROOT, "bench/results"), { recursive: true });
    writeFileSync(
      path.join(ROOT, "bench/results/applications.json"),
      `${JSON.stringify(summary, null, 2)}\n`,
    );

    const ok =
      summary.duplicates === 0 &&
      summary.lost === 0 &&
      summary.acknowledged === AMOUNT &&
      summary.stored === AMOUNT;
    console.log(
      ok ? "OK: every acknowledged application stored once." : "FAILED: see the figures above.",
    );
    process.exitCode = ok ? 0 : 1;
  } finally {
    if (server.exitCode === null) server.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
