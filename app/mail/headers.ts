// Pure: the last check before a mail is handed over. Forms already refuse control characters and
// non-bare addresses; this keeps any other path (content settings, a future form, an old record)
// from putting typed text into a header unchecked: no line breaks or bidi characters in the
// subject, and only bare addresses in To and Reply-To.
import { isBareEmail, isSingleLineText, SINGLE_LINE_FORBIDDEN_RUNS } from "~/domain/text";

type Headers = { to: string; subject: string; replyTo?: string };

export class UnsafeRecipientError extends Error {
  constructor(readonly recipient: string) {
    super(`refusing to send mail to ${JSON.stringify(recipient)}: not a bare e-mail address`);
    this.name = "UnsafeRecipientError";
  }
}

/** The subject on one line: every run of control or bidi characters becomes one space. */
export function singleLineSubject(subject: string): string {
  return isSingleLineText(subject)
    ? subject
    : subject.replace(SINGLE_LINE_FORBIDDEN_RUNS, " ").trim();
}

/**
 * The headers made safe: the subject flattened, a Reply-To that is not a bare address dropped
 * (the mail still reaches the centre, replies go to the sender), a bad To refused.
 */
export function safeHeaders<T extends Headers>(mail: T): T {
  if (!isBareEmail(mail.to)) throw new UnsafeRecipientError(mail.to);
  const { replyTo, ...rest } = mail;
  const safe = { ...rest, subject: singleLineSubject(mail.subject) } as T;
  if (replyTo !== undefined && isBareEmail(replyTo)) safe.replyTo = replyTo;
  return safe;
}
