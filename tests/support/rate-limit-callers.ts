// One valid request per rate-limited form or API (each counted per client address): the
// security tests send these until the limit answers 429.
import type { RateLimitRule } from "~/security/rate-limit.server";

const FORM = { "Content-Type": "application/x-www-form-urlencoded" };

export type Attempt = {
  /** The limit (app/security/rate-limit.server.ts) each request is counted against. */
  rule: RateLimitRule;
  target: string;
  headers: Record<string, string>;
  body: (n: number) => string;
};
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

export const CALLERS: Record<string, Attempt> = {
  "inquiry (/contact)": {
    rule: "inquiry",
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
    rule: "application",
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
        ageConfirm: "on",
        idempotencyKey: crypto.randomUUID(),
      }),
  },
  "application (/api/applications)": {
    rule: "application",
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
        ageConfirm: true,
      }),
  },
  "guest look-up (/applications/lookup)": {
    rule: "applicationLookup",
    target: "/applications/lookup",
    headers: FORM,
    body: (n) =>
      form({
        name: "김하늘",
        // A phone and a number each: their own failure counts (decision 234) stay under the limit.
        phone: `010-3234-${String(n).padStart(4, "0")}`,
        number: `A-${String(n + 1).padStart(6, "0")}`,
        code: "0000-0000",
      }),
  },
  "phone code (/applications/lookup/phone)": {
    rule: "phoneCodeAddress",
    target: "/applications/lookup/phone",
    headers: FORM,
    // A phone each: the per-phone count (3 an hour) stays under its limit.
    body: (n) => form({ intent: "send", phone: `010-4234-${String(n).padStart(4, "0")}` }),
  },
  "login (/login)": {
    rule: "loginFailure",
    target: "/login",
    headers: FORM,
    body: (n) => form({ email: `nobody${n}@example.com`, password: "wrong-password-123" }),
  },
  "register (/register)": {
    rule: "register",
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
        ageConfirm: "on",
      }),
  },
  "findId (/find-id)": {
    rule: "findId",
    target: "/find-id",
    headers: FORM,
    body: () => form({ phone: "010-1234-5678" }),
  },
  "findPassword (/find-password)": {
    rule: "findPassword",
    target: "/find-password",
    headers: FORM,
    body: (n) => form({ email: `who${n}@example.com` }),
  },
};
