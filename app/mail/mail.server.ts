// The hand-over of one e-mail. `deliverMail` is the transport the site's own sender uses for the
// outbox (decision 161): SMTP through nodemailer when SMTP_URL is set, else an .eml file in
// DATA_DIR/outbox/ (logged), so nothing needs a mail server locally. `sendMail` is for mail a
// request waits on (account links): in Firebase mode with MAIL_COLLECTION a document in the
// collection Firebase's Trigger Email extension watches (decision 090), else `deliverMail`.
import { randomUUID } from "node:crypto";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { Firestore } from "firebase-admin/firestore";
import nodemailer, { type Transporter } from "nodemailer";
import { toMailDocument, type Mail } from "~/domain/mail";
import type { Env } from "~/env.server";
import { safeHeaders } from "~/mail/headers";
import { once } from "~/once";
import { log } from "~/log.server";
import { writeWholeFile } from "~/mail/whole-file.server";

export type { Mail, MailDocument } from "~/domain/mail";
export { toMailDocument } from "~/domain/mail";

export type SentMail = { via: "collection" | "smtp" | "outbox"; id: string };

/** What sending mail reads of the settings, handed down by the composition root (decision 292). */
export type MailSettings = Pick<
  Env,
  "mailPath" | "mailFromSet" | "MAIL_FROM" | "MAIL_COLLECTION" | "SMTP_URL" | "dataDir"
>;

/** One SMTP connection pool for the process, made again when the address changes (as tests do). */
let smtp: { url: string; transport: Transporter } | undefined;
function smtpTransport(url: string): Transporter {
  if (smtp?.url !== url) {
    smtp?.transport.close();
    const options = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };
    smtp = { url, transport: nodemailer.createTransport(url, options as never) };
  }
  return smtp.transport;
}
/** Builds the .eml of outbox mail (one for the process: the transport keeps no state). */
const outboxTransport = once((): Transporter =>
  nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" }),
);
/** The outbox folder already made by this process (one mkdir, not one per mail). */
let createdOutbox: string | undefined;

export type SendMail = (mail: Mail) => Promise<SentMail>;

/**
 * Sends one e-mail; throws when it could not be handed over (callers decide whether that matters).
 * `collectionFirestore`: in Firebase mode, the Firestore the mail collection is in (read on use);
 * `settings`: the process's settings, read on use (tests change them between runs).
 */
export function createSendMail(
  collectionFirestore: () => Firestore,
  settings: () => MailSettings,
): SendMail {
  return async (mail) => {
    const env = settings();
    const safe = safeHeaders(mail);
    if (env.mailPath === "collection") {
      const document = toMailDocument(safe, env.mailFromSet ? env.MAIL_FROM : undefined);
      const ref = await collectionFirestore().collection(env.MAIL_COLLECTION!).add(document);
      log.info(`[mail] "${safe.subject}" queued as ${env.MAIL_COLLECTION}/${ref.id}`);
      return { via: "collection", id: ref.id };
    }
    return deliverMail(safe, env);
  };
}

/** Hands one e-mail to SMTP, or writes it to DATA_DIR/outbox; throws when that failed. */
export async function deliverMail(mail: Mail, env: MailSettings): Promise<SentMail> {
  const safe = safeHeaders(mail);
  const message = { from: env.MAIL_FROM, ...safe };
  if (env.SMTP_URL) {
    const info = await smtpTransport(env.SMTP_URL).sendMail(message);
    return { via: "smtp", id: String(info.messageId) };
  }
  const built = await outboxTransport().sendMail(message);
  const outbox = path.join(env.dataDir, "outbox");
  if (createdOutbox !== outbox) {
    await mkdir(outbox, { recursive: true });
    createdOutbox = outbox;
  }
  const id = `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID().slice(0, 8)}`;
  const file = path.join(outbox, `${id}.eml`);
  try {
    await writeWholeFile(file, built.message as Buffer);
  } catch (error) {
    // The outbox was removed while running: make it again, once.
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    await mkdir(outbox, { recursive: true });
    await writeWholeFile(file, built.message as Buffer);
  }
  log.info(`[mail] "${safe.subject}" written to ${file}`);
  return { via: "outbox", id };
}

/** Drops the cached SMTP connection (tests switch SMTP_URL between runs). */
export function resetMailTransport() {
  smtp?.transport.close();
  smtp = undefined;
}
