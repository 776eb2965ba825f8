// One contract for both content-version stores (decision 290): SQLite always; Firestore against
// the emulator from the vitest global setup. Nothing is published at first; each publish stores a
// version unlike every earlier one; another connection (another instance) reads the same value.
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { DatabaseSync } from "node:sqlite";
import { afterAll, describe, expect, it } from "vitest";
import type { ContentVersionStore } from "~/records/content-version/contract";
import { createFirestoreContentVersionStore } from "~/records/content-version/firestore.server";
import { createSqliteContentVersionStore } from "~/records/content-version/sqlite.server";
import { openSqlite } from "~/connections/sqlite.server";
import { describeOnEmulators } from "../support/emulator-suite";
import { firestoreClients } from "../support/firestore-clients";

/** `open` gives a store over a new place; `another` a second connection to the same place. */
type Opener = () => Promise<{ store: ContentVersionStore; another: () => ContentVersionStore }>;

function contract(name: string, open: Opener) {
  describe(`content version: ${name}`, () => {
    it("is null before the first publish", async () => {
      const { store } = await open();
      expect(await store.read()).toBeNull();
    });

    it("stores a new version at each publish, read back by this and another connection", async () => {
      const { store, another } = await open();
      const other = another();
      const seen = new Set<string>();
      for (let publish = 0; publish < 3; publish++) {
        const version = await store.bump();
        expect(typeof version).toBe("string");
        expect(seen.has(version)).toBe(false);
        seen.add(version);
        expect(await store.read()).toBe(version);
        expect(await other.read()).toBe(version);
      }
      const fromOther = await other.bump();
      expect(seen.has(fromOther)).toBe(false);
      expect(await store.read()).toBe(fromOther);
    });
  });
}

const sqliteFiles: Array<{ dir: string; dbs: DatabaseSync[] }> = [];
afterAll(() => {
  for (const { dir, dbs } of sqliteFiles) {
    for (const db of dbs) db.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

contract("sqlite", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "content-version-"));
  const file = path.join(dir, "test.sqlite");
  const opened = { dir, dbs: [openSqlite(file)] };
  sqliteFiles.push(opened);
  return {
    store: createSqliteContentVersionStore(opened.dbs[0]!),
    another() {
      const db = openSqlite(file);
      opened.dbs.push(db);
      return createSqliteContentVersionStore(db);
    },
  };
});

describeOnEmulators("firestore emulator", ["firestore"], () => {
  const clients = firestoreClients("content-version");
  contract("firestore", async () => {
    const projectId = `content-version-${randomUUID().slice(0, 8)}`;
    return {
      store: createFirestoreContentVersionStore(clients.client(projectId)),
      another: () => createFirestoreContentVersionStore(clients.client(projectId)),
    };
  });
});
