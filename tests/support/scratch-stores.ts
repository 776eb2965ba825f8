// The scratch places a contract test opens its stores on, both backends: a fresh SQLite file in a
// temporary folder, and a fresh project on the Firestore emulator (the vitest set-up starts it).
// Everything is removed after the file's tests, and FIRESTORE_EMULATOR_HOST is put back.
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { deleteApp, initializeApp, type App } from "firebase-admin/app";
import { getFirestore, type Firestore } from "firebase-admin/firestore";
import { afterAll, inject } from "vitest";
import { openSqlite } from "~/connections/sqlite.server";

export function scratchStores(prefix: string) {
  const tempDirs: string[] = [];
  const firebaseApps: App[] = [];
  const emulator = inject("firestoreEmulator");
  const savedEmulatorHost = process.env.FIRESTORE_EMULATOR_HOST;

  afterAll(async () => {
    if (savedEmulatorHost === undefined) delete process.env.FIRESTORE_EMULATOR_HOST;
    else process.env.FIRESTORE_EMULATOR_HOST = savedEmulatorHost;
    for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
    await Promise.all(firebaseApps.map((app) => deleteApp(app)));
  });

  const sqliteFile = (): string => {
    const dir = mkdtempSync(path.join(tmpdir(), `${prefix}-`));
    tempDirs.push(dir);
    return path.join(dir, "centre.sqlite");
  };
  const projectId = () => `${prefix}-${randomUUID().slice(0, 8)}`;

  return {
    /** A new SQLite file's path, in its own temporary folder. */
    sqliteFile,
    /** A new SQLite database. */
    sqlite: () => openSqlite(sqliteFile()),
    /** A new project id on the emulator. */
    projectId,
    /**
     * Firestore on the emulator for `project` (a new project by default); another `appName`
     * on the same project is another instance's client.
     */
    firestore(project = projectId(), appName = project): Firestore {
      if (!("host" in emulator)) throw new Error("no emulator");
      process.env.FIRESTORE_EMULATOR_HOST = emulator.host;
      const app = initializeApp({ projectId: project }, appName);
      firebaseApps.push(app);
      return getFirestore(app);
    },
  };
}
