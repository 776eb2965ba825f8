// Rules for what people type, shared by every form schema (application, inquiry, sign-up,
// my page, admin answers): names and other single-line texts carry no control characters and no
// bidi overrides/isolates (header injection, names that display differently than stored), and
// e-mail addresses are bare addresses (never "Name <address>" or a list).
import { z } from "zod";

export const CONTROL_CHARACTER_MESSAGE =
  "한 줄로 입력해주세요. 제어 문자, 보이지 않는 문자, 글자 방향을 바꾸는 특수 문자는 사용할 수 없습니다.";
/** For messages, where line breaks are fine. */
export const MULTI_LINE_CONTROL_MESSAGE =
  "제어 문자나 글자 방향을 바꾸는 특수 문자는 사용할 수 없습니다.";

/**
 * C0 and C1 controls, DEL, bidi embeddings/overrides U+202A–U+202E and isolates U+2066–U+2069,
 * and the invisible ones: zero-width space, non-joiner and joiner U+200B–U+200D, the line and
 * paragraph separators U+2028/U+2029 and the byte-order mark U+FEFF (a name that looks like
 * another, a break no one sees). Runs of them, for replacing.
 */
export const SINGLE_LINE_FORBIDDEN_RUNS =
  /[\u0000-\u001F\u007F-\u009F\u200B-\u200D\u2028\u2029\u202A-\u202E\u2066-\u2069\uFEFF]+/gu;
const SINGLE_LINE_FORBIDDEN = new RegExp(SINGLE_LINE_FORBIDDEN_RUNS.source, "u");
/**
 * For messages: line breaks and tabs are what a message is made of, and the invisible characters
 * stay (U+200D joins emoji; a pasted paragraph may carry U+2028).
 */
const MULTI_LINE_FORBIDDEN =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/u;

export function isSingleLineText(value: string): boolean {
  return !SINGLE_LINE_FORBIDDEN.test(value);
}

export function isMultiLineText(value: string): boolean {
  return !MULTI_LINE_FORBIDDEN.test(value);
}

/**
 * A string refused (before trimming, so no control character hides at either end) when it holds
 * a control or bidi character. Chain `.trim()`, `.min()`, … after it.
 */
export function singleLineString(params?: { error: string }) {
  return z
    .string(params)
    .refine(isSingleLineText, { error: CONTROL_CHARACTER_MESSAGE, abort: true });
}

/** Like singleLineString, for messages: line breaks and tabs are allowed. */
export function multiLineString(params?: { error: string }) {
  return z
    .string(params)
    .refine(isMultiLineText, { error: MULTI_LINE_CONTROL_MESSAGE, abort: true });
}

/** A bare e-mail address (local@domain.tld, ASCII): what may go into a To or Reply-To header. */
// Built once: a zod schema costs more to build than to check with (every mail is checked).
const BARE_EMAIL = z.email();

export function isBareEmail(value: string): boolean {
  return BARE_EMAIL.safeParse(value).success;
}
