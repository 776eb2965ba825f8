import { describe, expect, it } from "vitest";
import { maskEmail } from "~/domain/email-address";

describe("maskEmail", () => {
  it("keeps two characters of the local part and the domain", () => {
    expect(maskEmail("hong@naver.com")).toBe("ho***@naver.com");
    expect(maskEmail("hongildong@gmail.com")).toBe("ho***@gmail.com");
  });
  it("shows one character of very short local parts", () => {
    expect(maskEmail("ab@x.kr")).toBe("a***@x.kr");
    expect(maskEmail("a@x.kr")).toBe("a***@x.kr");
  });
  it("never returns the address of something that is not one", () => {
    expect(maskEmail("not-an-email")).toBe("***");
  });
});
