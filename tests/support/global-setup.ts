// Vitest global setup: starts the emulators once for the whole run and hands their
// addresses (or the reason they could not start) to the tests through `inject`.
import type { TestProject } from "vitest/node";
import { startAuthEmulator } from "./auth-emulator";
import { startFirestoreEmulator } from "./firestore-emulator";

declare module "vitest" {
  export interface ProvidedContext {
    firestoreEmulator: { host: string } | { skipReason: string };
    authEmulator: { host: string } | { skipReason: string };
  }
}

export default async function setup(project: TestProject) {
  const [firestore, auth] = await Promise.all([startFirestoreEmulator(), startAuthEmulator()]);
  if ("skipReason" in auth) {
    console.warn(`[auth emulator] Firebase account tests will skip: ${auth.skipReason}`);
    project.provide("authEmulator", { skipReason: auth.skipReason });
  } else {
    project.provide("authEmulator", { host: auth.host });
  }
  if ("skipReason" in firestore) {
    console.warn(`[firestore] contract tests will skip: ${firestore.skipReason}`);
    project.provide("firestoreEmulator", { skipReason: firestore.skipReason });
  } else {
    project.provide("firestoreEmulator", { host: firestore.host });
  }
  return async () => {
    await Promise.all([
      "stop" in firestore ? firestore.stop() : undefined,
      "stop" in auth ? auth.stop() : undefined,
    ]);
  };
}
