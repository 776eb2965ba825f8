// What a new application's transaction writes with it (decision 161: stored means its mails are
// stored): the receipt to the applicant (a mail, or a text to one with a phone and no e-mail,
// decision 266), the staff notice, and the news of anyone the create seated from the line.
import { applicationReceiptMail, cancelLink, type ReceiptTerms } from "~/domain/application-mail";
import { receiptText } from "~/domain/application-texts";
import type { CreatedApplication } from "~/records/applications/contract";
import type { MailsOf } from "~/records/outbox/contract";
import { applicationNotificationMail } from "~/services/application-notification.server";
import { promotionMails, promotionTexts, safeMails } from "~/services/outbox-mails.server";

export type ReceiptWriting = {
  siteUrl: string;
  textsOn?: boolean;
  /** The staff's notification address, or null: no staff copy. */
  staff: string | null;
  /** The class's 개강일, cancel deadline and facts, as the receipt states them. */
  terms: ReceiptTerms & { startsOn: string | null; cancelDeadline: string | null };
  /** The new application's cancel link (its token; only the hash is stored), or null: none. */
  cancelToken: string | null;
  /** The guest's 조회 코드 (decision 234), or null for a member's. */
  lookupCode: string | null;
};

export function createdApplicationMails(writing: ReceiptWriting): MailsOf<CreatedApplication> {
  const { siteUrl, textsOn, staff, terms, cancelToken, lookupCode } = writing;
  // The news of a seat: the class's 개강일 and cancel deadline (decision 200).
  const seatTerms = { siteUrl, startsOn: terms.startsOn, cancelDeadline: terms.cancelDeadline };
  return ({ application, promoted, promotionTokens, waitingPlace }) => [
    ...safeMails([
      application.email
        ? applicationReceiptMail(application, {
            waitingPlace,
            cancelUrl: cancelToken ? cancelLink(siteUrl, application.id, cancelToken) : null,
            siteUrl,
            lookupCode,
            ...terms,
          })
        : null,
      staff ? applicationNotificationMail(application, staff, siteUrl) : null,
      ...promotionMails(promoted, promotionTokens, seatTerms),
    ]),
    // One with a phone and no e-mail is told by text (decision 266).
    ...(textsOn && !application.email
      ? [receiptText(application, { siteUrl, waitingPlace, lookupCode })]
      : []
    ).filter((text) => text !== null),
    ...promotionTexts(promoted, promotionTokens, { ...seatTerms, textsOn }),
  ];
}
