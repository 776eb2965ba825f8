// Attack (decision 195): an administrator's password alone opened every admin page, and an
// administrator's session lasted as long as a member's (7 idle days). Now, on the production build
// (embedded default): enrolment at the first sign-in (QR code, key, otpauth:// link, recovery codes
// shown once and stored hashed), a code step with one-time codes and a limit on wrong ones, and
// the server ends an administrator's session after 30 idle minutes while a member's stays.
// The Firestore half of the enrolment store: tests/integration/second-factors.contract.test.ts.
import { createHash, randomUUID } from "node:crypto";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminServerForThisFile } from "../support/built-server-hooks";
import { TEST_ADMIN_TOTP_SECRET, totpCodeAt, withFreshCode } from "../support/second-factor";
import { SessionBrowser, tokenOf } from "../support/session-browser";
import { signUpForm } from "../support/form-client";

const ADMIN = { email: "director@second-factor.test", password: "admin-pass-123" };
const MINUTE = 60_000;

const server = adminServerForThisFile(ADMIN);
let db: DatabaseSync;

beforeAll(() => {
  db = new DatabaseSync(path.join(server.dataDir, "centre.sqlite"));
  db.exec("PRAGMA busy_timeout = 5000");
});
afterAll(() => db?.close());

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

class Browser extends SessionBrowser {
  constructor() {
    super(server.url);
  }

  token = () => tokenOf(this.cookie);
}

async function signIn(email: string, password: string) {
  const browser = new Browser();
  const response = await browser.post("/login", { email, password });
  expect(response.status, response.text.slice(0, 300)).toBe(302);
  return { browser, response };
}

/** A member made administrator by another administrator (here: straight in the store). */
async function newAdministrator() {
  const email = `deputy-${randomUUID().slice(0, 8)}@example.com`;
  const browser = new Browser();
  const registered = await browser.post("/register", { ...signUpForm(email), name: "부관리자" });
  expect(registered.status).toBe(302);
  db.prepare("UPDATE users SET role = 'admin', is_admin = 1 WHERE email = ?").run(email);
  const uid = (db.prepare("SELECT uid FROM users WHERE email = ?").get(email) as { uid: string })
    .uid;
  return { email, uid };
}

const secretOn = (html: string) =>
  /data-testid="totp-secret"[^>]*>([A-Z2-7 ]+)</.exec(html)?.[1]?.replace(/ /g, "") ?? "";

describe("enrolment at the first sign-in", () => {
  it("shows the QR code, the key and the otpauth link; a first right code gives ten recovery codes once, stored hashed", async () => {
    const { email, uid } = await newAdministrator();
    const { browser, response } = await signIn(email, "secret1");
    // No page to return to: the admin area after the code (issue 46 §5).
    expect(response.location).toBe("/login/second-factor?redirectTo=%2Fadmin");
    expect((await browser.get("/admin")).location).toBe("/login/second-factor?redirectTo=%2Fadmin");

    const page = await browser.get("/login/second-factor?redirectTo=%2Fadmin");
    expect(page.status).toBe(200);
    expect(page.text).toMatch(/<img[^>]+src="data:image\/svg\+xml;base64,/);
    expect(page.text).toContain('href="otpauth://totp/');
    expect(page.text).toMatch(/autoComplete="one-time-code"|autocomplete="one-time-code"/);
    expect(page.text).toMatch(/inputMode="numeric"|inputmode="numeric"/);
    expect(page.text).toContain("인증 코드");
    const secret = secretOn(page.text);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    // A reload shows the same key (the enrolment waits for its first code).
    expect(secretOn((await browser.get("/login/second-factor")).text)).toBe(secret);

    const wrong = await browser.post("/login/second-factor", { code: "000000" });
    expect(wrong.status).toBe(400);
    expect(wrong.text).toContain("인증 코드가 맞지 않습니다.");
    const empty = await browser.post("/login/second-factor", { code: "" });
    expect(empty.status).toBe(400);
    expect(empty.text).toContain("인증 코드를 입력해주세요.");

    const right = await browser.post("/login/second-factor", {
      code: totpCodeAt(secret, Date.now()),
      redirectTo: "/admin",
    });
    expect(right.status, `${right.location}`).toBe(200);
    const codes = [...right.text.matchAll(/>([A-Z2-9]{5}-[A-Z2-9]{5})</g)].map((m) => m[1]!);
    expect(codes).toHaveLength(10);
    expect((await browser.get("/admin")).status).toBe(200);

    const stored = db.prepare("SELECT * FROM second_factors WHERE uid = ?").get(uid) as {
      recovery_code_hashes: string;
      confirmed_at: string | null;
    };
    expect(stored.confirmed_at).not.toBeNull();
    for (const code of codes) expect(stored.recovery_code_hashes).not.toContain(code);
    expect(JSON.parse(stored.recovery_code_hashes)).toHaveLength(10);
    // Nothing of the factor is in the users table (lists, exports).
    expect(JSON.stringify(db.prepare("SELECT * FROM users WHERE uid = ?").get(uid))).not.toContain(
      secret,
    );

    // Enrolled: the next sign-in asks for a code and never shows the key again.
    const next = await signIn(email, "secret1");
    const step = await next.browser.get("/login/second-factor");
    expect(step.status).toBe(200);
    expect(secretOn(step.text)).toBe("");
    expect(step.text).not.toContain("otpauth://");

    // Losing the phone: a recovery code works once.
    const recovered = await next.browser.post("/login/second-factor", {
      code: codes[0]!.toLowerCase(),
      redirectTo: "/admin",
    });
    expect(recovered.location).toBe("/admin");
    expect((await next.browser.get("/admin")).status).toBe(200);
    const again = await signIn(email, "secret1");
    const reused = await again.browser.post("/login/second-factor", { code: codes[0]! });
    expect(reused.status).toBe(400);
    expect((await again.browser.get("/admin")).status).toBe(302);
  });
});

describe("the code step", () => {
  it("the pre-enrolled start-up administrator passes with the code of ADMIN_TOTP_SECRET; the same code is refused in another session", async () => {
    const first = await signIn(ADMIN.email, ADMIN.password);
    expect(first.response.location).toMatch(/^\/login\/second-factor\?/);
    const page = await first.browser.get("/login/second-factor");
    expect(page.text).not.toContain("otpauth://");
    let used = "";
    await withFreshCode(TEST_ADMIN_TOTP_SECRET, async (code) => {
      const response = await first.browser.post("/login/second-factor", {
        code,
        redirectTo: "/admin",
      });
      used = code;
      return response.location === "/admin";
    });
    expect((await first.browser.get("/admin")).status).toBe(200);

    const thief = await signIn(ADMIN.email, ADMIN.password);
    const replay = await thief.browser.post("/login/second-factor", { code: used });
    expect(replay.status).toBe(400);
    expect(replay.text).toContain("이미 사용한 인증 코드입니다.");
    expect((await thief.browser.get("/admin")).location).toMatch(/^\/login\/second-factor/);
  });

  it("five wrong codes stop the account's code step for a while (429, Korean), even for the right code", async () => {
    const { email } = await newAdministrator();
    const { browser } = await signIn(email, "secret1");
    const secret = secretOn((await browser.get("/login/second-factor")).text);
    for (let i = 0; i < 5; i++) {
      const wrong = await browser.post("/login/second-factor", { code: "123456" });
      expect(wrong.status).toBe(400);
    }
    const limited = await browser.post("/login/second-factor", {
      code: totpCodeAt(secret, Date.now()),
    });
    expect(limited.status).toBe(429);
    expect(limited.text).toContain("요청이 너무 많습니다.");
    // Another browser (another address) meets the same limit: it is the account's.
    const other = await signIn(email, "secret1");
    expect(
      (await other.browser.post("/login/second-factor", { code: totpCodeAt(secret, Date.now()) }))
        .status,
    ).toBe(429);
    expect((await browser.get("/admin")).status).toBe(302);
  });
});

describe("idle sign-out", () => {
  it("an administrator idle for 30 minutes is signed out on the server; a member idle as long is not", async () => {
    const { email } = await newAdministrator();
    const { browser } = await signIn(email, "secret1");
    const secret = secretOn((await browser.get("/login/second-factor")).text);
    await browser.post("/login/second-factor", { code: totpCodeAt(secret, Date.now()) });
    expect((await browser.get("/admin")).status).toBe(200);

    const member = new Browser();
    await member.post("/register", {
      email: `member-${randomUUID().slice(0, 8)}@example.com`,
      password: "secret1",
      passwordConfirm: "secret1",
      name: "홍길동",
      agreeTerms: "on",
      agreePrivacy: "on",
      ageConfirm: "on",
    });
    expect((await member.get("/mypage")).status).toBe(200);

    // The clock moves: both sessions were last used 29 minutes ago, then 31.
    const moveBack = (b: Browser, ms: number) =>
      b
        .token()
        .then((token) =>
          db
            .prepare("UPDATE sessions SET last_seen_at = ? WHERE token_hash = ?")
            .run(Date.now() - ms, sha256(token)),
        );
    await moveBack(browser, 29 * MINUTE);
    expect((await browser.get("/admin")).status).toBe(200);
    await moveBack(browser, 31 * MINUTE);
    await moveBack(member, 31 * MINUTE);
    const after = await browser.get("/admin");
    expect(after.status).toBe(302);
    expect(after.location).toMatch(/^\/login\?/);
    expect((await browser.get("/mypage")).status).toBe(302);
    expect(
      db
        .prepare("SELECT count(*) AS n FROM sessions WHERE token_hash = ?")
        .get(sha256(await browser.token())),
    ).toEqual({ n: 0 });
    expect((await member.get("/mypage")).status).toBe(200);
  });
});
