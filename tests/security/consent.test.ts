// Personal information (개인정보 보호법): nothing personal is collected without the consent the
// form asks for. Attack: submit each form without ticking the box (a crafted post, or a form
// whose client validation was skipped). Refused with a Korean message; with consent, the time
// of consent is stored with the record (embedded default; the Firestore stores are held to the
// same by the contract tests).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBuiltServer, type RunningServer } from "../support/built-server";
import { FormClient } from "../support/form-client";
import { queryStore, unique, validApplication, validInquiry } from "./forms-client";

const APPLICATION_CONSENT_MESSAGE = "개인정보 수집·이용에 동의해야 신청할 수 있습니다.";
const INQUIRY_CONSENT_MESSAGE = "개인정보 수집·이용에 동의해주세요.";
const TERMS_MESSAGE = "이용약관에 동의해주세요.";
const PRIVACY_MESSAGE = "개인정보 수집·이용에 동의해주세요.";
const AGE_APPLICATION =
  "만 14세 이상만 온라인으로 신청할 수 있습니다. 만 14세 미만 어린이는 보호자와 함께 센터에 방문해 신청해주세요.";
const AGE_SIGN_UP =
  "만 14세 이상만 회원가입할 수 있습니다. 만 14세 미만 어린이는 보호자와 함께 센터에 방문해주세요.";

const ADMIN_EMAIL = "consent-admin@example.com";
let server: RunningServer;

beforeAll(async () => {
  server = await startBuiltServer({
    env: { TRUST_PROXY: "1", ADMIN_EMAIL, ADMIN_PASSWORD: "start-up-admin-pw" },
  });
}, 240_000);
afterAll(async () => {
  await server?.stop();
});

type ConsentRow = { privacy_consent_at: string | null };
const uniqueName = () => `동의 ${unique()}`;

describe("/apply (no JavaScript)", () => {
  it("refuses an application without consent: 422 (as every invalid application), the Korean message, nothing stored", async () => {
    const name = uniqueName();
    const response = await new FormClient(server.url).post("/apply", { ...validApplication, name });
    expect(response.status).toBe(422);
    expect(response.text).toContain(APPLICATION_CONSENT_MESSAGE);
    expect(queryStore(server, "SELECT id FROM applications WHERE name = ?", name)).toHaveLength(0);
  });

  it("stores the time of consent with the application", async () => {
    const name = uniqueName();
    const before = new Date().toISOString();
    const response = await new FormClient(server.url).post("/apply", {
      ...validApplication,
      name,
      consent: "on",
      ageConfirm: "on",
    });
    expect(response.status, response.text.slice(0, 300)).toBe(303);
    const rows = queryStore<ConsentRow>(
      server,
      "SELECT privacy_consent_at FROM applications WHERE name = ?",
      name,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.privacy_consent_at! >= before).toBe(true);
  });
});

describe("POST /api/applications (the dialog's path)", () => {
  it("refuses consent: false with 422 and the Korean message", async () => {
    const name = uniqueName();
    const response = await new FormClient(server.url).postJson("/api/applications", {
      ...validApplication,
      name,
      consent: false,
    });
    expect(response.status).toBe(422);
    expect(response.body.message).toBe("입력 정보를 다시 확인해주세요.");
    expect((response.body.errors as Record<string, string[]>).consent).toEqual([
      APPLICATION_CONSENT_MESSAGE,
    ]);
    expect(queryStore(server, "SELECT id FROM applications WHERE name = ?", name)).toHaveLength(0);
  });

  it("records consent: true with its time", async () => {
    const name = uniqueName();
    const response = await new FormClient(server.url).postJson("/api/applications", {
      ...validApplication,
      name,
      consent: true,
      ageConfirm: true,
    });
    expect(response.status).toBe(201);
    const rows = queryStore<ConsentRow>(
      server,
      "SELECT privacy_consent_at FROM applications WHERE name = ?",
      name,
    );
    expect(rows[0]?.privacy_consent_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it("still takes decision 031's payload without the field, and records no consent", async () => {
    const name = uniqueName();
    const response = await new FormClient(server.url).postJson("/api/applications", {
      ...validApplication,
      name,
    });
    expect(response.status).toBe(201);
    const rows = queryStore<ConsentRow>(
      server,
      "SELECT privacy_consent_at FROM applications WHERE name = ?",
      name,
    );
    expect(rows).toEqual([{ privacy_consent_at: null }]);
  });
});

describe("/contact", () => {
  it("refuses an inquiry without consent", async () => {
    const title = `동의 없는 문의 ${unique()}`;
    const { consent: _omitted, ...withoutConsent } = validInquiry;
    const response = await new FormClient(server.url).post("/contact", {
      ...withoutConsent,
      title,
    });
    expect(response.status).toBe(400);
    expect(response.text).toContain(INQUIRY_CONSENT_MESSAGE);
    expect(queryStore(server, "SELECT id FROM inquiries WHERE title = ?", title)).toHaveLength(0);
  });

  it("stores the time of consent with the inquiry", async () => {
    const title = `동의한 문의 ${unique()}`;
    const response = await new FormClient(server.url).post("/contact", { ...validInquiry, title });
    expect(response.status).toBe(302);
    const rows = queryStore<ConsentRow>(
      server,
      "SELECT privacy_consent_at FROM inquiries WHERE title = ?",
      title,
    );
    expect(rows[0]?.privacy_consent_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it("tells the visitor the retention period and the right to refuse", async () => {
    const page = await (await fetch(`${server.url}/contact`)).text();
    expect(page).toContain("보유 기간");
    expect(page).toContain("동의를 거부할 권리");
  });
});

describe("/register asks for the terms and the collection of personal information separately", () => {
  const signUp = (consents: Record<string, string>) => {
    const email = `member-${unique()}@example.com`;
    return {
      email,
      response: new FormClient(server.url).post("/register", {
        email,
        password: "correct-horse-battery",
        passwordConfirm: "correct-horse-battery",
        name: "김청라",
        ...consents,
      }),
    };
  };

  it.each([
    ["only the terms", { agreeTerms: "on", ageConfirm: "on" }, PRIVACY_MESSAGE],
    ["only personal information", { agreePrivacy: "on", ageConfirm: "on" }, TERMS_MESSAGE],
    [
      "both consents but no age confirmation",
      { agreeTerms: "on", agreePrivacy: "on" },
      AGE_SIGN_UP,
    ],
  ])("refuses a sign-up with %s", async (_label, consents, message) => {
    const { email, response } = signUp(consents);
    const answer = await response;
    expect(answer.status).toBe(400);
    expect(answer.text).toContain(message);
    expect(queryStore(server, "SELECT uid FROM users WHERE email = ?", email)).toHaveLength(0);
  });

  it("stores both consent times with the account", async () => {
    const { email, response } = signUp({ agreeTerms: "on", agreePrivacy: "on", ageConfirm: "on" });
    expect((await response).status).toBe(302);
    const rows = queryStore<{ terms_consent_at: string | null; privacy_consent_at: string | null }>(
      server,
      "SELECT terms_consent_at, privacy_consent_at FROM users WHERE email = ?",
      email,
    );
    expect(rows[0]?.terms_consent_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(rows[0]?.privacy_consent_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it("shows two checkboxes linking to /terms and /privacy", async () => {
    const page = await (await fetch(`${server.url}/register`)).text();
    expect(page).toMatch(/name="agreeTerms"/);
    expect(page).toMatch(/name="agreePrivacy"/);
    expect(page).toContain('href="/terms"');
    expect(page).toContain('href="/privacy"');
  });
});

describe("/apply shows the collection notice", () => {
  it("lists the items, purpose, retention period and the right to refuse", async () => {
    const page = await (await fetch(`${server.url}/apply`)).text();
    for (const text of ["수집 항목", "수집·이용 목적", "보유 기간", "동의를 거부할 권리"])
      expect(page).toContain(text);
    expect(page).toMatch(/name="consent"/);
  });
});

// Under 14 (개인정보 보호법 제22조의2, decision 212): the site collects no guardian's consent, so
// it takes nothing from someone who does not confirm 만 14세 이상.
describe("the 만 14세 이상 confirmation", () => {
  it("/apply refuses an application without it: 422, the Korean message, nothing stored", async () => {
    const name = uniqueName();
    const response = await new FormClient(server.url).post("/apply", {
      ...validApplication,
      name,
      consent: "on",
    });
    expect(response.status).toBe(422);
    expect(response.text).toContain(AGE_APPLICATION);
    expect(queryStore(server, "SELECT id FROM applications WHERE name = ?", name)).toHaveLength(0);
  });

  it.each([
    ["ageConfirm: false", { consent: true, ageConfirm: false }],
    ["a consent without it", { consent: true }],
  ])("POST /api/applications refuses %s with 422", async (_label, fields) => {
    const name = uniqueName();
    const response = await new FormClient(server.url).postJson("/api/applications", {
      ...validApplication,
      name,
      ...fields,
    });
    expect(response.status).toBe(422);
    expect((response.body.errors as Record<string, string[]>).ageConfirm).toEqual([
      AGE_APPLICATION,
    ]);
    expect(queryStore(server, "SELECT id FROM applications WHERE name = ?", name)).toHaveLength(0);
  });

  it.each(["/apply", "/register"])(
    "%s shows the box and tells a child what to do",
    async (path) => {
      const page = await (await fetch(`${server.url}${path}`)).text();
      expect(page).toMatch(/name="ageConfirm"/);
      expect(page).toContain("만 14세 이상입니다.");
      expect(page).toContain("보호자와 함께 센터에 방문해 신청해주세요");
    },
  );
});

describe("the start-up administrator (ADMIN_EMAIL, ADMIN_PASSWORD)", () => {
  it("has both consent times, as every account has", async () => {
    const rows = queryStore<{ terms_consent_at: string | null; privacy_consent_at: string | null }>(
      server,
      "SELECT terms_consent_at, privacy_consent_at FROM users WHERE email = ?",
      ADMIN_EMAIL,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.terms_consent_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(rows[0]!.privacy_consent_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });
});
