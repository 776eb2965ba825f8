// The one way the site sends e-mail. Firebase mode with MAIL_COLLECTION: a document in the
// collection Firebase's Trigger Email extension watches (it sends and retries; decision 090).
// Otherwise SMTP through nodemailer when SMTP_URL is set, else an .eml file in DATA_DIR/outbox/
// (logged), so nothing needs a mail server locally.
import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { getEnv } from "~/env.server";
import { safeHeaders } from "~/mail/headers";
import { once } from "~/once";

export type Mail = { to: string; subject: string; text: string; html?: string; replyTo?: string };
export type SentMail = { via: "collection" | "smtp" | "outbox"; id: string };

/** The document the Trigger Email extension (`firestore-send-email`) reads and sends. */
export type MailDocument = {
  to: string;
  replyTo?: string;
  from?: string;
  message: { subject: string; text: string; html?: string };
};

/** Pure: one mail as a Trigger Email document (`from` only when the site names its sender). */
export function toMailDocument(mail: Mail, from?: string): MailDocument {
  return {
    to: mail.to,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    ...(from ? { from } : {}),
    message: { subject: mail.subject, text: mail.text, ...(mail.html ? { html: mail.html } : {}) },
  };
}

const smtpTransport = once((): Transporter =>
  nodemailer.createTransport(getEnv().SMTP_URL, {
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as never),
);
/** Builds the .eml of outbox mail (one for the process: the transport keeps no state). */
const outboxTransport = once((): Transporter =>
  nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" }),
);
/** The outbox folder already made by this process (one mkdir, not one per mail). */
let createdOutbox: string | undefined;

/** Sends one e-mail; throws when it could not be handed over (callers decide whether that matters). */
export async function sendMail(mail: Mail): Promise<SentMail> {
  const env = getEnv();
  const safe = safeHeaders(mail);
  if (env.mailPath === "collection") {
    // Loaded only in Firebase mode, so the embedded default never touches firebase-admin.
    const { getFirestore } = await import("~/store/firestore.server");
    const document = toMailDocument(safe, env.mailFromSet ? env.MAIL_FROM : undefined);
    const ref = await getFirestore().collection(env.MAIL_COLLECTION!).add(document);
    console.info(
      `[mail] "${safe.subject}" to ${safe.to} queued as ${env.MAIL_COLLECTION}/${ref.id}`,
    );
    return { via: "collection", id: ref.id };
  }
  const message = { from: env.MAIL_FROM, ...safe };
  if (env.SMTP_URL) {
    const info = await smtpTransport().sendMail(message);
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
    await writeFile(file, built.message as Buffer);
  } catch (error) {
    // The outbox was removed while running: make it again, once.
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    await mkdir(outbox, { recursive: true });
    await writeFile(file, built.message as Buffer);
  }
  console.info(`[mail] "${mail.subject}" to ${mail.to} written to ${file}`);
  return { via: "outbox", id };
}

/** Drops the cached SMTP connection (tests switch SMTP_URL between runs). */
export function resetMailTransport() {
  smtpTransport.peek()?.close();
  smtpTransport.reset();
}
