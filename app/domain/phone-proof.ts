// A guest proves a phone with a one-time code sent by text (issue 48 §4, decision 269): the code,
// its text and the page's Korean messages. Pure.
import { textTo, type TextMessage } from "./text-message";

/** Six digits; good for ten minutes. */
export const PHONE_CODE = /^\d{6}$/;
export const PHONE_CODE_TTL_MS = 10 * 60_000;
/** A proven phone lists and cancels its applications for thirty minutes. */
export const PHONE_PROOF_TTL_MS = 30 * 60_000;

export const PHONE_PROOF_MESSAGES = {
  phone: "휴대전화 번호를 정확히 입력해주세요.",
  sent: "인증번호를 문자로 보냈습니다. 10분 안에 입력해주세요.",
  code: "인증번호 6자리를 입력해주세요.",
  wrongCode: "인증번호가 맞지 않거나 시간이 지났습니다. 다시 받아주세요.",
  expired: "인증한 지 30분이 지났습니다. 다시 인증해주세요.",
  off: "지금은 문자 인증을 쓸 수 없습니다. 신청번호와 조회 코드로 조회해주세요.",
  none: "이 번호로 한 비회원 신청이 없습니다.",
} as const;

/** The code's text: short, SMS-sized, saying what it is for. */
export function phoneCodeText(phone: string, code: string): TextMessage | null {
  return textTo(
    phone,
    "code",
    `[청라 문화교육센터] 신청 조회 인증번호 ${code} (10분 안에 입력해주세요)`,
  );
}
