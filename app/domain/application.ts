// The class application (requirements §3): the ONE schema the dialog, the no-JS page and
// POST /api/applications all validate with, its Korean messages and the pure rules around it.
import { z } from "zod";
import { isKoreanMobile, normalizePhone } from "~/domain/phone";
import { AGE_MESSAGES } from "~/domain/child-age";
import { CONSENT_MESSAGES } from "~/domain/privacy-notice";
import { isBareEmail, multiLineString, singleLineString } from "~/domain/text";

export const APPLICATION_MESSAGES = {
  name: "이름을 입력해주세요.",
  phone: "유효한 전화번호를 입력해주세요.",
  email: "유효한 이메일 주소를 입력해주세요.",
  program: "프로그램을 선택해주세요.",
  invalid: "입력 정보를 다시 확인해주세요.",
  serverFallback: "신청 처리 중 오류가 발생했습니다.",
  network: "서버와의 통신 중 오류가 발생했습니다",
  unknownProgram: "신청할 수 없는 프로그램입니다. 프로그램을 다시 선택해주세요.",
  closedProgram: "모집이 마감된 프로그램입니다.",
  alreadyApplied: "이미 이 프로그램에 신청하셨습니다. 신청 내역은 마이페이지에서 볼 수 있습니다.",
  tooLong: "입력한 내용이 너무 깁니다.",
  preferredTime: "희망 시간대를 목록에서 선택해주세요.",
  companions: "동반 인원을 목록에서 선택해주세요.",
  malformedJson: "요청 본문이 올바른 JSON이 아닙니다.",
  unsupportedType: "요청 형식은 application/json이어야 합니다.",
  bodyTooLarge: "요청 본문이 너무 큽니다.",
  idempotencyKey: "신청 키(Idempotency-Key)가 올바르지 않습니다.",
  idempotencyConflict: "이 신청 키는 다른 내용의 신청에 이미 사용되었습니다.",
  tooManyForEmail:
    "이 이메일 주소로 접수된 신청이 너무 많습니다. 잠시 후 다시 시도하거나 다른 이메일 주소를 입력해주세요.",
  spam: "신청을 처리할 수 없습니다. 입력 정보를 다시 확인해주세요.",
  methodNotAllowed: "이 주소는 POST 요청만 받습니다.",
} as const;

/** Requirements §3: empty (no preference) or one of four slots. */
export const PREFERRED_TIMES = ["평일 오전", "평일 오후", "평일 저녁", "주말"] as const;
/** The one wording for "no preferred time", in the form, on the admin list, in CSV and mail. */
export const ANY_PREFERRED_TIME = "상관없음";
export const preferredTimeLabel = (value: string) => value || ANY_PREFERRED_TIME;

/** Requirements §3: '0' none, '1' one companion, '2+' two or more. */
export const COMPANION_OPTIONS = [
  { value: "0", label: "없음" },
  { value: "1", label: "1명" },
  { value: "2+", label: "2명 이상" },
] as const;
export type Companions = (typeof COMPANION_OPTIONS)[number]["value"];

/** Field caps: generous for people, small enough that one application stays far below the body cap. */
export const FIELD_LIMITS = { name: 50, email: 254, message: 1000, programTitle: 200 } as const;

/** Name minimum after trimming (requirements §3). */
export const NAME_MIN_LENGTH = 2;

/** Form values arrive as strings (or absent); JSON clients may send numbers or null. */
const text = z.preprocess(
  (value) =>
    value === undefined || value === null ? "" : typeof value === "number" ? String(value) : value,
  z.string(),
);

/** A checkbox ("on") or a JSON boolean; absent stays absent. */
const consentValue = z.preprocess((value) => {
  if (value === undefined || value === null || value === "") return undefined;
  if (value === true || value === "on" || value === "true") return true;
  if (value === "false") return false;
  return value;
}, z.unknown());

const applicationFields = z.object({
  programId: text.pipe(
    z
      .string()
      .trim()
      .regex(/^\d{1,6}$/, APPLICATION_MESSAGES.program),
  ),
  programTitle: text.pipe(
    singleLineString().trim().max(FIELD_LIMITS.programTitle, APPLICATION_MESSAGES.tooLong),
  ),
  name: text.pipe(
    singleLineString()
      .trim()
      .min(NAME_MIN_LENGTH, APPLICATION_MESSAGES.name)
      .max(FIELD_LIMITS.name, APPLICATION_MESSAGES.tooLong),
  ),
  phone: text.pipe(
    z
      .string()
      .trim()
      .refine(isKoreanMobile, APPLICATION_MESSAGES.phone)
      .transform((value) => normalizePhone(value)),
  ),
  email: text.pipe(
    z
      .string()
      .trim()
      .max(FIELD_LIMITS.email, APPLICATION_MESSAGES.email)
      .refine((value) => value === "" || isBareEmail(value), APPLICATION_MESSAGES.email),
  ),
  preferredTime: text.pipe(z.enum(["", ...PREFERRED_TIMES], APPLICATION_MESSAGES.preferredTime)),
  companions: text.pipe(
    z
      .string()
      .transform((value) => (value === "" ? "0" : value))
      .pipe(z.enum(["0", "1", "2+"], APPLICATION_MESSAGES.companions)),
  ),
  message: text.pipe(
    multiLineString().trim().max(FIELD_LIMITS.message, APPLICATION_MESSAGES.tooLong),
  ),
  consent: consentValue.pipe(z.literal(true, CONSENT_MESSAGES.application).optional()),
  /** 만 14세 이상 (개인정보 보호법 제22조의2; decision 212). */
  ageConfirm: consentValue.pipe(z.literal(true, AGE_MESSAGES.application).optional()),
});

/**
 * POST /api/applications: decision 031's payload, where `consent` and `ageConfirm` may be absent
 * (stored as no consent). `false` is refused, and a client that gives the consent must also
 * confirm the age, so every application stored with a consent time was confirmed 만 14세 이상.
 */
export const applicationSchema = applicationFields.superRefine((value, ctx) => {
  if (value.consent === true && value.ageConfirm !== true) {
    ctx.addIssue({ code: "custom", path: ["ageConfirm"], message: AGE_MESSAGES.application });
  }
});

/** The dialog's and /apply's form: the same, with the consent and the age confirmation required. */
export const applicationFormSchema = applicationFields.extend({
  consent: consentValue.pipe(z.literal(true, CONSENT_MESSAGES.application)),
  ageConfirm: consentValue.pipe(z.literal(true, AGE_MESSAGES.application)),
});

export type ApplicationInput = z.output<typeof applicationSchema>;
export type ApplicationFieldErrors = Partial<Record<keyof ApplicationInput, string[]>>;

/** Korean per-field messages from a failed parse (first message per field is what the form shows). */
export function fieldErrorsOf(error: z.ZodError): ApplicationFieldErrors {
  const errors: ApplicationFieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as keyof ApplicationInput | undefined;
    if (!field) continue;
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

/**
 * The application statuses. An application starts as 접수 (received), or as 대기 (waiting) when
 * its class's seats are taken, or as 추첨 (a lottery's entry, no seat and no place) until its
 * class is drawn (decision 270); 취소 is final unless an administrator takes it back.
 */
export const APPLICATION_STATUSES = ["접수", "확정", "대기", "취소", "추첨"] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const INITIAL_APPLICATION_STATUS: ApplicationStatus = "접수";
export const WAITING_STATUS: ApplicationStatus = "대기";
export const CANCELLED_STATUS: ApplicationStatus = "취소";
/** Live: the applications that count for "one per person and class" (decision 156). */
export const LIVE_STATUSES = APPLICATION_STATUSES.filter((s) => s !== CANCELLED_STATUS);

/** What the applicant sees for a status: "대기 3번" while waiting, else the status itself. */
export function statusLabel(status: ApplicationStatus | string, waitingPlace: number | null) {
  if (status === "추첨") return "추첨 접수";
  return status === WAITING_STATUS && waitingPlace ? `대기 ${waitingPlace}번` : status;
}

/** What a client may use as an idempotency key: 8–100 URL-safe characters (a UUID fits). */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

/** A fresh idempotency key (works in the browser without a secure context, unlike randomUUID). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

export { formatApplicationNumber } from "~/domain/application-number";

/** /ranking counts the applications of the last 30 days. */
export const RANKING_WINDOW_DAYS = 30;

/** `count`: people who applied in the window and still want the class (seated or waiting, decision 137). */
export type ProgramCount = { programId: number; count: number; waiting: number };
export type RankedProgram = ProgramCount & { title: string; rank: number };

/**
 * Orders classes by applicants (most first, ties by Korean title order) and numbers them with
 * shared ranks for equal counts (1, 2, 2, 4). Counts for classes no longer in the catalogue are dropped.
 */
export function rankPrograms(
  counts: readonly ProgramCount[],
  programs: readonly { id: number; title: string }[],
): RankedProgram[] {
  const titles = new Map(programs.map((p) => [p.id, p.title]));
  const collator = new Intl.Collator("ko-KR");
  const rows = counts
    .filter((c) => c.count > 0 && titles.has(c.programId))
    .map((c) => ({ ...c, title: titles.get(c.programId)! }))
    .sort(
      (a, b) =>
        b.count - a.count || collator.compare(a.title, b.title) || a.programId - b.programId,
    );
  let previous: { count: number; rank: number } | undefined;
  return rows.map((row, index) => {
    const rank = previous && previous.count === row.count ? previous.rank : index + 1;
    previous = { count: row.count, rank };
    return { ...row, rank };
  });
}
