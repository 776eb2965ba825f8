// One contract for both access-record stores (decision 206): SQLite always; Firestore against the
// emulator from the vitest global setup. Besides what each entry holds and how the review page
// filters them, it proves there is no update or delete path: the store offers append, list and
// the purge of expired entries only; an entry, once written, reads back the same after later
// appends; the purge cannot reach an entry younger than two years; and under the store the SQLite
// table refuses an UPDATE and the Firestore rules refuse every client write.
import { randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { DatabaseSync } from "node:sqlite";
import { afterAll, describe, expect, inject, it } from "vitest";
import { accessRecordCutoff } from "~/domain/access-records";
import {
  ACCESS_RECORD_STORE_METHODS,
  type AccessRecordStore,
  type NewAccessRecord,
} from "~/records/access-records/contract";
import { createFirestoreAccessRecordStore } from "~/records/access-records/firestore.server";
import { createSqliteAccessRecordStore } from "~/records/access-records/sqlite.server";
import { openSqlite } from "~/connections/sqlite.server";
import { describeOnEmulators } from "../support/emulator-suite";
import { firestoreClients } from "../support/firestore-clients";

const ROOT = path.resolve(import.meta.dirname, "../..");
const DAY = 24 * 60 * 60_000;
const NOW = new Date("2026-11-27T03:00:00Z");

type Harness = {
  /** Two handles on the same store (two instances). */
  a: AccessRecordStore;
  b: AccessRecordStore;
  /** Tries to change an entry under the store (raw SQL / a browser's write); resolves to the error. */
  tamper(id: string): Promise<unknown>;
};

function entry(overrides: Partial<NewAccessRecord> = {}): NewAccessRecord {
  return {
    actorUid: "admin-1",
    actorEmail: "Director@Example.com",
    actorName: "센터장",
    clientAddress: "203.0.113.7",
    action: "list",
    target: "applications",
    subjects: ["app-1", "app-2"],
    subjectCount: 2,
    detail: "status=접수",
    reason: null,
    ...overrides,
  };
}

function contract(name: string, makeHarness: () => Promise<Harness>) {
  describe(`access records: ${name}`, () => {
    it("keeps who, when, from where, what and which records, and lists them newest first", async () => {
      const h = await makeHarness();
      const first = await h.a.append(entry(), new Date(NOW.getTime() - 60_000));
      const second = await h.b.append(
        entry({
          action: "export",
          subjects: Array.from({ length: 150 }, (_, i) => `app-${i}`),
          subjectCount: 150,
          detail: `status=접수, ${"긴조건".repeat(200)}`,
          reason: "12월 출석부 작성",
        }),
        NOW,
      );
      expect(first).toMatchObject({
        actorUid: "admin-1",
        actorEmail: "director@example.com",
        actorName: "센터장",
        clientAddress: "203.0.113.7",
        action: "list",
        target: "applications",
        subjects: ["app-1", "app-2"],
        subjectCount: 2,
        detail: "status=접수",
        reason: null,
        at: new Date(NOW.getTime() - 60_000).toISOString(),
      });
      // Bounded: at most 100 ids kept, the count says how many; a long filter is cut.
      expect(second.subjects).toHaveLength(100);
      expect(second.subjectCount).toBe(150);
      expect(second.detail!.length).toBeLessThanOrEqual(300);

      const page = await h.a.list({}, { page: 1, pageSize: 10 });
      expect(page.total).toBe(2);
      expect(page.items.map((r) => r.id)).toEqual([second.id, first.id]);
      expect(page.items[0]).toEqual(second);
      expect(page.items[1]).toEqual(first);
    });

    it("filters by administrator, action and time, and pages", async () => {
      const h = await makeHarness();
      const at = (days: number) => new Date(NOW.getTime() - days * DAY);
      await h.a.append(entry({ action: "view", target: "users", subjects: ["u1"] }), at(40));
      await h.a.append(entry({ actorEmail: "staff@example.com", action: "change" }), at(20));
      await h.b.append(entry({ action: "export", reason: "출석부" }), at(10));
      await h.b.append(entry({ actorEmail: "staff@example.com", action: "export" }), at(5));
      for (let i = 0; i < 3; i++) await h.a.append(entry(), at(1));

      const director = await h.a.list(
        { actorEmail: "DIRECTOR@example.com" },
        { page: 1, pageSize: 10 },
      );
      expect(director.total).toBe(5);
      expect(director.items.every((r) => r.actorEmail === "director@example.com")).toBe(true);

      const exports = await h.b.list({ action: "export" }, { page: 1, pageSize: 10 });
      expect(exports.items.map((r) => r.actorEmail)).toEqual([
        "staff@example.com",
        "director@example.com",
      ]);
      const staffExports = await h.b.list(
        { actorEmail: "staff@example.com", action: "export" },
        { page: 1, pageSize: 10 },
      );
      expect(staffExports.total).toBe(1);

      // [from, to): 30 days ago up to 7 days ago.
      const window = await h.a.list({ from: at(30), to: at(7) }, { page: 1, pageSize: 10 });
      expect(window.items.map((r) => r.action)).toEqual(["export", "change"]);
      const both = await h.a.list(
        { actorEmail: "director@example.com", action: "view", from: at(41), to: at(39) },
        { page: 1, pageSize: 10 },
      );
      expect(both.items.map((r) => r.subjects)).toEqual([["u1"]]);

      const second = await h.a.list({}, { page: 2, pageSize: 3 });
      expect(second).toMatchObject({ total: 7, page: 2, pageCount: 3, pageSize: 3 });
      expect(second.items).toHaveLength(3);
      const past = await h.a.list({}, { page: 9, pageSize: 3 });
      expect(past.page).toBe(3);
      expect(past.items).toHaveLength(1);
    });

    it("has no update or delete path: append, list and the purge of expired entries only", async () => {
      const h = await makeHarness();
      expect(Object.keys(h.a).sort()).toEqual([...ACCESS_RECORD_STORE_METHODS].sort());
      const written = await h.a.append(entry({ action: "delete", target: "inquiries" }), NOW);
      // The same input again is a second entry; the first reads back unchanged.
      const again = await h.b.append(entry({ action: "delete", target: "inquiries" }), NOW);
      expect(again.id).not.toBe(written.id);
      const listed = await h.a.list({ action: "delete" }, { page: 1, pageSize: 10 });
      expect(listed.items.find((r) => r.id === written.id)).toEqual(written);
      expect(listed.total).toBe(2);
      // Under the store: the table or the rules refuse a change.
      expect(String(await h.tamper(written.id))).toMatch(/append-only|PERMISSION_DENIED/);
      const after = await h.a.list({ action: "delete" }, { page: 1, pageSize: 10 });
      expect(after.items.find((r) => r.id === written.id)).toEqual(written);
    });

    it("purges only entries older than two years before now, and again removes nothing", async () => {
      const h = await makeHarness();
      const cutoff = accessRecordCutoff(NOW);
      expect(cutoff.toISOString()).toBe("2024-11-27T03:00:00.000Z");
      const old = await h.a.append(entry({ detail: "old" }), new Date(cutoff.getTime() - 1));
      const edge = await h.a.append(entry({ detail: "edge" }), cutoff);
      const recent = await h.b.append(entry({ detail: "recent" }), new Date(NOW.getTime() - DAY));
      // A year and a half on, nothing is old enough.
      expect(await h.a.purgeExpired(new Date(NOW.getTime() - 200 * DAY))).toBe(0);
      expect(await h.b.purgeExpired(NOW)).toBe(1);
      expect(await h.a.purgeExpired(NOW)).toBe(0);
      const left = await h.a.list({}, { page: 1, pageSize: 10 });
      expect(left.items.map((r) => r.id).sort()).toEqual([edge.id, recent.id].sort());
      expect(left.items.map((r) => r.id)).not.toContain(old.id);
      // The clock moved two more years: everything goes.
      expect(await h.a.purgeExpired(new Date(NOW.getTime() + 2 * 366 * DAY))).toBe(2);
      expect((await h.a.list({}, { page: 1, pageSize: 10 })).total).toBe(0);
    });
  });
}

const sqliteFiles: Array<{ db: DatabaseSync; dir: string }> = [];
afterAll(() => {
  for (const { db, dir } of sqliteFiles.splice(0)) {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

contract("sqlite", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "access-records-"));
  const file = path.join(dir, "test.sqlite");
  const db = openSqlite(file);
  const second = openSqlite(file);
  sqliteFiles.push({ db, dir }, { db: second, dir });
  return {
    a: createSqliteAccessRecordStore(db),
    b: createSqliteAccessRecordStore(second),
    async tamper(id) {
      try {
        db.prepare("UPDATE access_records SET reason = 'changed' WHERE id = ?").run(id);
        return "no error";
      } catch (error) {
        return error;
      }
    },
  };
});

const emulator = inject("firestoreEmulator");

describeOnEmulators("firestore emulator", ["firestore"], () => {
  const clients = firestoreClients("access-records");
  const rules = readFileSync(path.join(ROOT, "firebase/firestore.rules"), "utf8");

  contract("firestore", async () => {
    if (!("host" in emulator)) throw new Error("unreachable");
    const projectId = `access-records-${randomUUID().slice(0, 8)}`;
    const base = `http://${emulator.host}`;
    // The project's own rules, as deployed (firebase/firestore.rules).
    const loaded = await fetch(`${base}/emulator/v1/projects/${projectId}:securityRules`, {
      method: "PUT",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ rules: { files: [{ name: "firestore.rules", content: rules }] } }),
    });
    const answer = await loaded.text();
    const issues = loaded.ok
      ? ((JSON.parse(answer || "{}") as { issues?: unknown[] }).issues ?? [])
      : [];
    if (!loaded.ok || issues.length)
      throw new Error(`rules not loaded: ${loaded.status} ${answer}`);
    return {
      a: createFirestoreAccessRecordStore(clients.client(projectId)),
      b: createFirestoreAccessRecordStore(clients.client(projectId)),
      async tamper(id) {
        // A browser's write (no admin credentials): the REST API under the security rules.
        const document = `${base}/v1/projects/${projectId}/databases/(default)/documents/accessRecords/${id}`;
        const patch = await fetch(`${document}?updateMask.fieldPaths=reason`, {
          method: "PATCH",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ fields: { reason: { stringValue: "changed" } } }),
        });
        const remove = await fetch(document, { method: "DELETE" });
        const create = await fetch(
          `${base}/v1/projects/${projectId}/databases/(default)/documents/accessRecords?documentId=forged`,
          { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" },
        );
        const statuses = [patch.status, remove.status, create.status];
        return statuses.every((s) => s === 403)
          ? `PERMISSION_DENIED ${statuses.join(",")}`
          : `allowed ${statuses.join(",")}`;
      },
    };
  });
});
