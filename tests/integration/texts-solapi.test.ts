// Texts through SOLAPI's official SDK pointed at a stand-in of SOLAPI's API
// (tests/support/solapi-stand-in.ts, decision 267): the signed request, SMS and LMS, the final
// refusals (a wrong secret, an unregistered sender, a bad number) against a 503 that is tried
// again; then the whole path: a phone-only application texted through the stand-in, and the
// delivery-report webhook, verified by its secret, turning a failed text into 연락 필요. 알림톡
// (decision 284): a kind with an approved template goes as ATA with the template's variables and
// SMS/LMS substitution on; the stand-in holds the templates as docs/texts.md tells staff to
// register them (generated from the same functions as the SMS text), and an ATA refused (an
// unknown channel or template, words that do not match) is sent as SMS/LMS instead.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import {
  APPLICATION_TEXT_TEMPLATES,
  cancellationText,
  receiptText,
} from "~/domain/application-texts";
import type { TextMessage } from "~/domain/text-message";
import { templateWording } from "~/domain/text-templates";
import { startSolapiStandIn } from "../support/solapi-stand-in";
import { uniquePhone } from "../support/phones";

const CHANNEL = "KA01PF2612060000000000000CENTRE";
const RECEIPT_TEMPLATE = "KA01TP261206000000000000RECEIPT";
const account = {
  apiKey: "NCSTESTKEY000001",
  apiSecret: "stand-in-secret-0123456789",
  senders: ["0212345678"],
  templates: {
    [RECEIPT_TEMPLATE]: {
      pfId: CHANNEL,
      wording: templateWording(APPLICATION_TEXT_TEMPLATES.receipt),
    },
    // Registered from an older wording: the site's texts no longer match it.
    KA01TP26120600000000000000STALE: {
      pfId: CHANNEL,
      wording: "[청라 문화교육센터] #{이름}님, #{강좌} 신청이 취소되었습니다.",
    },
  },
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
process.env.SOLAPI_KAKAO_PF_ID = CHANNEL;
process.env.SOLAPI_KAKAO_TEMPLATE_RECEIPT = RECEIPT_TEMPLATE;

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
  delete process.env.SOLAPI_KAKAO_PF_ID;
  delete process.env.SOLAPI_KAKAO_TEMPLATE_RECEIPT;
});
beforeEach(() => rateLimits.reset());

const text = (to: string, body: string): TextMessage => ({
  channel: "text",
  to,
  kind: "receipt",
  text: body,
});
const transport = (overrides: Partial<Parameters<typeof solapiTextTransport>[0]> = {}) =>
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

describe("알림톡 through the SDK", () => {
  const applicant = {
    id: "app-kakao",
    number: 77,
    status: "접수" as const,
    name: "김하늘",
    phone: "010-2222-3333",
    programTitle: "바른 자세 필라테스",
    userId: null,
  };
  const receipt = receiptText(applicant, {
    siteUrl: "https://example.kr",
    waitingPlace: null,
    lookupCode: "ABCD1234",
  })!;
  const kakao = (templates: { receipt: string }, pfId = CHANNEL) =>
    transport({ kakao: { pfId, templates } });

  it("sends a kind with an approved template as ATA: the same words, SMS/LMS substitution on", async () => {
    const handed = await kakao({ receipt: RECEIPT_TEMPLATE }).send(receipt);
    const sent = standIn.sent.at(-1)!;
    expect(sent.messageId).toBe(handed.providerId);
    expect(sent).toMatchObject({
      to: "01022223333",
      from: "0212345678",
      type: "ATA",
      kakaoOptions: { pfId: CHANNEL, templateId: RECEIPT_TEMPLATE, disableSms: false },
    });
    expect(sent.kakaoOptions!.variables).toMatchObject({
      "#{이름}": "김하늘",
      "#{신청번호}": "A-000077",
    });
    // What Kakao shows (the template filled by SOLAPI) is the SMS text, byte for byte.
    expect(sent.text).toBe(receipt.text);
    // Over 90 bytes the substitute is an LMS, which needs its subject.
    expect(sent.subject).toBe("청라 문화교육센터");
  });

  it("sends SMS/LMS for a kind without a template, and for a text with none (a staff text)", async () => {
    const cancelled = cancellationText(applicant)!;
    await kakao({ receipt: RECEIPT_TEMPLATE }).send(cancelled);
    expect(standIn.sent.at(-1)).toMatchObject({ type: "LMS", text: cancelled.text });
    await kakao({ receipt: RECEIPT_TEMPLATE }).send(text("01022223333", "짧은 안내"));
    expect(standIn.sent.at(-1)).toMatchObject({ type: "SMS", text: "짧은 안내" });
  });

  it("sends as SMS/LMS at once an ATA refused: unknown channel, unknown template, other words", async () => {
    for (const refused of [
      kakao({ receipt: RECEIPT_TEMPLATE }, "KA01PF000000000000000000UNKNOWN"),
      kakao({ receipt: "KA01TP0000000000000000000UNKNOWN" }),
      kakao({ receipt: "KA01TP26120600000000000000STALE" }),
    ]) {
      const before = standIn.sent.length;
      const handed = await refused.send(receipt);
      expect(standIn.sent.length).toBe(before + 1);
      expect(standIn.sent.at(-1)).toMatchObject({
        messageId: handed.providerId,
        type: "LMS",
        text: receipt.text,
      });
    }
  });

  it("refuses at the stand-in an ATA whose variables leave the template unfilled", async () => {
    const partial: TextMessage = {
      ...receipt,
      template: { name: "receipt", variables: { "#{이름}": "김하늘" } },
    };
    const before = standIn.sent.length;
    await kakao({ receipt: RECEIPT_TEMPLATE }).send(partial);
    // Refused as ATA, so handed over as LMS with the full text.
    expect(standIn.sent.slice(before).map((m) => m.type)).toEqual(["LMS"]);
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
  it("hands the receipt to SOLAPI as 알림톡, and a failed delivery report turns it into 연락 필요", async () => {
    const applied = await apply("솔라피");
    await mailSenderIdle();
    const sent = standIn.sent.find((m) => m.to === applied.digits);
    expect(sent!.text).toContain(`신청번호 A-${String(applied.number).padStart(6, "0")}`);
    expect(sent!.from).toBe("0212345678");
    // The settings name the channel and the receipt's template: it went as 알림톡, and its
    // delivery report comes through the same webhook.
    expect(sent).toMatchObject({ type: "ATA", kakaoOptions: { templateId: RECEIPT_TEMPLATE } });

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
