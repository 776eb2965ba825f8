// Sessions that end (decision 075), tried as an attacker would on the production build (embedded
// default): a session is a random server-side record, not a credential every login shares; the
// server, not the cookie's Max-Age, decides when it ends; logout and the account events end it for
// every copy of the cookie. The Firestore store is held to the same rules by
// tests/integration/sessions.contract.test.ts (the production build refuses emulator settings).
import { createHash, randomUUID } from "node:crypto";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminServerForThisFile } from "../support/built-server-hooks";
import { passSecondFactorWithForms, TEST_ADMIN_TOTP_SECRET } from "../support/second-factor";
import { integrationCookies, SessionBrowser, tokenOf } from "../support/session-browser";
import { signUpForm } from "../support/form-client";

const ADMIN = { email: "director@sessions.test", password: "admin-pass-123" };
const CHROME_WINDOWS =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const DAY = 24 * 60 * 60 * 1000;

const server = adminServerForThisFile(ADMIN);
let db: DatabaseSync;

beforeAll(() => {
  db = new DatabaseSync(path.join(server.dataDir, "centre.sqlite"));
  db.exec("PRAGMA busy_timeout = 5000");
});
afterAll(() => db?.close());

/** A browser without JavaScript: its own address and User-Agent, its session cookie at hand. */
class Browser extends SessionBrowser {
  constructor(userAgent = CHROME_WINDOWS) {
    super(server.url, userAgent);
  }

  /** A second device holding a copy of this browser's cookie (stolen, synced, backed up). */
  copy(): Browser {
    const other = new Browser(this.userAgent ?? CHROME_WINDOWS);
    other.cookie = this.cookie;
    return other;
  }

  async signedIn() {
    const page = await this.get("/mypage");
    return page.status === 200;
  }
}

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");
const uniqueEmail = () => `member-${randomUUID().slice(0, 8)}@example.com`;

async function member(userAgent?: string) {
  const browser = new Browser(userAgent);
  const email = uniqueEmail();
  const response = await browser.post("/register", signUpForm(email));
  expect(response.status, response.text.slice(0, 300)).toBe(302);
  return { browser, email };
}

async function login(email: string, password = "secret1", userAgent?: string) {
  const browser = new Browser(userAgent);
  const response = await browser.post("/login", { email, password });
  expect(response.status, response.text.slice(0, 300)).toBe(302);
  return browser;
}

type SessionRow = {
  id: string;
  uid: string;
  token_hash: string;
  device: string;
  created_at: number;
  expires_at: number;
  last_seen_at: number;
};

function storedSession(token: string): SessionRow | undefined {
  return db.prepare("SELECT * FROM sessions WHERE token_hash = ?").get(sha256(token)) as
    SessionRow | undefined;
}

function sessionIdsOn(page: string): string[] {
  return [...page.matchAll(/name="sessionId" value="([^"]+)"/g)].map((m) => m[1]!);
}

describe("every login is a new random session", () => {
  it("two logins of the same member get different cookies, each a 256-bit secret", async () => {
    const { email } = await member();
    const first = await login(email);
    const second = await login(email);
    const [a, b] = [await tokenOf(first.cookie), await tokenOf(second.cookie)];
    expect(a).not.toBe(b);
    for (const token of [a, b])
      expect(Buffer.from(token, "base64url").length).toBeGreaterThanOrEqual(32);
    expect(await first.signedIn()).toBe(true);
    expect(await second.signedIn()).toBe(true);
  });

  it("the store holds only the SHA-256 of the token, never the token", async () => {
    const { browser } = await member();
    const token = await tokenOf(browser.cookie);
    const row = storedSession(token);
    expect(row).toBeDefined();
    for (const value of Object.values(row!)) expect(String(value)).not.toContain(token);
    const dump = JSON.stringify(db.prepare("SELECT * FROM sessions").all());
    expect(dump).not.toContain(token);
  });
});

describe("logout ends the session for every copy of its cookie", () => {
  it("a copied cookie is refused after logout; the member's other device stays signed in", async () => {
    const { browser: laptop, email } = await member();
    const phone = await login(email, "secret1", SAFARI_IPHONE);
    const stolen = laptop.copy();
    expect(await stolen.signedIn()).toBe(true);
    const out = await laptop.post("/logout", {});
    expect(out.location).toBe("/");
    // What the browser keeps is at most the logout's message: no session token.
    expect(await tokenOf(laptop.cookie)).toBe("");
    expect((await stolen.get("/mypage")).location).toMatch(/^\/login/);
    expect(await phone.signedIn()).toBe(true);
  });
});

describe("the server ends old sessions, whatever the cookie says", () => {
  it("refuses a session past its absolute expiry (14 days from login), though the cookie's signature is valid", async () => {
    const { browser } = await member();
    const token = await tokenOf(browser.cookie);
    const row = storedSession(token)!;
    expect(row.expires_at - row.created_at).toBe(14 * DAY);
    // Forty days old, used every day (so never idle): the cookie still carries a valid signature.
    const created = Date.now() - 40 * DAY;
    db.prepare(
      "UPDATE sessions SET created_at = ?, expires_at = ?, last_seen_at = ? WHERE token_hash = ?",
    ).run(created, created + 14 * DAY, Date.now() - 60_000, sha256(token));
    const page = await browser.get("/mypage");
    expect(page.location).toMatch(/^\/login/);
    expect(storedSession(token)).toBeUndefined();
  });

  it("refuses a session idle for more than 7 days; one idle for 6 days lives on and is seen again", async () => {
    const { browser: idle } = await member();
    const idleToken = await tokenOf(idle.cookie);
    db.prepare("UPDATE sessions SET last_seen_at = ? WHERE token_hash = ?").run(
      Date.now() - 7 * DAY - 60_000,
      sha256(idleToken),
    );
    expect((await idle.get("/mypage")).location).toMatch(/^\/login/);

    const { browser: active } = await member();
    const activeToken = await tokenOf(active.cookie);
    const sixDaysAgo = Date.now() - 6 * DAY;
    db.prepare("UPDATE sessions SET last_seen_at = ? WHERE token_hash = ?").run(
      sixDaysAgo,
      sha256(activeToken),
    );
    expect(await active.signedIn()).toBe(true);
    expect(storedSession(activeToken)!.last_seen_at).toBeGreaterThan(Date.now() - 60_000);
  });

  it("the cookie carries no lifetime the server trusts: an old issue date changes nothing", async () => {
    const { browser } = await member();
    const session = await integrationCookies.getSession(`__session=${browser.cookie}`);
    session.set("issuedAt", Date.now() - 40 * DAY);
    const forged = new Browser();
    forged.cookie = (await integrationCookies.commitSession(session))
      .split(";")[0]!
      .slice("__session=".length);
    const token = await tokenOf(browser.cookie);
    const before = storedSession(token)!;
    expect(await forged.signedIn()).toBe(true);
    expect(storedSession(token)!.expires_at).toBe(before.expires_at); // no renewal extends it
  });
});

describe("account events end every session of the member", () => {
  it("a password change ends the other sessions", async () => {
    const { browser: laptop, email } = await member();
    const phone = await login(email, "secret1", SAFARI_IPHONE);
    const changed = await laptop.post("/mypage", {
      intent: "password",
      currentPassword: "secret1",
      password: "newpass1",
      passwordConfirm: "newpass1",
    });
    expect(changed.status).toBe(302);
    expect((await phone.get("/mypage")).location).toMatch(/^\/login/);
    expect(await login(email, "newpass1")).toBeTruthy();
  });

  it("deactivation by an administrator ends them: reactivating the account does not revive them", async () => {
    const { browser, email } = await member();
    const copy = browser.copy();
    const admin = await login(ADMIN.email, ADMIN.password);
    await passSecondFactorWithForms(admin, TEST_ADMIN_TOTP_SECRET);
    const uid = (db.prepare("SELECT uid FROM users WHERE email = ?").get(email) as { uid: string })
      .uid;
    const off = await admin.post(`/admin/users/${uid}`, {
      intent: "update",
      role: "user",
      status: "inactive",
    });
    expect(off.status).toBe(302);
    const on = await admin.post(`/admin/users/${uid}`, {
      intent: "update",
      role: "user",
      status: "active",
    });
    expect(on.status).toBe(302);
    expect((await browser.get("/mypage")).location).toMatch(/^\/login/);
    expect((await copy.get("/mypage")).location).toMatch(/^\/login/);
  });

  it("deleting the account ends every copy of its sessions", async () => {
    const { browser } = await member();
    const copy = browser.copy();
    const token = await tokenOf(browser.cookie);
    const deleted = await browser.post("/mypage", { intent: "delete", confirmation: "탈퇴합니다" });
    expect(deleted.status).toBe(302);
    expect((await copy.get("/mypage")).location).toMatch(/^\/login/);
    expect(storedSession(token)).toBeUndefined();
  });
});

describe("my page: the member's sessions", () => {
  it("lists each device with its label and last use, marks this one, and ends one or all", async () => {
    const { browser: laptop, email } = await member(CHROME_WINDOWS);
    const phone = await login(email, "secret1", SAFARI_IPHONE);
    const page = await laptop.get("/mypage");
    expect(page.status).toBe(200);
    expect(page.text).toContain("Chrome · Windows");
    expect(page.text).toContain("Safari · iPhone");
    expect(page.text).toContain("현재 기기");
    expect(page.text).toContain("모든 기기에서 로그아웃");
    expect(page.text.slice(page.text.indexOf("로그인된 기기"))).toMatch(
      /마지막 사용 \d{4}년 \d{1,2}월 \d{1,2}일/,
    ); // Korean date format
    const ids = sessionIdsOn(page.text);
    expect(ids).toHaveLength(2);

    const phoneRow = db
      .prepare(
        "SELECT id FROM sessions WHERE device = ? AND uid = (SELECT uid FROM users WHERE email = ?)",
      )
      .get("Safari · iPhone", email) as { id: string };
    expect(ids).toContain(phoneRow.id);
    const ended = await laptop.post("/mypage/sessions", { intent: "end", sessionId: phoneRow.id });
    expect(ended.status).toBe(302);
    expect((await phone.get("/mypage")).location).toMatch(/^\/login/);
    expect(await laptop.signedIn()).toBe(true);

    const third = await login(email, "secret1", SAFARI_IPHONE);
    const everywhere = await laptop.post("/mypage/sessions", { intent: "end-all" });
    expect(everywhere.status).toBe(302);
    expect(everywhere.location).toMatch(/^\/login/);
    expect(await laptop.signedIn()).toBe(false);
    expect(await third.signedIn()).toBe(false);
  });

  it("a member cannot end another member's session", async () => {
    const { browser: victim } = await member();
    const victimPage = await victim.get("/mypage");
    const [victimSession] = sessionIdsOn(victimPage.text);
    expect(victimSession).toBeTruthy();
    const { browser: attacker } = await member();
    const refused = await attacker.post("/mypage/sessions", {
      intent: "end",
      sessionId: victimSession!,
    });
    expect(refused.status).toBe(404);
    expect(refused.text).toContain("세션을 찾을 수 없습니다.");
    expect(await victim.signedIn()).toBe(true);
    const visitor = new Browser();
    const anonymous = await visitor.post("/mypage/sessions", {
      intent: "end",
      sessionId: victimSession!,
    });
    expect(anonymous.location).toMatch(/^\/login/);
    expect(await victim.signedIn()).toBe(true);
  });
});
