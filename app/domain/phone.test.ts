import { describe, expect, it } from "vitest";
import {
  DASHED_PHONE,
  formatPhoneInput,
  isKoreanMobile,
  isKoreanPhoneNumber,
  normalizePhone,
} from "./phone";

describe("formatPhoneInput", () => {
  it.each([
    ["", ""],
    ["010", "010"],
    ["0101", "010-1"],
    ["0101234", "010-1234"],
    ["01012345", "010-1234-5"],
    ["01012345678", "010-1234-5678"],
    ["010123456789", "010-1234-5678"],
    ["010-ab12 34.5678", "010-1234-5678"],
  ])("%s → %s", (typed, shown) => expect(formatPhoneInput(typed)).toBe(shown));
});

describe("isKoreanMobile", () => {
  it.each(["010-1234-5678", "01012345678", "011-123-4567", "016-1234-5678", "019-123-4567"])(
    "accepts %s",
    (v) => expect(isKoreanMobile(v)).toBe(true),
  );
  it.each(["012-1234-5678", "02-123-4567", "010-12-5678", "0101234567890", ""])("refuses %s", (v) =>
    expect(isKoreanMobile(v)).toBe(false),
  );
});

describe("DASHED_PHONE and normalizePhone", () => {
  it("matches only the dashed 3-3/4-4 form", () => {
    expect(DASHED_PHONE.test("010-1234-5678")).toBe(true);
    expect(DASHED_PHONE.test("010-123-5678")).toBe(true);
    expect(DASHED_PHONE.test("01012345678")).toBe(false);
  });
  it("normalizes 10 and 11 digit numbers", () => {
    expect(normalizePhone("0111234567")).toBe("011-123-4567");
    expect(normalizePhone("01012345678")).toBe("010-1234-5678");
  });
});

describe("isKoreanPhoneNumber", () => {
  it("accepts area, internet, representative and mobile numbers, with or without hyphens", () => {
    for (const number of [
      "032-563-7700",
      "02-312-4567",
      "02-2134-5678",
      "064-712-3456",
      "0325637700",
      "070-1234-5678",
      "0505-123-4567",
      "1588-1234",
      "1644-0000",
      "1899-1234",
      "010-1234-5678",
      "011-123-4567",
      "031-234-5678",
    ]) {
      expect(isKoreanPhoneNumber(number), number).toBe(true);
    }
  });

  it("refuses unknown area codes, wrong lengths, letters and stray separators", () => {
    for (const number of [
      "",
      "032-563-770",
      "035-123-4567",
      "020-123-4567",
      "1234-5678",
      "1588-123",
      "+82-32-563-7700",
      "032 563 7700",
      "032--563-7700",
      "-032-563-7700",
      "032-563-7700-",
      "전화 032-563-7700",
      "012-1234-5678",
    ]) {
      expect(isKoreanPhoneNumber(number), number).toBe(false);
    }
  });
});
