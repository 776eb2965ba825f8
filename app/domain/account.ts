// Pure account rules shared by the browser and the server: form schemas, Korean messages,
// e-mail masking, the administrator-address rule and auth error codes (requirements §4, decision 070).
import { z } from "zod";
import { DASHED_PHONE, isKoreanMobile, normalizePhone } from "~/domain/phone";
import { AGE_MESSAGES } from "~/domain/child-age";
import { CONSENT_MESSAGES } from "~/domain/privacy-notice";
import { isCalendarDay } from "~/domain/seoul-time";
import { singleLineString } from "~/domain/text";

export const PASSWORD_MIN_LENGTH = 6;
export const NAME_MIN_LENGTH = 2;
export { DEFAULT_USER_LABEL } from "~/domain/session-user";

export const INTEREST_OPTIONS = ["음악", "교육", "건강", "기술"] as const;

export const ACCOUNT_MESSAGES = {
  registered: "회원가입이 완료되었습니다.",
  loggedIn: "로그인되었습니다.",
  socialLoggedIn: "카카오 로그인이 완료되었습니다.",
  loggedOut: "로그아웃되었습니다.",
  userNotFound: "사용자를 찾을 수 없습니다.",
  userUpdated: "사용자 정보가 업데이트되었습니다.",
  userDeleted: "사용자가 삭제되었습니다.",
  accountDeleted: "회원 탈퇴가 완료되었습니다. 그동안 이용해주셔서 감사합니다.",
  passwordChanged: "비밀번호가 변경되었습니다. 새 비밀번호로 다시 로그인해주세요.",
  currentPasswordWrong: "현재 비밀번호가 올바르지 않습니다.",
  passwordReset: "비밀번호가 재설정되었습니다. 새 비밀번호로 로그인해주세요.",
  kakaoLinked: "카카오 계정이 연결되었습니다.",
  kakaoRegistered: "카카오 계정으로 회원가입이 완료되었습니다.",
  loginRequired: "로그인이 필요합니다.",
  adminOnly: "관리자만 이용할 수 있습니다.",
  inactive: "비활성화된 계정입니다. 센터에 문의해주세요.",
} as const;

export const FIND_ID_MESSAGES = {
  invalidPhone: "올바른 전화번호를 입력해주세요.",
  notFound: "아이디를 찾을 수 없습니다.",
  notFoundForPhone: "해당 전화번호로 가입된 아이디를 찾을 수 없습니다.",
} as const;

export const FIND_PASSWORD_MESSAGES = {
  emptyEmail: "이메일을 입력해주세요.",
  userNotFound: "해당 이메일로 가입된 계정이 없습니다.",
  invalidEmail: "유효하지 않은 이메일 형식입니다.",
  failed: "비밀번호 재설정 이메일 발송 중 오류가 발생했습니다.",
  sent: "비밀번호 재설정 이메일이 발송되었습니다. 이메일을 확인해주세요.",
} as const;

export const RESET_PASSWORD_MESSAGES = {
  invalidToken: "비밀번호 재설정 링크가 만료되었거나 이미 사용되었습니다. 다시 요청해주세요.",
} as const;

/** The standard codes of the authentication service (requirements §4) plus our own few. */
export type AuthErrorCode =
  | "wrong-password"
  | "user-not-found"
  | "invalid-credential"
  | "email-already-in-use"
  | "too-many-requests"
  | "network-request-failed"
  | "invalid-email"
  | "weak-password"
  | "user-disabled"
  | "requires-recent-login"
  | "invalid-action-code"
  | "internal-error";

const AUTH_ERROR_MESSAGES: Record<AuthErrorCode, string> = {
  // One message for both, so a stranger cannot tell which addresses have accounts.
  "wrong-password": "이메일 또는 비밀번호가 올바르지 않습니다.",
  "user-not-found": "이메일 또는 비밀번호가 올바르지 않습니다.",
  "invalid-credential": "이메일 또는 비밀번호가 올바르지 않습니다.",
  "email-already-in-use": "이미 사용 중인 이메일입니다.",
  "too-many-requests": "요청이 너무 많습니다. 잠시 후 다시 시도해주세요.",
  "network-request-failed":
    "네트워크 오류가 발생했습니다. 연결 상태를 확인한 뒤 다시 시도해주세요.",
  "invalid-email": FIND_PASSWORD_MESSAGES.invalidEmail,
  "weak-password": `비밀번호는 ${PASSWORD_MIN_LENGTH}자 이상이어야 합니다.`,
  "user-disabled": ACCOUNT_MESSAGES.inactive,
  "requires-recent-login": "보안을 위해 다시 로그인한 뒤 시도해주세요.",
  "invalid-action-code": RESET_PASSWORD_MESSAGES.invalidToken,
  "internal-error": "처리 중 오류가 발생했습니다. 잠시 후 다시 시도해주세요.",
};

/** The Korean message for an auth error code (unknown codes get the general one). */
export function authErrorMessage(code: string): string {
  return AUTH_ERROR_MESSAGES[code as AuthErrorCode] ?? AUTH_ERROR_MESSAGES["internal-error"];
}

/** `hong@naver.com` → `ho***@naver.com`: enough for the owner to recognise, too little to harvest. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at <= 0) return "***";
  const local = email.slice(0, at);
  const shown = local.length <= 2 ? local.slice(0, 1) : local.slice(0, 2);
  return `${shown}***${email.slice(at)}`;
}

export function sameEmail(a: string | null | undefined, b: string | null | undefined): boolean {
  return Boolean(a && b && a.trim().toLowerCase() === b.trim().toLowerCase());
}

/**
 * Administrator: stored role admin, or the configured administrator address once the account has
 * proven it owns that address (decision 070; an unverified sign-up with it gets nothing).
 */
export function isAdministrator(
  user: { role?: string | null; email?: string | null; emailVerified?: boolean | null },
  adminEmail: string | undefined,
): boolean {
  return (
    user.role === "admin" || (user.emailVerified === true && sameEmail(user.email, adminEmail))
  );
}

/** The role to store: the verified administrator address is always forced to admin. */
export function roleFor(
  user: { role?: string | null; email?: string | null; emailVerified?: boolean | null },
  adminEmail: string | undefined,
): "admin" | "user" {
  return isAdministrator(user, adminEmail) ? "admin" : "user";
}

/** Only same-site paths: anything else (other hosts, `//x`, `/\x`) falls back to `/`. */
export function safeRedirectPath(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//"))
    return fallback;
  if (value.includes("\\") || /[\u0000-\u001f]/.test(value)) return fallback;
  return value;
}

// --- form schemas (Conform + zod, the same in browser and server)

const email = z
  .string({ error: FIND_PASSWORD_MESSAGES.emptyEmail })
  .trim()
  .min(1, FIND_PASSWORD_MESSAGES.emptyEmail)
  .max(254, FIND_PASSWORD_MESSAGES.invalidEmail)
  .pipe(z.email(FIND_PASSWORD_MESSAGES.invalidEmail))
  .transform((v) => v.toLowerCase());

const newPassword = z
  .string({ error: "비밀번호를 입력해주세요." })
  .min(PASSWORD_MIN_LENGTH, `비밀번호는 ${PASSWORD_MIN_LENGTH}자 이상이어야 합니다.`)
  .max(128, "비밀번호는 128자 이하로 입력해주세요.");

const name = singleLineString({ error: "이름을 입력해주세요." })
  .trim()
  .min(NAME_MIN_LENGTH, "이름을 입력해주세요.")
  .max(50, "이름은 50자 이하로 입력해주세요.");

const optionalPhone = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : ""))
  .refine((v) => v === "" || isKoreanMobile(v), "유효한 전화번호를 입력해주세요.")
  .transform((v) => (v ? normalizePhone(v) : ""));

const interests = z
  .array(z.enum(INTEREST_OPTIONS, { error: "관심 분야를 목록에서 선택해주세요." }))
  .optional()
  .transform((v) => [...new Set(v ?? [])]);

export const loginSchema = z.object({
  email,
  password: z
    .string({ error: "비밀번호를 입력해주세요." })
    .min(1, "비밀번호를 입력해주세요.")
    .max(128),
  redirectTo: z.string().optional(),
});

// Two separate required consents (개인정보 보호법 제22조: not bundled with the terms) and the
// 만 14세 이상 confirmation (제22조의2, decision 212), asked of every new member: on the sign-up
// form and before a first Kakao login creates an account.
const signUpConsents = {
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

export const kakaoSignUpSchema = z.object(signUpConsents);

export const registerSchema = z
  .object({
    email,
    password: newPassword,
    passwordConfirm: z.string({ error: "비밀번호를 한 번 더 입력해주세요." }),
    name,
    phoneNumber: optionalPhone,
    interests,
    ...signUpConsents,
    redirectTo: z.string().optional(),
  })
  .refine((v) => v.password === v.passwordConfirm, {
    path: ["passwordConfirm"],
    message: "비밀번호가 일치하지 않습니다.",
  });

export const findIdSchema = z.object({
  phone: z
    .string({ error: FIND_ID_MESSAGES.invalidPhone })
    .trim()
    .regex(DASHED_PHONE, FIND_ID_MESSAGES.invalidPhone),
});

export const findPasswordSchema = z.object({ email });

export const resetPasswordSchema = z
  .object({
    token: z.string({ error: RESET_PASSWORD_MESSAGES.invalidToken }).min(1).max(512),
    password: newPassword,
    passwordConfirm: z.string({ error: "비밀번호를 한 번 더 입력해주세요." }),
  })
  .refine((v) => v.password === v.passwordConfirm, {
    path: ["passwordConfirm"],
    message: "비밀번호가 일치하지 않습니다.",
  });

/** Pure: `YYYY-MM-DD` that is a real date between 1900-01-01 and `today`. */
export function isPlausibleBirthDate(value: string, today = new Date()): boolean {
  if (!isCalendarDay(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return date.getUTCFullYear() >= 1900 && date.getTime() <= today.getTime();
}

export const profileSchema = z.object({
  intent: z.literal("profile"),
  name,
  phoneNumber: optionalPhone,
  address: singleLineString()
    .trim()
    .max(200, "주소는 200자 이하로 입력해주세요.")
    .optional()
    .transform((v) => v ?? ""),
  birthDate: z
    .string()
    .trim()
    .optional()
    .transform((v) => v ?? "")
    .refine((v) => v === "" || isPlausibleBirthDate(v), "생년월일을 올바르게 입력해주세요."),
  interests,
});

export const changePasswordSchema = z
  .object({
    intent: z.literal("password"),
    currentPassword: z.string({ error: "현재 비밀번호를 입력해주세요." }).min(1).max(128),
    password: newPassword,
    passwordConfirm: z.string({ error: "새 비밀번호를 한 번 더 입력해주세요." }),
  })
  .refine((v) => v.password === v.passwordConfirm, {
    path: ["passwordConfirm"],
    message: "비밀번호가 일치하지 않습니다.",
  });

export const DELETE_CONFIRMATION_TEXT = "탈퇴합니다";

export const deleteAccountSchema = z.object({
  intent: z.literal("delete"),
  confirmation: z
    .string({ error: `확인을 위해 '${DELETE_CONFIRMATION_TEXT}'를 입력해주세요.` })
    .trim()
    .refine(
      (v) => v === DELETE_CONFIRMATION_TEXT,
      `확인을 위해 '${DELETE_CONFIRMATION_TEXT}'를 입력해주세요.`,
    ),
});

/** Linking a Kakao login to an existing e-mail account: the user proves that account's password. */
export const linkKakaoSchema = z.object({
  password: z
    .string({ error: "비밀번호를 입력해주세요." })
    .min(1, "비밀번호를 입력해주세요.")
    .max(128),
});
