// The first step of `npm test`: installs what a fresh clone (after `npm ci`) still lacks, so the
// README's test command is the only set-up. `--check` only says what it would do and exits 1 when
// anything is missing (the fresh-clone test and anyone curious use it).
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { findSystemChromium } from "../tests/support/system-chromium";
import { describeStep, planTestSetup, type MachineFacts } from "./test-setup-plan";

const root = path.resolve(import.meta.dirname, "..");
const checkOnly = process.argv.includes("--check");

function hasKoreanFont(): boolean {
  try {
    return execFileSync("fc-list", [":lang=ko", "family"], { encoding: "utf8" }).trim() !== "";
  } catch {
    return false; // no fontconfig: no fonts a browser could use either
  }
}

function readFacts(): MachineFacts {
  return {
    studioPackages: existsSync(path.join(root, "studio/node_modules")),
    chromium: findSystemChromium() ?? null,
    koreanFont: hasKoreanFont(),
    canInstallPackages: process.getuid?.() === 0 && existsSync("/usr/bin/apt-get"),
  };
}

const plan = planTestSetup(readFacts());
if (plan.kind === "ready") {
  console.log("[test set-up] ready: Studio packages, Chromium and a Korean font are installed");
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
