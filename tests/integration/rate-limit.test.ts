// Every sensitive action answers 429 with the Korean message once its limit is used up, counted
// per client address; X-Forwarded-For only counts when TRUST_PROXY says a proxy sets it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RATE_LIMITS, TOO_MANY_REQUESTS_MESSAGE } from "~/security/rate-limit.server";
import { startBuiltServer, type RunningServer } from "../support/built-server";
import { uniquePhone } from "../support/phones";

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

function postForm(
  server: RunningServer,
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return fetch(`${server.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields),
  });
}

/** Valid submissions (validation failures are not counted, so a typo never locks anyone out). */
const ACTIONS = {
  loginFailure: (s: RunningServer) =>
    postForm(s, "/login", { email: `nobody-${unique()}@example.com`, password: "wrong-password" }),
  register: (s: RunningServer) =>
    postForm(s, "/register", {
      email: `member-${unique()}@example.com`,
      password: "correct-horse-battery",
      passwordConfirm: "correct-horse-battery",
      name: "김청라",
      agreeTerms: "on",
      agreePrivacy: "on",
      ageConfirm: "on",
    }),
  findId: (s: RunningServer, headers?: Record<string, string>) =>
    postForm(s, "/find-id", { phone: "010-1234-5678" }, headers),
  findPassword: (s: RunningServer) =>
    postForm(s, "/find-password", { email: `someone-${unique()}@example.com` }),
  application: (s: RunningServer) =>
    fetch(`${s.url}/api/applications`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": crypto.randomUUID() },
      body: JSON.stringify({
        name: "김청라",
        phone: uniquePhone(),
        email: "",
        preferredTime: "",
        companions: "0",
        message: "",
        programId: "7",
        programTitle: "드럼",
      }),
    }),
  inquiry: (s: RunningServer) =>
    postForm(s, "/contact", {
      name: "김청라",
      email: `ask-${unique()}@example.com`,
      category: "수강 문의",
      title: "수강 문의드립니다",
      message: "드럼 수업 시간이 궁금합니다.",
      consent: "on",
    }),
} as const;

describe("rate limits (TRUST_PROXY off)", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startBuiltServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  for (const rule of Object.keys(ACTIONS) as (keyof typeof ACTIONS)[]) {
    it(`${rule}: ${RATE_LIMITS[rule].points} attempts, then 429 with the Korean message`, async () => {
      for (let attempt = 1; attempt <= RATE_LIMITS[rule].points; attempt++) {
        const response = await ACTIONS[rule](server);
        expect(response.status, `${rule} attempt ${attempt}`).not.toBe(429);
        expect(response.status, `${rule} attempt ${attempt}`).toBeLessThan(500);
        await response.arrayBuffer();
      }
      const limited = await ACTIONS[rule](server);
      expect(limited.status).toBe(429);
      expect(await limited.text()).toContain(TOO_MANY_REQUESTS_MESSAGE);
    });
  }

  it("ignores X-Forwarded-For from a client when no proxy is trusted", async () => {
    // findId is used up by the test above or by this loop; a forged header must not reset it.
    for (let i = 0; i <= RATE_LIMITS.findId.points; i++)
      await (await ACTIONS.findId(server)).arrayBuffer();
    const forged = await ACTIONS.findId(server, { "X-Forwarded-For": "203.0.113.77" });
    expect(forged.status).toBe(429);
  });
});

describe("rate limits behind a trusted proxy (TRUST_PROXY=1)", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startBuiltServer({ env: { TRUST_PROXY: "1" } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("counts each forwarded client address on its own", async () => {
    const first = { "X-Forwarded-For": "198.51.100.10" };
    for (let i = 0; i < RATE_LIMITS.findId.points; i++) {
      expect((await ACTIONS.findId(server, first)).status).not.toBe(429);
    }
    expect((await ACTIONS.findId(server, first)).status).toBe(429);
    expect((await ACTIONS.findId(server, { "X-Forwarded-For": "198.51.100.11" })).status).not.toBe(
      429,
    );
  });

  it("takes the address the trusted proxy saw, not one the client prepended", async () => {
    const spoofed = { "X-Forwarded-For": "10.9.9.9, 198.51.100.10" };
    // 198.51.100.10 (the last hop, added by our proxy) is used up above: the prepended value is ignored.
    expect((await ACTIONS.findId(server, spoofed)).status).toBe(429);
  });

  it("limits my page's current-password check like a login", async () => {
    const client = { "X-Forwarded-For": "198.51.100.20" };
    const registered = await postForm(
      server,
      "/register",
      {
        email: `member-${unique()}@example.com`,
        password: "correct-horse-battery",
        passwordConfirm: "correct-horse-battery",
        name: "김청라",
        agreeTerms: "on",
        agreePrivacy: "on",
        ageConfirm: "on",
      },
      client,
    );
    expect(registered.status).toBe(302);
    const cookie = registered.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const guess = () =>
      postForm(
        server,
        "/mypage",
        {
          intent: "password",
          currentPassword: "a-guess",
          password: "brand-new-7",
          passwordConfirm: "brand-new-7",
        },
        { ...client, Cookie: cookie },
      );
    for (let attempt = 1; attempt <= RATE_LIMITS.loginFailure.points; attempt++) {
      const response = await guess();
      expect(response.status, `attempt ${attempt}`).toBe(401);
      expect(await response.text()).toContain("현재 비밀번호가 올바르지 않습니다.");
    }
    const limited = await guess();
    expect(limited.status).toBe(429);
    expect(await limited.text()).toContain(TOO_MANY_REQUESTS_MESSAGE);
  });
});
