// One contract for both attendance stores (issue 46 §3): SQLite always; Firestore against the
// emulator from the vitest global setup. A mark is one per application and day (a second save
// replaces it, keeping who saved it last and when); a class's marks and an application's list by
// day, never another's; the counts per class add up every mark; deleteFor (retention) removes an
// application's marks, idempotently, and leaves the others.
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { DatabaseSync } from "node:sqlite";
import { afterAll, describe, expect, it } from "vitest";
import type { AttendanceStore, NewAttendanceMark } from "~/records/attendance/contract";
import { createFirestoreAttendanceStore } from "~/records/attendance/firestore.server";
import { createSqliteAttendanceStore } from "~/records/attendance/sqlite.server";
import { openSqlite } from "~/connections/sqlite.server";
import { describeOnEmulators } from "../support/emulator-suite";
import { firestoreClients } from "../support/firestore-clients";

const T0 = new Date("2026-12-07T01:00:00Z");
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

function mark(overrides: Partial<NewAttendanceMark> = {}): NewAttendanceMark {
  return {
    applicationId: "app-1",
    programId: 7,
    day: "2026-12-07",
    mark: "출석",
    recordedByUid: "admin-1",
    recordedByName: "센터장 (director@example.com)",
    ...overrides,
  };
}

function contract(name: string, open: () => Promise<AttendanceStore>) {
  describe(`attendance: ${name}`, () => {
    it("keeps one mark per application and day; a second save replaces it", async () => {
      const store = await open();
      await store.record(
        [mark(), mark({ applicationId: "app-2", mark: "결석" }), mark({ day: "2026-12-09" })],
        at(1),
      );
      await store.record(
        [mark({ mark: "지각", recordedByUid: "admin-2", recordedByName: "강사 (t@example.com)" })],
        at(5),
      );
      expect(await store.listForProgram(7)).toEqual([
        {
          ...mark({
            mark: "지각",
            recordedByUid: "admin-2",
            recordedByName: "강사 (t@example.com)",
          }),
          recordedAt: at(5).toISOString(),
        },
        { ...mark({ applicationId: "app-2", mark: "결석" }), recordedAt: at(1).toISOString() },
        { ...mark({ day: "2026-12-09" }), recordedAt: at(1).toISOString() },
      ]);
      expect(await store.listForProgram(8)).toEqual([]);
    });

    it("lists an application's marks by day and never another's", async () => {
      const store = await open();
      await store.record([
        mark({ day: "2026-12-14" }),
        mark(),
        mark({ applicationId: "app-2" }),
        mark({ applicationId: "app-3", programId: 8 }),
      ]);
      const mine = await store.listForApplications(["app-1"]);
      expect(mine.map((m) => [m.applicationId, m.day])).toEqual([
        ["app-1", "2026-12-07"],
        ["app-1", "2026-12-14"],
      ]);
      expect(
        (await store.listForApplications(["app-3", "app-2"])).map((m) => m.applicationId),
      ).toEqual(["app-2", "app-3"]);
      expect(await store.listForApplications([])).toEqual([]);
      expect(await store.listForApplications(["none"])).toEqual([]);
    });

    it("lists the marks of more applications than one query takes", async () => {
      const store = await open();
      const ids = Array.from({ length: 40 }, (_, i) => `app-${String(i).padStart(2, "0")}`);
      await store.record(ids.map((applicationId) => mark({ applicationId })));
      expect((await store.listForApplications(ids)).map((m) => m.applicationId)).toEqual(ids);
    });

    it("counts each class's marks", async () => {
      const store = await open();
      expect(await store.countsByProgram()).toEqual([]);
      await store.record([
        mark(),
        mark({ day: "2026-12-09", mark: "지각" }),
        mark({ applicationId: "app-2", mark: "결석" }),
        mark({ applicationId: "app-3", programId: 3, mark: "결석" }),
      ]);
      expect(await store.countsByProgram()).toEqual([
        { programId: 3, 출석: 0, 지각: 0, 결석: 1 },
        { programId: 7, 출석: 1, 지각: 1, 결석: 1 },
      ]);
    });

    it("deleteFor removes every mark of those applications, idempotently, and leaves the rest", async () => {
      const store = await open();
      await store.record([mark(), mark({ day: "2026-12-09" }), mark({ applicationId: "app-2" })]);
      expect(await store.deleteFor(["app-1", "gone"])).toBe(2);
      expect(await store.deleteFor(["app-1"])).toBe(0);
      expect(await store.deleteFor([])).toBe(0);
      expect((await store.listForProgram(7)).map((m) => m.applicationId)).toEqual(["app-2"]);
    });
  });
}

const sqliteDirs: { db: DatabaseSync; dir: string }[] = [];
afterAll(() => {
  for (const { db, dir } of sqliteDirs) {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

contract("sqlite", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "attendance-"));
  const db = openSqlite(path.join(dir, "test.sqlite"));
  sqliteDirs.push({ db, dir });
  return createSqliteAttendanceStore(db);
});

describeOnEmulators("firestore emulator", ["firestore"], () => {
  const clients = firestoreClients("attendance");
  contract("firestore", async () =>
    createFirestoreAttendanceStore(clients.client(`attendance-${randomUUID().slice(0, 8)}`)),
  );
});
