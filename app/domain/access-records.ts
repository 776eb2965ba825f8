// Pure rules of the access records (접속기록, decision 206): what an administrator did with
// personal information, the words the review page shows, how long records are kept, the
// download reason the CSV export asks for and the review page's filter.
import { z } from "zod";
import { ROLE_LABELS, USER_STATUS_LABELS } from "~/domain/admin-users";
import { accessRecordCutoff, RETENTION } from "~/domain/retention";
import { dayRangeBounds, parseDayRange, type DayRange } from "~/domain/day-range";
import { isBareEmail, singleLineString } from "~/domain/text";

/** 수행업무: what was done. */
export const ACCESS_ACTIONS = ["list", "view", "export", "change", "answer", "delete"] as const;
export type AccessAction = (typeof ACCESS_ACTIONS)[number] | "second-factor-reset" | "text";

export const ACCESS_ACTION_LABELS: Record<AccessAction, string> = {
  list: "목록 조회",
  view: "상세 조회",
  export: "다운로드",
  change: "변경",
  answer: "답변",
  delete: "삭제",
  "second-factor-reset": "2단계 인증 초기화",
  text: "문자 발송",
};

/** Whose information: the kind of record touched. */
export type AccessTarget = "users" | "applications" | "inquiries";

export const ACCESS_TARGET_LABELS: Record<AccessTarget, string> = {
  users: "회원",
  applications: "신청",
  inquiries: "문의",
};

/**
 * 제8조 ①: at least one year, two for a system with 50,000 subjects or more or with unique
 * identifiers or sensitive information. The centre keeps two years whichever applies; the period
 * lives with every other one in ./retention (the job and the privacy policy read it there).
 */
export const ACCESS_RECORD_RETENTION = `${RETENTION.accessRecordYears}년`;
export { accessRecordCutoff };

/** At most this many record ids are kept per entry; `subjectCount` says how many there were. */
export const MAX_SUBJECTS = 100;
/** Longest filter or change description kept. */
export const MAX_DETAIL_LENGTH = 300;
export const DOWNLOAD_REASON_MAX = 200;
export const DOWNLOAD_REASON_MIN = 2;

export const ACCESS_RECORD_MESSAGES = {
  reasonRequired: "다운로드 사유를 입력해주세요.",
  reasonTooShort: `다운로드 사유를 ${DOWNLOAD_REASON_MIN}자 이상 입력해주세요.`,
  reasonTooLong: `다운로드 사유는 ${DOWNLOAD_REASON_MAX}자 이내로 입력해주세요.`,
  badPerson: "취급자 이메일 주소를 확인해주세요.",
} as const;

/** 다운로드 사유: required, one line, bounded. */
export const downloadReasonSchema = z.object({
  reason: singleLineString({ error: ACCESS_RECORD_MESSAGES.reasonRequired })
    .trim()
    .min(1, { error: ACCESS_RECORD_MESSAGES.reasonRequired })
    .min(DOWNLOAD_REASON_MIN, { error: ACCESS_RECORD_MESSAGES.reasonTooShort })
    .max(DOWNLOAD_REASON_MAX, { error: ACCESS_RECORD_MESSAGES.reasonTooLong }),
});

/** Cuts a description to MAX_DETAIL_LENGTH; empty becomes null. */
export function boundedDetail(detail: string | null | undefined): string | null {
  const text = (detail ?? "").trim();
  if (!text) return null;
  return text.length > MAX_DETAIL_LENGTH ? `${text.slice(0, MAX_DETAIL_LENGTH - 1)}…` : text;
}

/** A list's query string as the record keeps it: the filter, without paging or notices. */
export function filterDetail(
  searchParams: URLSearchParams,
  keys: readonly string[],
): string | null {
  const kept = new URLSearchParams();
  for (const key of keys) {
    const value = (searchParams.get(key) ?? "").trim();
    if (value) kept.set(key, value);
  }
  const page = searchParams.get("page");
  const parts = [...kept].map(([k, v]) => `${k}=${v}`);
  if (page && page !== "1") parts.push(`page=${page}`);
  return boundedDetail(parts.join(", "));
}

const DETAIL_KEYS: Record<string, string> = {
  status: "상태",
  program: "프로그램",
  from: "시작일",
  to: "종료일",
  q: "검색어",
  role: "권한",
  page: "쪽",
};

/**
 * What the review page shows of an entry's `detail` ("status=취소, program=5"): in words,
 * "상태: 취소, 프로그램: 목공 교실". Parts that are not `key=value` (a reason) are kept as they are.
 */
export function detailText(
  detail: string | null,
  programTitles: ReadonlyMap<string, string> = new Map(),
): string {
  if (!detail) return "-";
  return detail
    .split(", ")
    .map((part) => {
      const match = /^([a-z]+)=(.*)$/.exec(part);
      const label = match && DETAIL_KEYS[match[1]!];
      if (!match || !label) return part;
      const value = match[2]!;
      if (match[1] === "page") return `${value}${label}`;
      const words =
        match[1] === "program"
          ? (programTitles.get(value) ?? `${value}번`)
          : (ROLE_LABELS[value as keyof typeof ROLE_LABELS] ??
            USER_STATUS_LABELS[value as keyof typeof USER_STATUS_LABELS] ??
            value);
      return `${label}: ${words}`;
    })
    .join(", ");
}

/** The review page's filter, from its query string. */
export type AccessRecordFilter = DayRange & {
  /** The administrator's e-mail, lower case. */
  person?: string;
  action?: AccessAction;
};

export type AccessRecordQuery = {
  actorEmail?: string;
  action?: AccessAction;
  from?: Date;
  to?: Date;
};

const ALL_ACTIONS: readonly string[] = [...ACCESS_ACTIONS, "second-factor-reset", "text"];

export function isAccessAction(value: string): value is AccessAction {
  return ALL_ACTIONS.includes(value);
}

/** The filter from the query string; unknown values are dropped and reported, never a 500. */
export function parseAccessRecordFilter(searchParams: URLSearchParams): {
  filter: AccessRecordFilter;
  problems: string[];
} {
  const { range, problems } = parseDayRange(searchParams);
  const filter: AccessRecordFilter = range;
  const person = (searchParams.get("person") ?? "").trim().toLowerCase();
  if (person) {
    if (person.length <= 254 && isBareEmail(person)) filter.person = person;
    else problems.unshift(ACCESS_RECORD_MESSAGES.badPerson);
  }
  const action = searchParams.get("action") ?? "";
  if (isAccessAction(action)) filter.action = action;
  return { filter, problems };
}

/** The store's query: the administrator, the action and the days' bounds. */
export function toAccessRecordQuery(filter: AccessRecordFilter): AccessRecordQuery {
  return { actorEmail: filter.person, action: filter.action, ...dayRangeBounds(filter) };
}
