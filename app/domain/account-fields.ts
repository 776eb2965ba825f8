// The fields the account forms share (Conform + zod, the same in browser and server).
import { z } from "zod";
import { AGE_MESSAGES } from "./child-age";
import { isKoreanMobile, normalizePhone } from "./phone";
import { CONSENT_MESSAGES } from "./privacy-notice";
import { singleLineString } from "./text";
import { FIND_PASSWORD_MESSAGES } from "./account-messages";

export const PASSWORD_MIN_LENGTH = 6;
export const NAME_MIN_LENGTH = 2;

export const INTEREST_OPTIONS = ["음악", "교육", "건강", "기술"] as const;

export const emailField = z
  .string({ error: FIND_PASSWORD_MESSAGES.emptyEmail })
  .trim()
  .min(1, FIND_PASSWORD_MESSAGES.emptyEmail)
  .max(254, FIND_PASSWORD_MESSAGES.invalidEmail)
  .pipe(z.email(FIND_PASSWORD_MESSAGES.invalidEmail))
  .transform((v) => v.toLowerCase());

export const newPasswordField = z
  .string({ error: "비밀번호를 입력해주세요." })
  .min(PASSWORD_MIN_LENGTH, `비밀번호는 ${PASSWORD_MIN_LENGTH}자 이상이어야 합니다.`)
  .max(128, "비밀번호는 128자 이하로 입력해주세요.");

export const nameField = singleLineString({ error: "이름을 입력해주세요." })
  .trim()
  .min(NAME_MIN_LENGTH, "이름을 입력해주세요.")
  .max(50, "이름은 50자 이하로 입력해주세요.");

export const optionalPhoneField = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : ""))
  .refine((v) => v === "" || isKoreanMobile(v), "유효한 전화번호를 입력해주세요.")
  .transform((v) => (v ? normalizePhone(v) : ""));

export const interestsField = z
  .array(z.enum(INTEREST_OPTIONS, { error: "관심 분야를 목록에서 선택해주세요." }))
  .optional()
  .transform((v) => [...new Set(v ?? [])]);

// Two separate required consents (개인정보 보호법 제22조: not bundled with the terms) and the
// 만 14세 이상 confirmation (제22조의2, decision 212), asked of every new member: on the sign-up
// form and before a first Kakao login creates an account.
export const signUpConsents = {
  ageConfirm: z
    .string({ error: AGE_MESSAGES.signUp })
    .refine((v) => v === "on", AGE_MESSAGES.signUp),
  agreeTerms: z
    .string({ error: CONSENT_MESSAGES.terms })
    .refine((v) => v === "on", CONSENT_MESSAGES.terms),
  agreePrivacy: z
    .string({ error: CONSENT_MESSAGES.privacy })
    .refine((v) => v === "on", CONSENT_MESSAGES.privacy),
};
