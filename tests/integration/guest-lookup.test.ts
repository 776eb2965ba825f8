// 비회원 신청 조회·취소 through the route as Remix calls it, on the embedded default: a guest finds
// their application by name, phone, 신청번호 and 조회 코드 and cancels it with a POST; a GET acts
// on nothing; a wrong number, name, phone or code get the same answer; every POST counts against
// the address's limit, a failed one also against the phone's and the number's (decisions 182, 234).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { uniquePhone } from "../support/phones";

const dataDir = mkdtempSync(path.join(tmpdir(), "guest-lookup-"));
process.env.DATA_DIR = dataDir;
delete process.env.SMTP_URL;
delete process.env.FIREBASE_PROJECT_ID;

const api = await import("~/routes/api.applications");
const lookupRoute = await import("~/routes/applications.lookup");
const { getApplicationStore } = await import("~/backends/app.server");
const { RATE_LIMITS } = await import("~/security/rate-limit.server");
const { rateLimits } = await import("~/backends/app.server");
const { closeSqlite } = await import("~/backends/backends.server");
const { mailSenderIdle } = await import("~/jobs/mail-sender.server");
const { GUEST_LOOKUP_MESSAGES } = await import("~/domain/guest-lookup");
const { formatApplicationNumber } = await import("~/domain/application");
const { hashLookupCode } = await import("~/records/applications/key.server");

afterAll(async () => {
  await mailSenderIdle();
  closeSqlite();
  rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(() => rateLimits.reset());

let serial = 0;
async function apply(programId: number, name: string, phone: string) {
  serial += 1;
  const response = (await api.action({
    request: new Request("http://localhost/api/applications", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name, phone, email: "", programId }),
    }),
    context: { clientAddress: `192.0.2.${serial}`, cspNonce: "" },
    params: {},
  })) as Response;
  expect(response.status).toBe(201);
  return (await response.json()) as {
    id: string;
    number: number;
    status: string;
    lookupCode: string;
  };
}

type Answer = {
  result: { error?: Record<string, string[] | null> };
  found: { number: string; status: string; mayCancel: boolean; programTitle: string } | null;
  notice: { ok: boolean; message: string } | null;
};

async function post(fields: Record<string, string>, clientAddress = "198.51.100.20") {
  const response = (await lookupRoute.action({
    request: new Request("http://localhost/applications/lookup", {
      method: "POST",
      body: new URLSearchParams(fields),
    }),
    params: {},
    context: { clientAddress, cspNonce: "" },
  })) as unknown as { data: Answer; init: ResponseInit | null };
  const headers = new Headers(response.init?.headers);
  return { ...response.data, status: response.init?.status ?? 200, headers };
}

const formErrorOf = (answer: Answer) => answer.result.error?.[""]?.[0];

describe("비회원 신청 조회", () => {
  it("finds the application by name, phone and number, however the number and phone are typed", async () => {
    const phone = uniquePhone();
    const applied = await apply(7, "조회인", phone);
    const number = formatApplicationNumber(applied.number);
    const code = applied.lookupCode;
    for (const typed of [
      { name: "조회인", phone, number, code },
      {
        name: "조회인",
        phone: phone.replace(/-/g, ""),
        number: String(applied.number),
        code: code.toLowerCase().replace("-", " "),
      },
    ]) {
      const answer = await post(typed);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("Cache-Control")).toMatch(/no-store/);
      expect(answer.found).toMatchObject({ number, status: "접수", mayCancel: true });
    }
    // Looking changed nothing.
    expect((await getApplicationStore().get(applied.id))!.status).toBe("접수");
  });

  it("answers a wrong number, name, phone or code alike (nothing tells which numbers exist)", async () => {
    const phone = uniquePhone();
    const applied = await apply(8, "비교인", phone);
    const number = formatApplicationNumber(applied.number);
    const code = applied.lookupCode;
    const answers = [
      await post({
        name: "비교인",
        phone,
        number: formatApplicationNumber(applied.number + 500),
        code,
      }),
      await post({ name: "다른사람", phone, number, code }),
      await post({ name: "비교인", phone: uniquePhone(), number, code }),
      await post({ name: "비교인", phone, number, code: "ZZZZ-ZZZZ" }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.found).toBeNull();
      expect(formErrorOf(answer)).toBe(GUEST_LOOKUP_MESSAGES.notFound);
    }
  });

  it("cancels on POST only, once; the second cancel says it is already cancelled", async () => {
    const phone = uniquePhone();
    const applied = await apply(9, "취소인", phone);
    const details = {
      name: "취소인",
      phone,
      number: formatApplicationNumber(applied.number),
      code: applied.lookupCode,
    };
    // The page's GET carries nothing and does nothing, whatever its address says.
    const page = (await lookupRoute.loader()) as unknown as { init: ResponseInit | null };
    expect(new Headers(page.init?.headers).get("Cache-Control")).toMatch(/no-store/);

    const cancelled = await post({ ...details, intent: "cancel" });
    expect(cancelled).toMatchObject({
      status: 200,
      notice: { ok: true, message: "신청이 취소되었습니다." },
      found: { status: "취소", mayCancel: false },
    });
    expect(await getApplicationStore().get(applied.id)).toMatchObject({
      status: "취소",
      cancelledBy: "applicant",
    });
    const again = await post({ ...details, intent: "cancel" });
    expect(again.notice).toEqual({ ok: true, message: "이미 취소된 신청입니다." });
  });

  it("cancels nothing for someone who has the number but not the name and phone", async () => {
    const phone = uniquePhone();
    const applied = await apply(10, "지킴이", phone);
    const attempt = await post({
      name: "남의이름",
      phone: uniquePhone(),
      number: formatApplicationNumber(applied.number),
      code: applied.lookupCode,
      intent: "cancel",
    });
    expect(attempt.status).toBe(404);
    expect((await getApplicationStore().get(applied.id))!.status).toBe("접수");
  });

  it("cancels nothing for someone who has the name, phone and number but not the code (issue 44)", async () => {
    const phone = uniquePhone();
    const applied = await apply(10, "피해자", phone);
    const number = formatApplicationNumber(applied.number);
    const attempt = await post({ name: "피해자", phone, number, code: "", intent: "cancel" });
    expect(attempt.status).toBe(400);
    const guessed = await post({
      name: "피해자",
      phone,
      number,
      code: "0000-0000",
      intent: "cancel",
    });
    expect(guessed.status).toBe(404);
    expect((await getApplicationStore().get(applied.id))!.status).toBe("접수");
  });

  it("never finds a member's application, nor one made before the code, whatever is typed", async () => {
    const store = getApplicationStore();
    const phone = uniquePhone();
    const input = {
      name: "회원",
      phone,
      email: "",
      preferredTime: "",
      companions: "0",
      message: "",
      programId: 11,
      programTitle: "회원 수업",
      userId: "member-uid",
      idempotencyKey: `member-${Date.now()}-abc`,
      // Even with a code's hash, a member's is theirs to cancel on my page only.
      lookupCodeHash: hashLookupCode("7K3MQ9TX"),
    } as const;
    const made = await store.create(input);
    const number = formatApplicationNumber(made.application.number);
    const answer = await post({ name: "회원", phone, number, code: "7K3M-Q9TX", intent: "cancel" });
    expect(answer.status).toBe(404);
    expect((await store.get(made.application.id))!.status).toBe("접수");
    // A guest's application from before the code has no hash: no code opens it (its mail link does).
    const old = await store.create({
      ...input,
      userId: null,
      idempotencyKey: `old-${Date.now()}-abc`,
      lookupCodeHash: null,
    });
    const oldNumber = formatApplicationNumber(old.application.number);
    for (const code of ["0000-0000", "7K3M-Q9TX"])
      expect((await post({ name: "회원", phone, number: oldNumber, code })).status).toBe(404);
  });

  it("limits failed look-ups per phone and per number across addresses, then even the right details wait", async () => {
    const phone = uniquePhone();
    const applied = await apply(13, "표적", phone);
    const number = formatApplicationNumber(applied.number);
    // Wrong codes from as many addresses as there are tries: the phone's count holds.
    for (let n = 0; n < RATE_LIMITS.applicationLookupPhone.points; n++)
      expect(
        (await post({ name: "표적", phone, number, code: "0000-0000" }, `203.0.113.${n + 1}`))
          .status,
      ).toBe(404);
    const limited = await post(
      { name: "표적", phone, number, code: applied.lookupCode },
      "203.0.113.200",
    );
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);

    // The number's count holds for guesses under other phones as well.
    rateLimits.reset();
    for (let n = 0; n < RATE_LIMITS.applicationLookupNumber.points; n++)
      expect(
        (
          await post(
            { name: "표적", phone: uniquePhone(), number, code: "0000-0000" },
            `203.0.113.${n + 1}`,
          )
        ).status,
      ).toBe(404);
    const stillRight = await post(
      { name: "표적", phone, number, code: applied.lookupCode },
      "203.0.113.201",
    );
    expect(stillRight.status).toBe(429);
  });

  it("limits every look-up and cancel per address, with Retry-After and a Korean message", async () => {
    const client = "198.51.100.99";
    const guess = (n: number) => ({
      name: "추측",
      phone: `010-9999-${String(n).padStart(4, "0")}`,
      number: formatApplicationNumber(900_000 + n),
      code: "0000-0000",
    });
    for (let n = 0; n < RATE_LIMITS.applicationLookup.points; n++)
      expect((await post(guess(n), client)).status).toBe(404);
    const limited = await post(guess(99), client);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(formErrorOf(limited)).toMatch(/요청이 너무 많습니다/);
    expect((await post(guess(0), "198.51.100.100")).status).toBe(404); // another address
  });

  it("refuses a malformed form with the field's Korean message, before anything is counted", async () => {
    const answer = await post({ name: "", phone: "12", number: "abc", code: "?" });
    expect(answer.status).toBe(400);
    expect(answer.result.error).toMatchObject({
      name: [GUEST_LOOKUP_MESSAGES.name],
      phone: [GUEST_LOOKUP_MESSAGES.phone],
      number: [GUEST_LOOKUP_MESSAGES.number],
      code: [GUEST_LOOKUP_MESSAGES.code],
    });
  });
});
