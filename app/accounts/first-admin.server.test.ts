// The rules of admin:create apart from any identity provider: what it changes for each kind of
// existing account, and that a second run changes nothing. The command itself, on both real
// backends, is tests/integration/admin-create.test.ts.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  describeOutcome,
  ensureAdministrator,
  type AdministratorAccount,
  type AdministratorIdentity,
} from "~/accounts/first-admin.server";
import { createSqliteUserStore } from "~/records/users/sqlite.server";
import { openSqlite } from "~/connections/sqlite.server";

/** An identity provider in memory, recording what was done to it. */
function fakeIdentity(accounts: (AdministratorAccount & { email: string })[]) {
  const done: string[] = [];
  const identity: AdministratorIdentity = {
    findByEmail: async (email) => accounts.find((a) => a.email === email) ?? null,
    getAccount: async (uid) => accounts.find((a) => a.uid === uid) ?? null,
    async createVerified(email) {
      const uid = `uid-${accounts.length + 1}`;
      accounts.push({ uid, email, emailVerified: true, hasPassword: true, disabled: false });
      done.push(`create ${email}`);
      return uid;
    },
    async markVerified(uid) {
      accounts.find((a) => a.uid === uid)!.emailVerified = true;
      done.push(`verify ${uid}`);
    },
    async enable(uid) {
      accounts.find((a) => a.uid === uid)!.disabled = false;
      done.push(`enable ${uid}`);
    },
  };
  return { identity, done };
}

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function usersStore() {
  const folder = mkdtempSync(path.join(tmpdir(), "first-admin-"));
  folders.push(folder);
  return createSqliteUserStore(openSqlite(path.join(folder, "test.sqlite")));
}

const neverAsked = async (): Promise<string> => {
  throw new Error("the password is asked for only when the account is created");
};

describe("ensureAdministrator", () => {
  it("verifies, re-enables and promotes a disabled, unproven console account, then changes nothing", async () => {
    const users = usersStore();
    const { identity, done } = fakeIdentity([
      {
        uid: "c1",
        email: "boss@example.kr",
        emailVerified: false,
        hasPassword: true,
        disabled: true,
      },
    ]);
    const input = { email: "Boss@Example.kr ", password: neverAsked, passwordGiven: false };
    const first = await ensureAdministrator({ identity, users }, input);
    expect(first.changes).toEqual(["address-verified", "account-enabled", "profile-created"]);
    expect(done).toEqual(["verify c1", "enable c1"]);
    expect(await users.get("c1")).toMatchObject({
      email: "boss@example.kr",
      role: "admin",
      isAdmin: true,
      emailVerified: true,
      provider: "email",
    });

    const second = await ensureAdministrator({ identity, users }, input);
    expect(second.changes).toEqual([]);
    expect(done).toHaveLength(2);
    expect(describeOutcome("boss@example.kr", second)[0]).toContain("변경 없음");
  });

  it("promotes and reactivates a member's record, and proves a Kakao-only address on the record alone", async () => {
    const users = usersStore();
    await users.create({
      uid: "k1",
      email: "kakao@example.kr",
      name: "김카카오",
      provider: "kakao",
    });
    await users.update("k1", { status: "inactive" });
    const { identity, done } = fakeIdentity([
      { uid: "k1", email: "", emailVerified: false, hasPassword: false, disabled: false },
    ]);
    const outcome = await ensureAdministrator(
      { identity, users },
      { email: "kakao@example.kr", password: neverAsked, passwordGiven: true },
    );
    expect(outcome.changes).toEqual(["role-granted", "profile-verified", "profile-activated"]);
    expect(done).toEqual([]);
    expect(outcome.passwordIgnored).toBe(true);
    expect(await users.get("k1")).toMatchObject({
      role: "admin",
      emailVerified: true,
      status: "active",
      provider: "kakao",
    });
  });

  it("creates the account with the given password only when there is none", async () => {
    const users = usersStore();
    const { identity, done } = fakeIdentity([]);
    const outcome = await ensureAdministrator(
      { identity, users },
      { email: "new@example.kr", password: async () => "pw-from-stdin", passwordGiven: true },
    );
    expect(outcome.changes).toEqual(["account-created", "profile-created"]);
    expect(outcome.passwordIgnored).toBe(false);
    expect(done).toEqual(["create new@example.kr"]);
  });

  it("gives the record it creates the consent times of any account; a promoted member keeps theirs", async () => {
    const users = usersStore();
    const at = new Date("2026-11-27T01:02:03.000Z");
    const { identity } = fakeIdentity([
      {
        uid: "m1",
        email: "member@example.kr",
        emailVerified: true,
        hasPassword: true,
        disabled: false,
      },
    ]);
    await users.create(
      {
        uid: "m1",
        email: "member@example.kr",
        name: "회원",
        provider: "email",
        termsConsentAt: "2025-01-02T03:04:05.000Z",
        privacyConsentAt: "2025-01-02T03:04:05.000Z",
      },
      new Date("2025-01-02T03:04:05.000Z"),
    );
    const created = await ensureAdministrator(
      { identity, users, now: () => at },
      { email: "new@example.kr", password: async () => "pw", passwordGiven: true },
    );
    expect(await users.get(created.uid)).toMatchObject({
      termsConsentAt: at.toISOString(),
      privacyConsentAt: at.toISOString(),
    });
    await ensureAdministrator(
      { identity, users, now: () => at },
      { email: "member@example.kr", password: neverAsked, passwordGiven: false },
    );
    expect(await users.get("m1")).toMatchObject({
      role: "admin",
      termsConsentAt: "2025-01-02T03:04:05.000Z",
      privacyConsentAt: "2025-01-02T03:04:05.000Z",
    });
  });
});
