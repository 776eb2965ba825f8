// bench/weight: builds the bare Remix + React baseline, reads the site's client build and prints
// the page-weight figures against the budgets; exits 1 when a budget is exceeded.
//   npx tsx bench/weight/run.ts            (reads build/; BUILD_DIR=build-x to read another)
import { execFileSync } from "node:child_process";
import path from "node:path";
import { BUDGET, weightReport } from "./weight";

const root = path.resolve(import.meta.dirname, "../..");
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
const baselineDir = path.resolve(root, "build-weight-baseline");

execFileSync("npx", ["remix", "vite:build", "--config", "bench/weight/baseline/vite.config.ts"], {
  cwd: root,
  env: { ...process.env, BASELINE_BUILD_DIR: baselineDir },
  stdio: "pipe",
});

const report = weightReport(path.join(buildDir, "client"), path.join(baselineDir, "client"));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const bytes = (n: number) => `${n.toLocaleString("en")} B`;

console.log(`page weight of ${path.relative(root, buildDir)}/client (gzip -9)`);
console.log(
  `  home JS       ${kb(report.homeJs.totalGzip)} (${bytes(report.homeJs.totalGzip)}) in ${report.homeJs.files.length} files`,
);
for (const f of report.homeJs.files) console.log(`    ${f.file.padEnd(44)} ${kb(f.gzip)}`);
console.log(
  `  bare runtime  ${kb(report.baselineJs.totalGzip)} (${bytes(report.baselineJs.totalGzip)}) in ${report.baselineJs.files.length} files`,
);
console.log(`  ratio         ${report.ratio.toFixed(3)} × (budget ≤ ${BUDGET.homeJsRatio} ×)`);
console.log(`  CSS           ${kb(report.css.totalGzip)} (budget ≤ ${kb(BUDGET.cssGzipBytes)})`);
console.log(`  server-only code in client files: ${report.serverCode.length === 0 ? "none" : ""}`);
for (const o of report.serverCode) console.log(`    ${o.file}: ${o.found.join(", ")}`);

// By hand the bench fails over budget. In `npm test` (--leaks-only) the size goals are printed as
// figures (the brief keeps speed and size goals out of pass/fail tests) and only server-only code
// reaching the browser fails the run.
const leaksOnly = process.argv.includes("--leaks-only");
if (report.leaks.length)
  console.error(`\nSERVER CODE IN THE BROWSER BUILD:\n  ${report.leaks.join("\n  ")}`);
if (report.overBudget.length) console.error(`\nOVER BUDGET:\n  ${report.overBudget.join("\n  ")}`);
else console.log("\nwithin budget");
if (report.leaks.length || (!leaksOnly && report.overBudget.length)) process.exit(1);
