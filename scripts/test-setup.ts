// The first step of `npm test`: installs what a fresh clone (after `npm ci`) still lacks, so the
// README's test command is the only set-up. `--check` only says what it would do and exits 1 when
// anything is missing (the fresh-clone test and anyone curious use it). Java and the Firestore
// emulator are checked too: where they cannot be had, CI=true stops here (decision 160), and a
// local run goes on with a warning (their suites skip and are listed at the end).
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { isCi } from "../tests/support/emulator-suite";
import {
  firestoreEmulatorJar,
  javaMajorVersion,
  PACKAGED_FIRESTORE_EMULATOR_JAR,
} from "../tests/support/firestore-emulator";
import { findSystemChromium } from "../tests/support/system-chromium";
import {
  describeStep,
  EMULATOR_APT_PACKAGES,
  planTestSetup,
  type MachineFacts,
} from "./test-setup-plan";

const root = path.resolve(import.meta.dirname, "..");
const checkOnly = process.argv.includes("--check");

function hasKoreanFont(): boolean {
  try {
    return execFileSync("fc-list", [":lang=ko", "family"], { encoding: "utf8" }).trim() !== "";
  } catch {
    return false; // no fontconfig: no fonts a browser could use either
  }
}

/** Of `packages`, those apt has a candidate for (its lists as they are; nothing when no apt). */
function aptInstallable(packages: string[]): string[] {
  try {
    const policy = execFileSync("apt-cache", ["policy", ...packages], { encoding: "utf8" });
    return [...policy.matchAll(/^(\S+):\n\s+Installed: .*\n\s+Candidate: (.+)$/gm)]
      .filter(([, , candidate]) => candidate!.trim() !== "(none)")
      .map(([, name]) => name!);
  } catch {
    return [];
  }
}

function readFacts(): MachineFacts {
  const canInstallPackages = process.getuid?.() === 0 && existsSync("/usr/bin/apt-get");
  const jar = firestoreEmulatorJar();
  const javaMajor = javaMajorVersion();
  const jarExists = existsSync(jar);
  const needsEmulatorPackage = javaMajor === null || javaMajor < 17 || !jarExists;
  // A fresh image has no apt lists: refresh them before asking, when installing is possible.
  if (needsEmulatorPackage && canInstallPackages && !checkOnly) {
    spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
  }
  return {
    studioPackages: existsSync(path.join(root, "studio/node_modules")),
    chromium: findSystemChromium() ?? null,
    koreanFont: hasKoreanFont(),
    canInstallPackages,
    javaMajor,
    firestoreEmulatorJar: {
      path: jar,
      exists: jarExists,
      packaged: jar === PACKAGED_FIRESTORE_EMULATOR_JAR,
    },
    firebaseTools: existsSync(path.join(root, "node_modules/.bin/firebase")),
    aptInstallable: needsEmulatorPackage ? aptInstallable(EMULATOR_APT_PACKAGES) : [],
    ci: isCi(),
  };
}

const plan = planTestSetup(readFacts());
if (plan.kind !== "blocked") {
  for (const warning of plan.warnings) console.warn(`[test set-up] ${warning}`);
}
if (plan.kind === "ready") {
  console.log(
    "[test set-up] ready: Studio packages, Chromium, a Korean font" +
      (plan.warnings.length > 0 ? "" : ", Java and the Firestore and Auth emulators") +
      " are installed",
  );
  process.exit(0);
}
for (const step of plan.steps) console.log(`[test set-up] missing ${describeStep(step)}`);
if (plan.kind === "blocked") {
  console.error(`[test set-up] ${plan.message}`);
  process.exit(1);
}
if (checkOnly) process.exit(1);
for (const step of plan.steps) {
  console.log(`[test set-up] installing ${step.what}`);
  const [command, ...args] = step.command;
  const result = spawnSync(command!, args, { cwd: root, stdio: "inherit" });
  if (result.status !== 0) {
    console.error(`[test set-up] failed (exit ${result.status}): ${step.command.join(" ")}`);
    process.exit(1);
  }
}
const after = planTestSetup(readFacts());
if (after.kind !== "ready") {
  console.error(
    "[test set-up] still missing after installing:",
    after.steps.map(describeStep).join("; "),
  );
  process.exit(1);
}
console.log("[test set-up] ready");
