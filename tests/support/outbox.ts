// Reads the mail module's outbox (DATA_DIR/outbox/*.eml) in tests: single-part text mails as
// nodemailer writes them (base64 or quoted-printable bodies).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export type OutboxMail = { file: string; to: string; text: string };

function decodeBody(headers: string, body: string): string {
  const encoding = /content-transfer-encoding:\s*(\S+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === "base64")
    return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") {
    const bytes = body
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`);
    return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, "%25"));
  }
  return body;
}

export function readOutbox(dataDir: string): OutboxMail[] {
  const outbox = path.join(dataDir, "outbox");
  if (!existsSync(outbox)) return [];
  return readdirSync(outbox)
    .filter((f) => f.endsWith(".eml"))
    .sort()
    .map((file) => {
      const raw = readFileSync(path.join(outbox, file), "utf8");
      const split = raw.search(/\r?\n\r?\n/);
      const headers = raw.slice(0, split);
      const body = raw.slice(split).trim();
      const to = /^to:\s*(.+)$/im.exec(headers)?.[1]?.trim() ?? "";
      return { file, to, text: decodeBody(headers, body) };
    });
}

/** The path and query of the newest reset link mailed to `email`. */
export function latestResetLink(dataDir: string, email: string): string {
  const mail = readOutbox(dataDir)
    .filter((m) => m.to.includes(email))
    .at(-1);
  const link = mail && /https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_%-]+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no reset mail to ${email}`);
  const url = new URL(link);
  return url.pathname + url.search;
}

/** The path and query of the newest e-mail verification link mailed to `email`. */
export function latestVerificationLink(dataDir: string, email: string): string {
  const mail = readOutbox(dataDir)
    .filter((m) => m.to.includes(email) && m.text.includes("/verify-email?"))
    .at(-1);
  const link = mail && /https?:\/\/\S+\/verify-email\?code=[A-Za-z0-9_%.-]+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no verification mail to ${email}`);
  const url = new URL(link);
  return url.pathname + url.search;
}

/** The path and query of the newest application cancel link mailed to `email`. */
export function latestCancelLink(dataDir: string, email: string): string {
  const mail = readOutbox(dataDir)
    .filter((m) => m.to.includes(email) && m.text.includes("/cancel?token="))
    .at(-1);
  const link =
    mail &&
    /https?:\/\/\S+\/applications\/[^/\s]+\/cancel\?token=[A-Za-z0-9_%-]+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no cancel link mailed to ${email}`);
  const url = new URL(link);
  return url.pathname + url.search;
}
