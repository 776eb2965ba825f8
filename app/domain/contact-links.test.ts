import { describe, expect, it } from "vitest";
import { telHref } from "./contact-links";

describe("telHref", () => {
  it("keeps only digits (and a leading +) of a written number", () => {
    expect(telHref("032-563-7700")).toBe("tel:0325637700");
    expect(telHref("1588 0000")).toBe("tel:15880000");
    expect(telHref("+82 32-563-7700")).toBe("tel:+82325637700");
  });
});
