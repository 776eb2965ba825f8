// An applicant cancels their application (my page, or the single-use link in their e-mail):
// refused after the class's cut-off; otherwise the store cancels and seats the first waiting
// applicant in one transaction, which also writes the mails to the staff, the applicant and
// anyone seated (decision 161). Who may cancel which application (the member, the link's
// holder) is the route's check.
import { cancellationReceiptMail, staffCancellationMail } from "~/domain/application-mail";
import { applicantMayCancel, cancelDeadline } from "~/domain/cancellation";
import type { Application } from "~/records/applications/contract";
import type { ServiceDeps } from "~/services/deps.server";
import { cancellationText } from "~/domain/application-texts";
import {
  promotionMails,
  promotionTexts,
  safeMails,
  staffAddress,
} from "~/services/outbox-mails.server";

export type ApplicantCancelOutcome =
  | { outcome: "cancelled"; application: Application }
  | { outcome: "already"; application: Application }
  | { outcome: "too-late"; application: Application }
  | { outcome: "not-found" };

type Deps = Pick<
  ServiceDeps,
  | "applications"
  | "programs"
  | "seatsChanged"
  | "siteSettings"
  | "mailWritten"
  | "siteUrl"
  | "textsOn"
>;

/** The class's terms for an application (a class gone from the content has no limits left). */
export async function classTermsOf(programId: number, deps: Pick<ServiceDeps, "programs">) {
  const program = (await deps.programs()).find((p) => p.id === programId);
  return {
    capacity: program?.recruitment.capacity ?? null,
    deadline: program ? cancelDeadline(program.recruitment) : null,
    startsOn: program?.recruitment.startsOn ?? null,
  };
}

export async function cancelByApplicant(
  application: Application,
  deps: Deps,
  now = new Date(),
): Promise<ApplicantCancelOutcome> {
  if (application.status === "취소") return { outcome: "already", application };
  const { capacity, deadline, startsOn } = await classTermsOf(application.programId, deps);
  if (!applicantMayCancel(application.status, deadline, now))
    return { outcome: "too-late", application };
  const staff = await staffAddress(deps);
  const result = await deps.applications.cancel(application.id, {
    by: "applicant",
    capacity,
    now,
    mails: ({ application: cancelled, promoted, promotionTokens }) => {
      const terms = { siteUrl: deps.siteUrl, startsOn, cancelDeadline: deadline, now };
      const receipt = !cancelled.email && deps.textsOn ? cancellationText(cancelled) : null;
      return [
        ...safeMails([
          staff
            ? staffCancellationMail(cancelled, staff, deps.siteUrl, promoted, deps.textsOn)
            : null,
          cancelled.email ? cancellationReceiptMail(cancelled, deps.siteUrl) : null,
          ...promotionMails(promoted, promotionTokens, terms),
        ]),
        ...(receipt ? [receipt] : []),
        ...promotionTexts(promoted, promotionTokens, { ...terms, textsOn: deps.textsOn }),
      ];
    },
  });
  if (!result) return { outcome: "not-found" };
  if (result.outcome === "unchanged")
    return { outcome: "already", application: result.application };
  afterCancel(deps);
  return { outcome: "cancelled", application: result.application };
}

/** After any cancel that changed something: pages count the seats again; its mail goes out. */
export function afterCancel(deps: Pick<ServiceDeps, "seatsChanged" | "mailWritten">) {
  deps.seatsChanged();
  deps.mailWritten();
}
