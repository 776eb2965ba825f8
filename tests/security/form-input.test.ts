// Attacks on what people type (embedded default, production build):
// - an application e-mail that is not a bare address (`evil<victim@evil.example>`) became the
//   staff notification's Reply-To, so the centre's replies went to the attacker;
// - names and single-line texts with control characters (CR/LF, NUL, other C0/C1 controls),
//   bidi overrides/isolates or invisible characters (U+200B–U+200D, U+2028/9, U+FEFF) were
//   stored and shown to staff (header injection attempts, spoofed names like "김청라\u202E...")
//   — on the API and on every page form.
// Each is refused with a 4xx and a Korean message, and nothing of it is stored or mailed.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBuiltServer, type RunningServer } from "../support/built-server";
import { FormClient } from "../support/form-client";
import { queryStore, signedUpMember, unique, validApplication, validInquiry } from "./forms-client";

const EMAIL_MESSAGE = "유효한 이메일 주소를 입력해주세요.";
const CONTROL_MESSAGE =
  "한 줄로 입력해주세요. 제어 문자, 보이지 않는 문자, 글자 방향을 바꾸는 특수 문자는 사용할 수 없습니다.";

/** Every kind of character the rule refuses, each inside an otherwise good name. */
const CONTROL_NAMES: [string, string][] = [
  ["CR LF (header injection)", "김청라\r\nBcc: victim@evil.example"],
  ["LF", "김\n청라"],
  ["NUL", "김청라\u0000"],
  ["a C0 control (BEL)", "김청\u0007라"],
  ["DEL", "김청\u007F라"],
  ["a C1 control (NEL)", "김청\u0085라"],
  ["right-to-left override U+202E", "김청라\u202Eexe.txt"],
  ["left-to-right embedding U+202A", "\u202A김청라"],
  ["right-to-left isolate U+2067", "김청\u2067라"],
  ["pop directional isolate U+2069", "김청라\u2069"],
  // Invisible characters (a name that looks like another one), under decision 087's text rule.
  ["zero-width space U+200B", "김\u200B청라"],
  ["zero-width non-joiner U+200C", "김청\u200C라"],
  ["zero-width joiner U+200D", "\u200D김청라"],
  ["line separator U+2028", "김청라\u2028관리자"],
  ["paragraph separator U+2029", "김청\u2029라"],
  ["byte-order mark U+FEFF", "\uFEFF김청라"],
];

let server: RunningServer;

beforeAll(async () => {
  server = await startBuiltServer({ env: { TRUST_PROXY: "1" } });
}, 240_000);
afterAll(async () => {
  await server?.stop();
});

function outboxText(): string {
  const outbox = path.join(server.dataDir, "outbox");
  let files: string[];
  try {
    files = readdirSync(outbox).filter((f) => f.endsWith(".eml"));
  } catch {
    return "";
  }
  return files.map((f) => readFileSync(path.join(outbox, f), "utf8")).join("\n");
}

const storedApplicationsNamed = (name: string) =>
  queryStore(server, "SELECT id FROM applications WHERE name = ?", name).length;

describe("the application e-mail is a bare address", () => {
  it.each([
    "evil<victim@evil.example>",
    "김청라 <victim@evil.example>",
    "victim@evil.example, boss@evil.example",
    "a@b.c\r\nBcc: x@evil.example",
  ])("POST /api/applications refuses %j with 422 and the Korean message", async (email) => {
    const name = `메일 ${unique()}`;
    const response = await new FormClient(server.url).postJson("/api/applications", {
      ...validApplication,
      name,
      email,
    });
    expect(response.status).toBe(422);
    expect((response.body.errors as Record<string, string[]>).email).toEqual([EMAIL_MESSAGE]);
    expect(storedApplicationsNamed(name)).toBe(0);
  });

  it("/apply refuses a display-name address with 422 (as every invalid application) and the Korean message", async () => {
    const response = await new FormClient(server.url).post("/apply", {
      ...validApplication,
      email: "evil<victim@evil.example>",
      consent: "on",
      ageConfirm: "on",
    });
    expect(response.status).toBe(422);
    expect(response.text).toContain(EMAIL_MESSAGE);
  });

  it("a bare address is still taken, and only it becomes the notification's Reply-To", async () => {
    const response = await new FormClient(server.url).postJson("/api/applications", {
      ...validApplication,
      email: "minji@example.kr",
    });
    expect(response.status).toBe(201);
    await expect
      .poll(() => /^Reply-To: minji@example\.kr$/m.test(outboxText()), { timeout: 10_000 })
      .toBe(true);
    expect(outboxText()).not.toMatch(/victim@evil\.example/);
  });
});

describe("names and single-line texts refuse control and bidi characters", () => {
  it.each(CONTROL_NAMES)(
    "POST /api/applications: %s → 422 with the Korean message",
    async (_label, name) => {
      const response = await new FormClient(server.url).postJson("/api/applications", {
        ...validApplication,
        name,
      });
      expect(response.status).toBe(422);
      expect((response.body.errors as Record<string, string[]>).name).toEqual([CONTROL_MESSAGE]);
      expect(storedApplicationsNamed(name)).toBe(0);
    },
  );

  it.each(CONTROL_NAMES)("/apply: %s → 422 with the Korean message", async (_label, name) => {
    const response = await new FormClient(server.url).post("/apply", {
      ...validApplication,
      name,
      consent: "on",
      ageConfirm: "on",
    });
    expect(response.status).toBe(422);
    expect(response.text).toContain(CONTROL_MESSAGE);
    expect(storedApplicationsNamed(name)).toBe(0);
  });

  it.each(CONTROL_NAMES)(
    "/contact name: %s → 400 with the Korean message",
    async (_label, name) => {
      const response = await new FormClient(server.url).post("/contact", { ...validInquiry, name });
      expect(response.status).toBe(400);
      expect(response.text).toContain(CONTROL_MESSAGE);
    },
  );

  it("/contact title (the notice's Subject) refuses CR LF: no injected header reaches a mail", async () => {
    const title = `문의 ${unique()}\r\nBcc: victim@evil.example`;
    const response = await new FormClient(server.url).post("/contact", { ...validInquiry, title });
    expect(response.status).toBe(400);
    expect(response.text).toContain(CONTROL_MESSAGE);
    expect(queryStore(server, "SELECT id FROM inquiries WHERE title = ?", title)).toHaveLength(0);
    expect(outboxText()).not.toMatch(/^Bcc:/m);
  });

  it("/contact message keeps its line breaks but refuses NUL and bidi overrides", async () => {
    for (const message of ["드럼 수업이\u0000 궁금합니다.", "드럼 수업이 \u202E궁금합니다."]) {
      const response = await new FormClient(server.url).post("/contact", {
        ...validInquiry,
        message,
      });
      expect(response.status).toBe(400);
      expect(response.text).toContain(
        "제어 문자나 글자 방향을 바꾸는 특수 문자는 사용할 수 없습니다.",
      );
    }
    const title = `여러 줄 문의 ${unique()}`;
    const accepted = await new FormClient(server.url).post("/contact", {
      ...validInquiry,
      title,
      message: "첫 줄입니다.\r\n둘째 줄입니다.",
    });
    expect(accepted.status).toBe(302);
    expect(queryStore(server, "SELECT message FROM inquiries WHERE title = ?", title)).toEqual([
      { message: "첫 줄입니다.\r\n둘째 줄입니다." },
    ]);
  });

  it.each(CONTROL_NAMES)(
    "/register name: %s → 400 with the Korean message",
    async (_label, name) => {
      const email = `member-${unique()}@example.com`;
      const response = await new FormClient(server.url).post("/register", {
        email,
        password: "correct-horse-battery",
        passwordConfirm: "correct-horse-battery",
        name,
        agreeTerms: "on",
        agreePrivacy: "on",
        ageConfirm: "on",
      });
      expect(response.status).toBe(400);
      expect(response.text).toContain(CONTROL_MESSAGE);
      expect(queryStore(server, "SELECT uid FROM users WHERE email = ?", email)).toHaveLength(0);
    },
  );

  it("/mypage profile: the name refuses control characters", async () => {
    const { client, email } = await signedUpMember(server);
    for (const fields of [{ name: "김청라\u202E" }, { name: "김\u200B청라" }]) {
      const response = await client.post("/mypage", {
        intent: "profile",
        phoneNumber: "",
        ...fields,
      });
      expect(response.status).toBe(400);
      expect(response.text).toContain(CONTROL_MESSAGE);
    }
    const [user] = queryStore<{ name: string }>(
      server,
      "SELECT name FROM users WHERE email = ?",
      email,
    );
    expect(user).toEqual({ name: "김청라" });
  });

  it("ordinary Korean, Latin and punctuation in names still pass", async () => {
    const response = await new FormClient(server.url).postJson("/api/applications", {
      ...validApplication,
      name: "Kim Cheong-ra (김청라)",
    });
    expect(response.status).toBe(201);
  });
});
