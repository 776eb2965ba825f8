import { describe, expect, it } from "vitest";
import {
  GUEST_LOOKUP_MESSAGES,
  guestLookupSchema,
  matchesGuestLookup,
  parseApplicationNumber,
} from "./guest-lookup";

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
  it("takes the three details and normalises the phone", () => {
    expect(
      guestLookupSchema.parse({ name: " 김민지 ", phone: "01012345678", number: "A-000042" }),
    ).toEqual({ name: "김민지", phone: "010-1234-5678", number: "A-000042" });
  });
  it("says in Korean what is missing or malformed", () => {
    const result = guestLookupSchema.safeParse({ name: "", phone: "123", number: "x" });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((issue) => [issue.path[0], issue.message]);
    expect(messages).toEqual([
      ["name", GUEST_LOOKUP_MESSAGES.name],
      ["phone", GUEST_LOOKUP_MESSAGES.phone],
      ["number", GUEST_LOOKUP_MESSAGES.number],
    ]);
  });
});
