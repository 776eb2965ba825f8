// Health for load balancers (decision 091), through the built server: liveness needs nothing,
// readiness writes to the store and reads content, both answer polls from a few-second memo, and
// the detailed report with timings is for administrators or the HEALTH_TOKEN bearer only.
import { randomUUID } from "node:crypto";
import path from "node:path";
import type { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HEALTH_CACHE_MS } from "~/jobs/health.server";
import { openSqlite } from "~/connections/sqlite.server";
import { startBuiltServer, type RunningServer } from "../support/built-server";
import { startUpAdminEnv } from "../support/built-server-hooks";
import { TEST_ADMIN_TOTP_SECRET, withFreshCode } from "../support/second-factor";

const ADMIN_EMAIL = "health-admin@example.com";
const PASSWORD = "correct-horse-42";
const HEALTH_TOKEN = `health-${randomUUID()}`;

let server: RunningServer;
let db: DatabaseSync;

function sessionCookie(response: Response): string {
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .find((c) => c.startsWith("__session=") && c.length > "__session=".length);
  if (!cookie) throw new Error(`no session cookie (${response.status})`);
  return cookie;
}

function postForm(pathname: string, fields: Record<string, string>) {
  return fetch(`${server.url}${pathname}`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
}

const get = (pathname: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${pathname}`, { headers });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  server = await startBuiltServer({
    env: { ...startUpAdminEnv({ email: ADMIN_EMAIL, password: PASSWORD }), HEALTH_TOKEN },
  });
  db = openSqlite(path.join(server.dataDir, "centre.sqlite"));
}, 180_000);

afterAll(async () => {
  db?.close();
  await server?.stop();
});

describe("liveness", () => {
  it("answers 200 at /healthz and /healthz/live, never cached by anyone else", async () => {
    for (const pathname of ["/healthz", "/healthz/live"]) {
      const response = await get(pathname);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(await response.json()).toEqual({ status: "ok" });
    }
  });
});

describe("readiness", () => {
  it("writes to the store, reads content, and serves every poll in the window from one check", async () => {
    const first = await get("/healthz/ready");
    expect(first.status).toBe(200);
    const ready = (await first.json()) as Record<string, unknown>;
    expect(ready).toEqual({
      status: "ready",
      checkedAt: expect.any(String),
      store: "ok",
      content: "ok",
    });
    // The write really happened: the store holds this check's time.
    const row = db.prepare("SELECT checked_at FROM health WHERE id = 1").get() as {
      checked_at: string;
    };
    expect(row.checked_at).toBe(ready.checkedAt);
    // Polls right after get the same answer: no second write, no second read.
    const again = await Promise.all([get("/healthz/ready"), get("/healthz/ready")]);
    for (const response of again)
      expect(((await response.json()) as { checkedAt: string }).checkedAt).toBe(ready.checkedAt);
    expect(
      (db.prepare("SELECT checked_at FROM health WHERE id = 1").get() as { checked_at: string })
        .checked_at,
    ).toBe(ready.checkedAt);
  });

  it("answers 503 while the store cannot take a write, and 200 again once it can", async () => {
    await sleep(HEALTH_CACHE_MS + 100);
    db.exec("BEGIN EXCLUSIVE");
    let locked: Response;
    try {
      locked = await get("/healthz/ready");
    } finally {
      db.exec("ROLLBACK");
    }
    expect(locked.status).toBe(503);
    expect(await locked.json()).toMatchObject({
      status: "not-ready",
      store: "failed",
      content: "ok",
    });
    expect(server.output()).toMatch(/\[health\] not ready: the store did not take a write/);
    // Liveness never depended on the store.
    expect((await get("/healthz/live")).status).toBe(200);
    await sleep(HEALTH_CACHE_MS + 100);
    expect((await get("/healthz/ready")).status).toBe(200);
  }, 60_000);
});

describe("the detailed report", () => {
  it("is refused without credentials or with a wrong token (401 JSON, no redirect)", async () => {
    for (const headers of [
      {},
      { Authorization: "Bearer wrong-token-0123456789abcdef" },
      { Authorization: HEALTH_TOKEN },
    ] as Record<string, string>[]) {
      const response = await fetch(`${server.url}/healthz/details`, {
        headers,
        redirect: "manual",
      });
      expect(response.status).toBe(401);
      expect(response.headers.get("www-authenticate")).toMatch(/^Bearer/);
      const body = (await response.json()) as Record<string, unknown>;
      expect(body).not.toHaveProperty("content");
    }
  });

  it("is refused to a member who is not an administrator (403)", async () => {
    const registered = await postForm("/register", {
      email: `member-${randomUUID().slice(0, 8)}@example.com`,
      password: PASSWORD,
      passwordConfirm: PASSWORD,
      name: "김회원",
      agreeTerms: "on",
      agreePrivacy: "on",
      ageConfirm: "on",
    });
    const response = await fetch(`${server.url}/healthz/details`, {
      headers: { Cookie: sessionCookie(registered) },
      redirect: "manual",
    });
    expect(response.status).toBe(403);
  });

  it("shows each source's timing to the HEALTH_TOKEN bearer and to a signed-in administrator", async () => {
    const cookie = sessionCookie(
      await postForm("/login", { email: ADMIN_EMAIL, password: PASSWORD }),
    );
    // Before the code step (decision 195) the administrator's session opens nothing.
    const passwordOnly = await fetch(`${server.url}/healthz/details`, {
      headers: { Cookie: cookie },
      redirect: "manual",
    });
    expect(passwordOnly.status).toBe(403);
    await withFreshCode(TEST_ADMIN_TOTP_SECRET, async (code) => {
      const response = await fetch(`${server.url}/login/second-factor`, {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
        body: new URLSearchParams({ code, redirectTo: "/admin" }),
      });
      return response.status === 302;
    });
    for (const headers of [
      { Authorization: `Bearer ${HEALTH_TOKEN}` },
      { Cookie: cookie },
    ] as Record<string, string>[]) {
      const response = await fetch(`${server.url}/healthz/details`, {
        headers,
        redirect: "manual",
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({
        status: "ok",
        content: { source: "local", ok: true, ms: expect.any(Number) },
        store: { backend: "sqlite", ok: true, ms: expect.any(Number) },
        readiness: { status: "ready" },
      });
    }
  });
});
