// Where a text goes: SOLAPI through its official SDK (decision 267), as 알림톡 when its kind has
// an approved template (decision 284), or on the embedded default one file per text in
// DATA_DIR/sms-outbox/ (as mail goes to DATA_DIR/outbox/, decision 266).
import { randomBytes } from "node:crypto";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { ClientError, MessageNotReceivedError, SolapiMessageService } from "solapi";
import { textTypeOf, type TextMessage } from "~/domain/text-message";
import type { KakaoSettings } from "~/domain/kakao-settings";
import { log } from "~/log.server";
import { writeWholeFile } from "~/mail/whole-file.server";

/** Handed over: the provider's message id (for its delivery report), or delivered at once (a file). */
export type TextHandOver = { providerId: string | null; delivered: boolean };

/** The provider refused the text for good (a bad number, an unregistered sender): no retry. */
export class TextRefused extends Error {}

export type TextTransport = { send(text: TextMessage): Promise<TextHandOver> };

const LMS_SUBJECT = "청라 문화교육센터";

/** Embedded default: DATA_DIR/sms-outbox/<time>-<kind>-<random>.txt, recipient and kind on top. */
export function fileTextTransport(dataDir: string): TextTransport {
  const folder = path.join(dataDir, "sms-outbox");
  return {
    async send(text) {
      await mkdir(folder, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const name = `${stamp}-${text.kind}-${randomBytes(4).toString("hex")}.txt`;
      const body = [`받는 번호: ${text.to}`, `종류: ${text.kind}`, "", text.text, ""].join("\n");
      await writeWholeFile(path.join(folder, name), body);
      return { providerId: null, delivered: true };
    },
  };
}

export type SolapiSettings = {
  apiKey: string;
  apiSecret: string;
  sender: string;
  /** Tests: a stand-in of SOLAPI's API on this machine (the SDK has no base-URL option). */
  apiUrl?: string;
  /** 알림톡: the channel and the approved templates; null or absent: SMS/LMS only. */
  kakao?: KakaoSettings | null;
};

type SolapiMessage = Parameters<SolapiMessageService["send"]>[0];

const SOLAPI_ORIGIN = "https://api.solapi.com";
let routedTo: string | undefined;

/**
 * The SDK calls the global fetch with its fixed origin (node_modules/solapi: `baseUrl` is a
 * private field). A stand-in is reached by rewriting that origin only, once per process.
 */
function routeSolapiTo(apiUrl: string) {
  const base = apiUrl.replace(/\/$/, "");
  if (routedTo === base) return;
  const real = routedTo === undefined ? globalThis.fetch : realFetch;
  realFetch = real;
  routedTo = base;
  globalThis.fetch = (input, init) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    return url.startsWith(`${SOLAPI_ORIGIN}/`) && routedTo
      ? real(`${routedTo}${url.slice(SOLAPI_ORIGIN.length)}`, init)
      : real(input, init);
  };
}
let realFetch: typeof fetch = globalThis.fetch;

/**
 * SOLAPI's send (POST /messages/v4/send-many/detail): SMS when it fits in 90 bytes, LMS with a
 * subject otherwise. A 4xx answer (bad credentials, an unregistered sender) and a text refused
 * at registration (a bad number: every message in failedMessageList) are final; anything else
 * (the network, a 5xx) is thrown for the sender's retries.
 *
 * A text written from a template whose kind has an approved 알림톡 template goes as ATA with the
 * template's variables, SMS/LMS substitution on (`disableSms: false`): Kakao shows the same
 * words, and SOLAPI texts them when Kakao cannot deliver. An ATA refused (an unknown channel or
 * template, a text that does not match it) is sent at once as SMS/LMS instead.
 */
export function solapiTextTransport(settings: SolapiSettings): TextTransport {
  if (settings.apiUrl) routeSolapiTo(settings.apiUrl);
  const service = new SolapiMessageService(settings.apiKey, settings.apiSecret);
  const handOver = async (message: SolapiMessage): Promise<TextHandOver> => {
    try {
      const answer = await service.send(message, { showMessageList: true });
      const failed = answer.failedMessageList[0];
      if (failed) throw new TextRefused(`${failed.statusCode} ${failed.statusMessage}`);
      return { providerId: answer.messageList?.[0]?.messageId ?? null, delivered: false };
    } catch (error) {
      if (error instanceof MessageNotReceivedError) {
        const failed = error.failedMessageList[0];
        throw new TextRefused(
          failed ? `${failed.statusCode} ${failed.statusMessage}` : String(error),
        );
      }
      if (error instanceof ClientError && error.httpStatus < 500)
        throw new TextRefused(`${error.errorCode} ${error.errorMessage}`);
      throw error;
    }
  };
  return {
    async send(text) {
      const type = textTypeOf(text.text);
      const subject = type === "LMS" ? { subject: LMS_SUBJECT } : {};
      const base = { to: text.to, from: settings.sender };
      const kakao = settings.kakao;
      const templateId = text.template && kakao?.templates[text.template.name];
      if (kakao && text.template && templateId) {
        try {
          return await handOver({
            ...base,
            type: "ATA",
            // The substitute SMS/LMS carries the 알림톡's words; an LMS needs its subject.
            ...subject,
            kakaoOptions: {
              pfId: kakao.pfId,
              templateId,
              variables: text.template.variables,
              disableSms: false,
            },
          });
        } catch (error) {
          if (!(error instanceof TextRefused)) throw error;
          log.warn(
            {
              event: "text.alimtalk_refused",
              kind: text.kind,
              template: text.template.name,
              error,
            },
            "[text] 알림톡 refused: sent as SMS/LMS instead (check the template in SOLAPI's console)",
          );
        }
      }
      return handOver({ ...base, text: text.text, type, ...subject });
    },
  };
}
