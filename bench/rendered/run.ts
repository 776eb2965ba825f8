// bench/rendered: pages rendered on every request (a cookie keeps them out of the page cache, as
// for members and cache misses), this checkout's build against another checkout's build (the
// commit before a change), both served at once and loaded in alternating rounds of the same run,
// so the ratio holds on a busy machine. Prints req/s and p99 of each and the median ratio.
//   git worktree add ../perf-base main && (cd ../perf-base && npx remix vite:build)
//   BASE_ROOT=../perf-base npx tsx bench/rendered/run.ts [path ...]
// (BUILD_DIR=build in both; ROUNDS=3 SECONDS=8 CONNECTIONS=50; BEFORE_NODE_OPTIONS and
// AFTER_NODE_OPTIONS give each server Node flags, e.g. BASE_ROOT=. to compare flags on one build;
// MEMBER=1 loads the pages as a signed-in member with APPLICATIONS=3 applications, for /mypage)
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { freePort } from "../../tests/support/firestore-emulator";
import { memberCookie } from "../member";

const root = path.resolve(import.meta.dirname, "../..");
const baseRoot = path.resolve(process.env.BASE_ROOT ?? "../perf-base");
const buildDir = process.env.BUILD_DIR ?? "build";
const rounds = Number(process.env.ROUNDS ?? 3);
const seconds = Number(process.env.SECONDS ?? 8);
const connections = Number(process.env.CONNECTIONS ?? 50);
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ["/", "/program/7"];
const member = process.env.MEMBER === "1";
const applications = Number(process.env.APPLICATIONS ?? 3);

async function serve(cwd: string, nodeOptions = "") {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "rendered-bench-"));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(path.join(root, "node_modules/.bin/node"), ["server.js"], {
    cwd,
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      BUILD_DIR: buildDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SESSION_SECRET: "bench-session-secret-0123456789abcdef0123",
      SITE_URL: url,
      NODE_OPTIONS: [
        nodeOptions,
        process.env.CPU_PROF ? `--cpu-prof --cpu-prof-dir=${process.env.CPU_PROF}` : "",
      ].join(" "),
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (tries > 300) throw new Error(`${cwd}: server did not start`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const stop = async () => {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  const headers = { Cookie: member ? await memberCookie(url, applications) : "bench=1" };
  return { url, stop, pid: child.pid, headers };
}

/**
 * The server's CPU time so far in ms (Linux: user + system from /proc, 100 ticks a second), or
 * NaN elsewhere: per request it moves far less with a busy machine than the rate does.
 */
function cpuMsOf(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

type Server = Awaited<ReturnType<typeof serve>>;

async function load(server: Server, page: string, duration: number) {
  const { headers, pid } = server;
  const url = server.url + page;
  const cpuBefore = cpuMsOf(pid);
  const result = await autocannon({ url, connections, duration, pipelining: 1, headers });
  const cpu = (cpuMsOf(pid) - cpuBefore) / result.requests.total;
  if (result.errors || result.timeouts || result.non2xx)
    console.warn(`  ${url}: ${result.errors + result.timeouts} errors, ${result.non2xx} non-2xx`);
  return { rps: result.requests.average, p99: result.latency.p99, cpu };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** Bytes of the page and of the loader data Remix streams into it (turbo-stream scripts). */
async function pageSize(server: Server, page: string) {
  const html = await (await fetch(server.url + page, { headers: server.headers })).text();
  const data = [...html.matchAll(/streamController\.enqueue\(([\s\S]*?)\);<\/script>/g)];
  return { html: Buffer.byteLength(html), data: Buffer.byteLength(data.map((m) => m[1]).join("")) };
}

const base = await serve(baseRoot, process.env.BEFORE_NODE_OPTIONS);
const head = await serve(root, process.env.AFTER_NODE_OPTIONS);
const summary: string[] = [];
try {
  for (const page of paths) {
    const [b, h] = [await pageSize(base, page), await pageSize(head, page)];
    await load(base, page, 2);
    await load(head, page, 2);
    const ratios: number[] = [];
    const p99s = { base: [] as number[], head: [] as number[] };
    const rps = { base: [] as number[], head: [] as number[] };
    const cpu = { base: [] as number[], head: [] as number[] };
    for (let round = 1; round <= rounds; round++) {
      const before = await load(base, page, seconds);
      const after = await load(head, page, seconds);
      cpu.base.push(before.cpu);
      cpu.head.push(after.cpu);
      ratios.push(after.rps / before.rps);
      p99s.base.push(before.p99);
      p99s.head.push(after.p99);
      rps.base.push(before.rps);
      rps.head.push(after.rps);
      console.log(
        `${page} round ${round}: before ${before.rps.toFixed(0)} req/s (p99 ${before.p99} ms, CPU ${before.cpu.toFixed(2)} ms/req), after ${after.rps.toFixed(0)} req/s (p99 ${after.p99} ms, CPU ${after.cpu.toFixed(2)} ms/req), ${(after.rps / before.rps).toFixed(2)} ×`,
      );
    }
    summary.push(
      `${page}: before ${median(rps.base).toFixed(0)} req/s p99 ${median(p99s.base)} ms, html ${b.html} B (loader data ${b.data} B); after ${median(rps.head).toFixed(0)} req/s p99 ${median(p99s.head)} ms, html ${h.html} B (loader data ${h.data} B); median ratio ${median(ratios).toFixed(2)} ×; server CPU per request before ${median(cpu.base).toFixed(2)} ms, after ${median(cpu.head).toFixed(2)} ms (${(median(cpu.base) / median(cpu.head)).toFixed(2)} ×; paired, the median of the rounds' before ÷ after: ${median(cpu.base.map((b, i) => b / cpu.head[i]!)).toFixed(2)} ×)`,
    );
  }
} finally {
  await base.stop();
  await head.stop();
}
console.log(`\n${summary.join("\n")}`);
