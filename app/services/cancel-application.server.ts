// An applicant cancels their application (my page, or the single-use link in their e-mail):
// refused after the class's cut-off; otherwise the store cancels and seats the first waiting
// applicant in one transaction, then the staff, the applicant and anyone seated are mailed.
// Who may cancel which application (the member, the link's holder) is the route's check.
import { cancellationReceiptMail } from "~/domain/application-mail";
import { applicantMayCancel, cancelDeadline } from "~/domain/cancellation";
import type { Application, CancelResult } from "~/records/applications/contract";
import {
  mailLater,
  mailPromoted,
  mailStaffOfCancellation,
} from "~/services/application-mail.server";
import type { ServiceDeps } from "~/services/deps.server";

export type ApplicantCancelOutcome =
  | { outcome: "cancelled"; application: Application }
  | { outcome: "already"; application: Application }
  | { outcome: "too-late"; application: Application }
  | { outcome: "not-found" };

type Deps = Pick<
  ServiceDeps,
  "applications" | "programs" | "seatsChanged" | "siteSettings" | "sendMail" | "siteUrl"
>;

/** The class's terms for an application (a class gone from the content has no limits left). */
export async function classTermsOf(programId: number, deps: Pick<ServiceDeps, "programs">) {
  const program = (await deps.programs()).find((p) => p.id === programId);
  return {
    capacity: program?.recruitment.capacity ?? null,
    deadline: program ? cancelDeadline(program.recruitment) : null,
  };
}

export async function cancelByApplicant(
  application: Application,
  deps: Deps,
  now = new Date(),
): Promise<ApplicantCancelOutcome> {
  if (application.status === "취소") return { outcome: "already", application };
  const { capacity, deadline } = await classTermsOf(application.programId, deps);
  if (!applicantMayCancel(application.status, deadline, now))
    return { outcome: "too-late", application };
  const result = await deps.applications.cancel(application.id, {
    by: "applicant",
    capacity,
    now,
  });
  if (!result) return { outcome: "not-found" };
  if (result.outcome === "unchanged")
    return { outcome: "already", application: result.application };
  afterCancel(result, deps);
  const cancelled = result.application;
  void mailStaffOfCancellation(cancelled, deps);
  if (cancelled.email)
    void mailLater(
      `cancellation receipt of application ${cancelled.id}`,
      () => cancellationReceiptMail(cancelled, deps.siteUrl),
      deps,
    );
  return { outcome: "cancelled", application: cancelled };
}

/** After any cancel that changed something: pages count the seats again; the seated are told. */
export function afterCancel(
  result: Extract<CancelResult, { outcome: "cancelled" }>,
  deps: Pick<ServiceDeps, "seatsChanged" | "sendMail" | "siteUrl">,
) {
  deps.seatsChanged();
  mailPromoted(result.promoted, deps);
}
