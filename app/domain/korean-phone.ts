// Korean telephone numbers as a centre prints them (site settings: 대표 전화, 고객센터 전화). Pure
// and without imports beyond ./phone, so the Studio's validation imports this file too.
import { KOREAN_MOBILE } from "./phone";

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
