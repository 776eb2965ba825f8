import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { RateLimiterMemory } from "rate-limiter-flexible";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Backends } from "~/backends/backends.server";
import { openSqlite } from "~/connections/sqlite.server";
import { createSqliteAccessRecordStore } from "~/records/access-records/sqlite.server";
import { createSqliteIdentityStore } from "~/records/identity/sqlite.server";
import { createSqliteSessionStore } from "~/records/sessions/sqlite.server";
import { createSqliteUserStore } from "~/records/users/sqlite.server";
import {
  commitSession,
  getAccountsService,
  getSession,
  getUserStore,
  rateLimits,
  requireAdminAccess,
  useBackends,
} from "./app.server";

describe("useBackends", () => {
  afterAll(() => useBackends(undefined));

  it("swaps the stores and the rate-limit store of the whole process in one place", async () => {
    const asked: string[] = [];
    const swapped = {
      kind: "sqlite",
      users: () => ({
        findByEmail: async (email: string) => {
          asked.push(email);
          return null;
        },
      }),
      rateLimiter: (rule: { keyPrefix: string; points: number; duration: number }) =>
        new RateLimiterMemory({ ...rule, points: 1 }),
    } as unknown as Backends;
    await useBackends(swapped);
    expect(await getUserStore().findByEmail("member@example.kr")).toBeNull();
    expect(asked).toEqual(["member@example.kr"]);
    // One point per rule in the swapped store: the second attempt is refused.
    expect(await rateLimits.consume("inquiry", "203.0.113.9")).toEqual({ allowed: true });
    expect((await rateLimits.consume("inquiry", "203.0.113.9")).allowed).toBe(false);
  });
});

describe("requireAdminAccess", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "admin-access-"));
  const db = openSqlite(path.join(dir, "centre.sqlite"));
  const accessRecords = createSqliteAccessRecordStore(db);
  const users = createSqliteUserStore(db);
  const identity = createSqliteIdentityStore(db, { sendMail: async () => undefined });
  const sessions = createSqliteSessionStore(db);
  const entry = { action: "view", target: "users", subjects: ["u-1"] } as const;
  const written = async () => (await accessRecords.list({}, { page: 1, pageSize: 10 })).items;

  beforeAll(() =>
    useBackends({
      kind: "sqlite",
      accessRecords: () => accessRecords,
      users: () => users,
      identity: () => identity,
      sessions: () => sessions,
    } as unknown as Backends),
  );
  afterAll(async () => {
    await useBackends(undefined);
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** A request from a browser holding the session of `uid`, past the second factor or not. */
  async function requestOf(uid: string, secondFactor: boolean): Promise<Request> {
    const { token } = await sessions.create(uid, "vitest", Date.now());
    if (secondFactor) await sessions.markSecondFactor(token, Date.now());
    const session = await getSession(new Request("http://localhost/"));
    session.set("token", token);
    const cookie = (await commitSession(session)).split(";")[0]!;
    return new Request("http://localhost/admin/users/u-1", { headers: { Cookie: cookie } });
  }

  async function account(role: "admin" | "user"): Promise<string> {
    const at = new Date().toISOString();
    const { uid } = await getAccountsService().createAccount(
      {
        email: `${role}-${randomUUID().slice(0, 8)}@centre.test`,
        password: "correct-horse-42",
        name: role === "admin" ? "관리자" : "회원",
        termsConsentAt: at,
        privacyConsentAt: at,
      },
      { verified: true },
    );
    if (role === "admin") await users.update(uid, { role: "admin" });
    return uid;
  }

  it("gives the administrator past the second factor a recorder of this request's address", async () => {
    const uid = await account("admin");
    const access = await requireAdminAccess(await requestOf(uid, true), {
      clientAddress: "203.0.113.7",
    });
    expect(access.admin.uid).toBe(uid);
    await access.record(entry);
    expect(await written()).toMatchObject([
      { actorUid: uid, actorName: "관리자", clientAddress: "203.0.113.7", action: "view" },
    ]);
  });

  it("turns away a visitor, a member and a password-only administrator before anything is recorded", async () => {
    const before = (await written()).length;
    const turnedAway = async (request: Request) =>
      requireAdminAccess(request, { clientAddress: "203.0.113.8" }).then(
        () => null,
        (thrown: Response) => thrown.headers.get("Location"),
      );
    expect(await turnedAway(new Request("http://localhost/admin/users/u-1"))).toBe(
      "/login?redirectTo=%2Fadmin%2Fusers%2Fu-1",
    );
    expect(await turnedAway(await requestOf(await account("user"), true))).toBe("/");
    expect(await turnedAway(await requestOf(await account("admin"), false))).toBe(
      "/login/second-factor?redirectTo=%2Fadmin%2Fusers%2Fu-1",
    );
    expect(await written()).toHaveLength(before);
  });
});
