import { describe, expect, it } from "vitest";
import { isKoreanPhoneNumber } from "./korean-phone";

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
