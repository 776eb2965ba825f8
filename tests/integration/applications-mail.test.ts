// The mail module's SMTP path against a real local SMTP server (smtp-server), and the rule that
// an application survives a mail failure: stored and answered 201 even when SMTP is down, its
// mails kept in the outbox with the failed attempt recorded and the next one scheduled.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../support/firestore-emulator";
import { uniquePhone } from "../support/phones";

type Received = { from: string; to: string[]; user: string | undefined; raw: string };

const dataDir = mkdtempSync(path.join(tmpdir(), "applications-mail-"));
const port = await freePort();
const received: Received[] = [];

const server = new SMTPServer({
  secure: false,
  disabledCommands: ["STARTTLS"],
  allowInsecureAuth: true,
  authMethods: ["PLAIN", "LOGIN"],
  onAuth(auth, _session, callback) {
    if (auth.username === "centre" && auth.password === "s3cret")
      return callback(null, { user: auth.username });
    return callback(new Error("invalid credentials"));
  },
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
        to: session.envelope.rcptTo.map((r) => r.address),
        user: session.user as string | undefined,
        raw: Buffer.concat(chunks).toString("utf8"),
      });
      callback();
    });
  },
});

process.env.DATA_DIR = dataDir;
process.env.SMTP_URL = `smtp://centre:s3cret@127.0.0.1:${port}`;
delete process.env.FIREBASE_PROJECT_ID;

const { resetMailTransport } = await import("~/mail/mail.server");
const { closeSqlite, getSqlite, sendMail } = await import("~/backends/backends.server");
const { action } = await import("~/routes/api.applications");
const { getApplicationStore } = await import("~/backends/app.server");
const { mailSenderIdle, stopMailSender } = await import("~/jobs/mail-sender.server");
const { createSqliteOutboxStore } = await import("~/records/outbox/sqlite.server");

beforeAll(() => new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve)));
afterAll(async () => {
  await stopMailSender();
  resetMailTransport();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  closeSqlite();
  rmSync(dataDir, { recursive: true, force: true });
});

function bodyText(raw: string): string {
  const [, encoded = ""] = raw.split(/\r?\n\r?\n/);
  return Buffer.from(encoded, "base64").toString("utf8");
}

async function waitFor<T>(find: () => T | undefined, ms = 5_000): Promise<T | undefined> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = find();
    if (found || Date.now() > deadline) return found;
    await new Promise((r) => setTimeout(r, 25));
  }
}

function apply(name: string) {
  const request = new Request("http://localhost/api/applications", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ name, phone: uniquePhone(), programId: "1" }),
  });
  return action({
    request,
    context: { clientAddress: `198.51.100.${name.length}`, cspNonce: "" },
    params: {},
  }) as Promise<Response>;
}

describe("mail over SMTP", () => {
  it("hands a message to the SMTP server with authentication, sender and recipient", async () => {
    const sent = await sendMail({
      to: "staff@example.kr",
      subject: "시험 메일",
      text: "안녕하세요. SMTP 확인입니다.",
    });
    expect(sent.via).toBe("smtp");
    const mail = await waitFor(() => received.find((m) => bodyText(m.raw).includes("SMTP 확인")));
    expect(mail).toMatchObject({
      user: "centre",
      to: ["staff@example.kr"],
      from: "no-reply@cheongna-culture.kr",
    });
  });

  it("sends the staff notification of a new application through SMTP", async () => {
    const response = await apply("에스엠티피");
    expect(response.status).toBe(201);
    const { number } = (await response.json()) as { number: number };
    const mail = await waitFor(() =>
      received.find((m) =>
        bodyText(m.raw).includes(`신청번호: A-${String(number).padStart(6, "0")}`),
      ),
    );
    expect(mail?.to).toEqual(["office@cheongna-culture.kr"]);
    expect(bodyText(mail!.raw)).toContain("프로그램: 바른 자세 필라테스");
  });

  it("keeps and acknowledges the application when the SMTP server is down", async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    resetMailTransport();
    await expect(sendMail({ to: "staff@example.kr", subject: "x", text: "x" })).rejects.toThrow();
    const response = await apply("메일장애신청");
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect(await getApplicationStore().get(id)).toMatchObject({
      name: "메일장애신청",
      status: "접수",
    });
    await mailSenderIdle();
    const notice = createSqliteOutboxStore(getSqlite())
      .list()
      .find((entry) => entry.mail.text.includes("이름: 메일장애신청"));
    expect(notice).toMatchObject({ sentAt: null, failedAt: null, attempts: 1 });
    expect(notice?.lastError).toBeTruthy();
  });
});
