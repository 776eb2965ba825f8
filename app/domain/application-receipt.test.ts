import { describe, expect, it } from "vitest";
import { receiptWording } from "./application-receipt";

describe("receiptWording", () => {
  it("promises a mail for a waiting place only when an e-mail was given, else a call", () => {
    expect(receiptWording("대기", 2).body).toContain("대기 2번으로");
    expect(receiptWording("대기", 2).body).toContain("이메일로 알려드립니다");
    const noMail = receiptWording("대기", 2, false).body;
    expect(noMail).toContain("입력하신 전화번호로 연락드립니다");
    expect(noMail).not.toContain("이메일");
  });

  it("says received for a seat, with or without an e-mail", () => {
    expect(receiptWording("접수", null, false).title).toBe("신청이 접수되었습니다.");
  });
});
