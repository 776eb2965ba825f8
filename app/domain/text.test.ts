import { describe, expect, it } from "vitest";
import {
  CONTROL_CHARACTER_MESSAGE,
  isBareEmail,
  MULTI_LINE_CONTROL_MESSAGE,
  multiLineString,
  singleLineString,
} from "~/domain/text";

describe("singleLineString", () => {
  const name = singleLineString().trim().min(2, "이름을 입력해주세요.");
  it.each([
    "\r",
    "\n",
    "\u0000",
    "\t",
    "\u001B",
    "\u007F",
    "\u0085",
    "\u009F",
    "\u202A",
    "\u202E",
    "\u2066",
    "\u2069",
    // Invisible: a name that looks like another one, or breaks a line where no break shows.
    "\u200B",
    "\u200C",
    "\u200D",
    "\u2028",
    "\u2029",
    "\uFEFF",
  ])("refuses U+%s with the Korean message only", (char) => {
    const result = name.safeParse(`김${char}청라`);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.message)).toEqual([CONTROL_CHARACTER_MESSAGE]);
  });
  it("refuses a control character at either end (checked before trimming)", () => {
    expect(name.safeParse("김청라\n").success).toBe(false);
    expect(name.safeParse("\r\n김청라").success).toBe(false);
  });
  it("keeps Korean, Latin, digits, punctuation, emoji and the harmless marks U+200E/U+200F", () => {
    for (const value of [
      "김청라",
      "Kim Cheong-ra (김청라)",
      "O'Brien",
      "홍길동 🎵",
      "이\u200E름",
    ]) {
      expect(name.safeParse(value).success, value).toBe(true);
    }
  });
});

describe("multiLineString", () => {
  const message = multiLineString();
  it("allows line breaks and tabs", () => {
    expect(message.safeParse("첫 줄\r\n둘째 줄\n\t들여쓰기").success).toBe(true);
  });
  it("keeps emoji joined by U+200D (ZERO WIDTH JOINER)", () => {
    expect(message.safeParse("가족 👨\u200D👩\u200D👧 모두 신청합니다").success).toBe(true);
  });
  it.each(["\u0000", "\u0007", "\u000B", "\u0085", "\u202E", "\u2067"])("refuses U+%s", (char) => {
    const result = message.safeParse(`문의${char}내용`);
    expect(result.error?.issues.map((i) => i.message)).toEqual([MULTI_LINE_CONTROL_MESSAGE]);
  });
});

describe("isBareEmail", () => {
  it.each(["minji@example.kr", "a.b+c@mail.example.com"])("takes %s", (value) =>
    expect(isBareEmail(value)).toBe(true),
  );
  it.each([
    "evil<victim@evil.example>",
    "김청라 <victim@evil.example>",
    "a@example.com, b@example.com",
    "a@example.com\r\nBcc: b@example.com",
    "a@b",
    "",
  ])("refuses %j", (value) => expect(isBareEmail(value)).toBe(false));
});
