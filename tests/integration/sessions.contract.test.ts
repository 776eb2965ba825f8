// One contract for both session stores (decision 075): SQLite always; Firestore against the
// emulator from the vitest global setup (skipped with the printed reason only when it cannot start).
// Times are passed in, so expiry is tested without waiting.
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { DatabaseSync } from "node:sqlite";
import { deleteApp, initializeApp, type App } from "firebase-admin/app";
import { getFirestore, type Firestore } from "firebase-admin/firestore";
import { afterAll, describe, expect, inject, it } from "vitest";
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from "~/domain/session-lifetime";
import { createFirestoreSessionStore } from "~/records/sessions/firestore.server";
import { createSqliteSessionStore } from "~/records/sessions/sqlite.server";
import { hashSessionToken, type SessionStore } from "~/records/sessions/contract.server";
import { openSqlite } from "~/connections/sqlite.server";
import { describeOnEmulators } from "../support/emulator-suite";

const emulator = inject("firestoreEmulator");

type Harness = {
  /** Two handles on the same stored sessions (on Firestore: two apps, as two instances would be). */
  a: SessionStore;
  b: SessionStore;
  /** Everything the store holds, as text, to look for raw tokens. */
  dump: () => Promise<string>;
};

const T0 = Date.parse("2025-03-01T09:00:00Z");
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

function contract(name: string, makeHarness: () => Promise<Harness>) {
  describe(`session store: ${name}`, () => {
    it("creates a new random session per login, keyed by the token's SHA-256 only", async () => {
      const { a, dump } = await makeHarness();
      const uid = `u-${randomUUID()}`;
      const one = await a.create(uid, "Chrome · Windows", T0);
      const two = await a.create(uid, "Chrome · Windows", T0);
      expect(one.token).not.toBe(two.token);
      expect(one.session.id).not.toBe(two.session.id);
      expect(Buffer.from(one.token, "base64url").length).toBe(32);
      expect(one.session).toMatchObject({
        uid,
        device: "Chrome · Windows",
        createdAt: T0,
        lastSeenAt: T0,
        expiresAt: T0 + SESSION_ABSOLUTE_MS,
      });
      expect(await a.find(one.token, T0 + 1000)).toEqual(one.session);
      const stored = await dump();
      expect(stored).toContain(hashSessionToken(one.token));
      expect(stored).not.toContain(one.token);
      expect(stored).not.toContain(two.token);
      expect(await a.find(`${one.token}x`, T0)).toBeNull();
      expect(await a.find("", T0)).toBeNull();
    });

    it("marks a session as past the second factor, seen by every instance; an ended one cannot be marked", async () => {
      const { a, b } = await makeHarness();
      const uid = `u-${randomUUID()}`;
      const { token } = await a.create(uid, "d", T0);
      expect((await b.find(token, T0 + 1000))?.secondFactorAt).toBeNull();
      expect(await a.markSecondFactor(token, T0 + 2000)).toBe(true);
      expect((await b.find(token, T0 + 3000))?.secondFactorAt).toBe(T0 + 2000);
      expect((await b.listForUser(uid, T0 + 3000))[0]?.secondFactorAt).toBe(T0 + 2000);
      await b.endByToken(token);
      expect(await a.markSecondFactor(token, T0 + 4000)).toBe(false);
    });

    it("a session started on one instance is valid on another; ended on one, refused on the other at once", async () => {
      const { a, b } = await makeHarness();
      const uid = `u-${randomUUID()}`;
      const { token, session } = await a.create(uid, "Safari · iPhone", T0);
      expect(await b.find(token, T0 + HOUR)).toMatchObject({ id: session.id, uid });
      await a.endByToken(token);
      expect(await b.find(token, T0 + HOUR)).toBeNull();
      expect(await b.touch(token, T0 + HOUR)).toBe(false);
    });

    it("ends a session 14 days after login however active it was, and after 7 idle days", async () => {
      const { a } = await makeHarness();
      const uid = `u-${randomUUID()}`;
      const active = await a.create(uid, "d", T0);
      for (let day = 1; day <= 13; day++)
        expect(await a.touch(active.token, T0 + day * DAY)).toBe(true);
      expect(await a.find(active.token, T0 + 13 * DAY + HOUR)).not.toBeNull();
      expect(await a.find(active.token, T0 + SESSION_ABSOLUTE_MS)).toBeNull();
      expect(await a.find(active.token, T0 + 13 * DAY + HOUR)).toBeNull(); // gone for good once refused

      const idle = await a.create(uid, "d", T0);
      expect(await a.find(idle.token, T0 + SESSION_IDLE_MS - HOUR)).not.toBeNull();
      expect(await a.find(idle.token, T0 + SESSION_IDLE_MS)).toBeNull();

      const seen = await a.create(uid, "d", T0);
      expect(await a.touch(seen.token, T0 + 6 * DAY)).toBe(true);
      expect(await a.find(seen.token, T0 + 12 * DAY)).toMatchObject({ lastSeenAt: T0 + 6 * DAY });
    });

    it("lists a member's live sessions, most recent first, and ends only the member's own by id", async () => {
      const { a, b } = await makeHarness();
      const [me, other] = [`u-${randomUUID()}`, `u-${randomUUID()}`];
      const laptop = await a.create(me, "Chrome · Windows", T0);
      const phone = await a.create(me, "Safari · iPhone", T0 + HOUR);
      const old = await a.create(me, "Firefox · Linux", T0 - 10 * DAY);
      const theirs = await a.create(other, "Edge · Windows", T0);
      const listed = await b.listForUser(me, T0 + 2 * HOUR);
      expect(listed.map((s) => s.device)).toEqual(["Safari · iPhone", "Chrome · Windows"]);
      expect(listed.map((s) => s.id)).not.toContain(old.session.id);

      expect(await b.endById(me, theirs.session.id)).toBe(false); // another member's session
      expect(await a.find(theirs.token, T0 + HOUR)).not.toBeNull();
      expect(await b.endById(me, phone.session.id)).toBe(true);
      expect(await a.find(phone.token, T0 + 2 * HOUR)).toBeNull();
      expect(await a.find(laptop.token, T0 + 2 * HOUR)).not.toBeNull();

      await b.endAllForUser(me);
      expect(await a.find(laptop.token, T0 + 2 * HOUR)).toBeNull();
      expect(await a.listForUser(me, T0 + 2 * HOUR)).toEqual([]);
      expect(await a.find(theirs.token, T0 + 2 * HOUR)).not.toBeNull();
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
  const dir = mkdtempSync(path.join(tmpdir(), "sessions-"));
  const file = path.join(dir, "test.sqlite");
  const db = openSqlite(file);
  const second = openSqlite(file); // a second connection, as a restarted process would have
  sqliteFiles.push({ db, dir }, { db: second, dir });
  return {
    a: createSqliteSessionStore(db),
    b: createSqliteSessionStore(second),
    dump: async () => JSON.stringify(db.prepare("SELECT * FROM sessions").all()),
  };
});

const apps: App[] = [];
afterAll(async () => {
  await Promise.all(apps.map((app) => deleteApp(app)));
});

describeOnEmulators("firestore emulator", ["firestore"], () => {
  contract("firestore", async () => {
    if (!("host" in emulator)) throw new Error("unreachable");
    process.env.FIRESTORE_EMULATOR_HOST = emulator.host;
    const projectId = `sessions-${randomUUID().slice(0, 8)}`;
    const instance = (): Firestore => {
      const app = initializeApp({ projectId }, `sessions-${randomUUID()}`);
      apps.push(app);
      return getFirestore(app);
    };
    const [first, second] = [instance(), instance()];
    const collection = `sessions-${randomUUID().slice(0, 8)}`;
    return {
      a: createFirestoreSessionStore(first, collection),
      b: createFirestoreSessionStore(second, collection),
      dump: async () => {
        const docs = (await first.collection(collection).get()).docs;
        return JSON.stringify(docs.map((d) => ({ documentId: d.id, ...d.data() })));
      },
    };
  });
});
