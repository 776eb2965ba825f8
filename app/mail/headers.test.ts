import { describe, expect, it } from "vitest";
import { safeHeaders, singleLineSubject, UnsafeRecipientError } from "~/mail/headers";

const mail = {
  to: "office@centre.example",
  subject: "[새 문의] 문의 #1 수강",
  text: "본문\r\n둘째 줄",
};

describe("safeHeaders", () => {
  it("passes a good mail through unchanged, body included", () => {
    expect(safeHeaders({ ...mail, replyTo: "minji@example.kr" })).toEqual({
      ...mail,
      replyTo: "minji@example.kr",
    });
  });
  it("drops a Reply-To that is not a bare address", () => {
    for (const replyTo of [
      "evil<victim@evil.example>",
      "a@b.example, c@d.example",
      "a@b.example\r\nBcc: c@d.example",
    ]) {
      expect(safeHeaders({ ...mail, replyTo })).not.toHaveProperty("replyTo");
    }
  });
  it("flattens a subject with line breaks, controls or bidi characters", () => {
    expect(singleLineSubject("제목\r\nBcc: victim@evil.example")).toBe(
      "제목 Bcc: victim@evil.example",
    );
    expect(safeHeaders({ ...mail, subject: "신청\u202E자\u0000" }).subject).toBe("신청 자");
  });
  it("refuses a recipient that is not one bare address", () => {
    expect(() => safeHeaders({ ...mail, to: "office@centre.example, spy@evil.example" })).toThrow(
      UnsafeRecipientError,
    );
    expect(() => safeHeaders({ ...mail, to: "Office <office@centre.example>" })).toThrow(
      UnsafeRecipientError,
    );
  });
});
