// Inquiries: storing one with the notice to the centre, and the staff's answer with its mail to
// the visitor. Each mail is written in the same transaction as the inquiry or the answer it
// reports (decision 161) and sent after; a mail never undoes or fails the record.
import type { InquiryStatus } from "~/domain/inquiry";
import { inquiryAnswerMail, newInquiryNotice } from "~/domain/inquiry-mail";
import type { Inquiry, NewInquiry } from "~/records/inquiries/contract";
import type { ServiceDeps } from "~/services/deps.server";
import { safeMails, staffAddress } from "~/services/outbox-mails.server";

/** Stores the inquiry with its notice to the centre (the notification or support address). */
export async function submitInquiry(
  input: NewInquiry,
  deps: Pick<ServiceDeps, "inquiries" | "siteSettings" | "mailWritten" | "siteUrl">,
): Promise<Inquiry> {
  const to = await staffAddress(deps, { orSupport: true });
  const inquiry = await deps.inquiries.create(input, undefined, (stored) =>
    safeMails([to ? newInquiryNotice(stored, deps.siteUrl, to) : null]),
  );
  deps.mailWritten();
  return inquiry;
}

/**
 * Saves the staff's answer with its mail to the visitor. `mailed`: the mail was written with the
 * answer (false only when the visitor's address cannot take mail). Throws InquiryNotFoundError
 * for an unknown id.
 */
export async function answerInquiry(
  id: string,
  answer: { response: string; status: InquiryStatus },
  deps: Pick<ServiceDeps, "inquiries" | "mailWritten" | "siteUrl">,
): Promise<{ inquiry: Inquiry; mailed: boolean }> {
  let mailed = false;
  const inquiry = await deps.inquiries.answer(id, answer, (answered) => {
    const mails = safeMails([inquiryAnswerMail(answered, answer.response, deps.siteUrl)]);
    mailed = mails.length > 0;
    return mails;
  });
  deps.mailWritten();
  return { inquiry, mailed };
}
