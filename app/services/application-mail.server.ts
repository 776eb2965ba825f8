// Mails about an application that go out after its change is committed: queued in the
// background, retried when SMTP fails, never failing or undoing the answer (like the staff
// notification of a new application).
import { promotionMail, staffCancellationMail } from "~/domain/application-mail";
import type { Mail } from "~/mail/mail.server";
import { deliverWithRetries } from "~/mail/retry";
import type { Application } from "~/records/applications/contract";
import { notificationQueue } from "~/services/application-notification.server";
import type { ServiceDeps } from "~/services/deps.server";

/** Builds (maybe nothing) and sends one mail in the background; never throws. */
export function mailLater(
  label: string,
  build: () => Promise<Mail | null> | Mail | null,
  deps: Pick<ServiceDeps, "sendMail">,
): Promise<void> {
  return notificationQueue.push(async () => {
    try {
      const mail = await build();
      if (mail) await deliverWithRetries(() => deps.sendMail(mail), label);
    } catch (error) {
      console.error(`[applications] ${label} failed (the change is stored):`, error);
    }
  });
}

/** Tells each applicant who got a seat from the waiting list. */
export function mailPromoted(
  promoted: readonly Application[],
  deps: Pick<ServiceDeps, "sendMail" | "siteUrl">,
) {
  for (const application of promoted) {
    if (!application.email) continue;
    void mailLater(
      `promotion mail of application ${application.id}`,
      () => promotionMail(application, deps.siteUrl),
      deps,
    );
  }
}

/** Tells the staff that an application was cancelled (by its applicant). */
export function mailStaffOfCancellation(
  application: Application,
  deps: Pick<ServiceDeps, "sendMail" | "siteUrl" | "siteSettings">,
) {
  return mailLater(
    `staff notice of cancelled application ${application.id}`,
    async () => {
      const { notificationEmail } = await deps.siteSettings();
      return notificationEmail
        ? staffCancellationMail(application, notificationEmail, deps.siteUrl)
        : null;
    },
    deps,
  );
}
