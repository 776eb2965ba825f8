// How long the centre keeps personal information, per kind of record (개인정보 보호법 제21조,
// decision 209). The one place a period changes: the retention job (app/services/retention/)
// applies these numbers, and the texts people read are built from the same numbers — the consent
// notices on the forms and the 보유 기간 section of the privacy policy (the `retentionPeriods`
// block of the `privacy` page, rendered by components/content/retention-periods.tsx).
import { afterSeoulDay } from "~/domain/seoul-time";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The periods as numbers. */
export const RETENTION = {
  /** Applications: personal details anonymised this many years after the class ends. */
  applicationYears: 1,
  /** Inquiries: deleted this many years after the answer (unanswered: after receipt). */
  inquiryYears: 1,
  /** E-mail sign-ups whose address was never verified: deleted this many days after sign-up. */
  unverifiedAccountDays: 7,
  /** A session ends this many days after its login, however active (decision 075). */
  sessionDays: 14,
  /** … or after this many days without a request. */
  sessionIdleDays: 7,
  /** A password-reset link works for this many minutes. */
  resetLinkMinutes: 30,
  /** An e-mail verification link works for this many hours. */
  verificationLinkHours: 24,
  /** A sent (or given-up) mail's record (recipient, subject) stays this many days. */
  sentMailDays: 30,
  /** Administrators' access records (접속기록, 안전성 확보조치 기준 제8조): kept this many years. */
  accessRecordYears: 2,
  /**
   * Server request logs (client addresses): Cloud Logging's `_Default` bucket keeps them this many
   * days; the deploy sets the bucket to it (deploy/steps/retention.ts), not the job.
   */
  serverLogDays: 30,
} as const;

export const SESSION_ABSOLUTE_MS = RETENTION.sessionDays * DAY_MS;
export const SESSION_IDLE_MS = RETENTION.sessionIdleDays * DAY_MS;
export const RESET_LINK_TTL_MS = RETENTION.resetLinkMinutes * 60 * 1000;
export const VERIFICATION_LINK_TTL_MS = RETENTION.verificationLinkHours * 60 * 60 * 1000;
export const SENT_MAIL_KEPT_MS = RETENTION.sentMailDays * DAY_MS;

/** The short texts of the forms' collection notices (보유 기간). */
export const RETENTION_PERIODS = {
  /** Class applications: kept for questions about attendance and certificates after the class. */
  application: `해당 프로그램 종료 후 ${RETENTION.applicationYears}년`,
  /** Contact inquiries: kept for follow-up questions about the same matter. */
  inquiry: `답변 완료 후 ${RETENTION.inquiryYears}년`,
  /** Member accounts. */
  account: "회원 탈퇴 시까지",
} as const;

/** The steps of the retention job, by name: each policy row names the step that enforces it. */
export type RetentionStepName =
  | "applications"
  | "inquiries"
  | "unverifiedAccounts"
  | "sessions"
  | "links"
  | "mail"
  | "texts"
  | "accessRecords";

export type RetentionPolicyRow = {
  /** 개인정보 (what is kept). */
  record: string;
  /** 보유 기간. */
  period: string;
  /** What happens then (파기 방법), when it is more than deletion. */
  detail?: string;
  /** The job step that enforces the period; null when something else does (noted in `detail`). */
  step: RetentionStepName | null;
};

/** The privacy policy's 보유 및 이용 기간, row by row: rendered on /privacy from this list. */
export const RETENTION_POLICY: readonly RetentionPolicyRow[] = [
  {
    record: "회원 정보",
    period: RETENTION_PERIODS.account,
    detail: "탈퇴하면 바로 삭제합니다. 보유 기간이 남은 수강 신청은 회원과의 연결을 끊고 남깁니다.",
    step: null,
  },
  {
    record: "이메일 인증을 마치지 않은 회원 가입",
    period: `가입 후 ${RETENTION.unverifiedAccountDays}일`,
    detail: "그동안 이메일 인증을 하지 않으면 계정을 삭제합니다.",
    step: "unverifiedAccounts",
  },
  {
    record: "수강 신청 정보",
    period: RETENTION_PERIODS.application,
    detail: `종강일이 정해지지 않은 프로그램은 개강일과 신청이 마지막으로 바뀐 날 가운데 늦은 날부터 ${RETENTION.applicationYears}년입니다. 기간이 지나면 이름·연락처·남기신 말씀을 지우고, 프로그램별 신청 건수만 통계로 남깁니다.`,
    step: "applications",
  },
  {
    record: "직원 메모(신청·회원에 대해 직원이 남긴 업무 메모)",
    period: "메모한 수강 신청 정보 또는 회원 정보와 같은 기간",
    detail:
      "신청자·회원에게 보이지 않는 내부 업무 기록입니다. 수강 신청 정보를 파기할 때, 회원이 탈퇴할 때 함께 삭제합니다.",
    // Removed with its subject: by the applications step's anonymising, or the account deletion.
    step: null,
  },
  {
    record: "출결 기록(수업별 출석·지각·결석)",
    period: "수강 신청 정보와 같은 기간",
    detail:
      "직원이 수업마다 입력하고, 회원은 마이페이지에서 자기 기록을 볼 수 있습니다. 수강 신청 정보를 파기할 때 함께 삭제합니다.",
    // Removed with its application: by the applications step's anonymising.
    step: null,
  },
  {
    record: "문의 내용",
    period: RETENTION_PERIODS.inquiry,
    detail: `답변하지 않은 문의는 접수 후 ${RETENTION.inquiryYears}년입니다.`,
    step: "inquiries",
  },
  {
    record: "로그인 정보(세션)",
    period: `로그인 후 ${RETENTION.sessionDays}일, 또는 ${RETENTION.sessionIdleDays}일 동안 이용하지 않을 때까지`,
    detail: "로그아웃하면 바로 삭제합니다.",
    step: "sessions",
  },
  {
    record: "비밀번호 재설정·이메일 인증 링크",
    period: `사용하거나 유효 기간(비밀번호 재설정 ${RETENTION.resetLinkMinutes}분, 이메일 인증 ${RETENTION.verificationLinkHours}시간)이 지날 때까지`,
    step: "links",
  },
  {
    record: "보낸 안내 메일 기록(받는 사람, 제목)",
    period: `발송 후 ${RETENTION.sentMailDays}일`,
    step: "mail",
  },
  {
    record: "보낸 안내 문자 기록(받는 번호, 문자 종류)",
    period: `발송 후 ${RETENTION.sentMailDays}일`,
    detail:
      "문자 내용은 보낸 뒤 바로 지웁니다. 보내지 못한 문자도 작성하거나 발송을 포기한 날부터 같은 기간이 지나면 삭제합니다.",
    step: "texts",
  },
  {
    record: "서버 접속 기록(접속 IP 주소 포함)",
    period: `${RETENTION.serverLogDays}일`,
    detail: "서버 운영 기록 저장소(Google Cloud Logging)가 기간이 지나면 자동으로 삭제합니다.",
    step: null,
  },
  {
    record: "관리자의 개인정보 처리 기록(접속기록)",
    period: `${RETENTION.accessRecordYears}년`,
    detail: "「개인정보의 안전성 확보조치 기준」 제8조에 따라 보관합니다.",
    step: "accessRecords",
  },
];

/** The closing sentence of the section: how and when records are destroyed. */
export const RETENTION_POLICY_NOTE =
  "보유 기간이 지난 개인정보는 매일 정해진 시각에 자동으로 파기합니다. 전자 파일은 복구할 수 없는 방법으로 삭제하고, 종이 문서는 분쇄합니다.";

/** `instant` plus whole calendar years (29 February becomes 1 March). */
export function addYears(instant: Date, years: number): Date {
  const next = new Date(instant.getTime());
  next.setUTCFullYear(next.getUTCFullYear() + years);
  return next;
}

/** The class dates the application rule reads (Studio: 개강일 `startsOn`, 종강일 `endsOn`). */
export type ClassDates = { id: number; startsOn: string | null; endsOn: string | null };

/**
 * When an application's personal details are due for anonymising: RETENTION.applicationYears
 * after its class's 종강일 (the whole day, Seoul time). Without a 종강일: after the later of the
 * 개강일 and the application's last change; a class no longer in the content: after the last change.
 */
export function applicationDueAt(
  application: { updatedAt: string },
  dates: ClassDates | undefined,
): Date {
  const years = RETENTION.applicationYears;
  if (dates?.endsOn) return addYears(afterSeoulDay(dates.endsOn), years);
  const lastChange = new Date(application.updatedAt);
  const start = dates?.startsOn ? afterSeoulDay(dates.startsOn) : null;
  return addYears(start && start > lastChange ? start : lastChange, years);
}

/** When an inquiry is due for deletion: after its answer, or after its receipt when never answered. */
export function inquiryDueAt(inquiry: { answeredAt: string | null; createdAt: string }): Date {
  return addYears(new Date(inquiry.answeredAt ?? inquiry.createdAt), RETENTION.inquiryYears);
}

/** Inquiries received before this instant may be due (answered ones: see inquiryDueAt). */
export const inquiryCutoff = (now: Date) => addYears(now, -RETENTION.inquiryYears);

/** E-mail sign-ups created before this instant and still unverified are due. */
export const unverifiedAccountCutoff = (now: Date) =>
  new Date(now.getTime() - RETENTION.unverifiedAccountDays * DAY_MS);

/** Mail and text records sent (or given up; texts never sent: written) before this instant are due. */
export const sentMailCutoff = (now: Date) => new Date(now.getTime() - SENT_MAIL_KEPT_MS);

/** Access records written before this instant are due (for the access-record store's purge). */
export const accessRecordCutoff = (now: Date) => addYears(now, -RETENTION.accessRecordYears);

/** Whether a record due at `dueAt` goes in a run at `now`. */
export const isDue = (dueAt: Date, now: Date) => dueAt.getTime() <= now.getTime();

/** The name an anonymised application keeps: staff lists show that its details were destroyed. */
export const ANONYMISED_NAME = "(파기됨)";
