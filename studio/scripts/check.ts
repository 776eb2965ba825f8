// `npm run test:studio`: fails when the schema is broken, when the committed schema.json or
// app/content/sanity.types.ts are stale (both regenerated to a temporary folder and compared),
// when the schema's rules (scripts/schema.test.ts) fail, or when the Studio does not build. Nothing here needs a Sanity project or the network.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const studio = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// Inside the Studio (in git-ignored .sanity/): `sanity schema extract --path` takes the path
// relative to the Studio even when it is absolute.
mkdirSync(path.join(studio, ".sanity"), { recursive: true });
const work = mkdtempSync(path.join(studio, ".sanity", "check-"));
const relative = (file: string) => path.relative(studio, file);
const env = {
  ...process.env,
  PATH: `${path.join(studio, "node_modules", ".bin")}${path.delimiter}${process.env.PATH}`,
  SANITY_TELEMETRY_DISABLED: "1",
};

function sanity(step: string, args: string[], extraEnv: Record<string, string> = {}) {
  console.log(`\n▶ ${step}: sanity ${args.join(" ")}`);
  const started = Date.now();
  const run = spawnSync("sanity", args, {
    cwd: studio,
    env: { ...env, ...extraEnv },
    stdio: "inherit",
  });
  if (run.status !== 0) fail(`${step} failed (exit ${run.status ?? run.signal})`);
  console.log(`  ${step} done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

function fail(message: string): never {
  console.error(`\n✖ ${message}`);
  rmSync(work, { recursive: true, force: true });
  process.exit(1);
}

function sameFile(committed: string, fresh: string, howToFix: string) {
  const a = readFileSync(committed, "utf8");
  const b = readFileSync(fresh, "utf8");
  if (a !== b) fail(`${path.relative(process.cwd(), committed)} is stale: ${howToFix}`);
  console.log(`  ${path.relative(process.cwd(), committed)} is current`);
}

const freshSchema = path.join(work, "schema.json");
const freshTypes = path.join(work, "sanity.types.ts");

sanity("schema extract", ["schema", "extract", "--path", relative(freshSchema)]);
sameFile(
  path.join(studio, "schema.json"),
  freshSchema,
  "run `npm run typegen` and commit the result",
);

// The committed schema.json equals a fresh extract (checked above), and typegen names its schema
// file in the output, so the comparison run reads the committed one.
sanity("typegen", ["typegen", "generate"], { SANITY_TYPEGEN_OUTPUT: relative(freshTypes) });
sameFile(
  path.join(studio, "..", "app", "content", "sanity.types.ts"),
  freshTypes,
  "run `npm run typegen` and commit the result",
);

console.log("\n▶ schema rules: node --test scripts/*.test.ts");
const rules = spawnSync(
  process.execPath,
  ["--import", "tsx", "--test", "scripts/schema.test.ts", "scripts/env.test.ts"],
  { cwd: studio, env, stdio: "inherit" },
);
if (rules.status !== 0) fail(`schema rules failed (exit ${rules.status ?? rules.signal})`);

// Built as production builds it (decision 177): the site address must reach the bundle.
const BUILT_SITE_URL = "https://studio-check.example.kr";
const dist = path.join(work, "dist");
sanity("build", ["build", relative(dist), "--yes"], { SANITY_STUDIO_SITE_URL: BUILT_SITE_URL });
const bundled = readdirSync(dist, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".js"))
  .some((file) => readFileSync(path.join(dist, file), "utf8").includes(BUILT_SITE_URL));
if (!bundled) fail(`the build does not carry SANITY_STUDIO_SITE_URL (${BUILT_SITE_URL})`);
console.log(`  the build opens the site at SANITY_STUDIO_SITE_URL`);

rmSync(work, { recursive: true, force: true });
console.log("\n✔ Studio schema, generated types and build are in order");
