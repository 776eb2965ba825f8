// Staff texts to a class's applicants (issue 48 §5): who gets them, what the text says, what it
// costs. Informational only (decision 268): notices about the class, never advertising. Pure.
import { z } from "zod";
import { LMS_MAX_BYTES, textBytes, textTypeOf } from "./text-message";

export const STAFF_TEXT_AUDIENCES = {
  seated: "접수·확정",
  waiting: "대기",
  both: "접수·확정과 대기",
} as const;
export type StaffTextAudience = keyof typeof STAFF_TEXT_AUDIENCES;

/**
 * Estimated price per text in won, for the preview only (SOLAPI's list price for SMS and LMS at
 * the time of writing; the account's own price may differ).
 */
export const TEXT_PRICE_WON = { SMS: 20, LMS: 50 } as const;

export const STAFF_TEXT_NOTE =
  "수업 안내(시간·장소 변경, 휴강, 준비물 등)만 보낼 수 있습니다. 다른 강좌 홍보 같은 광고성 문자는 보낼 수 없습니다(정보통신망법 제50조).";

export const STAFF_TEXT_MESSAGES = {
  body: "보낼 내용을 입력해주세요.",
  tooLong: "내용이 너무 깁니다. 장문 문자(LMS) 한 통에 들어가도록 줄여주세요.",
  none: "보낼 사람이 없습니다. 휴대전화 번호가 있는 신청자가 없습니다.",
  off: "문자 발송이 꺼져 있습니다(SOLAPI 설정 없음).",
} as const;

export const staffTextSchema = z.object({
  audience: z.enum(["seated", "waiting", "both"]),
  body: z.string().trim().min(1, STAFF_TEXT_MESSAGES.body).max(900, STAFF_TEXT_MESSAGES.tooLong),
});

/** The text every recipient gets: the centre and the class named first, then the staff's words. */
export function staffText(programTitle: string, body: string): string {
  return `[청라 문화교육센터] ${programTitle} 안내\n${body.trim()}`;
}

/** What the preview shows: the text, its type, whether it fits, and the estimated cost. */
export function staffTextPreview(programTitle: string, body: string, recipients: number) {
  const text = staffText(programTitle, body);
  const type = textTypeOf(text);
  return {
    text,
    type,
    bytes: textBytes(text),
    fits: textBytes(text) <= LMS_MAX_BYTES,
    recipients,
    costWon: recipients * TEXT_PRICE_WON[type],
  };
}
