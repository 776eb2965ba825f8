// What every use case that reports a change by mail shares: the staff address read before the
// change's transaction, and the last check of each mail's headers before it is written with the
// change (decision 161). A mail refused here is logged and left out; the change still commits.
import { cancelLink, promotionMail } from "~/domain/application-mail";
import { seatText } from "~/domain/application-texts";
import type { TextMessage } from "~/domain/text-message";
import { cancelDeadlinePassed } from "~/domain/cancellation";
import type { Mail } from "~/domain/mail";
import { safeHeaders } from "~/mail/headers";
import type { Application, PromotionTokens } from "~/records/applications/contract";
import { log } from "~/log.server";
import type { ServiceDeps } from "~/services/deps.server";

/** The mails with safe headers; one with a recipient that is not one bare address is dropped. */
export function safeMails(mails: readonly (Mail | null | undefined)[]): Mail[] {
  const safe: Mail[] = [];
  for (const mail of mails) {
    if (!mail) continue;
    try {
      safe.push(safeHeaders(mail));
    } catch (error) {
      log.error({ event: "mail.failed", error }, `[mail] "${mail.subject}" not written`);
    }
  }
  return safe;
}

/**
 * The centre's notification address from the site settings, read before the transaction that
 * writes the mail. Null when none is set (or the settings cannot be read: the change goes ahead
 * without the staff's copy, logged).
 */
export async function staffAddress(
  deps: Pick<ServiceDeps, "siteSettings">,
  { orSupport = false } = {},
): Promise<string | null> {
  try {
    const settings = await deps.siteSettings();
    const to = settings.notificationEmail || (orSupport ? settings.supportEmail : "");
    if (!to) log.warn("[mail] no notification address in the site settings: no staff copy");
    return to || null;
  } catch (error) {
    log.error({ event: "mail.failed", error }, "[mail] site settings unreadable: no staff copy");
    return null;
  }
}

/** What the promotion mails say of the class: its 개강일 and cancel deadline (decision 200). */
export type PromotionTerms = {
  siteUrl: string;
  startsOn: string | null;
  cancelDeadline: string | null;
  now?: Date;
};

/**
 * To each applicant seated from the waiting list who gave an address, with the new cancel link
 * the store made for them, or, past the class's cancel deadline, no link and the reason.
 */
export function promotionMails(
  promoted: readonly Application[],
  tokens: PromotionTokens,
  terms: PromotionTerms,
): Mail[] {
  const cancelClosed = cancelDeadlinePassed(terms.cancelDeadline, terms.now ?? new Date());
  return promoted.flatMap((a) => {
    if (!a.email) return [];
    const token = tokens.get(a.id);
    return [
      promotionMail(a, {
        siteUrl: terms.siteUrl,
        startsOn: terms.startsOn,
        cancelDeadline: terms.cancelDeadline,
        cancelClosed,
        cancelUrl: token ? cancelLink(terms.siteUrl, a.id, token) : null,
      }),
    ];
  });
}

/**
 * To each applicant seated from the waiting list who gave no address, by text, with the new
 * cancel link the store made for them (decision 266); none when texts are off.
 */
export function promotionTexts(
  promoted: readonly Application[],
  tokens: PromotionTokens,
  terms: PromotionTerms & { textsOn?: boolean },
): TextMessage[] {
  if (!terms.textsOn) return [];
  const cancelClosed = cancelDeadlinePassed(terms.cancelDeadline, terms.now ?? new Date());
  return promoted.flatMap((a) => {
    if (a.email) return [];
    const token = tokens.get(a.id);
    const text = seatText(a, {
      cancelUrl: token ? cancelLink(terms.siteUrl, a.id, token) : null,
      cancelClosed,
    });
    return text ? [text] : [];
  });
}
