import { describe, expect, it } from "vitest";
import { mailboxOf, maskEmail } from "~/domain/email-address";

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

describe("mailboxOf", () => {
  it("drops a +tag, case and spaces: x+1@ and x+2@ are one mailbox", () => {
    expect(mailboxOf(" Hong+1@Naver.com ")).toBe("hong@naver.com");
    expect(mailboxOf("hong+a+b@naver.com")).toBe("hong@naver.com");
    expect(mailboxOf("hong@naver.com")).toBe("hong@naver.com");
  });
  it("drops the dots Gmail ignores, and googlemail.com is gmail.com", () => {
    expect(mailboxOf("H.o.n.g+news@gmail.com")).toBe("hong@gmail.com");
    expect(mailboxOf("hong.gil@googlemail.com")).toBe("honggil@gmail.com");
  });
  it("keeps the dots other providers read", () => {
    expect(mailboxOf("hong.gil@naver.com")).toBe("hong.gil@naver.com");
  });
  it("leaves what is not an address (or has nothing before the tag) as written, lower-cased", () => {
    expect(mailboxOf("Not-An-Email")).toBe("not-an-email");
    expect(mailboxOf("+tag@naver.com")).toBe("+tag@naver.com");
  });
});
