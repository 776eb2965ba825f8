// Pure rules of cancelling an application (수강 취소): until when the applicant may cancel it
// themselves, and the Korean messages of the cancel flows (my page, the link in the e-mail).
import { CANCELLED_STATUS, type ApplicationStatus } from "./application";
import { calendarDaysBetween, seoulCalendarDate } from "./recruitment";
import { formatMonthDay } from "./seoul-time";

export const CANCEL_MESSAGES = {
  cancelled: "신청이 취소되었습니다.",
  already: "이미 취소된 신청입니다.",
  tooLate: "취소 가능 기간이 지났습니다. 취소를 원하시면 센터로 문의해주세요.",
  notFound: "신청을 찾을 수 없습니다.",
  badLink:
    "취소 링크가 올바르지 않거나 이미 사용되었습니다. 마이페이지나 센터 문의를 이용해주세요.",
} as const;

/** A line above the guest's application on 신청 조회: green when it went well, red otherwise. */
export type GuestNotice = { ok: boolean; message: string };

/** What the guest lookups (by number, by phone) say after an applicant's cancel, per its outcome. */
export const GUEST_CANCEL_NOTICES: Record<
  "cancelled" | "already" | "too-late" | "not-found",
  GuestNotice
> = {
  cancelled: { ok: true, message: CANCEL_MESSAGES.cancelled },
  already: { ok: true, message: CANCEL_MESSAGES.already },
  "too-late": { ok: false, message: CANCEL_MESSAGES.tooLate },
  "not-found": { ok: false, message: CANCEL_MESSAGES.notFound },
};

/** Who cancelled: the applicant (my page, the e-mail link) or an administrator. */
export type CancelledBy = "applicant" | "admin";
export const CANCELLED_BY_LABELS: Record<CancelledBy, string> = {
  applicant: "신청자",
  admin: "관리자",
};

/**
 * The last Seoul calendar day the applicant may cancel (inclusive): the editor's cut-off when
 * set, else the day before the class starts; null when neither is set (any time).
 */
export function cancelDeadline(terms: {
  startsOn: string | null;
  cancelUntil: string | null;
}): string | null {
  if (terms.cancelUntil) return terms.cancelUntil;
  if (!terms.startsOn) return null;
  const dayBefore = new Date(Date.parse(`${terms.startsOn}T00:00:00Z`) - 86_400_000);
  return dayBefore.toISOString().slice(0, 10);
}

/** Whether the applicant may cancel now: not already cancelled, and the deadline not passed. */
export function applicantMayCancel(
  status: ApplicationStatus,
  deadline: string | null,
  now: Date,
): boolean {
  if (status === CANCELLED_STATUS) return false;
  return deadline === null || calendarDaysBetween(seoulCalendarDate(now), deadline) >= 0;
}

/** Whether the deadline has passed (an application made now cannot be cancelled online). */
export function cancelDeadlinePassed(deadline: string | null, now: Date): boolean {
  return deadline !== null && !applicantMayCancel("접수", deadline, now);
}

/**
 * The warning shown before applying once the cancel deadline has passed (the class page, the
 * dialog, /apply), or null while the applicant could still cancel online (decision 200).
 */
export function lateApplicationNote(deadline: string | null, now: Date): string | null {
  if (!deadline || !cancelDeadlinePassed(deadline, now)) return null;
  return `취소 마감일(${formatMonthDay(deadline)})이 지나, 지금 신청하시면 온라인으로는 취소할 수 없습니다. 취소가 필요하면 센터로 연락해주세요.`;
}

/**
 * What an on-screen receipt states of the class (the dialog's confirmation, /apply's receipt):
 * "개강일 12월 1일 · 취소 마감 11월 30일", or null when the class has neither.
 */
export function receiptTermsLine(terms: {
  startsOn: string | null;
  cancelUntil: string | null;
}): string | null {
  const deadline = cancelDeadline(terms);
  const parts = [
    ...(terms.startsOn ? [`개강일 ${formatMonthDay(terms.startsOn)}`] : []),
    ...(deadline ? [`취소 마감 ${formatMonthDay(deadline)}`] : []),
  ];
  return parts.length ? parts.join(" · ") : null;
}

/** "3월 9일까지 취소할 수 있습니다", or "" without a deadline. */
export function cancelDeadlineNote(deadline: string | null): string {
  return deadline ? `${formatMonthDay(deadline)}까지 취소할 수 있습니다.` : "";
}
