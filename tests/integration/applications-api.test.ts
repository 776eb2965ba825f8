// POST /api/applications and the /apply page's action, called as Remix calls them, on the
// embedded default (bundled content + SQLite in a fresh DATA_DIR).
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";

const dataDir = mkdtempSync(path.join(tmpdir(), "applications-api-"));
process.env.DATA_DIR = dataDir;
delete process.env.SMTP_URL;
delete process.env.FIREBASE_PROJECT_ID;

const { action, loader } = await import("~/routes/api.applications");
const applyRoute = await import("~/routes/apply");
const { getApplicationStore } = await import("~/backends/app.server");
const { RATE_LIMITS } = await import("~/security/rate-limit.server");
const { rateLimits } = await import("~/backends/app.server");
const { closeSqlite } = await import("~/backends/backends.server");
const { stopMailSender } = await import("~/jobs/mail-sender.server");
const { APPLICATION_MESSAGES } = await import("~/domain/application");
const { uniquePhone } = await import("../support/phones");
const { APPLICATION_BODY_LIMIT_BYTES } = await import("~/http/json.server");

afterAll(async () => {
  // The outbox sender finishes the delivery in hand before the folder goes.
  await stopMailSender();
  closeSqlite();
  rmSync(dataDir, { recursive: true, force: true });
});

beforeEach(() => rateLimits.reset());

let addressSerial = 0;
/** A distinct client per test unless a test shares one on purpose (rate limits are per address). */
function newClient() {
  addressSerial += 1;
  return `203.0.113.${addressSerial}`;
}

const valid = {
  name: "김민지",
  phone: "01012345678",
  email: "minji@example.kr",
  preferredTime: "평일 저녁",
  companions: "1",
  message: "드럼은 처음이에요.",
  programId: "7",
  programTitle: "아무 제목",
};

function post(
  body: unknown,
  {
    client = newClient(),
    headers = {},
    raw,
  }: { client?: string; headers?: Record<string, string>; raw?: string } = {},
) {
  const request = new Request("http://localhost/api/applications", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: raw ?? JSON.stringify(body),
  });
  return action({
    request,
    context: { clientAddress: client, cspNonce: "" },
    params: {},
  }) as Promise<Response>;
}

async function answer(response: Response) {
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    headers: response.headers,
  };
}

describe("POST /api/applications", () => {
  it("stores a valid application and answers 201 with its number, the title taken from the content", async () => {
    const { status, body } = await answer(await post(valid));
    expect(status).toBe(201);
    expect(body).toMatchObject({
      number: expect.any(Number),
      status: "접수",
      programId: 7,
      programTitle: "신나는 드럼 교실",
    });
    const stored = await getApplicationStore().get(String(body.id));
    expect(stored).toMatchObject({
      name: "김민지",
      phone: "010-1234-5678",
      email: "minji@example.kr",
      preferredTime: "평일 저녁",
      companions: "1",
      programTitle: "신나는 드럼 교실",
      userId: null,
      createdAt: body.createdAt,
    });
  });

  it("accepts a numeric programId and optional fields left out", async () => {
    const { status, body } = await answer(
      await post({ name: "이서연", phone: "010-9876-5432", programId: 9 }),
    );
    expect(status).toBe(201);
    expect(await getApplicationStore().get(String(body.id))).toMatchObject({
      email: "",
      preferredTime: "",
      companions: "0",
      message: "",
      programTitle: "생활 영어회화",
    });
  });

  it("stores a retried or double-tapped submission once (Idempotency-Key header or body field)", async () => {
    const key = `retry-${Date.now()}-abcdef`;
    const client = newClient();
    const body = { ...valid, phone: uniquePhone() };
    const [first, second] = await Promise.all([
      answer(await post(body, { client, headers: { "Idempotency-Key": key } })),
      answer(await post(body, { client, headers: { "Idempotency-Key": key } })),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    expect(second.body.id).toBe(first.body.id);
    expect(second.body.number).toBe(first.body.number);
    const viaBody = await answer(await post({ ...body, idempotencyKey: key }, { client }));
    expect(viaBody).toMatchObject({ status: 200, body: { id: first.body.id } });
    expect(viaBody.headers.get("Idempotent-Replayed")).toBe("true");
    const all = await getApplicationStore().list({}, { page: 1, pageSize: 100 });
    expect(all.items.filter((a) => a.idempotencyKey === key)).toHaveLength(1);
  });

  it("refuses a key reused for a different application, and malformed or contradicting keys", async () => {
    const key = `reuse-${Date.now()}-abcdef`;
    const body = { ...valid, phone: uniquePhone() };
    expect((await post(body, { headers: { "Idempotency-Key": key } })).status).toBe(201);
    const reused = await answer(
      await post({ ...body, name: "박서준" }, { headers: { "Idempotency-Key": key } }),
    );
    expect(reused).toMatchObject({
      status: 422,
      body: { message: "이 신청 키는 다른 내용의 신청에 이미 사용되었습니다." },
    });
    const bad = await answer(await post(valid, { headers: { "Idempotency-Key": "short" } }));
    expect(bad).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining("Idempotency-Key") },
    });
    const mismatch = await post(
      { ...valid, idempotencyKey: "body-key-123456" },
      { headers: { "Idempotency-Key": "header-key-123456" } },
    );
    expect(mismatch.status).toBe(400);
    expect((await post({ ...valid, idempotencyKey: 12345678 })).status).toBe(400);
  });

  it("answers 422 with the Korean field messages of requirements §3 for invalid fields", async () => {
    const { status, body } = await answer(
      await post({
        name: " 김 ",
        phone: "02-123-4567",
        email: "not an email",
        programId: "",
        preferredTime: "새벽",
        companions: "5",
      }),
    );
    expect(status).toBe(422);
    expect(body.message).toBe("입력 정보를 다시 확인해주세요.");
    expect(body.errors).toEqual({
      name: ["이름을 입력해주세요."],
      phone: ["유효한 전화번호를 입력해주세요."],
      email: ["유효한 이메일 주소를 입력해주세요."],
      programId: ["프로그램을 선택해주세요."],
      preferredTime: ["희망 시간대를 목록에서 선택해주세요."],
      companions: ["동반 인원을 목록에서 선택해주세요."],
    });
  });

  it("refuses an unknown class and a class whose recruitment has closed", async () => {
    const unknown = await answer(await post({ ...valid, programId: "15" }));
    expect(unknown).toMatchObject({
      status: 422,
      body: { errors: { programId: [expect.stringContaining("신청할 수 없는")] } },
    });
    const closed = await answer(
      await post({ ...valid, programId: "5", programTitle: "일렉기타 입문" }),
    );
    expect(closed).toMatchObject({
      status: 422,
      body: { message: "모집이 마감된 프로그램입니다." },
    });
  });

  it("answers malformed JSON, a non-object body and a wrong content type with 400/415", async () => {
    expect(await answer(await post(null, { raw: "{ name: " }))).toMatchObject({
      status: 400,
      body: { message: "요청 본문이 올바른 JSON이 아닙니다." },
    });
    expect((await post(null, { raw: "[1,2]" })).status).toBe(400);
    expect((await post(null, { raw: "" })).status).toBe(400);
    const form = await post(null, {
      raw: "name=x",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(await answer(form)).toMatchObject({
      status: 415,
      body: { message: "요청 형식은 application/json이어야 합니다." },
    });
  });

  it("caps the body at 16 KB, whether or not Content-Length says so", async () => {
    const huge = JSON.stringify({ ...valid, message: "가".repeat(APPLICATION_BODY_LIMIT_BYTES) });
    expect(await answer(await post(null, { raw: huge }))).toMatchObject({
      status: 413,
      body: { message: "요청 본문이 너무 큽니다." },
    });
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(huge));
        controller.close();
      },
    });
    const request = new Request("http://localhost/api/applications", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    const response = (await action({
      request,
      context: { clientAddress: newClient(), cspNonce: "" },
      params: {},
    })) as Response;
    expect(response.status).toBe(413);
  });

  it("refuses a filled honeypot without storing anything", async () => {
    const before = (await getApplicationStore().list({}, { page: 1, pageSize: 1 })).total;
    const trapped = await answer(await post({ ...valid, website: "http://spam.example" }));
    expect(trapped.status).toBe(400);
    expect((await getApplicationStore().list({}, { page: 1, pageSize: 1 })).total).toBe(before);
  });

  it("limits one address to the documented number per 10 minutes, without counting replays", async () => {
    const client = newClient();
    const { points } = RATE_LIMITS.application;
    const key = `limit-${Date.now()}-abcdef`;
    // One applicant each, with a mailbox of their own.
    const another = () => {
      const phone = uniquePhone();
      return { ...valid, phone, email: `${phone}@example.kr` };
    };
    const keyed = another();
    expect((await post(keyed, { client, headers: { "Idempotency-Key": key } })).status).toBe(201);
    for (let i = 1; i < points; i++) expect((await post(another(), { client })).status).toBe(201);
    const limited = await answer(await post(another(), { client }));
    expect(limited).toMatchObject({
      status: 429,
      body: { message: "요청이 너무 많습니다. 잠시 후 다시 시도해주세요." },
    });
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await post(keyed, { client, headers: { "Idempotency-Key": key } })).status).toBe(200);
    expect((await post(another(), { client: newClient() })).status).toBe(201);
  });

  it("limits the receipts one mailbox gets, whatever address the applications come from", async () => {
    const mailbox = `mailbox-${Date.now()}@example.kr`;
    const { points } = RATE_LIMITS.applicationRecipient;
    const toMailbox = () => ({ ...valid, phone: uniquePhone(), email: mailbox });
    for (let i = 0; i < points; i++)
      expect((await post(toMailbox(), { client: newClient() })).status).toBe(201);
    const limited = await answer(await post(toMailbox(), { client: newClient() }));
    expect(limited).toMatchObject({
      status: 429,
      body: {
        message: APPLICATION_MESSAGES.tooManyForEmail,
        errors: { email: [APPLICATION_MESSAGES.tooManyForEmail] },
      },
    });
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
  });

  it("refuses nobody for a phone that already applied, and answers alike whether one did (issue 44)", async () => {
    const applicant = { name: "한번만", phone: "010-5050-6060", programId: "12" };
    const first = await answer(await post(applicant));
    expect(first.status).toBe(201);
    // The same phone, however written and under any name: a stranger cannot keep its owner out,
    // and the answer tells nobody that the phone holds an application (staff see 중복 의심).
    const again = await answer(
      await post({ ...applicant, phone: "01050506060", name: "다른 이름" }),
    );
    const fresh = await answer(await post({ ...applicant, phone: uniquePhone() }));
    for (const other of [again, fresh]) {
      expect(other.status).toBe(201);
      expect(Object.keys(other.body).sort()).toEqual(Object.keys(first.body).sort());
    }
    const stored = await getApplicationStore().get(String(again.body.id));
    expect(await getApplicationStore().likelyDuplicates([stored!])).toEqual(new Set([stored!.id]));
  });

  it("gives a guest a 조회 코드 in the answer that stored the application, and only there", async () => {
    const key = `code-${Date.now()}-abcdef`;
    const headers = { "Idempotency-Key": key };
    const fields = { ...valid, phone: uniquePhone() };
    const first = await answer(await post(fields, { headers }));
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      guest: true,
      lookupCode: expect.stringMatching(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/),
    });
    const stored = await getApplicationStore().get(String(first.body.id));
    expect(stored!.lookupCodeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(String(first.body.lookupCode).replace("-", ""));
    // The same browser's retry is answered as stored, without the code (only its hash is kept).
    const retry = await answer(await post(fields, { headers }));
    expect(retry).toMatchObject({ status: 200, body: { id: first.body.id, lookupCode: null } });
  });

  it("answers other methods with 405 and a Korean message", async () => {
    const response = (await loader()) as Response;
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("POST");
    expect(((await response.json()) as { message: string }).message).toBe(
      "이 주소는 POST 요청만 받습니다.",
    );
  });

  it("tells the staff by e-mail (outbox without SMTP) after storing", async () => {
    const { body } = await answer(
      await post({ ...valid, name: "알림확인", phone: "010-1234-9999" }),
    );
    const number = `A-${String(body.number).padStart(6, "0")}`;
    const outbox = path.join(dataDir, "outbox");
    // The body is base64 (Korean text): decode it to find this application's mail.
    const readMails = () => {
      try {
        return readdirSync(outbox)
          .filter((f) => f.endsWith(".eml"))
          .map((f) => {
            const raw = readFileSync(path.join(outbox, f), "utf8");
            const [headers = "", encoded = ""] = raw.split(/\r?\n\r?\n/);
            return { headers, text: Buffer.from(encoded, "base64").toString("utf8") };
          });
      } catch {
        return [];
      }
    };
    let mail: { headers: string; text: string } | undefined;
    for (let i = 0; i < 100 && !mail; i++) {
      mail = readMails().find((m) => m.text.includes(`신청번호: ${number}`));
      if (!mail) await new Promise((r) => setTimeout(r, 50));
    }
    expect(mail?.headers).toContain("To: office@cheongna-culture.kr");
    expect(mail?.headers).toContain("Reply-To: minji@example.kr");
    expect(mail?.text).toContain("이름: 알림확인");
    expect(mail?.text).toContain("프로그램: 신나는 드럼 교실");
    expect(mail?.text).toContain("전화번호: 010-1234-9999");
  });
});

describe("a signed-in member's application", () => {
  it("is linked to the account, listed for the member, and kept without the link when the account is deleted", async () => {
    const { getAccountsService } = await import("~/backends/app.server");
    const { getSession, commitSession } = await import("~/backends/app.server");
    const email = `member-${Date.now()}@example.kr`;
    const { uid, sessionToken } = await getAccountsService().register({
      email,
      password: "correct-horse-42",
      name: "회원신청자",
    });
    const session = await getSession(new Request("http://localhost/"));
    session.set("token", sessionToken);
    const cookie = (await commitSession(session)).split(";")[0]!;

    const { status, body } = await answer(
      await post(
        { ...valid, name: "회원신청자", phone: uniquePhone() },
        { headers: { Cookie: cookie } },
      ),
    );
    expect(status).toBe(201);
    // A member comes back on my page: no 조회 코드, and a second application to the class is refused.
    expect(body).toMatchObject({ guest: false, lookupCode: null });
    expect(await getApplicationStore().get(String(body.id))).toMatchObject({
      userId: uid,
      lookupCodeHash: null,
    });
    const twice = await answer(
      await post(
        { ...valid, name: "회원신청자", phone: uniquePhone() },
        { headers: { Cookie: cookie } },
      ),
    );
    expect(twice).toMatchObject({
      status: 409,
      body: { message: APPLICATION_MESSAGES.alreadyApplied },
    });
    expect((await getApplicationStore().listForUser(uid)).map((a) => a.id)).toEqual([body.id]);

    await getAccountsService().deleteAccount(uid);
    expect(await getApplicationStore().get(String(body.id))).toMatchObject({
      userId: null,
      name: "회원신청자",
    });
  });
});

describe("/ranking", () => {
  it("counts the last 30 days per class, most first, and sees a new application at once", async () => {
    const ranking = await import("~/routes/ranking");
    for (let i = 0; i < 3; i++)
      expect((await post({ ...valid, programId: "18", phone: uniquePhone() })).status).toBe(201);
    const before = await ranking.loader();
    const church = before.items.find((item) => item.programId === 18);
    expect(church).toMatchObject({ title: "교회음악 아카데미", categoryLabel: "음악", count: 3 });
    const counts = before.items.map((item) => item.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(before.windowDays).toBe(30);

    expect((await post({ ...valid, programId: "18" })).status).toBe(201);
    const after = await ranking.loader();
    expect(after.items.find((item) => item.programId === 18)?.count).toBe(4);
  });

  it("marks a class that no longer takes applications 마감 (decision 244)", async () => {
    const ranking = await import("~/routes/ranking");
    const { guestApplication } = await import("../support/applications");
    const { invalidateRankingCache } = await import("~/services/ranking.server");
    // Taken before the editor closed class 5 (일렉기타 입문): the store keeps it.
    await getApplicationStore().create(guestApplication("마감전", 5, null));
    invalidateRankingCache();
    const { items } = await ranking.loader();
    expect(items.find((item) => item.programId === 5)).toMatchObject({ isClosed: true });
    expect(items.find((item) => item.programId === 18)).toMatchObject({ isClosed: false });
  });
});

describe("/apply (the form without JavaScript)", () => {
  function formPost(fields: Record<string, string>, client = newClient()) {
    const request = new Request("http://localhost/apply", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    });
    return applyRoute.action({
      request,
      context: { clientAddress: client, cspNonce: "" },
      params: {},
    });
  }

  it("stores a valid form and redirects to its receipt, once per form key", async () => {
    const fields = {
      ...valid,
      programId: "14",
      idempotencyKey: `form-${Date.now()}-abcdef`,
      website: "",
      consent: "on",
      ageConfirm: "on",
    };
    const redirectOf = async () => {
      try {
        await formPost(fields);
      } catch (thrown) {
        return thrown as Response;
      }
      throw new Error("expected a redirect");
    };
    const first = await redirectOf();
    expect(first.status).toBe(303);
    const location = first.headers.get("Location")!;
    expect(location).toMatch(/^\/apply\?received=/);
    expect((await redirectOf()).headers.get("Location")).toBe(location);

    // The guest's 조회 코드 rides in the session cookie, never in the address, and shows once.
    const cookie = first.headers.get("Set-Cookie")!.split(";")[0]!;
    expect(location).not.toMatch(/code/i);
    const receiptPage = async (headers: Record<string, string> = {}) =>
      (
        await applyRoute.loader({
          request: new Request(`http://localhost${location}`, { headers }),
          context: { clientAddress: "x", cspNonce: "" },
          params: {},
        })
      ).data;
    const page = await receiptPage({ Cookie: cookie });
    expect(page.receipt).toMatchObject({
      programTitle: "누구나 코딩",
      programId: 14,
      number: expect.any(Number),
      guest: true,
      lookupCode: expect.stringMatching(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/),
    });
    expect(page.receipt).not.toHaveProperty("phone");
    // Opened without the cookie (a shared link, a later visit): no code.
    expect((await receiptPage()).receipt).toMatchObject({ lookupCode: null });
  });

  it("answers invalid fields with the same messages, for the form to show", async () => {
    const result = (await formPost({ name: "", phone: "123", programId: "" })) as unknown as {
      init: { status: number };
      data: { error: Record<string, string[]> };
    };
    expect(result.init.status).toBe(422);
    expect(result.data.error).toMatchObject({
      "": ["입력 정보를 다시 확인해주세요."],
      name: ["이름을 입력해주세요."],
      phone: ["유효한 전화번호를 입력해주세요."],
      programId: ["프로그램을 선택해주세요."],
    });
  });

  it("preselects the class from ?program= and offers every class in the catalogue", async () => {
    const page = await applyRoute.loader({
      request: new Request("http://localhost/apply?program=7"),
      context: { clientAddress: "x", cspNonce: "" },
      params: {},
    });
    expect(page.data.preselectedId).toBe(7);
    expect(page.data.catalogue).toHaveLength(18);
    expect(page.data.catalogue.find((p) => p.id === 5)).toMatchObject({ isClosed: true });
    expect(page.data.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });
});
