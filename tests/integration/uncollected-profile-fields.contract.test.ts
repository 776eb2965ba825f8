// 주소 and 생년월일 are no longer collected (decision 248). Both backends stop keeping what they
// held: SQLite drops the two columns at start; Firestore removes the two fields whenever a member's
// document is written (each sign-in writes lastLogin). The Firestore side runs on the emulator.
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { deleteApp, initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { afterAll, describe, expect, inject, it } from "vitest";
import { createFirestoreUserStore } from "~/records/users/firestore.server";
import { createSqliteUserStore } from "~/records/users/sqlite.server";
import { openSqlite } from "~/connections/sqlite.server";
import { AUTH_EMULATOR_PROJECT } from "../support/auth-emulator";
import { describeOnEmulators } from "../support/emulator-suite";

const firestoreEmulator = inject("firestoreEmulator");

describe("uncollected profile fields: sqlite", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "uncollected-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("drops the address and birth date a database of the previous version held", async () => {
    const db = openSqlite(path.join(dir, "centre.sqlite"));
    // The users table as the three earlier steps left it, with one member's details in it.
    db.exec(`CREATE TABLE users (
       uid TEXT PRIMARY KEY, name TEXT NOT NULL, email TEXT NOT NULL,
       phone_number TEXT NOT NULL DEFAULT '', phone_digits TEXT NOT NULL DEFAULT '',
       address TEXT NOT NULL DEFAULT '', birth_date TEXT NOT NULL DEFAULT '',
       interests TEXT NOT NULL DEFAULT '[]', enrolled_programs TEXT NOT NULL DEFAULT '[]',
       profile_image TEXT, created_at TEXT NOT NULL, updated_at TEXT NOT NULL, last_login TEXT,
       role TEXT NOT NULL DEFAULT 'user', provider TEXT NOT NULL,
       is_admin INTEGER NOT NULL DEFAULT 0, status TEXT NOT NULL DEFAULT 'active',
       email_verified INTEGER NOT NULL DEFAULT 0, terms_consent_at TEXT, privacy_consent_at TEXT);
     INSERT INTO schema_versions (name, version) VALUES ('users', 3);
     INSERT INTO users (uid, name, email, address, birth_date, created_at, updated_at, provider)
       VALUES ('u1', '김청라', 'a@example.com', '인천 서구 청라동 1', '1990-05-05',
               '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z', 'email');`);
    const users = createSqliteUserStore(db);
    const columns = (db.prepare("PRAGMA table_info(users)").all() as { name: string }[]).map(
      (c) => c.name,
    );
    expect(columns).not.toContain("address");
    expect(columns).not.toContain("birth_date");
    const user = await users.get("u1");
    expect(user).toMatchObject({ uid: "u1", name: "김청라", email: "a@example.com" });
    expect(Object.keys(user!)).not.toContain("address");
    expect(Object.keys(user!)).not.toContain("birthDate");
    db.close();
  });
});

describeOnEmulators("uncollected profile fields: firestore", ["firestore"], () => {
  it("removes a stored address and birth date at the member's next write, keeping the rest", async () => {
    if (!("host" in firestoreEmulator)) throw new Error("unreachable");
    process.env.FIRESTORE_EMULATOR_HOST = firestoreEmulator.host;
    const app = initializeApp({ projectId: AUTH_EMULATOR_PROJECT }, `uncollected-${randomUUID()}`);
    try {
      const firestore = getFirestore(app);
      const name = `users-${randomUUID().slice(0, 8)}`;
      const users = createFirestoreUserStore(firestore, name);
      const created = await users.create({
        uid: "u1",
        name: "김청라",
        email: "a@example.com",
        provider: "email",
      });
      expect(Object.keys(created)).not.toContain("address");
      const ref = firestore.collection(name).doc("u1");
      expect((await ref.get()).data()).not.toHaveProperty("address");
      // A document written before this version.
      await ref.set({ address: "인천 서구 청라동 1", birthDate: "1990-05-05" }, { merge: true });
      expect(Object.keys((await users.get("u1"))!)).not.toContain("address");
      await users.update("u1", { lastLogin: "2026-12-01T00:00:00.000Z" });
      const stored = (await ref.get()).data()!;
      expect(stored).not.toHaveProperty("address");
      expect(stored).not.toHaveProperty("birthDate");
      expect(stored).toMatchObject({ name: "김청라", email: "a@example.com" });
    } finally {
      await deleteApp(app);
    }
  });
});
