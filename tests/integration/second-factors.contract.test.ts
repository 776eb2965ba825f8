// One contract for both second-factor stores (decision 195): SQLite always; Firestore (the
// `secondFactor` field of the users documents) against the emulator from the vitest global setup.
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { DatabaseSync } from "node:sqlite";
import { deleteApp, initializeApp, type App } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { afterAll, describe, expect, inject, it } from "vitest";
import { createSecondFactorService } from "~/accounts/second-factor.server";
import { hashRecoveryCode, totpCode } from "~/accounts/totp.server";
import type { SecondFactorStore } from "~/records/second-factors/contract";
import { createFirestoreSecondFactorStore } from "~/records/second-factors/firestore.server";
import { createSqliteSecondFactorStore } from "~/records/second-factors/sqlite.server";
import type { UserStore } from "~/records/users/contract";
import { createFirestoreUserStore } from "~/records/users/firestore.server";
import { createSqliteUserStore } from "~/records/users/sqlite.server";
import { openSqlite } from "~/connections/sqlite.server";
import { describeOnEmulators } from "../support/emulator-suite";

const emulator = inject("firestoreEmulator");

type Harness = {
  /** Two handles on the same store (on Firestore: two apps, as two instances would be). */
  a: SecondFactorStore;
  b: SecondFactorStore;
  users: UserStore;
  /** Everything the users records hold, as text (lists and exports read them). */
  dumpUsers: () => Promise<string>;
  dumpFactors: () => Promise<string>;
};

const T0 = Date.parse("2026-11-25T09:00:00Z");

async function adminIn(h: Harness) {
  const uid = `admin-${randomUUID().slice(0, 8)}`;
  await h.users.create({ uid, name: "관리자", email: `${uid}@example.com`, provider: "email" });
  return uid;
}

function contract(name: string, makeHarness: () => Promise<Harness>) {
  describe(`second factors: ${name}`, () => {
    it("enrols with a pending key, confirmed by a first code; recovery codes kept only as hashes", async () => {
      const h = await makeHarness();
      const uid = await adminIn(h);
      let clock = T0;
      const service = createSecondFactorService({ store: h.a, now: () => new Date(clock) });
      expect(await service.isEnrolled(uid)).toBe(false);
      const enrolment = await service.enrolment(uid, "director@example.com");
      expect(enrolment?.uri).toMatch(/^otpauth:\/\/totp\/.+secret=/);
      expect(enrolment?.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
      // A reload (another instance) shows the same key.
      const again = await createSecondFactorService({ store: h.b }).enrolment(uid, "x");
      expect(again?.secret).toBe(enrolment!.secret);

      expect(await service.confirm(uid, "000000")).toBeNull();
      const codes = await service.confirm(uid, totpCode(enrolment!.secret, clock));
      expect(codes).toHaveLength(10);
      expect(await service.isEnrolled(uid)).toBe(true);
      expect(await createSecondFactorService({ store: h.b }).enrolment(uid, "x")).toBeNull();

      const stored = await h.dumpFactors();
      for (const code of codes!) {
        expect(stored).not.toContain(code);
        expect(stored).toContain(hashRecoveryCode(code));
      }
      const userRecord = JSON.stringify(await h.users.get(uid));
      expect(userRecord).not.toContain(enrolment!.secret);
      expect(JSON.stringify(await h.users.list())).not.toContain(enrolment!.secret);
      // The enrolment's code cannot be used again to sign in.
      expect(await service.verify(uid, totpCode(enrolment!.secret, clock))).toBe("replayed");
      clock += 30_000;
      expect(await service.verify(uid, totpCode(enrolment!.secret, clock))).toBe("ok");
    });

    it("accepts each code once across instances, and each recovery code once", async () => {
      const h = await makeHarness();
      const uid = await adminIn(h);
      const secret = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
      const one = createSecondFactorService({ store: h.a, now: () => new Date(T0) });
      const two = createSecondFactorService({ store: h.b, now: () => new Date(T0) });
      expect(await one.verify(uid, totpCode(secret, T0))).toBe("wrong"); // not enrolled
      expect(await one.preEnrol(uid, secret)).toBe(true);
      expect(await two.preEnrol(uid, secret)).toBe(false); // already so
      const code = totpCode(secret, T0);
      const [first, second] = await Promise.all([one.verify(uid, code), two.verify(uid, code)]);
      expect([first, second].sort()).toEqual(["ok", "replayed"]);
      // An older step after a newer one is refused too.
      expect(await one.verify(uid, totpCode(secret, T0 - 30_000))).toBe("replayed");
      expect(await one.verify(uid, "12345")).toBe("wrong");

      expect(await h.a.useRecoveryCode(uid, hashRecoveryCode("AAAAA-BBBBB"))).toBe(false);
      expect(await h.a.enrol(uid, secret, new Date(T0))).toBeUndefined();
      const pending = `p-${randomUUID().slice(0, 6)}`;
      await h.users.create({
        uid: pending,
        name: "p",
        email: `${pending}@e.com`,
        provider: "email",
      });
      const service = createSecondFactorService({ store: h.a, now: () => new Date(T0) });
      const enrolment = await service.enrolment(pending, "p");
      const codes = (await service.confirm(pending, totpCode(enrolment!.secret, T0)))!;
      const results = await Promise.all([
        one.verify(pending, codes[3]!),
        two.verify(pending, codes[3]!.toLowerCase().replace("-", " ")),
      ]);
      expect(results.sort()).toEqual(["ok", "wrong"]);
      expect(await two.verify(pending, codes[4]!)).toBe("ok");
    });

    it("a reset forgets the factor (the next sign-in enrols again) and leaves the users record", async () => {
      const h = await makeHarness();
      const uid = await adminIn(h);
      await h.a.enrol(uid, "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP", new Date(T0));
      expect(await h.b.reset(uid)).toBe(true);
      expect(await h.a.get(uid)).toBeNull();
      expect(await h.a.reset(uid)).toBe(false);
      // The users record itself is untouched by the reset.
      expect(await h.users.get(uid)).toMatchObject({ uid, name: "관리자" });
      const fresh = await h.a.begin(uid, "KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU");
      expect(fresh).toMatchObject({
        confirmedAt: null,
        secret: "KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU",
      });
      // A user update keeps the factor (Firestore merges; SQLite keeps its own table).
      await h.users.update(uid, { name: "새이름" });
      expect((await h.a.get(uid))?.secret).toBe("KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU");
      expect(await h.a.confirm(uid, 1, [], new Date(T0))).toBe(true);
      expect(await h.a.confirm(uid, 2, [], new Date(T0))).toBe(false);
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
  const dir = mkdtempSync(path.join(tmpdir(), "second-factors-"));
  const file = path.join(dir, "test.sqlite");
  const db = openSqlite(file);
  const second = openSqlite(file);
  sqliteFiles.push({ db, dir }, { db: second, dir });
  return {
    a: createSqliteSecondFactorStore(db),
    b: createSqliteSecondFactorStore(second),
    users: createSqliteUserStore(db),
    dumpUsers: async () => JSON.stringify(db.prepare("SELECT * FROM users").all()),
    dumpFactors: async () => JSON.stringify(db.prepare("SELECT * FROM second_factors").all()),
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
    const projectId = `second-factors-${randomUUID().slice(0, 8)}`;
    const instance = () => {
      const app = initializeApp({ projectId }, `second-factors-${randomUUID()}`);
      apps.push(app);
      return getFirestore(app);
    };
    const [first, second] = [instance(), instance()];
    const collection = `users-${randomUUID().slice(0, 8)}`;
    const dump = async () =>
      JSON.stringify((await first.collection(collection).get()).docs.map((d) => d.data()));
    return {
      a: createFirestoreSecondFactorStore(first, collection),
      b: createFirestoreSecondFactorStore(second, collection),
      users: createFirestoreUserStore(first, collection),
      dumpUsers: dump,
      dumpFactors: dump,
    };
  });
});
