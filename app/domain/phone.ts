// Pure rules for Korean phone numbers (requirements §3): a member's or applicant's mobile number,
// and the numbers a centre prints (site settings: 대표 전화, 고객센터 전화). Without imports, so the
// Studio's validation imports this file too.

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

// --- numbers a centre prints

/** Seoul 02 and the regional area codes (031–033, 041–044, 051–055, 061–064); an exchange never starts with 0 or 1. */
const AREA_LINE = /^(?:02|0(?:3[1-3]|4[1-4]|5[1-5]|6[1-4]))[2-9]\d{2,3}\d{4}$/;
/** Internet phones (070) and personal-number services (050x). */
const INTERNET_LINE = /^(?:070|050\d)\d{3,4}\d{4}$/;
/** Nationwide representative numbers: 15xx, 16xx, 18xx, then four digits. */
const REPRESENTATIVE = /^1[568]\d{2}\d{4}$/;
/** Digits in groups separated by single hyphens (or none): "032-563-7700", "15881234". */
const WRITTEN = /^\d+(?:-\d+)*$/;

export const KOREAN_PHONE_MESSAGE =
  "국내 전화번호 형식이 아닙니다. 예: 032-563-7700, 02-312-4567, 1588-1234, 010-1234-5678";

/** A landline, internet, representative or mobile number written with digits and hyphens. */
export function isKoreanPhoneNumber(value: string): boolean {
  const written = value.trim();
  if (!WRITTEN.test(written)) return false;
  const digits = written.replace(/-/g, "");
  return (
    AREA_LINE.test(digits) ||
    INTERNET_LINE.test(digits) ||
    REPRESENTATIVE.test(digits) ||
    KOREAN_MOBILE.test(digits)
  );
}
