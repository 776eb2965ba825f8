// A stand-in of SOLAPI's API on 127.0.0.1, behaving as its documents and its SDK (solapi 6)
// say (decision 267): every request signed with `Authorization: HMAC-SHA256 apiKey=…, date=…,
// salt=…, signature=…`, the signature HMAC-SHA256(secret, date + salt) in hex; POST
// /messages/v4/send-many/detail answers { failedMessageList, groupInfo, messageList } with a
// message refused at registration in failedMessageList (a bad number), a 4xx with
// { errorCode, errorMessage } for a bad key or signature and for a sender not registered, and
// a 503 while `down`. It posts delivery reports as SOLAPI's webhook does: a JSON array with the
// headers X-Solapi-Event-Name: SINGLE-REPORT and X-Solapi-Secret.
// 알림톡 (decision 284): a message of type ATA names `kakaoOptions: { pfId, templateId,
// variables, disableSms }`, as the SDK's schema and SOLAPI's samples do; the stand-in holds the
// account's channels and approved templates (their wording with #{변수}), fills the template with
// the variables, and refuses at registration (failedMessageList) an unknown channel or template
// and a text that does not match the template (a #{변수} left unfilled, a variable the template
// lacks, or a `text` other than the filled template). SOLAPI's own codes for these were not found
// in its stored documents; the stand-in's codes are its own, and the site treats any as final.
import { createHmac, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type SentMessage = {
  messageId: string;
  to: string;
  from: string;
  text: string;
  type: string;
  subject?: string;
  kakaoOptions?: KakaoOptions;
};

type KakaoOptions = {
  pfId: string;
  templateId: string;
  variables?: Record<string, string>;
  disableSms?: boolean;
};

/** An approved 알림톡 template of the account: its channel and its wording with #{변수}. */
export type ApprovedTemplate = { pfId: string; wording: string };

export type SolapiStandIn = {
  url: string;
  sent: SentMessage[];
  /** Requests refused for their signature or key. */
  refusedAuth: number;
  /** While true, every send answers 503 (the SDK retries 3 times, then gives up). */
  down: boolean;
  report(
    webhookUrl: string,
    secret: string,
    reports: ReadonlyArray<{ messageId: string; to: string; statusCode: string }>,
  ): Promise<Response>;
  close(): Promise<void>;
};

const AUTH = /^HMAC-SHA256 apiKey=([^,]+), date=([^,]+), salt=([^,]+), signature=([0-9a-f]{64})$/;
const VALID_NUMBER = /^01[016789]\d{7,8}$/;

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "Content-Type": "application/json" });
  res.end(JSON.stringify(body));
}

async function bodyOf(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}");
}

/** An ATA message's words (the template filled), or why it is refused at registration. */
function alimtalkText(
  templates: Readonly<Record<string, ApprovedTemplate>>,
  message: Omit<SentMessage, "messageId">,
): string | { code: string; reason: string } {
  const options = message.kakaoOptions;
  const template = options && templates[options.templateId];
  if (!options || !Object.values(templates).some((t) => t.pfId === options.pfId))
    return { code: "3101", reason: "카카오 채널(pfId)이 계정에 연동되어 있지 않습니다." };
  if (!template || template.pfId !== options.pfId)
    return { code: "3102", reason: "승인된 알림톡 템플릿이 아닙니다." };
  const variables = options.variables ?? {};
  const named = new Set(template.wording.match(/#\{[^}]+\}/g) ?? []);
  const filled = template.wording.replace(/#\{[^}]+\}/g, (key) => variables[key] ?? key);
  const mismatch =
    [...named].some((key) => variables[key] === undefined) ||
    Object.keys(variables).some((key) => !named.has(key)) ||
    (message.text !== undefined && message.text !== filled);
  return mismatch ? { code: "3103", reason: "메시지가 템플릿과 일치하지 않습니다." } : filled;
}

export async function startSolapiStandIn(account: {
  apiKey: string;
  apiSecret: string;
  senders: readonly string[];
  /** 알림톡: approved templates by template id (KA01TP…). */
  templates?: Readonly<Record<string, ApprovedTemplate>>;
}): Promise<SolapiStandIn> {
  const standIn = { sent: [] as SentMessage[], refusedAuth: 0, down: false };
  const signedRight = (header: string | undefined) => {
    const match = AUTH.exec(header ?? "");
    if (!match) return false;
    const [, key, date, salt, signature] = match;
    const expected = createHmac("sha256", account.apiSecret).update(`${date}${salt}`).digest("hex");
    const skew = Math.abs(Date.now() - Date.parse(date!));
    return key === account.apiKey && signature === expected && skew < 15 * 60_000;
  };

  const server = createServer(async (req, res) => {
    if (!signedRight(req.headers.authorization)) {
      standIn.refusedAuth += 1;
      return json(res, 403, {
        errorCode: "SignatureDoesNotMatch",
        errorMessage: "요청 서명이 올바르지 않습니다.",
      });
    }
    if (req.method !== "POST" || req.url !== "/messages/v4/send-many/detail")
      return json(res, 404, { errorCode: "NotFound", errorMessage: "없는 경로입니다." });
    if (standIn.down) return json(res, 503, { errorCode: "ServiceUnavailable", errorMessage: "" });
    const body = (await bodyOf(req)) as { messages?: Omit<SentMessage, "messageId">[] };
    const messages = body.messages ?? [];
    const unregistered = messages.find((m) => !account.senders.includes(m.from));
    if (unregistered)
      return json(res, 400, {
        errorCode: "ValidationError",
        errorMessage: `발신번호 미등록: ${unregistered.from}`,
      });
    const groupId = `G4V${randomBytes(8).toString("hex").toUpperCase()}`;
    const accepted: SentMessage[] = [];
    const failed: Record<string, string>[] = [];
    for (const message of messages) {
      const messageId = `M4V${randomBytes(10).toString("hex").toUpperCase()}`;
      const refuse = (statusCode: string, statusMessage: string) =>
        failed.push({
          to: message.to,
          from: message.from,
          type: message.type,
          statusMessage,
          country: "82",
          messageId,
          statusCode,
          accountId: "12925149",
        });
      if (!VALID_NUMBER.test(message.to)) refuse("1062", "수신번호 형식 오류");
      else if (message.type !== "ATA") accepted.push({ ...message, messageId });
      else {
        const alimtalk = alimtalkText(account.templates ?? {}, message);
        if (typeof alimtalk === "string") accepted.push({ ...message, text: alimtalk, messageId });
        else refuse(alimtalk.code, alimtalk.reason);
      }
    }
    standIn.sent.push(...accepted);
    const now = new Date().toISOString();
    json(res, 200, {
      failedMessageList: failed,
      groupInfo: {
        groupId,
        status: "SENDING",
        count: {
          total: messages.length,
          sentTotal: 0,
          sentFailed: 0,
          sentSuccess: 0,
          sentPending: 0,
          sentReplacement: 0,
          refund: 0,
          registeredFailed: failed.length,
          registeredSuccess: accepted.length,
        },
        dateCreated: now,
        dateUpdated: now,
      },
      messageList: accepted.map((m) => ({
        messageId: m.messageId,
        statusCode: "2000",
        statusMessage: "정상 접수(이통사로 접수 예정) ",
      })),
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(standIn, {
    url: `http://127.0.0.1:${port}`,
    report: (
      webhookUrl: string,
      secret: string,
      reports: ReadonlyArray<{ messageId: string; to: string; statusCode: string }>,
    ) =>
      fetch(webhookUrl, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "X-Solapi-Event-Name": "SINGLE-REPORT",
          "X-Solapi-Secret": secret,
        },
        body: JSON.stringify(
          reports.map((r) => ({
            ...r,
            from: account.senders[0],
            type: standIn.sent.find((m) => m.messageId === r.messageId)?.type ?? "SMS",
            statusMessage: r.statusCode === "4000" ? "수신완료" : "전송실패",
            dateReported: new Date().toISOString(),
          })),
        ),
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
