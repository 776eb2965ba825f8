// The outbox files as nodemailer really writes them (the same transport options as the mail
// module): Korean subjects as encoded words, bodies in base64 or quoted-printable.
import nodemailer from "nodemailer";
import { describe, expect, it } from "vitest";
import { decodeHeader, linkify, parseEml } from "~/domain/eml";

async function eml(message: Record<string, unknown>): Promise<string> {
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: "unix",
  });
  const built = await transport.sendMail({ from: "센터 <no-reply@example.kr>", ...message });
  return (built.message as Buffer).toString("utf8");
}

const LINK = "http://localhost:3000/verify-email?code=abc_DEF-123";

describe("parseEml", () => {
  it("decodes a Korean subject and a base64 body with its link", async () => {
    const subject =
      "[청라 문화교육센터] 이메일 주소를 인증해 주세요 — 아주 긴 제목이 여러 줄로 접혀도 하나로 읽힙니다";
    const text = `안녕하세요, 홍길동 님.\n\n아래 링크를 눌러 주세요.\n${LINK}\n\n청라 문화교육센터`;
    const raw = await eml({ to: "member@example.com", subject, text });
    expect(raw).toMatch(/Subject: =\?UTF-8\?/);
    const mail = parseEml(raw);
    expect(mail.to).toBe("member@example.com");
    expect(mail.subject).toBe(subject);
    expect(mail.text).toBe(text);
    expect(mail.date).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it("decodes a quoted-printable body and takes the text part of a multipart mail", async () => {
    const text = `Reset: ${LINK}\n${"a".repeat(100)} 끝`;
    const qp = parseEml(
      await eml({ to: "a@example.com", subject: "plain", text, textEncoding: "quoted-printable" }),
    );
    expect(qp.text).toBe(text);
    const multipart = parseEml(
      await eml({ to: "a@example.com", subject: "둘", text: "글 본문", html: "<p>HTML 본문</p>" }),
    );
    expect(multipart.text).toBe("글 본문");
  });

  it("decodes Q encoded words and leaves plain headers alone", () => {
    expect(decodeHeader("=?UTF-8?Q?=EC=B2=AD=EB=9D=BC_=EC=84=BC=ED=84=B0?=")).toBe("청라 센터");
    expect(decodeHeader("plain subject")).toBe("plain subject");
    expect(parseEml("To: x@example.com\n\nbody").date).toBeNull();
  });
});

describe("linkify", () => {
  it("cuts http(s) links out of the text, without a trailing full stop", () => {
    expect(linkify(`눌러 주세요: ${LINK}. 고맙습니다 javascript:alert(1)`)).toEqual([
      { text: "눌러 주세요: " },
      { href: LINK },
      { text: ". 고맙습니다 javascript:alert(1)" },
    ]);
    expect(linkify("링크 없음")).toEqual([{ text: "링크 없음" }]);
  });
});
