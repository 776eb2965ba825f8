import { describe, expect, it } from "vitest";
import {
  GUEST_LOOKUP_MESSAGES,
  guestLookupSchema,
  matchesGuestLookup,
  formatLookupCode,
  LOOKUP_CODE_ALPHABET,
  normalizeLookupCode,
  parseApplicationNumber,
} from "./guest-lookup";

describe("the 조회 코드", () => {
  it("has 32 letters read one way only: 8 of them are 40 bits", () => {
    expect(new Set(LOOKUP_CODE_ALPHABET).size).toBe(32);
    expect(LOOKUP_CODE_ALPHABET).not.toMatch(/[ILOU]/);
  });
  it("reads the code however it is typed: case, spaces, the dash, O for 0 and I or L for 1", () => {
    for (const typed of ["7K3M-Q9T1", "7k3mq9t1", " 7K3M Q9TI ", "7K3M-Q9TL"])
      expect(normalizeLookupCode(typed), typed).toBe("7K3MQ9T1");
    expect(normalizeLookupCode("0O00-0000")).toBe("00000000");
    expect(formatLookupCode("7K3MQ9T1")).toBe("7K3M-Q9T1");
  });
  it("refuses what is not a code", () => {
    for (const typed of [
      "",
      "7K3M-Q9T",
      "7K3M-Q9T12",
      "7K3M-Q9TU",
      "7K3M_Q9T1",
      "가나다라마바사아",
    ])
      expect(normalizeLookupCode(typed), typed).toBeNull();
  });
});

describe("parseApplicationNumber", () => {
  it("reads the number as the receipt prints it, and as people type it", () => {
    for (const typed of ["A-000042", "a-000042", "A000042", "A-42", "42", " A-0000 42 "])
      expect(parseApplicationNumber(typed), typed).toBe(42);
  });
  it("refuses what is not a number", () => {
    for (const typed of ["", "A-", "B-000042", "0", "A-000000", "42a", "-42", "1e3", "4.2"])
      expect(parseApplicationNumber(typed), typed).toBeNull();
  });
});

describe("matchesGuestLookup", () => {
  const stored = { name: "김민지", phone: "010-1234-5678" };
  it("matches the name (spaces ignored) and the phone however it is written", () => {
    expect(matchesGuestLookup(stored, { name: "김민지", phone: "010-1234-5678" })).toBe(true);
    expect(matchesGuestLookup(stored, { name: " 김 민지 ", phone: "01012345678" })).toBe(true);
  });
  it("refuses another name or another phone", () => {
    expect(matchesGuestLookup(stored, { name: "김민수", phone: "010-1234-5678" })).toBe(false);
    expect(matchesGuestLookup(stored, { name: "김민지", phone: "010-1234-5679" })).toBe(false);
  });
});

describe("the look-up form", () => {
  it("takes the four details and normalises the phone", () => {
    expect(
      guestLookupSchema.parse({
        name: " 김민지 ",
        phone: "01012345678",
        number: "A-000042",
        code: "7k3m-q9tx",
      }),
    ).toEqual({ name: "김민지", phone: "010-1234-5678", number: "A-000042", code: "7k3m-q9tx" });
  });
  it("says in Korean what is missing or malformed", () => {
    const result = guestLookupSchema.safeParse({ name: "", phone: "123", number: "x", code: "" });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((issue) => [issue.path[0], issue.message]);
    expect(messages).toEqual([
      ["name", GUEST_LOOKUP_MESSAGES.name],
      ["phone", GUEST_LOOKUP_MESSAGES.phone],
      ["number", GUEST_LOOKUP_MESSAGES.number],
      ["code", GUEST_LOOKUP_MESSAGES.code],
    ]);
  });
});
