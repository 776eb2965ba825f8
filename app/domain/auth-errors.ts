// The authentication service's error codes and the Korean message for each (requirements §4).
import {
  ACCOUNT_MESSAGES,
  FIND_PASSWORD_MESSAGES,
  RESET_PASSWORD_MESSAGES,
} from "./account-messages";
import { PASSWORD_MIN_LENGTH } from "./account-fields";

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
