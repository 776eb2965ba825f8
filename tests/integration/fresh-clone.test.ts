// The README's promise: on a fresh clone, `npm ci` and then `npm test` are the whole set-up.
// This clones the committed repository, installs it as a newcomer would, and runs the set-up step
// that `npm test` starts with; afterwards its own check finds nothing missing.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const NPM_TIMEOUT_MS = 420_000;
let clone: string;

function run(command: string, args: string[], cwd: string) {
  const result = spawnSync(command, args, {
    cwd,
    encoding: "utf8",
    timeout: NPM_TIMEOUT_MS,
    env: { ...process.env, CI: "true" },
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

describe("a fresh clone", () => {
  beforeAll(() => {
    clone = path.join(mkdtempSync(path.join(tmpdir(), "centre-clone-")), "repo");
    execFileSync("git", ["clone", "--quiet", "--no-hardlinks", ROOT, clone]);
    const install = run("npm", ["ci", "--prefer-offline", "--no-audit", "--no-fund"], clone);
    expect(install.status, install.output).toBe(0);
  }, NPM_TIMEOUT_MS + 60_000);

  // Two node_modules trees: removing them took over 120 s once while the whole suite loaded the
  // disk. Asynchronous, so the worker is not blocked, and bounded only as a clean-up needs.
  afterAll(async () => {
    if (clone) await rm(path.dirname(clone), { recursive: true, force: true });
  }, 600_000);

  it("has no Studio packages until npm test's set-up installs them", () => {
    expect(existsSync(path.join(clone, "studio/node_modules"))).toBe(false);
    const check = run("node_modules/.bin/tsx", ["scripts/test-setup.ts", "--check"], clone);
    expect(check.status).toBe(1);
    expect(check.output).toContain("missing the Studio's packages");
  });

  it(
    "needs nothing else once npm test's first step has run",
    () => {
      const npmTest = JSON.parse(readFileSync(path.join(clone, "package.json"), "utf8")).scripts
        .test as string;
      expect(npmTest.startsWith("tsx scripts/test-setup.ts && ")).toBe(true);

      const setup = run("node_modules/.bin/tsx", ["scripts/test-setup.ts"], clone);
      expect(setup.status, setup.output).toBe(0);
      const check = run("node_modules/.bin/tsx", ["scripts/test-setup.ts", "--check"], clone);
      expect(check.status, check.output).toBe(0);
      expect(check.output).toContain("ready");
    },
    NPM_TIMEOUT_MS,
  );

  it("runs npm scripts under the pinned Node 24", () => {
    const version = run("npm", ["exec", "--", "node", "--version"], clone);
    expect(version.output).toMatch(/v24\./);
  });
});
