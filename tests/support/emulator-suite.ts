// Every suite that needs the emulators is declared here (decision 160), so none can vanish
// silently: where an emulator could not start, the suite is skipped with its reason recorded in
// its meta (the global set-up's teardown lists them after the run), and under CI it fails instead,
// naming itself and the reason. tests/integration/emulator-suites.test.ts keeps every emulator
// suite on this path.
import { describe, inject, it } from "vitest";
import { isCi } from "./ci";

export type Emulator = "firestore" | "auth";

declare module "vitest" {
  interface TaskMeta {
    /** Why this emulator suite was skipped (set only on a skipped one). */
    emulatorSkip?: string;
  }
}

/** Whether this run is CI's, where a skipped emulator suite fails the run. */
export { isCi };

/** Why `needs` cannot be met in this run (the first emulator that did not start), or null. */
export function emulatorSkipReason(needs: readonly Emulator[]): string | null {
  for (const name of needs) {
    const started = inject(name === "firestore" ? "firestoreEmulator" : "authEmulator");
    if ("skipReason" in started) {
      return `${name === "firestore" ? "Firestore" : "Auth"} emulator: ${started.skipReason}`;
    }
  }
  return null;
}

/** `describe` for a suite on the emulators: runs, or is skipped with its reason, or fails under CI. */
export function describeOnEmulators(name: string, needs: readonly Emulator[], body: () => void) {
  const reason = emulatorSkipReason(needs);
  if (reason === null) return describe(name, body);
  if (isCi()) {
    return describe(name, () => {
      it("runs on the emulators (CI allows no skipped emulator suite)", () => {
        throw new Error(`"${name}" would be skipped under CI: ${reason}`);
      });
    });
  }
  console.warn(`[skip] ${name}: ${reason}`);
  return describe.skip(name, { meta: { emulatorSkip: reason } }, body);
}
