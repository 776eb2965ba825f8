// Pure rules for Korean phone numbers (requirements §3).

/** Korean mobile number without hyphens: 01[016789], then 3 or 4 digits, then 4 digits. */
export const KOREAN_MOBILE = /^01[016789]\d{3,4}\d{4}$/;

/** The find-id format: three digits, 3 or 4 digits, four digits, separated by dashes. */
export const DASHED_PHONE = /^\d{3}-\d{3,4}-\d{4}$/;

export const MAX_PHONE_DIGITS = 11;
/** The find-id field's maxlength: 11 digits and two dashes. */
export const PHONE_INPUT_MAX_LENGTH = 13;

/** As typed: non-digits stripped, at most 11 digits, hyphens after the 3rd digit and 4 more (3-4-4). */
export function formatPhoneInput(value: string): string {
  const digits = value.replace(/\D/g, "").slice(0, MAX_PHONE_DIGITS);
  if (digits.length <= 3) return digits;
  if (digits.length <= 7) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}`;
}

export function isKoreanMobile(value: string): boolean {
  return KOREAN_MOBILE.test(value.replace(/-/g, ""));
}

/** The canonical stored form (digits with hyphens, 3-4-4 or 3-3-4). */
export function normalizePhone(value: string): string {
  const digits = value.replace(/\D/g, "");
  if (digits.length === 10) return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
  return formatPhoneInput(digits);
}
