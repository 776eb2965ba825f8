// Attack (decision 145): a mail system opens every link in a mail before its reader does (link
// scanners, previews, Safe Links): GET and HEAD, no cookies, no Origin. Whatever a link does on
// GET happens without the reader. Every mail the site sends is made here (verification, password
// reset, application receipt with its cancel link, inquiry notice and answer); every link of ours
// in them is opened like a scanner; the records must be exactly as before, and each link must
// still do its job for the reader afterwards. Embedded default over HTTP (the identity backends'
// side of reading a code without using it is in the accounts contract, both backends).
import { DatabaseSync } from "node:sqlite";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { EMAIL_VERIFICATION_MESSAGES } from "~/domain/email-verification";
import { adminServerForThisFile } from "../support/built-server-hooks";
import { FormClient, signUpForm, uniqueEmail } from "../support/form-client";
import { readOutbox } from "../support/outbox";
import { passSecondFactorWithForms, TEST_ADMIN_TOTP_SECRET } from "../support/second-factor";
import { validApplication, validInquiry } from "./forms-client";

const ADMIN = { email: "office@centre.test", password: "office-pass-123" };
const server = adminServerForThisFile(ADMIN);

/** Every row of every table of the embedded store, as text (read-only). */
function storeSnapshot(): Record<string, string> {
  const db = new DatabaseSync(path.join(server.dataDir, "centre.sqlite"), { readOnly: true });
  try {
    const tables = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
      .all() as { name: string }[];
    return Object.fromEntries(
      tables.map(({ name }) => [
        name,
        JSON.stringify(db.prepare(`SELECT * FROM "${name}" ORDER BY rowid`).all()),
      ]),
    );
  } finally {
    db.close();
  }
}

function unsentMails(): number {
  const db = new DatabaseSync(path.join(server.dataDir, "centre.sqlite"), { readOnly: true });
  try {
    const row = db.prepare("SELECT COUNT(*) AS n FROM outbox WHERE sent_at IS NULL").get() as {
      n: number;
    };
    return Number(row.n);
  } finally {
    db.close();
  }
}

async function until<T>(what: string, find: () => T | undefined): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const found = find();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no ${what} in the outbox`);
}

const linkIn = (pattern: RegExp) => (to: string) =>
  until(`${pattern} to ${to}`, () => {
    for (const mail of readOutbox(server.dataDir)
      .filter((m) => m.to.includes(to))
      .reverse()) {
      const match = pattern.exec(mail.text)?.[0];
      if (match) return new URL(match).pathname + new URL(match).search;
    }
    return undefined;
  });

describe("links in the site's mails", () => {
  it("opened by a mail scanner (GET, HEAD, no cookies) change nothing, and still work for the reader", async () => {
    // The mails: sign-up verification, password reset, application receipt, inquiry and answer.
    const member = new FormClient(server.url);
    const memberEmail = uniqueEmail("scanned");
    expect((await member.post("/register", signUpForm(memberEmail))).status).toBe(302);
    expect(
      (await new FormClient(server.url).post("/find-password", { email: memberEmail })).status,
    ).toBeLessThan(400);
    const applicantEmail = uniqueEmail("applicant");
    const applied = await new FormClient(server.url).postJson("/api/applications", {
      ...validApplication,
      email: applicantEmail,
      consent: true,
      ageConfirm: true,
    });
    expect(applied.status).toBe(201);
    const asker = uniqueEmail("asker");
    expect(
      (await new FormClient(server.url).post("/contact", { ...validInquiry, email: asker })).status,
    ).toBeLessThan(400);
    const admin = new FormClient(server.url);
    expect((await admin.post("/login", ADMIN)).status).toBe(302);
    await passSecondFactorWithForms(admin, TEST_ADMIN_TOTP_SECRET);
    const inquiries = await admin.get("/admin/inquiries");
    const inquiryPath = /\/admin\/inquiries\/[^"?]+(?=")/.exec(inquiries.text)?.[0];
    expect(inquiryPath, "the new inquiry in the admin list").toBeTruthy();
    const answered = await admin.post(inquiryPath!, { response: "수업은 화요일입니다." });
    expect(answered.status).toBe(302);

    const verifyLink = await linkIn(/https?:\/\/\S+\/verify-email\?code=\S+/)(memberEmail);
    const resetLink = await linkIn(/https?:\/\/\S+\/reset-password\?token=\S+/)(memberEmail);
    const cancelLink = await linkIn(/https?:\/\/\S+\/applications\/\S+\/cancel\?token=\S+/)(
      applicantEmail,
    );
    await linkIn(/https?:\/\/\S+\/mypage|https?:\/\/\S+\/contact/)(asker);

    const links = new Set<string>();
    for (const mail of readOutbox(server.dataDir)) {
      for (const match of mail.text.matchAll(/https?:\/\/[^\s)]+/g)) {
        const url = new URL(match[0]);
        if (url.origin === new URL(server.url).origin) links.add(url.pathname + url.search);
      }
    }
    for (const expected of [verifyLink, resetLink, cancelLink]) expect(links).toContain(expected);

    // The sender marks each mail sent after handing it over (decision 161): once it has caught up,
    // any change in the outbox during the GETs would be a mail the scanner caused.
    await until("every mail handed over", () => (unsentMails() === 0 ? true : undefined));
    const before = storeSnapshot();
    for (const link of links) {
      for (const method of ["GET", "HEAD"]) {
        const response = await fetch(`${server.url}${link}`, { method, redirect: "manual" });
        expect(response.status, `${method} ${link}`).toBeLessThan(500);
        await response.arrayBuffer();
      }
    }
    const after = storeSnapshot();
    for (const table of Object.keys(before)) expect(after[table], table).toBe(before[table]);

    // Each link still does its job when its reader acts on the page.
    const code = new URL(verifyLink, server.url).searchParams.get("code")!;
    const verified = await new FormClient(server.url).post("/verify-email", { code });
    expect(verified.status).toBe(200);
    expect(verified.text).toContain(EMAIL_VERIFICATION_MESSAGES.verified);
    const token = new URL(resetLink, server.url).searchParams.get("token")!;
    const reset = await new FormClient(server.url).post("/reset-password", {
      token,
      password: "brand-new-pw",
      passwordConfirm: "brand-new-pw",
    });
    expect(reset.status, reset.text.slice(0, 300)).toBe(302);
    const cancelPage = await new FormClient(server.url).get(cancelLink);
    expect(cancelPage.status).toBe(200);
    expect(cancelPage.text).toContain("신청 취소하기");
  }, 120_000);
});
