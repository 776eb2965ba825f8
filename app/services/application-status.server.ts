// An administrator changes an application's status: 접수/확정 are saved as they are (from 대기
// that is a promotion by hand; from 취소 a revival under the class's seat-or-queue rule, so it
// may end up 대기, decision 190), 취소 cancels it and seats the first waiting applicant in the same
// transaction. The applicant's mail (and the mails to anyone seated) are written in that same
// transaction (decision 161); then seat counts are refreshed.
import { applicationStatusMail, type AdminStatus } from "~/domain/admin-applications";
import type { Application } from "~/records/applications/contract";
import { afterCancel, classTermsOf } from "~/services/cancel-application.server";
import type { ServiceDeps } from "~/services/deps.server";
import { promotionMails, promotionTexts, safeMails } from "~/services/outbox-mails.server";

export type StatusChangeOutcome =
  | "not-found"
  /** Saved, with the applicant's mail. */
  | "updated"
  /** Saved; no mail (no address, or the status did not change). */
  | "updated-no-email"
  /** A revival found the class full: the application is 대기 at the end of the line. */
  | "revived-waiting"
  /** A lottery's entry before its draw takes no seat by hand, only 취소 (decision 270). */
  | "lottery-entry";

export type StatusChangeResult = {
  outcome: StatusChangeOutcome;
  /** Applications seated from the waiting list by this change (a cancel, a revival), in line order. */
  seated: Application[];
};

/** Who made a cancel and why (decision 192); kept with it and shown in the admin list and CSV. */
export type StaffCancel = { byName: string; reason?: string | null };

export async function changeApplicationStatus(
  id: string,
  status: AdminStatus,
  deps: Pick<
    ServiceDeps,
    "applications" | "programs" | "seatsChanged" | "mailWritten" | "siteUrl" | "textsOn"
  >,
  staff: StaffCancel | null = null,
): Promise<StatusChangeResult> {
  const before = await deps.applications.get(id);
  if (!before) return { outcome: "not-found", seated: [] };
  if (before.status === "추첨" && status !== "취소")
    return { outcome: "lottery-entry", seated: [] };
  let seated: Application[] = [];
  // Set by the last run of the mail builder, the one whose transaction committed.
  let mailed = false;
  const statusMail = (was: Application, now: Application) => {
    const mail =
      now.email && was.status !== now.status ? applicationStatusMail(now, deps.siteUrl) : null;
    const [safe = null] = safeMails([mail]);
    mailed = safe !== null;
    return safe;
  };
  const { capacity, deadline, startsOn } = await classTermsOf(before.programId, deps);
  const terms = { siteUrl: deps.siteUrl, startsOn, cancelDeadline: deadline };
  const texts = { ...terms, textsOn: deps.textsOn };
  if (status === "취소") {
    const result = await deps.applications.cancel(id, {
      by: "admin",
      byName: staff?.byName ?? null,
      reason: staff?.reason ?? null,
      capacity,
      mails: ({ application, promoted, promotionTokens }) => [
        ...safeMails([
          statusMail(before, application),
          ...promotionMails(promoted, promotionTokens, terms),
        ]),
        ...promotionTexts(promoted, promotionTokens, texts),
      ],
    });
    if (!result) return { outcome: "not-found", seated: [] };
    if (result.outcome === "cancelled") afterCancel(deps);
    else mailed = false;
    seated = result.promoted;
  } else {
    const updated = await deps.applications.updateStatus(id, status, {
      capacity,
      byName: staff?.byName ?? null,
      mails: ({ before: was, application, promoted, promotionTokens }) => {
        seated = promoted;
        return [
          ...safeMails([
            statusMail(was, application),
            ...promotionMails(promoted, promotionTokens, terms),
          ]),
          ...promotionTexts(promoted, promotionTokens, texts),
        ];
      },
    });
    if (!updated) return { outcome: "not-found", seated: [] };
    deps.seatsChanged();
    deps.mailWritten();
    if (updated.status === "대기") return { outcome: "revived-waiting", seated };
  }
  return { outcome: mailed ? "updated" : "updated-no-email", seated };
}
