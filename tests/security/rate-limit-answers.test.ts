// Issue 12 §5: every 429 — pages as well as the API — carries Retry-After and a Korean message.
// One client address per rule (TRUST_PROXY=1) sends valid requests until it is limited.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBuiltServer, type RunningServer } from "../support/built-server";

const FORM = { "Content-Type": "application/x-www-form-urlencoded" };

type Attempt = { target: string; headers: Record<string, string>; body: (n: number) => string };
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

const CALLERS: Record<string, Attempt> = {
  "inquiry (/contact)": {
    target: "/contact",
    headers: FORM,
    body: (n) =>
      form({
        name: "김하늘",
        email: `sky${n}@example.com`,
        category: "수강 문의",
        title: `수업 문의 ${n}`,
        message: "주말 수업이 있는지 궁금합니다.",
        consent: "on",
      }),
  },
  "application (/apply)": {
    target: "/apply",
    headers: FORM,
    body: (n) =>
      form({
        programId: "7",
        name: "김하늘",
        email: `sky${n}@example.com`,
        phone: `010-1234-${String(n).padStart(4, "0")}`, // one applicant each (decision 156)
        preferredTime: "평일 오전",
        consent: "on",
        idempotencyKey: crypto.randomUUID(),
      }),
  },
  "application (/api/applications)": {
    target: "/api/applications",
    headers: { "Content-Type": "application/json" },
    body: (n) =>
      JSON.stringify({
        programId: 7,
        name: "김하늘",
        email: `api${n}@example.com`,
        phone: `010-2234-${String(n).padStart(4, "0")}`,
        preferredTime: "평일 오전",
        consent: true,
      }),
  },
  "guest look-up (/applications/lookup)": {
    target: "/applications/lookup",
    headers: FORM,
    body: (n) =>
      form({
        name: "김하늘",
        phone: "010-1234-5678",
        number: `A-${String(n + 1).padStart(6, "0")}`,
      }),
  },
  "login (/login)": {
    target: "/login",
    headers: FORM,
    body: (n) => form({ email: `nobody${n}@example.com`, password: "wrong-password-123" }),
  },
  "register (/register)": {
    target: "/register",
    headers: FORM,
    body: (n) =>
      form({
        email: `new${n}@example.com`,
        password: "long-enough-password-1",
        passwordConfirm: "long-enough-password-1",
        name: "김하늘",
        agreeTerms: "on",
        agreePrivacy: "on",
      }),
  },
  "findId (/find-id)": {
    target: "/find-id",
    headers: FORM,
    body: () => form({ phone: "010-1234-5678" }),
  },
  "findPassword (/find-password)": {
    target: "/find-password",
    headers: FORM,
    body: (n) => form({ email: `who${n}@example.com` }),
  },
};

describe("429 answers", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startBuiltServer({ env: { TRUST_PROXY: "1" } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  let address = 0;
  for (const [name, attempt] of Object.entries(CALLERS)) {
    it(`${name}: Retry-After and a Korean message`, async () => {
      const client = `203.0.113.${++address}`;
      const statuses: number[] = [];
      for (let n = 0; n < 40; n++) {
        const response = await fetch(`${server.url}${attempt.target}`, {
          method: "POST",
          headers: { ...attempt.headers, "X-Forwarded-For": client },
          body: attempt.body(n),
          redirect: "manual",
        });
        const text = await response.text();
        statuses.push(response.status);
        if (response.status !== 429) continue;
        expect(Number(response.headers.get("retry-after")), name).toBeGreaterThan(0);
        expect(text).toMatch(/요청이 너무 많습니다|잠시 후/);
        return;
      }
      throw new Error(`${name}: never limited in 40 attempts (${statuses.join(" ")})`);
    });
  }
});
