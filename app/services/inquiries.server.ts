// Inquiries: storing one with the notice to the centre, and the staff's answer with its mail to
// the visitor. What the visitor or the staff was told is saved is on disk before any mail is
// attempted; a mail failure never undoes or fails the record.
import type { InquiryStatus } from "~/domain/inquiry";
import { inquiryAnswerMail, newInquiryNotice } from "~/domain/inquiry-mail";
import { deliverWithRetries } from "~/mail/retry";
import type { Inquiry, NewInquiry } from "~/records/inquiries/contract";
import type { ServiceDeps } from "~/services/deps.server";

/** Stores the inquiry, then announces it to the centre (the first mail attempt is awaited). */
export async function submitInquiry(
  input: NewInquiry,
  deps: Pick<ServiceDeps, "inquiries" | "siteSettings" | "sendMail" | "siteUrl">,
): Promise<Inquiry> {
  const inquiry = await deps.inquiries.create(input);
  await notifyCentre(inquiry, deps);
  return inquiry;
}

async function notifyCentre(
  inquiry: Inquiry,
  deps: Pick<ServiceDeps, "siteSettings" | "sendMail" | "siteUrl">,
) {
  try {
    const settings = await deps.siteSettings();
    const to = settings.notificationEmail || settings.supportEmail;
    if (!to) {
      console.warn(
        `[contact] no notification address in the site settings; inquiry ${inquiry.id} not announced`,
      );
      return;
    }
    const mail = newInquiryNotice(inquiry, deps.siteUrl, to);
    // The visitor's answer waits for the first attempt only; retries run in the background.
    await deliverWithRetries(() => deps.sendMail(mail), `notice of inquiry ${inquiry.id}`);
  } catch (error) {
    console.error(
      `[contact] notice for inquiry ${inquiry.id} failed (the inquiry is stored):`,
      error,
    );
  }
}

/**
 * Saves the staff's answer, then mails it to the visitor. `mailed` false: the answer is saved
 * but the mail failed (the staff is told to try again or get in touch). Throws
 * InquiryNotFoundError for an unknown id.
 */
export async function answerInquiry(
  id: string,
  answer: { response: string; status: InquiryStatus },
  deps: Pick<ServiceDeps, "inquiries" | "sendMail" | "siteUrl">,
): Promise<{ inquiry: Inquiry; mailed: boolean }> {
  const answered = await deps.inquiries.answer(id, answer);
  try {
    await deps.sendMail(inquiryAnswerMail(answered, answer.response, deps.siteUrl));
    return { inquiry: answered, mailed: true };
  } catch (error) {
    console.error(`[admin] answer mail for inquiry ${id} failed`, error);
    return { inquiry: answered, mailed: false };
  }
}
