// Reads the mail module's outbox (DATA_DIR/outbox/*.eml) in tests, decoded as the development
// page /dev/outbox decodes them (app/domain/eml.ts).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseEml } from "~/domain/eml";

export type OutboxMail = { file: string; to: string; text: string };

export function readOutbox(dataDir: string): OutboxMail[] {
  const outbox = path.join(dataDir, "outbox");
  if (!existsSync(outbox)) return [];
  return readdirSync(outbox)
    .filter((f) => f.endsWith(".eml"))
    .sort()
    .map((file) => {
      const { to, text } = parseEml(readFileSync(path.join(outbox, file), "utf8"));
      return { file, to, text };
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

/** One text file of DATA_DIR/sms-outbox/: `받는 번호`, `종류`, a blank line, the text. */
export type TextFile = { file: string; to: string; kind: string; text: string };

/** Every text written to DATA_DIR/sms-outbox/ so far, oldest first. */
export function readTextFiles(dataDir: string): TextFile[] {
  const folder = path.join(dataDir, "sms-outbox");
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((file) => file.endsWith(".txt"))
    .sort()
    .map((file) => {
      const [to, kind, , ...text] = readFileSync(path.join(folder, file), "utf8").split("\n");
      return {
        file,
        to: to!.replace("받는 번호: ", ""),
        kind: kind!.replace("종류: ", ""),
        text: text.join("\n").trim(),
      };
    });
}
