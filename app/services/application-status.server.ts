// An administrator changes an application's status: 접수/확정 are saved as they are (from 대기
// that is a promotion by hand; from 취소 a revival under the class's seat-or-queue rule, so it
// may end up 대기, decision 190), 취소 cancels it and seats the first waiting applicant in the same
// transaction. The applicant's mail (and the mails to anyone seated) are written in that same
// transaction (decision 161); then seat counts are refreshed.
import { applicationStatusMail, type AdminStatus } from "~/domain/admin-applications";
import type { Application } from "~/records/applications/contract";
import { afterCancel, classTermsOf } from "~/services/cancel-application.server";
import type { ServiceDeps } from "~/services/deps.server";
import { promotionMails, safeMails } from "~/services/outbox-mails.server";

export type StatusChangeOutcome =
  | "not-found"
  /** Saved, with the applicant's mail. */
  | "updated"
  /** Saved; no mail (no address, or the status did not change). */
  | "updated-no-email"
  /** A revival found the class full: the application is 대기 at the end of the line. */
  | "revived-waiting";

export async function changeApplicationStatus(
  id: string,
  status: AdminStatus,
  deps: Pick<ServiceDeps, "applications" | "programs" | "seatsChanged" | "mailWritten" | "siteUrl">,
): Promise<StatusChangeOutcome> {
  const before = await deps.applications.get(id);
  if (!before) return "not-found";
  // Set by the last run of the mail builder, the one whose transaction committed.
  let mailed = false;
  const statusMail = (was: Application, now: Application) => {
    const mail =
      now.email && was.status !== now.status ? applicationStatusMail(now, deps.siteUrl) : null;
    const [safe = null] = safeMails([mail]);
    mailed = safe !== null;
    return safe;
  };
  if (status === "취소") {
    const { capacity } = await classTermsOf(before.programId, deps);
    const result = await deps.applications.cancel(id, {
      by: "admin",
      capacity,
      mails: ({ application, promoted }) =>
        safeMails([statusMail(before, application), ...promotionMails(promoted, deps.siteUrl)]),
    });
    if (!result) return "not-found";
    if (result.outcome === "cancelled") afterCancel(deps);
    else mailed = false;
  } else {
    const { capacity } = await classTermsOf(before.programId, deps);
    const updated = await deps.applications.updateStatus(id, status, {
      capacity,
      mails: ({ before: was, application, promoted }) =>
        safeMails([statusMail(was, application), ...promotionMails(promoted, deps.siteUrl)]),
    });
    if (!updated) return "not-found";
    deps.seatsChanged();
    deps.mailWritten();
    if (updated.status === "대기") return "revived-waiting";
  }
  return mailed ? "updated" : "updated-no-email";
}
