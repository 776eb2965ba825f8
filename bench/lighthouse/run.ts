// bench/lighthouse: Lighthouse 13 with the system Chromium on /, /program/7, /services and
// /contact, mobile and desktop, 3 runs each; prints the median of the four category scores and
// of LCP, TBT and CLS. Goal: performance ≥ 98 on mobile, 100 for everything else.
//   npx tsx bench/lighthouse/run.ts [path ...]     (BUILD_DIR=build by default; RUNS=3)
// THROTTLING=devtools loads the page really throttled (Chrome's request-level network throttling
// and 4× CPU) instead of simulating the slow phone over a full-speed load (Lighthouse's default,
// the goal's measure); FORM_FACTORS=mobile limits the run to one form factor.
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Flags } from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { startBuiltServer } from "../../tests/support/built-server";

const runs = Number(process.env.RUNS ?? 3);
const throttlingMethod = process.env.THROTTLING === "devtools" ? "devtools" : "simulate";
const formFactors = (process.env.FORM_FACTORS ?? "mobile,desktop").split(",") as (
  "mobile" | "desktop"
)[];
const paths = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ["/", "/program/7", "/services", "/contact"];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

const median = (values: (number | undefined)[]) => {
  const sorted = values.filter((v): v is number => typeof v === "number").sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)]! : Number.NaN;
};

type Sample = Record<(typeof CATEGORIES)[number], number> & {
  lcp: number;
  tbt: number;
  cls: number;
  /** Lighthouse's measure of this machine's CPU speed at the time (higher is faster). */
  cpu: number;
};

const server = await startBuiltServer({ buildDir: process.env.BUILD_DIR ?? "build" });
const chrome = await chromeLauncher.launch({
  chromePath: "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--lang=ko-KR"],
});
const rows: string[] = [];
const failing: string[] = [];
try {
  for (const formFactor of formFactors) {
    for (const path of paths) {
      const samples: Sample[] = [];
      // A run Lighthouse could not record (NO_NAVSTART now and then) is repeated, up to twice.
      for (let run = 0, attempts = 0; run < runs && attempts < runs + 2; attempts++) {
        const flags: Flags = {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: [...CATEGORIES],
          throttlingMethod,
        };
        const result = await lighthouse(
          `${server.url}${path}`,
          flags,
          formFactor === "desktop" ? desktopConfig : undefined,
        );
        const lhr = result!.lhr;
        if (lhr.runtimeError) {
          console.warn(
            `  ${formFactor} ${path} attempt ${attempts + 1}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
          );
          continue;
        }
        run++;
        const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        samples.push({
          performance: score("performance"),
          accessibility: score("accessibility"),
          "best-practices": score("best-practices"),
          seo: score("seo"),
          lcp: lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
          tbt: lhr.audits["total-blocking-time"]?.numericValue ?? Number.NaN,
          cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
          cpu: lhr.environment.benchmarkIndex,
        });
        if (process.env.LONG_TASKS) {
          const items = (lhr.audits["long-tasks"]?.details as { items?: unknown[] } | undefined)
            ?.items;
          console.log(`  ${formFactor} ${path} long tasks: ${JSON.stringify(items ?? [])}`);
        }
        if (run === runs) {
          for (const id of CATEGORIES) {
            for (const ref of lhr.categories[id]?.auditRefs ?? []) {
              const audit = lhr.audits[ref.id];
              if (
                ref.weight > 0 &&
                audit &&
                audit.score !== null &&
                audit.score < 1 &&
                id !== "performance"
              ) {
                const items = (audit.details as { items?: unknown[] } | undefined)?.items ?? [];
                failing.push(
                  `${formFactor} ${path} ${id}: ${audit.id} — ${audit.title} ${JSON.stringify(items).slice(0, 600)}`,
                );
              }
            }
          }
        }
      }
      const m = (key: keyof Sample) =>
        median(samples.map((s) => s[key]).filter((v) => !Number.isNaN(v)));
      const perf = samples.map((s) => s.performance);
      const spread = perf.length > 1 ? ` (${Math.min(...perf)}–${Math.max(...perf)})` : "";
      const row = `${formFactor.padEnd(8)} ${path.padEnd(12)} perf ${m("performance")}${spread}  a11y ${m("accessibility")}  bp ${m("best-practices")}  seo ${m("seo")}  LCP ${Math.round(m("lcp"))} ms  TBT ${Math.round(m("tbt"))} ms  CLS ${m("cls").toFixed(3)}  CPU index ${Math.round(m("cpu"))}`;
      console.log(row);
      rows.push(row);
    }
  }
} finally {
  await chrome.kill();
  await server.stop();
}
console.log(`\nmedian of ${runs} runs (${throttlingMethod} throttling):\n${rows.join("\n")}`);
if (failing.length)
  console.log(
    `\nnon-performance audits below 100 (last run):\n  ${[...new Set(failing)].join("\n  ")}`,
  );
