// scripts/test-setup.ts itself, run as `npm test` runs it (with --check, so it installs nothing),
// pointed by FIRESTORE_EMULATOR_JAR at a jar that is there and at one that is not (decision 160).
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const dir = mkdtempSync(path.join(tmpdir(), "test-setup-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function checkSetUp(env: Record<string, string>) {
  const tsx = path.join(root, "node_modules/.bin/tsx");
  try {
    const { stdout, stderr } = await promisify(execFile)(
      tsx,
      ["scripts/test-setup.ts", "--check"],
      { cwd: root, env: { ...process.env, ...env } },
    );
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

describe("the test set-up's emulator checks", () => {
  it("with the jar present (and Java 17+ on PATH), has nothing to say about the emulators, even under CI", async () => {
    const jar = path.join(dir, "cloud-firestore-emulator.jar");
    writeFileSync(jar, "");
    const { output } = await checkSetUp({ CI: "true", FIRESTORE_EMULATOR_JAR: jar });
    // Only the closing "ready … are installed" line may name them (whatever else this machine lacks).
    const aboutEmulators = output
      .split("\n")
      .filter((line) => /emulator|java/i.test(line) && !line.startsWith("[test set-up] ready:"));
    expect(aboutEmulators).toEqual([]);
  });

  it("with the jar absent under CI, stops the run (exit 1) naming the jar", async () => {
    const jar = path.join(dir, "missing", "cloud-firestore-emulator.jar");
    const { code, output } = await checkSetUp({ CI: "true", FIRESTORE_EMULATOR_JAR: jar });
    expect(code).toBe(1);
    expect(output).toContain("Under CI every suite on the Firestore and Auth emulators must run");
    expect(output).toContain(`FIRESTORE_EMULATOR_JAR is ${jar}, and there is no file there`);
  });

  it("with the jar absent locally, warns that the emulator suites will be skipped", async () => {
    const jar = path.join(dir, "missing", "cloud-firestore-emulator.jar");
    const { output } = await checkSetUp({ CI: "", FIRESTORE_EMULATOR_JAR: jar });
    expect(output).toContain("the emulator suites will be skipped (and listed at the end)");
    expect(output).not.toContain("Under CI");
  });
});
