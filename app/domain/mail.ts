// One e-mail as the site composes it, and the same mail as a document for Firebase's Trigger
// Email extension. Pure: the stores write these records, the mail module hands them over.

export type Mail = { to: string; subject: string; text: string; html?: string; replyTo?: string };

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

/** Pure: a Trigger Email document back as a mail (the site's own sender reads them). */
export function fromMailDocument(document: Partial<MailDocument>): Mail {
  const message = document.message ?? { subject: "", text: "" };
  return {
    to: String(document.to ?? ""),
    subject: String(message.subject ?? ""),
    text: String(message.text ?? ""),
    ...(message.html ? { html: message.html } : {}),
    ...(document.replyTo ? { replyTo: document.replyTo } : {}),
  };
}
