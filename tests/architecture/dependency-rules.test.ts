// `npm run deps` refuses what docs/architecture.md forbids: the repository's own rules
// (.dependency-cruiser.cjs) run, as `npm run deps` runs them, on a fixture app/ that breaks each
// kind of rule once and keeps one allowed import of each kind beside it.
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const FIXTURE = path.join(import.meta.dirname, "fixture");
const CLI = path.join(ROOT, "node_modules/dependency-cruiser/bin/dependency-cruiser.mjs");

type Violation = { rule: { name: string }; from: string; to: string; cycle?: unknown[] };

/** Runs dependency-cruiser on the fixture with the repository's config: its exit code and output. */
async function cruise(outputType: "err" | "json"): Promise<{ exitCode: number; stdout: string }> {
  const args = [CLI, "app", "--config", path.join(ROOT, ".dependency-cruiser.cjs")];
  try {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [...args, "--output-type", outputType],
      { cwd: FIXTURE, maxBuffer: 16 * 1024 * 1024 },
    );
    return { exitCode: 0, stdout };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string };
    if (typeof failed.code !== "number" || failed.stdout === undefined) throw error;
    return { exitCode: failed.code, stdout: failed.stdout };
  }
}

async function cruiseFixture(): Promise<{ exitCode: number; violations: Violation[] }> {
  // `npm run deps` reports with `err`, which fails the run; `json` says which rule caught what.
  const [asDepsRuns, detailed] = await Promise.all([cruise("err"), cruise("json")]);
  return {
    exitCode: asDepsRuns.exitCode,
    violations: JSON.parse(detailed.stdout).summary.violations,
  };
}

describe("the dependency rules", () => {
  // Two dependency-cruiser runs on a loaded machine take longer than the default 30 s.
  it(
    "refuse a forbidden import, a folder cycle and an implementation picked outside backends/",
    {
      timeout: 120_000,
    },
    async () => {
      const { exitCode, violations } = await cruiseFixture();
      expect(exitCode).not.toBe(0);
      const found = violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`).sort();
      expect(found).toEqual(
        [
          // A row of the document: domain/ imports only domain/.
          "domain-may-import: app/domain/price.ts → app/connections/connection.ts",
          // records/ reaches up into mail/, which may import records/: each module alone has no
          // cycle, the folders have one.
          "records-may-import: app/records/outbox/contract.ts → app/mail/sender.ts",
          "no-folder-cycles: app/mail → app/records/outbox",
          "no-folder-cycles: app/records/outbox → app/mail",
          // A use case picking the SQLite store itself instead of being handed it.
          "services-may-import: app/services/find-user.ts → app/records/users/sqlite.server.ts",
          "only-backends-choose-implementations: app/services/find-user.ts → app/records/users/sqlite.server.ts",
        ].sort(),
      );
      // What the rows allow passes: mail/ importing records/, backends/ choosing the SQLite store.
      expect(found.join("\n")).not.toMatch(/app\/mail\/outbox-mail\.ts|app\/backends\/choose\.ts/);
    },
  );
});
