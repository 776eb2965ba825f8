// /dev/outbox: the development page listing the mails written to DATA_DIR/outbox, decoded and with
// clickable links. Served by the built site under NODE_ENV=test (not production: the page is
// there) and under NODE_ENV=production (a 404, whatever the outbox holds).
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import nodemailer from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBuiltServer, type RunningServer } from "../support/built-server";

const LINK = "http://127.0.0.1/reset-password?token=tok_EN-123";
const SUBJECT = "[청라 문화교육센터] 비밀번호 재설정 안내";

async function writeMail(dataDir: string, name: string) {
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: "unix",
  });
  const built = await transport.sendMail({
    from: "센터 <no-reply@example.kr>",
    to: "member@example.com",
    subject: SUBJECT,
    text: `아래 링크에서 새 비밀번호를 정해 주세요.\n${LINK}\n<script>alert(1)</script>`,
  });
  mkdirSync(path.join(dataDir, "outbox"), { recursive: true });
  writeFileSync(path.join(dataDir, "outbox", name), built.message as Buffer);
}

describe("/dev/outbox outside production", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startBuiltServer({ env: { NODE_ENV: "test" } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("says so when nothing was sent, then lists a mail decoded with its link clickable", async () => {
    const empty = await fetch(`${server.url}/dev/outbox`);
    expect(empty.headers.get("Cache-Control")).toBe("no-store");
    expect(empty.status).toBe(200);
    expect(await empty.text()).toContain("아직 보낸 메일이 없습니다.");

    await writeMail(server.dataDir, "2026-12-06T00-00-00-000Z-aaaaaaaa.eml");
    const response = await fetch(`${server.url}/dev/outbox`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain(SUBJECT);
    expect(html).toMatch(/받는 사람 (<!-- -->)?member@example.com/);
    expect(html).toContain(`<a href="${LINK}" class="text-brand-700 underline">${LINK}</a>`);
    // The body is text: markup in it is shown, never run.
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).not.toContain("<script>alert(1)</script>");
  });
});

describe("/dev/outbox in production", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startBuiltServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("does not exist: a 404 page that shows no mail", async () => {
    await writeMail(server.dataDir, "2026-12-06T00-00-00-000Z-bbbbbbbb.eml");
    for (const target of ["/dev/outbox", "/dev/outbox.data"]) {
      const response = await fetch(`${server.url}${target}`);
      expect(response.status, target).toBe(404);
      const body = await response.text();
      expect(body, target).not.toContain(SUBJECT);
      expect(body, target).not.toContain("reset-password?token=");
    }
  });
});
