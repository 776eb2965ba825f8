// Pure rules about contact inquiries: statuses, categories, the contact and answer forms' schemas
// (shared by the browser and the server) and the Korean messages of the service catalogue.
import { z } from "zod";
import { isKoreanMobile } from "~/domain/phone";
import { CONSENT_MESSAGES } from "~/domain/privacy-notice";
import { isBareEmail, multiLineString, singleLineString } from "~/domain/text";

export const INQUIRY_STATUSES = ["대기중", "처리중", "답변완료"] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];
export const INITIAL_INQUIRY_STATUS: InquiryStatus = "대기중";
export const DEFAULT_ANSWER_STATUS: InquiryStatus = "답변완료";

export const INQUIRY_CATEGORIES = ["수강 문의", "시설 문의", "기타"] as const;
export type InquiryCategory = (typeof INQUIRY_CATEGORIES)[number];

export const INQUIRY_MESSAGES = {
  notFound: "문의를 찾을 수 없습니다.",
  deleted: "문의가 삭제되었습니다.",
  answered: "답변이 저장되었습니다.",
  received: "문의가 접수되었습니다.",
} as const;

export const INQUIRY_LIMITS = {
  nameMax: 50,
  titleMin: 2,
  titleMax: 100,
  messageMin: 5,
  messageMax: 5000,
  responseMax: 5000,
} as const;

/** Thrown by both stores for an unknown id; routes answer 404 with its Korean message. */
export class InquiryNotFoundError extends Error {
  constructor(readonly id: string) {
    super(INQUIRY_MESSAGES.notFound);
    this.name = "InquiryNotFoundError";
  }
}

const trimmed = (required: string) =>
  singleLineString({ error: required }).trim().min(1, { error: required });
const trimmedLines = (required: string) =>
  multiLineString({ error: required }).trim().min(1, { error: required });

export const CONTACT_CHANNEL_MESSAGES = {
  neither: "답변을 받을 이메일이나 휴대전화 번호 중 하나는 입력해주세요.",
  email: "유효한 이메일 주소를 입력해주세요.",
  phone: "휴대전화 번호를 정확히 입력해주세요. (예: 010-1234-5678)",
} as const;

/**
 * The /contact form. The answer goes to the e-mail, or without one by text to the mobile number
 * (decision 286): at least one of them; "" when left empty. `consent` is the required checkbox.
 */
export const contactFormSchema = z
  .object({
    name: trimmed("이름을 입력해주세요.")
      .min(2, { error: "이름을 입력해주세요." })
      .max(INQUIRY_LIMITS.nameMax, {
        error: `이름은 ${INQUIRY_LIMITS.nameMax}자 이내로 입력해주세요.`,
      }),
    email: singleLineString()
      .trim()
      .optional()
      .transform((v) => (v ?? "").toLowerCase())
      .refine((v) => v === "" || isBareEmail(v), { error: CONTACT_CHANNEL_MESSAGES.email }),
    phone: singleLineString()
      .trim()
      .optional()
      .transform((v) => v ?? "")
      .refine((v) => v === "" || isKoreanMobile(v), { error: CONTACT_CHANNEL_MESSAGES.phone }),
    category: z.enum(INQUIRY_CATEGORIES, { error: "문의 유형을 선택해주세요." }),
    title: trimmed("제목을 입력해주세요.")
      .min(INQUIRY_LIMITS.titleMin, {
        error: `제목을 ${INQUIRY_LIMITS.titleMin}자 이상 입력해주세요.`,
      })
      .max(INQUIRY_LIMITS.titleMax, {
        error: `제목은 ${INQUIRY_LIMITS.titleMax}자 이내로 입력해주세요.`,
      }),
    message: trimmedLines("문의 내용을 입력해주세요.")
      .min(INQUIRY_LIMITS.messageMin, {
        error: `문의 내용을 ${INQUIRY_LIMITS.messageMin}자 이상 입력해주세요.`,
      })
      .max(INQUIRY_LIMITS.messageMax, {
        error: `문의 내용은 ${INQUIRY_LIMITS.messageMax}자 이내로 입력해주세요.`,
      }),
    consent: z.literal(true, { error: CONSENT_MESSAGES.inquiry }),
  })
  .superRefine((value, ctx) => {
    if (value.email || value.phone) return;
    for (const path of ["email", "phone"])
      ctx.addIssue({ code: "custom", path: [path], message: CONTACT_CHANNEL_MESSAGES.neither });
  });
export type ContactForm = z.infer<typeof contactFormSchema>;

/** The admin's answer form: the response text and the status to set (답변완료 when omitted). */
export const answerFormSchema = z.object({
  response: trimmedLines("답변 내용을 입력해주세요.").max(INQUIRY_LIMITS.responseMax, {
    error: `답변은 ${INQUIRY_LIMITS.responseMax}자 이내로 입력해주세요.`,
  }),
  status: z
    .enum(INQUIRY_STATUSES, { error: "올바른 상태를 선택해주세요." })
    .optional()
    .transform((v) => v ?? DEFAULT_ANSWER_STATUS),
});

export function isInquiryStatus(value: unknown): value is InquiryStatus {
  return typeof value === "string" && (INQUIRY_STATUSES as readonly string[]).includes(value);
}

/** The number shown to the visitor and in lists, e.g. "문의 #12". */
export function inquiryLabel(sequenceNumber: number): string {
  return `문의 #${sequenceNumber}`;
}

/** What the contact page's form gets besides its content. */
export type ContactFormState = {
  /** Prefilled for a signed-in member (who can still change them). */
  defaults: { name: string; email: string; phone: string };
  isMember: boolean;
  /** Texts go out: without an e-mail the answer comes by 문자; otherwise staff call. */
  textsOn: boolean;
  /** After a successful submission (PRG): the number and title of the inquiry just sent. */
  received: { sequenceNumber: number; title: string; byEmail: boolean } | null;
};
