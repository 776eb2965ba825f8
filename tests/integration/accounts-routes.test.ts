// The account routes over HTTP against the production build (tests/support/built-server.ts):
// the guard matrix (every guarded route × visitor / member / admin, documents, Remix data
// requests and direct POSTs), the forms' good and bad input, rate limits and the reset e-mail.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { TOO_MANY_REQUESTS_MESSAGE } from "~/security/rate-limit.server";
import { adminServerForThisFile } from "../support/built-server-hooks";
import { latestResetLink } from "../support/outbox";
import { passSecondFactorWithForms, TEST_ADMIN_TOTP_SECRET } from "../support/second-factor";
import { signUpForm } from "../support/form-client";

const ADMIN = { email: "director@centre.test", password: "admin-pass-123" };
const server = adminServerForThisFile(ADMIN);

/** A browser without JavaScript: a cookie jar, its own client address, no redirect following. */
class Client {
  cookies = new Map<string, string>();
  /** The Max-Age of the last `__session` cookie the server set. */
  lastSessionExpiry: string | undefined;
  readonly ip = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

  async request(
    pathname: string,
    init: { method?: string; form?: Record<string, string | string[]> } = {},
  ) {
    const headers: Record<string, string> = { "x-forwarded-for": this.ip, origin: server.url };
    if (this.cookies.size)
      headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    let body: URLSearchParams | undefined;
    if (init.form) {
      body = new URLSearchParams();
      for (const [key, value] of Object.entries(init.form)) {
        for (const v of Array.isArray(value) ? value : [value]) body.append(key, v);
      }
    }
    const response = await fetch(`${server.url}${pathname}`, {
      method: init.method ?? (init.form ? "POST" : "GET"),
      headers,
      body,
      redirect: "manual",
    });
    for (const line of response.headers.getSetCookie()) {
      if (line.startsWith("__session=")) this.lastSessionExpiry = line.match(/Max-Age=(\d+)/i)?.[1];
      const [pair, ...attributes] = line.split(";");
      const [name, ...rest] = pair!.split("=");
      const value = rest.join("=");
      const expired = attributes.some((a) => /max-age=0|expires=thu, 01 jan 1970/i.test(a.trim()));
      if (expired || value === "") this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value);
    }
    return {
      status: response.status,
      location: response.headers.get("location"),
      text: await response.text(),
      headers: response.headers,
    };
  }
  get = (p: string) => this.request(p);
  post = (p: string, form: Record<string, string | string[]>) => this.request(p, { form });
}

const uniqueEmail = () => `member-${randomUUID().slice(0, 8)}@example.com`;

async function registered(extra: Record<string, string> = {}) {
  const client = new Client();
  const email = uniqueEmail();
  const response = await client.post("/register", { ...signUpForm(email), ...extra });
  expect(response.status, response.text.slice(0, 300)).toBe(302);
  return { client, email };
}

async function admin() {
  const client = new Client();
  const response = await client.post("/login", { email: ADMIN.email, password: ADMIN.password });
  expect(response.status, response.text.slice(0, 300)).toBe(302);
  await passSecondFactorWithForms(client, TEST_ADMIN_TOTP_SECRET);
  return client;
}

/** Where a single-fetch data request was sent instead of data (Remix answers 202 + a redirect). */
function dataRedirect(response: { status: number; headers: Headers; text: string }) {
  return (
    response.headers.get("x-remix-redirect") ??
    /"redirect","([^"]+)"|redirect[^/]*(\/[^"\s]*)/.exec(response.text)?.[1] ??
    null
  );
}

describe("guard matrix", () => {
  it("visitors: /mypage and /admin send them to /login (documents, data requests, POSTs)", async () => {
    const visitor = new Client();
    for (const page of ["/mypage", "/admin", "/admin/users"]) {
      const document = await visitor.get(page);
      expect(document.status, page).toBe(302);
      expect(document.location).toBe(`/login?redirectTo=${encodeURIComponent(page)}`);
    }
    for (const page of ["/mypage.data", "/admin.data"]) {
      const response = await visitor.get(page);
      expect(response.status, page).not.toBe(200);
      expect(dataRedirect(response), page).toMatch(/^\/login/);
    }
    const post = await visitor.post("/mypage", { intent: "profile", name: "침입자" });
    expect(post.status).toBe(302);
    expect(post.location).toMatch(/^\/login/);
    const dataPost = await visitor.post("/mypage.data", {
      intent: "delete",
      confirmation: "탈퇴합니다",
    });
    expect(dataRedirect(dataPost)).toMatch(/^\/login/);
    const login = await visitor.get("/login");
    expect(login.status).toBe(200);
    expect(login.text).not.toContain("카카오로"); // no KAKAO_CLIENT_ID here: no Kakao button
    expect((await visitor.get("/register")).status).toBe(200);
  });

  it("a Kakao callback that this browser did not start is refused", async () => {
    const visitor = new Client();
    const response = await visitor.get("/auth/kakao/callback?code=stolen&state=guessed");
    expect(response.status).toBe(302);
    expect(response.location).toBe("/login");
    expect((await visitor.get("/mypage")).location).toMatch(/^\/login/);
  });

  it("the Kakao consent page without a Kakao login of this browser creates nobody", async () => {
    const visitor = new Client();
    expect((await visitor.get("/auth/kakao/consent")).location).toBe("/login");
    const post = await visitor.post("/auth/kakao/consent", {
      agreeTerms: "on",
      agreePrivacy: "on",
      ageConfirm: "on",
    });
    expect(post.status).toBe(302);
    expect(post.location).toBe("/login");
    expect((await visitor.get("/mypage")).location).toMatch(/^\/login/);
  });

  it("members: /mypage yes; /admin sends them home; /login and /register send them home", async () => {
    const { client, email } = await registered();
    const mypage = await client.get("/mypage");
    expect(mypage.status).toBe(200);
    expect(mypage.text).toContain(email);
    expect((await client.get("/mypage.data")).status).toBe(200);
    for (const page of ["/admin", "/admin/users", "/login", "/register"]) {
      const response = await client.get(page);
      expect(response.status, page).toBe(302);
      expect(response.location, page).toBe("/");
    }
    const adminData = await client.get("/admin.data");
    expect(dataRedirect(adminData)).toBe("/");
    for (const page of ["/login", "/register"]) {
      const post = await client.post(page, { email: uniqueEmail(), password: "secret1" });
      expect(post.status, page).toBe(302);
      expect(post.location, page).toBe("/");
    }
  });

  it("administrators: /admin and /mypage; the configured address is an admin from the start", async () => {
    const client = await admin();
    const page = await client.get("/admin");
    expect(page.status).toBe(200);
    expect(page.text).toContain('aria-label="관리자 메뉴"');
    expect((await client.get("/admin.data")).status).toBe(200);
    expect((await client.get("/mypage")).status).toBe(200);
    expect((await client.get("/login")).location).toBe("/");
  });

  it("a forged session cookie is nobody", async () => {
    const visitor = new Client();
    visitor.cookies.set("__session", "eyJ0b2tlbiI6ImZvcmdlZCJ9.c2lnbmF0dXJl");
    expect((await visitor.get("/mypage")).location).toMatch(/^\/login/);
  });
});

describe("session cookie", () => {
  it("is set at login only: visits neither renew nor extend it (the server keeps the session's clock)", async () => {
    const { client } = await registered();
    const expiryOf = (response: { headers: Headers }) =>
      response.headers
        .getSetCookie()
        .find((c) => c.startsWith("__session="))
        ?.match(/Max-Age=(\d+)/i)?.[1];
    const issued = client.lastSessionExpiry;
    // The first page shows the sign-up's message and clears it: the cookie is re-issued with what
    // is left of the lifetime it got at login, never more (app/accounts/session.test.ts).
    const messagePage = await client.get("/");
    const reissued = expiryOf(messagePage);
    expect(reissued).toBeDefined();
    expect(Number(reissued)).toBeLessThanOrEqual(Number(issued));
    expect(Number(reissued)).toBeGreaterThan(Number(issued) - 60);
    const visit = await client.get("/");
    expect(visit.headers.getSetCookie().some((c) => c.startsWith("__session="))).toBe(false);
    expect((await client.get("/mypage")).status).toBe(200);
  });
});

describe("sign-up and login", () => {
  it("rejects bad sign-up input with Korean messages and a 4xx, and a taken e-mail with 409", async () => {
    const visitor = new Client();
    const bad = await visitor.post("/register", {
      email: "not-an-email",
      password: "123",
      passwordConfirm: "456",
      name: "",
    });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain("비밀번호는 6자 이상이어야 합니다.");
    expect(bad.text).toContain("이용약관에 동의해주세요.");
    expect(bad.text).toContain("개인정보 수집·이용에 동의해주세요.");
    const { email } = await registered();
    const taken = await new Client().post("/register", { ...signUpForm(email), name: "김철수" });
    expect(taken.status).toBe(409);
    expect(taken.text).toContain("이미 사용 중인 이메일입니다.");
  });

  it("logs in after a wrong password, goes back where it came from, and logs out with a POST", async () => {
    const { email } = await registered();
    const client = new Client();
    const wrong = await client.post("/login", { email, password: "wrong-pw" });
    expect(wrong.status).toBe(401);
    expect(wrong.text).toContain("이메일 또는 비밀번호가 올바르지 않습니다.");
    const right = await client.post("/login", {
      email,
      password: "secret1",
      redirectTo: "/mypage",
    });
    expect(right.status).toBe(302);
    expect(right.location).toBe("/mypage");
    const cookie = right.headers.getSetCookie().find((c) => c.startsWith("__session="))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    // As long as the proof of this sign-in it carries (90 days, decision 150); the session itself
    // ends on the server after 14 (tests/security/sessions.test.ts).
    expect(cookie).toMatch(/Max-Age=7776000/);
    expect(cookie).not.toMatch(/Secure/); // the test site is http://127.0.0.1
    const offsite = await new Client().post("/login", {
      email,
      password: "secret1",
      redirectTo: "https://evil.example",
    });
    expect(offsite.location).toBe("/");
    expect((await client.get("/logout")).location).toBe("/"); // a GET signs nobody out
    expect((await client.get("/mypage")).status).toBe(200);
    const out = await client.post("/logout", {});
    expect(out.location).toBe("/");
    expect((await client.get("/mypage")).location).toMatch(/^\/login/);
  });

  it("rate-limits login attempts per client address", async () => {
    const client = new Client();
    let last = 0;
    for (let i = 0; i < 11; i++)
      last = (await client.post("/login", { email: uniqueEmail(), password: "x" })).status;
    expect(last).toBe(429);
    const again = await client.post("/login", { email: uniqueEmail(), password: "x" });
    expect(again.text).toContain(TOO_MANY_REQUESTS_MESSAGE);
  });
});

describe("rate limits of sign-up and find password", () => {
  it("answers the sixth sign-up and the sixth reset request from one address with 429", async () => {
    const client = new Client();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await client.post("/register", {
        email: "bad",
        password: "1",
        passwordConfirm: "1",
        name: "",
      });
      statuses.push(response.status);
    }
    // Invalid forms are answered before the limiter; only complete attempts count.
    expect(statuses.every((s) => s === 400)).toBe(true);
    const fresh = new Client();
    let last = { status: 0, text: "" };
    for (let i = 0; i < 6; i++) last = await fresh.post("/find-password", { email: uniqueEmail() });
    expect(last.status).toBe(429);
    expect(last.text).toContain(TOO_MANY_REQUESTS_MESSAGE);
    const signups = new Client();
    let status = 0;
    for (let i = 0; i < 6; i++) {
      const email = uniqueEmail();
      const response = await signups.post("/register", signUpForm(email));
      status = response.status;
      signups.cookies.clear(); // signed in: sign out again so the next attempt is a visitor's
    }
    expect(status).toBe(429);
  });
});

describe("find id", () => {
  it("shows the masked e-mail for a known phone, the Korean messages otherwise (decision 045), and rate-limits", async () => {
    const phone = `010-${String(Math.floor(1000 + Math.random() * 8999))}-${String(Math.floor(1000 + Math.random() * 8999))}`;
    const { email } = await registered({ phoneNumber: phone });
    const client = new Client();
    const found = await client.post("/find-id", { phone });
    expect(found.status).toBe(200);
    expect(found.text).toContain(`${email.slice(0, 2)}***@example.com`);
    expect(found.text).not.toContain(email);
    const bad = await client.post("/find-id", { phone: "12345" });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain("올바른 전화번호를 입력해주세요.");
    const unknown = await client.post("/find-id", { phone: "010-0000-0001" });
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain("해당 전화번호로 가입된 아이디를 찾을 수 없습니다.");
    let status = 0;
    for (let i = 0; i < 4; i++) status = (await client.post("/find-id", { phone })).status;
    expect(status).toBe(429);
  });
});

describe("find password and reset", () => {
  it("gives the Korean messages, mails a link that sets a new password once, and ends sessions", async () => {
    const { client: member, email } = await registered();
    const visitor = new Client();
    expect((await visitor.post("/find-password", { email: "" })).text).toContain(
      "이메일을 입력해주세요.",
    );
    expect((await visitor.post("/find-password", { email: "bad@" })).text).toContain(
      "유효하지 않은 이메일 형식입니다.",
    );
    const unknown = await visitor.post("/find-password", { email: uniqueEmail() });
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain("해당 이메일로 가입된 계정이 없습니다.");
    const sent = await visitor.post("/find-password", { email });
    expect(sent.status).toBe(200);
    expect(sent.text).toContain("비밀번호 재설정 이메일이 발송되었습니다. 이메일을 확인해주세요.");

    const link = latestResetLink(server.dataDir, email);
    expect((await visitor.get(link)).status).toBe(200);
    const token = new URLSearchParams(link.split("?")[1]).get("token")!;
    const mismatch = await visitor.post("/reset-password", {
      token,
      password: "brandnew1",
      passwordConfirm: "other",
    });
    expect(mismatch.status).toBe(400);
    const done = await visitor.post("/reset-password", {
      token,
      password: "brandnew1",
      passwordConfirm: "brandnew1",
    });
    expect(done.status).toBe(302);
    expect(done.location).toBe("/login");
    const reused = await visitor.post("/reset-password", {
      token,
      password: "another1",
      passwordConfirm: "another1",
    });
    expect(reused.status).toBe(400);
    expect(reused.text).toContain("만료되었거나 이미 사용되었습니다");
    expect((await member.get("/mypage")).location).toMatch(/^\/login/); // every session ended
    expect((await new Client().post("/login", { email, password: "secret1" })).status).toBe(401);
    expect((await new Client().post("/login", { email, password: "brandnew1" })).status).toBe(302);
  });
});

describe("my page", () => {
  it("edits the profile with validation, changes the password, deletes the account", async () => {
    const { client, email } = await registered();
    const bad = await client.post("/mypage", {
      intent: "profile",
      name: "홍",
    });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain("이름을 입력해주세요.");
    const good = await client.post("/mypage", {
      intent: "profile",
      name: "홍길순",
      phoneNumber: "01098765432",
      address: "인천 서구 청라동 1",
      birthDate: "1990-05-05",
      interests: ["음악", "건강"],
    });
    expect(good.status).toBe(200);
    const page = await client.get("/mypage");
    expect(page.text).toContain("홍길순");
    expect(page.text).toContain("010-9876-5432");
    // 주소 and 생년월일 are neither asked nor kept (decision 248), even when a form sends them.
    expect(page.text).not.toContain("인천 서구 청라동 1");
    expect(page.text).not.toContain("생년월일");

    const wrong = await client.post("/mypage", {
      intent: "password",
      currentPassword: "nope",
      password: "newpass1",
      passwordConfirm: "newpass1",
    });
    expect(wrong.status).toBe(401);
    expect(wrong.text).toContain("현재 비밀번호가 올바르지 않습니다.");
    const changed = await client.post("/mypage", {
      intent: "password",
      currentPassword: "secret1",
      password: "newpass1",
      passwordConfirm: "newpass1",
    });
    expect(changed.status).toBe(302);
    expect(changed.location).toMatch(/^\/login/);
    expect((await client.get("/mypage")).location).toMatch(/^\/login/);
    expect((await client.post("/login", { email, password: "newpass1" })).status).toBe(302);

    const unconfirmed = await client.post("/mypage", { intent: "delete", confirmation: "네" });
    expect(unconfirmed.status).toBe(400);
    const deleted = await client.post("/mypage", { intent: "delete", confirmation: "탈퇴합니다" });
    expect(deleted.status).toBe(302);
    expect((await client.get("/mypage")).location).toMatch(/^\/login/);
    expect((await new Client().post("/login", { email, password: "newpass1" })).status).toBe(401);
  });

  it("answers an unknown intent with a 400, not a 500", async () => {
    const { client } = await registered();
    expect((await client.post("/mypage", { intent: "drop-tables" })).status).toBe(400);
  });
});
