// bench/throughput: the built app (embedded default) against a plain Node server returning the
// same page's HTML as a fixed string; alternating rounds at 50 connections after a warm-up,
// median of the paired ratios. Goal: ≥ 0.5 × the plain server, p99 ≤ 50 ms; a signed-in member's
// page view (the page and the header's viewer question) ≥ 0.1 ×, p99 ≤ 250 ms (issue 31).
//   npx tsx bench/throughput/run.ts [path ...]     (BUILD_DIR=build by default; ROUNDS=5 SECONDS=10)
import { spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { freePort } from "../../tests/support/firestore-emulator";
import { startBuiltServer } from "../../tests/support/built-server";
import { memberCookie } from "../member";

const root = path.resolve(import.meta.dirname, "../..");
const buildDir = process.env.BUILD_DIR ?? "build";
const rounds = Number(process.env.ROUNDS ?? 5);
const seconds = Number(process.env.SECONDS ?? 10);
const connections = Number(process.env.CONNECTIONS ?? 50);
const paths = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ["/", "/program/7", "/services"];

type Run = { rps: number; p99: number; errors: number; non2xx: number };

async function load(
  url: string,
  duration: number,
  headers: Record<string, string> = {},
): Promise<Run> {
  const result = await autocannon({ url, connections, duration, pipelining: 1, headers });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const app = await startBuiltServer({ buildDir, env: { NODE_ENV: "production" } });
const summary: string[] = [];
try {
  const member = { Cookie: await memberCookie(app.url) };
  const viewerUrl = `${app.url}/resources/viewer`;
  for (const page of paths) {
    const html = await (await fetch(`${app.url}${page}`)).text();
    const file = path.join(mkdtempSync(path.join(tmpdir(), "plain-")), "page.html");
    writeFileSync(file, html);
    const plainPort = await freePort();
    const plain = spawn(
      path.join(root, "node_modules/.bin/node"),
      [path.join(import.meta.dirname, "plain-server.ts"), String(plainPort), file],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    await new Promise((resolve) => plain.stdout!.once("data", resolve));
    const plainUrl = `http://127.0.0.1:${plainPort}${page}`;
    const appUrl = `${app.url}${page}`;
    try {
      await load(appUrl, 3);
      await load(plainUrl, 3);
      const ratios: number[] = [];
      const appP99: number[] = [];
      const uncachedRatios: number[] = [];
      const uncachedP99: number[] = [];
      const memberRatios: number[] = [];
      const memberP99: number[] = [];
      const memberViewRatios: number[] = [];
      for (let round = 1; round <= rounds; round++) {
        const a = await load(appUrl, seconds);
        const p = await load(plainUrl, seconds);
        if (a.errors || a.non2xx)
          console.warn(`  app had ${a.errors} errors, ${a.non2xx} non-2xx answers`);
        ratios.push(a.rps / p.rps);
        appP99.push(a.p99);
        // The same page rendered on every request: a cookie keeps it out of the page cache
        // (decision 060 compares the two).
        const u = await load(appUrl, Math.max(2, Math.round(seconds / 2)), { Cookie: "bench=1" });
        uncachedRatios.push(u.rps / p.rps);
        uncachedP99.push(u.p99);
        // A signed-in member (decision 233): the page every visitor gets, then the header's one
        // question to /resources/viewer. A page view costs both: 1 / (1/page + 1/viewer).
        const shortRun = Math.max(2, Math.round(seconds / 2));
        const m = await load(appUrl, shortRun, member);
        const v = await load(viewerUrl, shortRun, member);
        if (m.errors || m.non2xx || v.errors || v.non2xx)
          console.warn(`  member: ${m.errors + v.errors} errors, ${m.non2xx + v.non2xx} non-2xx`);
        const memberView = 1 / (1 / m.rps + 1 / v.rps);
        memberRatios.push(m.rps / p.rps);
        memberP99.push(Math.max(m.p99, v.p99));
        memberViewRatios.push(memberView / p.rps);
        console.log(
          `${page} round ${round}: app ${a.rps.toFixed(0)} req/s (p99 ${a.p99} ms), plain ${p.rps.toFixed(0)} req/s (p99 ${p.p99} ms), ratio ${(a.rps / p.rps).toFixed(3)}; rendered every time ${u.rps.toFixed(0)} req/s (p99 ${u.p99} ms); member's page ${m.rps.toFixed(0)} req/s (p99 ${m.p99} ms), viewer ${v.rps.toFixed(0)} req/s (p99 ${v.p99} ms)`,
        );
      }
      summary.push(
        `${page}: median ratio ${median(ratios).toFixed(3)} × (goal ≥ 0.5), median app p99 ${median(appP99)} ms (goal ≤ 50), html ${html.length} B; without the page cache ${median(uncachedRatios).toFixed(3)} ×, p99 ${median(uncachedP99)} ms; a member's page ${median(memberRatios).toFixed(3)} ×, page view with the viewer ${median(memberViewRatios).toFixed(3)} × (goal ≥ 0.1), p99 ${median(memberP99)} ms (goal ≤ 250)`,
      );
    } finally {
      plain.kill();
    }
  }
} finally {
  await app.stop();
}
console.log(`\n${summary.join("\n")}`);
