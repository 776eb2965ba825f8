// Vitest global setup: starts the emulators once for the whole run and hands their
// addresses (or the reason they could not start) to the tests through `inject`. After the run it
// lists every emulator suite that was skipped (decision 160), so a skip is never missed.
import path from "node:path";
import type { TestModule, TestProject } from "vitest/node";
import { startAuthEmulator } from "./auth-emulator";
import { isCi } from "./emulator-suite";
import { startFirestoreEmulator } from "./firestore-emulator";

declare module "vitest" {
  export interface ProvidedContext {
    firestoreEmulator: { host: string } | { skipReason: string };
    authEmulator: { host: string } | { skipReason: string };
  }
}

export default async function setup(project: TestProject) {
  const [firestore, auth] = await Promise.all([startFirestoreEmulator(), startAuthEmulator()]);
  const consequence = isCi()
    ? "Under CI the suites that need it fail."
    : "The suites that need it are skipped and listed at the end.";
  if ("skipReason" in auth) {
    console.warn(`[auth emulator] not started: ${auth.skipReason}. ${consequence}`);
    project.provide("authEmulator", { skipReason: auth.skipReason });
  } else {
    project.provide("authEmulator", { host: auth.host });
  }
  if ("skipReason" in firestore) {
    console.warn(`[firestore emulator] not started: ${firestore.skipReason}. ${consequence}`);
    project.provide("firestoreEmulator", { skipReason: firestore.skipReason });
  } else {
    project.provide("firestoreEmulator", { host: firestore.host });
  }
  return async () => {
    await Promise.all([
      "stop" in firestore ? firestore.stop() : undefined,
      "stop" in auth ? auth.stop() : undefined,
    ]);
    const skipped = skippedEmulatorSuites(
      project.vitest.state.getTestModules(),
      project.config.root,
    );
    if (skipped.length > 0) console.warn(describeSkips(skipped));
  };
}

type SkippedSuite = { suite: string; reason: string };

function skippedEmulatorSuites(modules: readonly TestModule[], root: string): SkippedSuite[] {
  return modules.flatMap((module) =>
    [...module.children.allSuites()].flatMap((suite) => {
      const reason = suite.meta().emulatorSkip;
      // Nested suites inherit the meta: name only the outermost skipped one.
      const inherited = suite.parent.type === "suite" && suite.parent.meta().emulatorSkip;
      if (!reason || inherited) return [];
      return [{ suite: `${path.relative(root, module.moduleId)} > ${suite.fullName}`, reason }];
    }),
  );
}

function describeSkips(skipped: readonly SkippedSuite[]): string {
  return [
    "",
    `[emulators] ${skipped.length} suite(s) on the Firestore/Auth emulators were SKIPPED: nothing in this run proves the Firebase backends work.`,
    ...skipped.map(({ suite, reason }) => `  - ${suite}\n    ${reason}`),
    '  Under CI=true these fail the run. What they need: docs/testing.md, "Tests on the emulators".',
    "",
  ].join("\n");
}
