import { describe, expect, it } from "vitest";
import { mailboxOf, maskEmail } from "~/domain/email-address";

describe("maskEmail", () => {
  it.each([
    // Two characters of the local part, and the domain.
    ["hong@naver.com", "ho***@naver.com"],
    ["hongildong@gmail.com", "ho***@gmail.com"],
    // One character of very short local parts.
    ["ab@x.kr", "a***@x.kr"],
    ["a@x.kr", "a***@x.kr"],
    // Never the address of something that is not one.
    ["not-an-email", "***"],
  ])("masks %s as %s", (address, masked) => expect(maskEmail(address)).toBe(masked));
});

describe("mailboxOf", () => {
  it.each([
    // A +tag, case and spaces dropped: x+1@ and x+2@ are one mailbox.
    [" Hong+1@Naver.com ", "hong@naver.com"],
    ["hong+a+b@naver.com", "hong@naver.com"],
    ["hong@naver.com", "hong@naver.com"],
    // The dots Gmail ignores dropped, and googlemail.com is gmail.com.
    ["H.o.n.g+news@gmail.com", "hong@gmail.com"],
    ["hong.gil@googlemail.com", "honggil@gmail.com"],
    // The dots other providers read kept.
    ["hong.gil@naver.com", "hong.gil@naver.com"],
    // What is not an address (or has nothing before the tag) as written, lower-cased.
    ["Not-An-Email", "not-an-email"],
    ["+tag@naver.com", "+tag@naver.com"],
  ])("reads %j as the mailbox %s", (address, mailbox) => expect(mailboxOf(address)).toBe(mailbox));
});
