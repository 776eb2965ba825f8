// Vitest global setup: starts the emulators once for the whole run and hands their
// addresses (or the reason they could not start) to the tests through `inject`.
import type { TestProject } from "vitest/node";
import { startFirestoreEmulator } from "./firestore-emulator";

declare module "vitest" {
  export interface ProvidedContext {
    firestoreEmulator: { host: string } | { skipReason: string };
  }
}

export default async function setup(project: TestProject) {
  const firestore = await startFirestoreEmulator();
  if ("skipReason" in firestore) {
    console.warn(`[firestore] contract tests will skip: ${firestore.skipReason}`);
    project.provide("firestoreEmulator", { skipReason: firestore.skipReason });
  } else {
    project.provide("firestoreEmulator", { host: firestore.host });
  }
  return async () => {
    if ("stop" in firestore) await firestore.stop();
  };
}
