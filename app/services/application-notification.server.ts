// The staff notification for a new application, written with the application in its transaction
// (decision 161).
import { formatApplicationNumber, preferredTimeLabel } from "~/domain/application";
import { formatSeoulLongDateTime } from "~/domain/seoul-time";
import type { Mail } from "~/domain/mail";
import type { Application } from "~/records/applications/contract";

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
