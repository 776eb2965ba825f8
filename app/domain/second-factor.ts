// The administrator's code step (decision 195): its form schema and its Korean messages.
import { z } from "zod";

export const SECOND_FACTOR_MESSAGES = {
  codeMissing: "인증 코드를 입력해주세요.",
  codeWrong: "인증 코드가 맞지 않습니다. 인증 앱에 지금 표시된 6자리 숫자를 입력해주세요.",
  enrolCodeWrong:
    "인증 코드가 맞지 않습니다. QR 코드를 인증 앱에 등록한 뒤 앱에 표시된 6자리 숫자를 입력해주세요.",
  codeUsed: "이미 사용한 인증 코드입니다. 인증 앱에 다음 코드가 표시되면 그 코드를 입력해주세요.",
  verified: "로그인되었습니다. 관리자 인증이 완료되었습니다.",
} as const;

export const secondFactorSchema = z.object({
  code: z
    .string({ error: SECOND_FACTOR_MESSAGES.codeMissing })
    .trim()
    .min(1, SECOND_FACTOR_MESSAGES.codeMissing)
    .max(32, SECOND_FACTOR_MESSAGES.codeWrong),
  redirectTo: z.string().optional(),
});
