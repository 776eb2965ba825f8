// The staff notification for a new application. Called only after the application is committed;
// a failure is logged and swallowed, so an e-mail problem never fails or loses an application.
import { formatApplicationNumber, preferredTimeLabel } from "~/domain/application";
import { formatSeoulLongDateTime } from "~/domain/seoul-time";
import { createBackgroundQueue } from "~/mail/background-queue";
import type { Mail } from "~/mail/mail.server";
import { deliverWithRetries } from "~/mail/retry";
import type { Application } from "~/records/applications/contract";
import type { ServiceDeps } from "~/services/deps.server";

const COMPANION_LABELS: Record<string, string> = { "0": "없음", "1": "1명", "2+": "2명 이상" };

/** Pure: the staff e-mail for one application. */
export function applicationNotificationMail(
  application: Application,
  to: string,
  siteUrl: string,
): Mail {
  const number = formatApplicationNumber(application.number);
  const waiting = application.status === "대기";
  const lines = [
    waiting
      ? "새 대기 신청이 들어왔습니다. (정원이 차서 대기 순서대로 자동 접수됩니다)"
      : "새 수강신청이 접수되었습니다.",
    "",
    `신청번호: ${number}`,
    `상태: ${application.status}`,
    `접수일시: ${formatSeoulLongDateTime(application.createdAt)}`,
    `프로그램: ${application.programTitle} (${siteUrl}/program/${application.programId})`,
    `이름: ${application.name}`,
    `전화번호: ${application.phone}`,
    `이메일: ${application.email || "-"}`,
    `희망 시간대: ${preferredTimeLabel(application.preferredTime)}`,
    `동반 인원: ${COMPANION_LABELS[application.companions] ?? application.companions}`,
    `회원 신청: ${application.userId ? "예" : "아니오 (비회원)"}`,
    "",
    "남기신 말씀:",
    application.message || "-",
  ];
  return {
    to,
    subject: `[${waiting ? "대기신청" : "수강신청"} ${number}] ${application.programTitle} - ${application.name}`,
    text: lines.join("\n"),
    ...(application.email ? { replyTo: application.email } : {}),
  };
}

/** Where new applications' notifications wait: a rush is answered before its e-mails are built. */
export const notificationQueue = createBackgroundQueue();

/** Sends the staff notification, retried in the background if SMTP fails; never throws. */
export async function notifyStaffOfApplication(
  application: Application,
  deps: Pick<ServiceDeps, "siteSettings" | "sendMail" | "siteUrl">,
): Promise<void> {
  try {
    const { notificationEmail } = await deps.siteSettings();
    if (!notificationEmail) {
      console.warn(
        `[applications] ${application.id}: no notification address in site settings; no e-mail sent`,
      );
      return;
    }
    const mail = applicationNotificationMail(application, notificationEmail, deps.siteUrl);
    await deliverWithRetries(
      () => deps.sendMail(mail),
      `staff notification of application ${application.id}`,
    );
  } catch (error) {
    console.error(
      `[applications] notification for ${application.id} failed (the application is stored):`,
      error,
    );
  }
}
