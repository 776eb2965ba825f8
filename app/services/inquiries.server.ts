// Inquiries: storing one with the notice to the centre, and the staff's answer with its mail (or
// text, decision 286) to the visitor. Each mail or text is written in the same transaction as the
// inquiry or the answer it reports (decision 161) and sent after; it never undoes the record.
import type { InquiryStatus } from "~/domain/inquiry";
import { inquiryAnswerMail, newInquiryNotice } from "~/domain/inquiry-mail";
import {
  answerBytes,
  answerChannel,
  answerTextBudget,
  inquiryAnswerText,
  type AnswerChannel,
} from "~/domain/inquiry-texts";
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

export type AnswerOutcome =
  | { outcome: "answered"; inquiry: Inquiry; channel: AnswerChannel; sent: boolean }
  /** To go by text and longer than one LMS: nothing saved (decision 286). */
  | { outcome: "too-long"; budget: number; bytes: number };

/**
 * Saves the staff's answer with its mail, or, for an inquiry with a mobile number and no e-mail,
 * its text (decision 286), written in the answer's transaction. `sent`: the mail or text was
 * written with the answer (false when the address or number cannot take one, or for "call": texts
 * are off and staff call). `inquiry` is the inquiry as it stood before the answer; throws
 * InquiryNotFoundError for an unknown id.
 */
export async function answerInquiry(
  inquiry: Inquiry,
  answer: { response: string; status: InquiryStatus },
  deps: Pick<ServiceDeps, "inquiries" | "mailWritten" | "siteUrl" | "textsOn">,
): Promise<AnswerOutcome> {
  const channel = answerChannel(inquiry, Boolean(deps.textsOn));
  const budget = answerTextBudget(inquiry);
  const bytes = answerBytes(answer.response);
  if (channel === "text" && bytes > budget) return { outcome: "too-long", budget, bytes };
  let sent = false;
  const answered = await deps.inquiries.answer(inquiry.id, answer, (stored) => {
    // Built from the stored inquiry: the channel decided above stands (nothing edits e-mail or phone).
    const messages =
      channel === "mail"
        ? safeMails([inquiryAnswerMail(stored, answer.response, deps.siteUrl)])
        : channel === "text"
          ? [inquiryAnswerText(stored, answer.response)].filter((text) => text !== null)
          : [];
    sent = messages.length > 0;
    return messages;
  });
  deps.mailWritten();
  return { outcome: "answered", inquiry: answered, channel, sent };
}
