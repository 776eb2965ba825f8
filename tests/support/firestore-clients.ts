// A test file's Firestore clients on the emulator the global set-up started: each one an app of
// its own, as another instance or process would have; all closed, and the environment restored,
// after the file. Its suites declare themselves with describeOnEmulators (./emulator-suite).
import { randomUUID } from "node:crypto";
import { deleteApp, initializeApp, type App } from "firebase-admin/app";
import { getFirestore, type Firestore } from "firebase-admin/firestore";
import { afterAll, inject } from "vitest";

export function firestoreClients(label: string) {
  const emulator = inject("firestoreEmulator");
  const savedEmulatorHost = process.env.FIRESTORE_EMULATOR_HOST;
  const apps: App[] = [];
  afterAll(async () => {
    if (savedEmulatorHost === undefined) delete process.env.FIRESTORE_EMULATOR_HOST;
    else process.env.FIRESTORE_EMULATOR_HOST = savedEmulatorHost;
    await Promise.all(apps.map((app) => deleteApp(app)));
  });
  return {
    client(projectId: string): Firestore {
      if ("host" in emulator) process.env.FIRESTORE_EMULATOR_HOST = emulator.host;
      const app = initializeApp({ projectId }, `${label}-${randomUUID()}`);
      apps.push(app);
      return getFirestore(app);
    },
  };
}
