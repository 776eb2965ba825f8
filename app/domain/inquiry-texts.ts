// How the answer to an inquiry reaches the person who asked (decision 286): by mail to the e-mail
// they gave, or, without one, by text (문자, kind "inquiry") to their mobile number, within one LMS;
// when texts are off, staff call. Pure: the answer form counts with it as staff type, the server
// refuses an answer that does not fit, and the answer's transaction writes the text it builds.
import { inquiryLabel } from "./inquiry";
import { isKoreanMobile } from "./phone";
import { LMS_MAX_BYTES, textBytes, textTo, type TextMessage } from "./text-message";
import { fillTemplate, textTemplate } from "./text-templates";

type InquiryForText = {
  id: string;
  sequenceNumber: number;
  name: string;
  email: string;
  phone: string;
};

/** Where the answer goes: mail, a text, or nowhere on its own (staff call the number given). */
export type AnswerChannel = "mail" | "text" | "call";

export function answerChannel(
  inquiry: Pick<InquiryForText, "email" | "phone">,
  textsOn: boolean,
): AnswerChannel {
  if (inquiry.email) return "mail";
  return textsOn && isKoreanMobile(inquiry.phone) ? "text" : "call";
}

/** Its wording is the SMS/LMS text and the 알림톡 template staff register (decision 284). */
export const INQUIRY_TEXT_TEMPLATE = textTemplate(
  "inquiry",
  ["이름", "문의", "답변"],
  (v) => `[청라 문화교육센터] ${v.이름}님, ${v.문의}에 답변드립니다.\n\n${v.답변}`,
);

const greeting = (inquiry: InquiryForText) => ({
  이름: inquiry.name,
  문의: inquiryLabel(inquiry.sequenceNumber),
});

/** The text before the answer itself, as the template writes it. */
function head(inquiry: InquiryForText): string {
  return INQUIRY_TEXT_TEMPLATE.write({ ...greeting(inquiry), 답변: "" });
}

/** A form post sends a textarea's line breaks as CRLF; the phone shows LF, and counts it once. */
const plainLines = (response: string) => response.replace(/\r\n?/g, "\n").trim();

/** The bytes left for the answer itself in one LMS, after the greeting. */
export function answerTextBudget(inquiry: InquiryForText): number {
  return LMS_MAX_BYTES - textBytes(head(inquiry));
}

/** The answer's size as the carrier counts it (EUC-KR bytes), as the budget above is counted. */
export function answerBytes(response: string): number {
  return textBytes(plainLines(response));
}

/** The answer by text, or null when the number cannot take one or the answer is too long. */
export function inquiryAnswerText(inquiry: InquiryForText, response: string): TextMessage | null {
  const filled = fillTemplate(INQUIRY_TEXT_TEMPLATE, {
    ...greeting(inquiry),
    답변: plainLines(response),
  });
  const text = textTo(inquiry.phone, "inquiry", filled.text, undefined, filled.template);
  return text && { ...text, inquiryId: inquiry.id };
}

export function answerTooLongMessage(budget: number, bytes: number): string {
  return `문자로 보내는 답변은 ${budget.toLocaleString("ko-KR")}바이트(한글 약 ${Math.floor(budget / 2).toLocaleString("ko-KR")}자) 이내여야 합니다. 지금 ${bytes.toLocaleString("ko-KR")}바이트이니 줄여주세요.`;
}
