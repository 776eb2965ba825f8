// An administrator changes an application's status: the change is saved, seat counts are
// refreshed (a cancellation frees a seat, undoing one takes it), then the applicant is mailed.
import { applicationStatusMail } from "~/domain/admin-applications";
import type { ApplicationStatus } from "~/domain/application";
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
  status: ApplicationStatus,
  deps: Pick<ServiceDeps, "applications" | "seatsChanged" | "sendMail" | "siteUrl">,
): Promise<StatusChangeOutcome> {
  const before = await deps.applications.get(id);
  if (!before) return "not-found";
  const updated = await deps.applications.updateStatus(id, status);
  if (!updated) return "not-found";
  deps.seatsChanged();
  if (!updated.email || before.status === updated.status) return "updated-no-email";
  try {
    await deps.sendMail(applicationStatusMail(updated, deps.siteUrl));
    return "updated";
  } catch (error) {
    console.error(`[admin] status mail for application ${id} failed`, error);
    return "updated-mail-failed";
  }
}
