// Texts through SOLAPI's official SDK pointed at a stand-in of SOLAPI's API
// (tests/support/solapi-stand-in.ts, decision 267): the signed request, SMS and LMS, the final
// refusals (a wrong secret, an unregistered sender, a bad number) against a 503 that is tried
// again; then the whole path: a phone-only application texted through the stand-in, and the
// delivery-report webhook, verified by its secret, turning a failed text into 연락 필요.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import type { TextMessage } from "~/domain/text-message";
import { startSolapiStandIn } from "../support/solapi-stand-in";
import { uniquePhone } from "../support/phones";

const account = {
  apiKey: "NCSTESTKEY000001",
  apiSecret: "stand-in-secret-0123456789",
  senders: ["0212345678"],
};
const standIn = await startSolapiStandIn(account);
const webhookSecret = "webhook-secret-0123456789";

const dataDir = mkdtempSync(path.join(tmpdir(), "texts-solapi-"));
process.env.DATA_DIR = dataDir;
delete process.env.SMTP_URL;
delete process.env.FIREBASE_PROJECT_ID;
process.env.SOLAPI_API_KEY = account.apiKey;
process.env.SOLAPI_API_SECRET = account.apiSecret;
process.env.SOLAPI_SENDER = "02-1234-5678";
process.env.SOLAPI_API_URL = standIn.url;
process.env.SOLAPI_WEBHOOK_SECRET = webhookSecret;

const { solapiTextTransport, TextRefused } = await import("~/mail/text-transport.server");
const api = await import("~/routes/api.applications");
const webhook = await import("~/routes/api.webhooks.solapi");
const { getApplicationStore, rateLimits } = await import("~/backends/app.server");
const { closeSqlite } = await import("~/backends/backends.server");
const { mailSenderIdle, stopMailSender } = await import("~/jobs/mail-sender.server");

afterAll(async () => {
  await stopMailSender();
  closeSqlite();
  await standIn.close();
  rmSync(dataDir, { recursive: true, force: true });
  for (const name of ["SOLAPI_API_KEY", "SOLAPI_API_SECRET", "SOLAPI_SENDER", "SOLAPI_API_URL"])
    delete process.env[name];
  delete process.env.SOLAPI_WEBHOOK_SECRET;
});
beforeEach(() => rateLimits.reset());

const text = (to: string, body: string): TextMessage => ({
  channel: "text",
  to,
  kind: "receipt",
  text: body,
});
const transport = (overrides: Partial<typeof account & { sender: string }> = {}) =>
  solapiTextTransport({
    apiKey: account.apiKey,
    apiSecret: account.apiSecret,
    sender: "0212345678",
    apiUrl: standIn.url,
    ...overrides,
  });

describe("the SOLAPI transport, through the SDK", () => {
  it("sends a short text as SMS and a long one as LMS with a subject, signed", async () => {
    const short = await transport().send(text("01012345678", "짧은 문자"));
    expect(short.providerId).toMatch(/^M4V/);
    expect(short.delivered).toBe(false);
    const long = "가".repeat(60);
    await transport().send(text("01012345679", long));
    const [sms, lms] = standIn.sent.slice(-2);
    expect(sms).toMatchObject({ to: "01012345678", from: "0212345678", type: "SMS" });
    expect(sms!.messageId).toBe(short.providerId);
    expect(lms).toMatchObject({ type: "LMS", subject: "청라 문화교육센터", text: long });
  });

  it("refuses for good a wrong secret, an unregistered sender and a bad number", async () => {
    const before = standIn.refusedAuth;
    await expect(
      transport({ apiSecret: "wrong-secret" }).send(text("01012345678", "x")),
    ).rejects.toBeInstanceOf(TextRefused);
    expect(standIn.refusedAuth).toBe(before + 1);
    await expect(
      transport({ sender: "0298765432" }).send(text("01012345678", "x")),
    ).rejects.toThrow(/ValidationError 발신번호 미등록/);
    await expect(transport().send(text("0101234", "x"))).rejects.toThrow(/1062/);
  });

  it("leaves an outage to the sender's retries (not a refusal)", async () => {
    standIn.down = true;
    try {
      const failure = await transport()
        .send(text("01012345678", "x"))
        .then(
          () => null,
          (error: unknown) => error,
        );
      expect(failure).toBeInstanceOf(Error);
      expect(failure).not.toBeInstanceOf(TextRefused);
    } finally {
      standIn.down = false;
    }
  });
});

async function apply(name: string) {
  const phone = uniquePhone();
  const response = (await api.action({
    request: new Request("http://localhost/api/applications", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name, phone, programId: 7 }),
    }),
    context: { clientAddress: "192.0.2.77", cspNonce: "" },
    params: {},
  })) as Response;
  expect(response.status).toBe(201);
  return {
    ...((await response.json()) as { id: string; number: number }),
    digits: phone.replace(/-/g, ""),
  };
}

function report(secret: string, reports: { messageId: string; to: string; statusCode: string }[]) {
  return webhook.action({
    request: new Request("http://localhost/api/webhooks/solapi", {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "X-Solapi-Event-Name": "SINGLE-REPORT",
        "X-Solapi-Secret": secret,
      },
      body: JSON.stringify(reports),
    }),
    context: { clientAddress: "192.0.2.9", cspNonce: "" },
    params: {},
  }) as Promise<Response>;
}

describe("a phone-only application, texted through SOLAPI", () => {
  it("hands the receipt to SOLAPI, and a failed delivery report turns it into 연락 필요", async () => {
    const applied = await apply("솔라피");
    await mailSenderIdle();
    const sent = standIn.sent.find((m) => m.to === applied.digits);
    expect(sent!.text).toContain(`신청번호 A-${String(applied.number).padStart(6, "0")}`);
    expect(sent!.from).toBe("0212345678");

    const failed = [{ messageId: sent!.messageId, to: applied.digits, statusCode: "3059" }];
    expect((await report("not-the-secret-at-all", failed)).status).toBe(401);
    expect((await getApplicationStore().get(applied.id))!.contactNeededAt).toBeNull();
    // Another number under the same id matches nothing.
    const stranger = await report(webhookSecret, [{ ...failed[0]!, to: "01099990000" }]);
    expect(await stranger.json()).toMatchObject({ matched: 0 });
    expect((await getApplicationStore().get(applied.id))!.contactNeededAt).toBeNull();

    const answered = await report(webhookSecret, failed);
    expect(answered.status).toBe(200);
    expect(await answered.json()).toMatchObject({ ok: true, matched: 1 });
    expect((await getApplicationStore().get(applied.id))!.contactNeededAt).not.toBeNull();
  });
});
