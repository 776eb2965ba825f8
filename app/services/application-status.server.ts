// An administrator changes an application's status: 접수/확정 are saved as they are (from 대기
// that is a promotion by hand), 취소 cancels it and seats the first waiting applicant in the same
// transaction. Then seat counts are refreshed and the applicant (and anyone seated) is mailed.
import { applicationStatusMail, type AdminStatus } from "~/domain/admin-applications";
import { afterCancel, classTermsOf } from "~/services/cancel-application.server";
import type { ServiceDeps } from "~/services/deps.server";

export type StatusChangeOutcome =
  | "not-found"
  /** Saved and the applicant was mailed. */
  | "updated"
  /** Saved; no mail (no address, or the status did not change). */
  | "updated-no-email"
  /** Saved, but the mail failed: the staff should get in touch directly. */
  | "updated-mail-failed";

export async function changeApplicationStatus(
  id: string,
  status: AdminStatus,
  deps: Pick<ServiceDeps, "applications" | "programs" | "seatsChanged" | "sendMail" | "siteUrl">,
): Promise<StatusChangeOutcome> {
  const before = await deps.applications.get(id);
  if (!before) return "not-found";
  let updated;
  if (status === "취소") {
    const { capacity } = await classTermsOf(before.programId, deps);
    const result = await deps.applications.cancel(id, { by: "admin", capacity });
    if (!result) return "not-found";
    if (result.outcome === "cancelled") afterCancel(result, deps);
    updated = result.application;
  } else {
    updated = await deps.applications.updateStatus(id, status);
    if (!updated) return "not-found";
    deps.seatsChanged();
  }
  if (!updated.email || before.status === updated.status) return "updated-no-email";
  try {
    await deps.sendMail(applicationStatusMail(updated, deps.siteUrl));
    return "updated";
  } catch (error) {
    console.error(`[admin] status mail for application ${id} failed`, error);
    return "updated-mail-failed";
  }
}
