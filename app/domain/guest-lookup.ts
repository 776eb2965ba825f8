// 비회원 신청 조회·취소 (decisions 182, 234): a visitor proves an application is theirs with the
// name and phone they typed, the 신청번호 and the 조회 코드 they were given when applying — the
// code is what a stranger can neither guess nor count. Pure: the form's schema, its Korean
// messages, the code's form and the match; the look-up is the service's.
import { z } from "zod";
import { isKoreanMobile, normalizePhone } from "./phone";
import { singleLineString } from "./text";

export const GUEST_LOOKUP_MESSAGES = {
  name: "이름을 입력해주세요.",
  phone: "유효한 전화번호를 입력해주세요.",
  number: "신청번호를 A-000123 형식으로 입력해주세요.",
  code: "조회 코드 8자리를 입력해주세요. 신청 완료 화면과 확인 메일에 있습니다.",
  // One answer whether the number exists or not, so the form tells a stranger nothing.
  notFound:
    "입력하신 정보와 일치하는 신청이 없습니다. 이름, 전화번호, 신청번호, 조회 코드를 다시 확인해주세요.",
} as const;

/**
 * The 조회 코드's letters: Crockford's base 32 (no I, L, O or U), so 8 of them are 40 bits and
 * nothing is read two ways. Typed O, I and L are read as 0, 1 and 1.
 */
export const LOOKUP_CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
export const LOOKUP_CODE_LENGTH = 8;

/** The code as typed ("abcd-efgh", "ABCD EFGH", with O for 0) in its one stored form, or null. */
export function normalizeLookupCode(value: string): string | null {
  const code = value
    .toUpperCase()
    .replace(/[\s-]+/g, "")
    .replace(/O/g, "0")
    .replace(/[IL]/g, "1");
  const valid =
    code.length === LOOKUP_CODE_LENGTH && [...code].every((c) => LOOKUP_CODE_ALPHABET.includes(c));
  return valid ? code : null;
}

/** How the code is shown: two groups of four ("7K3M-Q9TX"). */
export const formatLookupCode = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`;

/** "A-000123", "a-123", "A000123" or "123": the number people read from the receipt. */
const APPLICATION_NUMBER = /^(?:A-?)?0*(\d{1,9})$/i;

/** The number in a typed 신청번호, or null when it is not one. */
export function parseApplicationNumber(value: string): number | null {
  const match = APPLICATION_NUMBER.exec(value.trim().replace(/\s+/g, ""));
  const number = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(number) && number > 0 ? number : null;
}

/** How names are compared: trimmed, Unicode-normalised, inner spaces ignored ("김 민지" = "김민지"). */
export const comparableName = (name: string) => name.normalize("NFC").replace(/\s+/g, "");

export const guestLookupSchema = z.object({
  name: z
    .string({ error: GUEST_LOOKUP_MESSAGES.name })
    .pipe(singleLineString().trim().min(1, GUEST_LOOKUP_MESSAGES.name).max(50)),
  phone: z
    .string({ error: GUEST_LOOKUP_MESSAGES.phone })
    .trim()
    .max(20, GUEST_LOOKUP_MESSAGES.phone)
    .refine(isKoreanMobile, GUEST_LOOKUP_MESSAGES.phone)
    .transform((value) => normalizePhone(value)),
  number: z
    .string({ error: GUEST_LOOKUP_MESSAGES.number })
    .max(20, GUEST_LOOKUP_MESSAGES.number)
    .refine((value) => parseApplicationNumber(value) !== null, GUEST_LOOKUP_MESSAGES.number),
  code: z
    .string({ error: GUEST_LOOKUP_MESSAGES.code })
    .max(20, GUEST_LOOKUP_MESSAGES.code)
    .refine((value) => normalizeLookupCode(value) !== null, GUEST_LOOKUP_MESSAGES.code),
});

export type GuestLookup = z.output<typeof guestLookupSchema>;

/** Whether the stored application is the one these details name (the number is looked up first). */
export function matchesGuestLookup(
  application: { name: string; phone: string },
  lookup: Pick<GuestLookup, "name" | "phone">,
): boolean {
  return (
    comparableName(application.name) === comparableName(lookup.name) &&
    normalizePhone(application.phone) === normalizePhone(lookup.phone)
  );
}
