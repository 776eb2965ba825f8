// One text message (문자) as the site composes it: to a Korean mobile number, of a kind, with its
// text. Pure: the stores write these with the change they report (the outbox, decision 266), the
// text sender hands them to SOLAPI or to a file. A text rides in the same list as a change's mails.
import type { Mail } from "./mail";
import { isKoreanMobile } from "./phone";
import type { TemplateUse } from "./text-templates";

/** What a text reports: who it concerns decides what a failure means (연락 필요). */
export type TextKind =
  | "receipt"
  | "seat"
  | "cancellation"
  | "code"
  | "staff"
  | "reminder"
  /** A lottery's result in line (대기 N번); a seat by the draw is a "seat" text. */
  | "lottery"
  /** The answer to an inquiry made with a mobile number and no e-mail (decision 286). */
  | "inquiry";

export type TextMessage = {
  channel: "text";
  /** Digits only (01012345678). */
  to: string;
  kind: TextKind;
  text: string;
  /** The application it reports, when it reports one: a failed text marks it 연락 필요. */
  applicationId?: string;
  /** The inquiry whose answer it carries: a failed text marks the answer undelivered (call). */
  inquiryId?: string;
  /** Written from a template (./text-templates): it may go as 알림톡 with these values. */
  template?: TemplateUse;
};

/** What a change writes with itself: its mails and its texts. */
export type OutboxMessage = Mail | TextMessage;

export function isText(message: OutboxMessage): message is TextMessage {
  return (message as Partial<TextMessage>).channel === "text";
}

/** SMS holds 90 bytes, LMS 2,000 (EUC-KR: a Korean letter is 2 bytes, ASCII 1). */
export const SMS_MAX_BYTES = 90;
export const LMS_MAX_BYTES = 2000;

/** Pure: the size a carrier counts, in EUC-KR bytes. */
export function textBytes(text: string): number {
  let bytes = 0;
  for (const char of text) bytes += char.charCodeAt(0) < 0x80 ? 1 : 2;
  return bytes;
}

/** SMS when it fits in one, LMS otherwise. */
export function textTypeOf(text: string): "SMS" | "LMS" {
  return textBytes(text) <= SMS_MAX_BYTES ? "SMS" : "LMS";
}

/**
 * A text to `phone`, or null when the number is not a Korean mobile (a landline cannot take a
 * text) or the text is longer than an LMS.
 */
export function textTo(
  phone: string,
  kind: TextKind,
  text: string,
  applicationId?: string,
  template?: TemplateUse,
): TextMessage | null {
  const to = phone.replace(/\D/g, "");
  if (!isKoreanMobile(to) || textBytes(text) > LMS_MAX_BYTES) return null;
  return {
    channel: "text",
    to,
    kind,
    text,
    ...(applicationId ? { applicationId } : {}),
    ...(template ? { template } : {}),
  };
}

/** The mails among a change's messages. */
export function mailsOnly(messages: readonly OutboxMessage[]): Mail[] {
  return messages.filter((message): message is Mail => !isText(message));
}
