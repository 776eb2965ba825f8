// One contract for both staff-memo stores (issue 46 §4): SQLite always; Firestore against the
// emulator from the vitest global setup. A note keeps who wrote it and when; a subject's notes
// list oldest first and never another subject's (nor the other kind's with the same id); a note
// is deleted only through its own subject; deleteFor (retention, a member's deletion) removes a
// subject's notes, idempotently, and leaves the others.
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { DatabaseSync } from "node:sqlite";
import { afterAll, describe, expect, it } from "vitest";
import type { NewStaffNote, StaffNoteStore } from "~/records/staff-notes/contract";
import { createFirestoreStaffNoteStore } from "~/records/staff-notes/firestore.server";
import { createSqliteStaffNoteStore } from "~/records/staff-notes/sqlite.server";
import { openSqlite } from "~/connections/sqlite.server";
import { describeOnEmulators } from "../support/emulator-suite";
import { firestoreClients } from "../support/firestore-clients";

const T0 = new Date("2026-12-06T01:00:00Z");
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

function note(overrides: Partial<NewStaffNote> = {}): NewStaffNote {
  return {
    subject: "application",
    subjectId: "app-1",
    text: "전화로 주차 안내함.\n다음 주 재확인.",
    authorUid: "admin-1",
    authorName: "센터장 (director@example.com)",
    ...overrides,
  };
}

function contract(name: string, open: () => Promise<StaffNoteStore>) {
  describe(`staff notes: ${name}`, () => {
    it("keeps the text, who wrote it and when; lists a subject's notes oldest first", async () => {
      const store = await open();
      const second = await store.add(note({ text: "두 번째" }), at(2));
      const first = await store.add(note(), at(1));
      await store.add(note({ subjectId: "app-2", text: "다른 신청" }), at(3));
      await store.add(note({ subject: "user", text: "같은 id의 회원" }), at(4));
      expect(first).toEqual({
        id: expect.any(String),
        subject: "application",
        subjectId: "app-1",
        text: "전화로 주차 안내함.\n다음 주 재확인.",
        authorUid: "admin-1",
        authorName: "센터장 (director@example.com)",
        createdAt: at(1).toISOString(),
      });
      expect(await store.listFor("application", ["app-1"])).toEqual([first, second]);
      expect((await store.listFor("application", ["app-1", "app-2"])).map((n) => n.text)).toEqual([
        "전화로 주차 안내함.\n다음 주 재확인.",
        "두 번째",
        "다른 신청",
      ]);
      expect((await store.listFor("user", ["app-1"])).map((n) => n.text)).toEqual([
        "같은 id의 회원",
      ]);
      expect(await store.listFor("application", [])).toEqual([]);
      expect(await store.listFor("application", ["none"])).toEqual([]);
    });

    it("lists the notes of more subjects than one query takes (a page of 40 rows)", async () => {
      const store = await open();
      const ids = Array.from({ length: 40 }, (_, i) => `app-${i}`);
      for (const [i, id] of ids.entries()) await store.add(note({ subjectId: id }), at(i));
      const listed = await store.listFor("application", ids);
      expect(listed.map((n) => n.subjectId)).toEqual(ids);
    });

    it("deletes a note only through its own subject", async () => {
      const store = await open();
      const kept = await store.add(note(), at(1));
      expect(await store.delete(kept.id, "application", "app-2")).toBe(false);
      expect(await store.delete(kept.id, "user", "app-1")).toBe(false);
      expect(await store.listFor("application", ["app-1"])).toEqual([kept]);
      expect(await store.delete(kept.id, "application", "app-1")).toBe(true);
      expect(await store.delete(kept.id, "application", "app-1")).toBe(false);
      expect(await store.listFor("application", ["app-1"])).toEqual([]);
    });

    it("deleteFor removes every note of those subjects, idempotently, and leaves the rest", async () => {
      const store = await open();
      await store.add(note(), at(1));
      await store.add(note({ text: "둘째" }), at(2));
      const other = await store.add(note({ subjectId: "app-2" }), at(3));
      const member = await store.add(note({ subject: "user" }), at(4));
      expect(await store.deleteFor("application", ["app-1", "gone"])).toBe(2);
      expect(await store.deleteFor("application", ["app-1"])).toBe(0);
      expect(await store.deleteFor("application", [])).toBe(0);
      expect(await store.listFor("application", ["app-1", "app-2"])).toEqual([other]);
      expect(await store.listFor("user", ["app-1"])).toEqual([member]);
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
  const dir = mkdtempSync(path.join(tmpdir(), "staff-notes-"));
  const db = openSqlite(path.join(dir, "test.sqlite"));
  sqliteDirs.push({ db, dir });
  return createSqliteStaffNoteStore(db);
});

describeOnEmulators("firestore emulator", ["firestore"], () => {
  const clients = firestoreClients("staff-notes");
  contract("firestore", async () =>
    createFirestoreStaffNoteStore(clients.client(`staff-notes-${randomUUID().slice(0, 8)}`)),
  );
});
