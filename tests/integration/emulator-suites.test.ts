// No suite on the emulators can bypass decision 160: every test file that uses an emulator declares
// its suites with describeOnEmulators (skipped and listed locally, failing under CI), and no test
// file skips anything by itself except the one skip named below with its reason.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { isCi } from "../support/emulator-suite";
import { parseJavaMajor } from "../support/firestore-emulator";

const root = path.resolve(import.meta.dirname, "../..");

/** Skips that stay, each with why it is not a backend suite that would hide missing emulators. */
const ALLOWED_SKIPS: Record<string, string> = {
  "tests/e2e/html-validity.spec.ts":
    "the Nu Html Checker needs Java 17+: skipped locally without it, never under CI (decision 278)",
  "tests/integration/production-install.test.ts":
    "the older-Node start runs only where the machine's own node is older than 24",
  "tests/security/full-disk.test.ts":
    "mounting the small tmpfs needs root (CI and these machines run as root; decision 155)",
};

function testFiles(): string[] {
  const found: string[] = [];
  for (const top of ["app", "tests", "scripts", "bench"]) {
    for (const entry of readdirSync(path.join(root, top), { recursive: true, encoding: "utf8" })) {
      if (/\.(test|spec)\.tsx?$/.test(entry)) found.push(path.join(top, entry));
    }
  }
  return found.sort();
}

const USES_EMULATOR = /inject\(\s*["'](firestoreEmulator|authEmulator)["']\s*\)|firestoreClients\(/;
const SKIPS = /\.(skipIf|runIf)\(|\b(describe|it|test|suite)\.skip\b|\.skip\(\s*\)/;

describe("emulator suites cannot vanish silently", () => {
  const files = testFiles().filter((file) => file !== "tests/integration/emulator-suites.test.ts");

  it("finds the test files (the scan itself works)", () => {
    expect(files).toContain("tests/integration/content-version.contract.test.ts");
    expect(files.length).toBeGreaterThan(50);
  });

  it("every test file that uses an emulator declares its suites with describeOnEmulators", () => {
    const users = files.filter((file) => USES_EMULATOR.test(read(file)));
    expect(users.length).toBeGreaterThanOrEqual(10);
    expect(users.filter((file) => !read(file).includes("describeOnEmulators("))).toEqual([]);
  });

  it("no test file skips by itself, except the named ones", () => {
    const skipping = files.filter((file) => SKIPS.test(read(file)));
    expect(skipping).toEqual(Object.keys(ALLOWED_SKIPS));
  });
});

describe("the emulator checks' rules", () => {
  it("reads CI as set unless empty, 0 or false", () => {
    expect(isCi({ CI: "true" })).toBe(true);
    expect(isCi({ CI: "1" })).toBe(true);
    expect(isCi({})).toBe(false);
    expect(isCi({ CI: "false" })).toBe(false);
    expect(isCi({ CI: "0" })).toBe(false);
  });

  it("reads Java's major version from `java -version`", () => {
    expect(parseJavaMajor('openjdk version "17.0.15" 2025-04-15')).toBe(17);
    expect(parseJavaMajor('openjdk version "21" 2023-09-19')).toBe(21);
    expect(parseJavaMajor('java version "1.8.0_402"')).toBe(8);
    expect(parseJavaMajor("bash: java: command not found")).toBeNull();
  });
});

const cache = new Map<string, string>();
function read(file: string): string {
  if (!cache.has(file)) cache.set(file, readFileSync(path.join(root, file), "utf8"));
  return cache.get(file)!;
}
