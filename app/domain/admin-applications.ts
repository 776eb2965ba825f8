// Pure rules of the admin's application list: the filter in the query string (class, status,
// Seoul calendar days), the status-change form, the CSV columns and the applicant's e-mail.
import { z } from "zod";
import {
  APPLICATION_STATUSES,
  formatApplicationNumber,
  preferredTimeLabel,
  statusLabel,
  type ApplicationStatus,
} from "~/domain/application";
import { CANCELLED_BY_LABELS, type CancelledBy } from "~/domain/cancellation";
import { toCsv } from "~/domain/csv";
import { isKoreanMobile } from "~/domain/phone";
import { dayRangeBounds, parseDayRange, type DayRange } from "~/domain/day-range";
import { formatSeoulDateTime, seoulDay, seoulIsoDateTime } from "~/domain/seoul-time";

export const APPLICATION_ADMIN_MESSAGES = {
  status: "변경할 상태를 선택해주세요.",
  notFound: "신청을 찾을 수 없습니다.",
  updated: "신청 상태가 변경되었습니다.",
  contacted: "연락 완료로 표시했습니다.",
  reasonTooLong: "취소 사유는 200자 이내로 입력해주세요.",
} as const;

export type AdminApplicationFilter = DayRange & {
  programId?: number;
  status?: ApplicationStatus;
};

/** The query-string keys of the filter (the export form passes them on). */
export const APPLICATION_FILTER_KEYS = ["program", "status", "from", "to"] as const;

/** The filter from the query string; unknown values are dropped and reported, never a 500. */
export function parseApplicationFilter(searchParams: URLSearchParams): {
  filter: AdminApplicationFilter;
  problems: string[];
} {
  const { range, problems } = parseDayRange(searchParams);
  const filter: AdminApplicationFilter = range;
  const program = searchParams.get("program") ?? "";
  if (/^\d{1,6}$/.test(program)) filter.programId = Number(program);
  const status = searchParams.get("status") ?? "";
  if ((APPLICATION_STATUSES as readonly string[]).includes(status))
    filter.status = status as ApplicationStatus;
  return { filter, problems };
}

/** The store's filter: the class, the status and the days' bounds. */
export function toStoreFilter(filter: AdminApplicationFilter) {
  return { programId: filter.programId, status: filter.status, ...dayRangeBounds(filter) };
}

/**
 * What an administrator may set: 접수 (from 대기: a promotion by hand), 확정, 취소 (from 대기:
 * removed from the line). 대기 is only ever given by the store, with a place in the line.
 */
export const ADMIN_STATUSES = [
  "접수",
  "확정",
  "취소",
] as const satisfies readonly ApplicationStatus[];
export type AdminStatus = (typeof ADMIN_STATUSES)[number];

/** The application a staff form acts on, by its id. */
const applicationId = z
  .string({ error: APPLICATION_ADMIN_MESSAGES.notFound })
  .trim()
  .min(1, APPLICATION_ADMIN_MESSAGES.notFound)
  .max(200);

export const applicationStatusSchema = z.object({
  intent: z.literal("status"),
  id: applicationId,
  status: z.enum(ADMIN_STATUSES, { error: APPLICATION_ADMIN_MESSAGES.status }),
  /** Why staff cancel (kept with the cancel, decision 192); ignored for other statuses. */
  reason: z.string().trim().max(200, APPLICATION_ADMIN_MESSAGES.reasonTooLong).optional(),
  /** "yes" from the confirm step: a 취소 without it only shows what it will do (decision 193). */
  confirm: z.literal("yes").optional(),
});

/**
 * What a staff cancel will send, shown in its confirm step (decision 193): the applicant's 취소
 * mail (or none without an address) and, when the row holds a seat of a class with a capacity,
 * the first in line's seat (a mail, a text when texts are on, or a call to make).
 */
export function cancelPreview(
  application: { status: string; name: string; email: string },
  firstInLine: { name: string; email: string; phone: string } | null,
  textsOn = false,
): string[] {
  const lines = [
    application.email
      ? `${application.name} 님(${application.email})에게 취소 안내 메일을 보냅니다.`
      : `${application.name} 님은 이메일이 없어 취소 안내 메일을 보내지 않습니다.`,
  ];
  if (application.status !== "대기" && firstInLine)
    lines.push(
      firstInLine.email
        ? `대기 1번 ${firstInLine.name} 님이 접수로 올라가고, ${firstInLine.email}로 접수 안내 메일을 보냅니다.`
        : textsOn && isKoreanMobile(firstInLine.phone)
          ? `대기 1번 ${firstInLine.name} 님이 접수로 올라가고, 이메일이 없어 ${firstInLine.phone}로 문자를 보냅니다.`
          : `대기 1번 ${firstInLine.name} 님이 접수로 올라갑니다. 이메일이 없어 전화(${firstInLine.phone})로 알려야 합니다.`,
    );
  return lines;
}

/** Who cancelled an application, when and why, and who took it back (decision 202). */
type CancelHistory = {
  cancelledAt?: string | null;
  cancelledBy?: CancelledBy | null;
  cancelledByName?: string | null;
  cancelReason?: string | null;
  revivedAt?: string | null;
  revivedByName?: string | null;
};

/**
 * The admin list's note of a cancel: "{when} · {who} 취소" and the reason; for a row staff took
 * back, first "{when} · {who} 되살림", then the cancel as "이전 취소: …" (decision 202).
 */
export function cancelHistoryLines(a: { status: ApplicationStatus } & CancelHistory): string[] {
  if (!a.cancelledAt) return [];
  const cancel = `${formatSeoulDateTime(a.cancelledAt)} · ${cancelledByText(a) || "알 수 없음"} 취소`;
  const reason = a.cancelReason ? [`사유: ${a.cancelReason}`] : [];
  if (a.status === "취소") return [cancel, ...reason];
  const revived = a.revivedAt
    ? [`${formatSeoulDateTime(a.revivedAt)} · ${a.revivedByName || "관리자"} 되살림`]
    : [];
  return [...revived, `이전 취소: ${cancel}`, ...reason];
}

/** Who cancelled, as the admin list and CSV show it: "신청자", or "관리자 홍길동 (a@b.kr)". */
export function cancelledByText(a: {
  cancelledBy?: CancelledBy | null;
  cancelledByName?: string | null;
}): string {
  if (!a.cancelledBy) return "";
  const label = CANCELLED_BY_LABELS[a.cancelledBy];
  if (a.cancelledBy !== "admin" || !a.cancelledByName) return label;
  // A staff member whose name is the role itself ("관리자 (admin@…)") is named once.
  const named = a.cancelledByName === label || a.cancelledByName.startsWith(`${label} (`);
  return named ? a.cancelledByName : `${label} ${a.cancelledByName}`;
}

/** The staff member as a cancel records them: the name and the address that signs in. */
export function staffName(user: { name: string; email: string }): string {
  return user.name && user.email ? `${user.name} (${user.email})` : user.name || user.email;
}

/** Staff reached an applicant seated from the waiting list without an e-mail (decision 191). */
export const applicationContactedSchema = z.object({
  intent: z.literal("contacted"),
  id: applicationId,
});

/** Whether staff still have to call: seated from the line with no e-mail, not yet marked done. */
export function needsContact(a: { status: string; contactNeededAt?: string | null }): boolean {
  return Boolean(a.contactNeededAt) && a.status !== "취소";
}

type ApplicationRow = {
  number: number;
  status: string;
  programId: number;
  programTitle: string;
  name: string;
  phone: string;
  email: string;
  preferredTime: string;
  companions: string;
  message: string;
  createdAt: string;
  userId: string | null;
  /** Absent or null: no consent on record (an API client that did not send it). */
  privacyConsentAt?: string | null;
  /** The place in the class's waiting list while 대기. */
  waitingPlace?: number | null;
} & CancelHistory;

const COMPANION_LABELS: Record<string, string> = { "0": "없음", "1": "1명", "2+": "2명 이상" };

export const APPLICATION_CSV_HEADER = [
  "신청번호",
  "상태",
  "프로그램 번호",
  "프로그램",
  "이름",
  "전화번호",
  "이메일",
  "희망 시간대",
  "동반 인원",
  "메시지",
  "신청 일시",
  "신청일",
  "회원 여부",
  "개인정보 동의 일시",
  "취소 일시",
  "취소한 사람",
  "취소 사유",
  "되살린 일시",
  "되살린 사람",
] as const;

export function applicationsCsv(applications: readonly ApplicationRow[]): string {
  return toCsv(
    APPLICATION_CSV_HEADER,
    applications.map((a) => [
      formatApplicationNumber(a.number),
      statusLabel(a.status, a.waitingPlace ?? null),
      a.programId,
      a.programTitle,
      a.name,
      a.phone,
      a.email,
      preferredTimeLabel(a.preferredTime),
      COMPANION_LABELS[a.companions] ?? a.companions,
      a.message,
      // ISO 8601 in Seoul time, and the day alone: spreadsheets sort and filter them as dates.
      seoulIsoDateTime(a.createdAt),
      seoulDay(a.createdAt),
      a.userId ? "회원" : "비회원",
      a.privacyConsentAt ? seoulIsoDateTime(a.privacyConsentAt) : "기록 없음",
      a.cancelledAt ? seoulIsoDateTime(a.cancelledAt) : "",
      cancelledByText(a),
      a.cancelReason ?? "",
      a.revivedAt ? seoulIsoDateTime(a.revivedAt) : "",
      a.revivedAt ? a.revivedByName || "관리자" : "",
    ]),
  );
}

/** "신청목록_2025-03-31.csv" in Seoul's date. */
export function applicationsCsvName(now: Date): string {
  return `신청목록_${seoulDay(now)}.csv`;
}

const STATUS_SENTENCES: Record<ApplicationStatus, string> = {
  접수: "신청이 접수 상태로 변경되었습니다. 담당자가 확인 중입니다.",
  대기: "신청이 대기 상태입니다. 자리가 나면 순서대로 접수해 드립니다.",
  확정: "신청이 확정되었습니다. 수업에서 뵙겠습니다.",
  취소: "신청이 취소되었습니다. 궁금하신 점은 센터로 문의해주세요.",
  추첨: "추첨 접수 상태입니다. 추첨 결과는 추첨 일시에 안내해 드립니다.",
};

export function applicationStatusMail(
  application: ApplicationRow & { email: string; cancelReason?: string | null },
  siteUrl: string,
) {
  const reason =
    application.status === "취소" && application.cancelReason
      ? [`취소 사유: ${application.cancelReason}`]
      : [];
  return {
    to: application.email,
    subject: `[청라 문화교육센터] ${application.programTitle} 신청이 ${application.status} 처리되었습니다`,
    text: [
      `${application.name}님, 안녕하세요. 청라 문화교육센터입니다.`,
      "",
      `신청번호 ${formatApplicationNumber(application.number)} · ${application.programTitle}`,
      STATUS_SENTENCES[application.status as ApplicationStatus] ??
        `신청 상태: ${application.status}`,
      ...reason,
      "",
      `문의: ${siteUrl}/contact`,
    ].join("\n"),
  };
}
