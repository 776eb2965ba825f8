// The e-mails around one application that go to the applicant (received, waiting, promoted,
// cancelled) and to the staff (a cancellation). Pure: the services decide when they are sent.
import { formatApplicationNumber, type ApplicationStatus } from "./application";
import { CANCELLED_BY_LABELS, type CancelledBy } from "./cancellation";
import type { ClassFact } from "./class-facts";
import { formatLookupCode } from "./guest-lookup";
import { isKoreanMobile } from "./phone";
import { formatMonthDay, formatSeoulLongDateTime } from "./seoul-time";

type MailApplication = {
  number: number;
  status: ApplicationStatus;
  name: string;
  phone: string;
  email: string;
  programId: number;
  programTitle: string;
  userId: string | null;
  createdAt: string;
  cancelledAt: string | null;
  cancelledBy: CancelledBy | null;
  /** Whether a guest's 조회 코드 was made for it (decision 234); absent reads as none. */
  lookupCodeHash?: string | null;
};

const SIGNATURE = "청라 문화교육센터";
const greeting = (a: MailApplication) => `${a.name}님, 안녕하세요. ${SIGNATURE}입니다.`;
const header = (a: MailApplication) =>
  `신청번호 ${formatApplicationNumber(a.number)} · ${a.programTitle}`;

/** The single-use link that cancels an application without signing in. */
export function cancelLink(siteUrl: string, applicationId: string, token: string): string {
  return `${siteUrl}/applications/${encodeURIComponent(applicationId)}/cancel?token=${token}`;
}

/**
 * The class's terms as a receipt states them: its first day and the applicant's last day to
 * cancel (YYYY-MM-DD, when known), and whether that day has passed (decision 200).
 */
export type ReceiptTerms = {
  startsOn?: string | null;
  cancelDeadline?: string | null;
  /** The deadline has passed: the application cannot be cancelled online, so no link is sent. */
  cancelClosed?: boolean;
  /** The class's facts in its page's words (수강 기간, 요일·시간, 장소: `receiptFacts`). */
  facts?: readonly ClassFact[];
};

function termsLines(terms: ReceiptTerms): string[] {
  const deadline = terms.cancelDeadline ? formatMonthDay(terms.cancelDeadline) : null;
  const facts = terms.facts ?? [];
  return [
    ...facts.map((fact) => `${fact.label}: ${fact.value}`),
    // The 수강 기간 fact names the first day already.
    ...(terms.startsOn && !facts.some((f) => f.key === "term")
      ? [`개강일: ${formatMonthDay(terms.startsOn)}`]
      : []),
    ...(deadline
      ? [
          terms.cancelClosed
            ? `취소 마감: ${deadline} (지났습니다)`
            : `취소 마감: ${deadline}까지 (이후에는 센터로 문의해주세요)`,
        ]
      : []),
  ];
}

/** The cancel link and how to use it, or why there is none after the deadline. */
function cancelLines(cancelUrl: string | null, terms: ReceiptTerms): string[] {
  if (terms.cancelClosed)
    return [
      "취소 마감이 지나 온라인으로는 취소할 수 없습니다. 취소가 필요하면 센터로 연락해주세요.",
      "",
    ];
  if (!cancelUrl) return [];
  return [
    "신청을 취소하시려면 아래 링크를 눌러주세요. (한 번만 사용할 수 있습니다)",
    cancelUrl,
    "",
  ];
}

/** To the applicant right after applying: received, or on the waiting list with their place. */
export function applicationReceiptMail(
  application: MailApplication & { email: string },
  options: ReceiptTerms & {
    waitingPlace: number | null;
    cancelUrl: string | null;
    siteUrl: string;
    /** The guest's 조회 코드, made with the application (decision 234); null for a member's. */
    lookupCode?: string | null;
  },
) {
  const waiting = application.status === "대기";
  const lottery = application.status === "추첨";
  const lookupUrl = `${options.siteUrl}/applications/lookup`;
  const lines = [
    greeting(application),
    "",
    header(application),
    lottery
      ? "추첨 접수되었습니다. 접수 기간이 끝난 뒤 추첨 일시에 정원만큼 추첨하며, 결과는 이메일로 알려드립니다. 신청 순서는 추첨과 관계없습니다."
      : waiting
        ? `정원이 모두 차서 ${options.waitingPlace ? `대기 ${options.waitingPlace}번으로` : "대기자로"} 대기 신청되었습니다. 자리가 나면 순서대로 접수해 드리고 이메일로 알려드립니다.`
        : "수강신청이 접수되었습니다. 담당자가 확인 후 연락드리겠습니다.",
    // A place not counted inside the create (a burst of waiting creates, decision 228) is not
    // guessed: the applicant is sent to where it is counted whenever shown.
    ...(waiting && !options.waitingPlace
      ? [
          application.userId
            ? `지금의 대기 순번은 마이페이지에서 볼 수 있습니다: ${options.siteUrl}/mypage`
            : "지금의 대기 순번은 아래 비회원 신청 조회에서 볼 수 있습니다.",
        ]
      : []),
    `신청일시: ${formatSeoulLongDateTime(application.createdAt)}`,
    ...termsLines(options),
    "",
    ...cancelLines(options.cancelUrl, options),
  ];
  if (options.lookupCode)
    lines.push(
      `조회 코드: ${formatLookupCode(options.lookupCode)}`,
      `비회원 신청 조회에서 이름, 전화번호, 신청번호와 조회 코드로 신청을 보고 취소할 수 있습니다: ${lookupUrl}`,
      "",
    );
  if (application.userId)
    lines.push(`마이페이지에서도 확인하고 취소할 수 있습니다: ${options.siteUrl}/mypage`);
  lines.push(`문의: ${options.siteUrl}/contact`);
  return {
    to: application.email,
    subject: `[${SIGNATURE}] ${application.programTitle} ${lottery ? "추첨 신청" : waiting ? "대기 신청" : "수강신청"}이 접수되었습니다`,
    text: lines.join("\n"),
  };
}

/**
 * To the applicant whose waiting application got a seat: a receipt of the seat, with a new
 * single-use cancel link (the one in the waiting receipt no longer works, decision 200).
 */
export function promotionMail(
  application: MailApplication & { email: string },
  options: ReceiptTerms & { cancelUrl: string | null; siteUrl: string },
) {
  const { siteUrl } = options;
  const lines = [
    greeting(application),
    "",
    header(application),
    "자리가 나서 대기하시던 신청이 접수되었습니다. 담당자가 확인 후 연락드리겠습니다.",
    ...termsLines(options),
    "",
    ...cancelLines(options.cancelUrl, options),
  ];
  if (options.cancelUrl && !options.cancelClosed)
    lines.push("대기 신청 때 받으신 메일의 취소 링크는 더 이상 쓸 수 없습니다.", "");
  if (application.userId)
    lines.push(`마이페이지에서도 확인하고 취소할 수 있습니다: ${siteUrl}/mypage`);
  // Only the code's hash is kept: the guest finds the code in the first receipt (decision 234).
  else if (application.lookupCodeHash)
    lines.push(
      `비회원 신청 조회에서 처음 받으신 접수 메일의 조회 코드로 신청을 볼 수 있습니다: ${siteUrl}/applications/lookup`,
      "",
    );
  lines.push(`문의: ${siteUrl}/contact`);
  return {
    to: application.email,
    subject: `[${SIGNATURE}] ${application.programTitle} 대기 신청이 접수로 바뀌었습니다`,
    text: lines.join("\n"),
  };
}

/** To the applicant who cancelled (my page or the link). */
export function cancellationReceiptMail(
  application: MailApplication & { email: string },
  siteUrl: string,
) {
  return {
    to: application.email,
    subject: `[${SIGNATURE}] ${application.programTitle} 수강신청이 취소되었습니다`,
    text: [
      greeting(application),
      "",
      header(application),
      `요청하신 대로 신청을 취소했습니다. (취소일시: ${formatSeoulLongDateTime(application.cancelledAt ?? application.createdAt)})`,
      "다시 신청하시려면 프로그램 페이지를 이용해주세요.",
      `${siteUrl}/program/${application.programId}`,
    ].join("\n"),
  };
}

/** Seated without an e-mail and without a text on its way (texts off, or no mobile): staff call. */
const toCall = (a: MailApplication, textsOn: boolean) =>
  !a.email && !(textsOn && isKoreanMobile(a.phone));

/**
 * For the staff: who was seated from the waiting list and how they are told. One without an
 * e-mail is texted when texts are on (decision 266), and stays 연락 필요 until the text reaches the
 * phone; without a text, staff call (decision 191).
 */
export function promotedLines(promoted: readonly MailApplication[], textsOn = false): string[] {
  return promoted.map(
    (a, i) =>
      `대기 ${i + 1}번 ${a.name} 님(${formatApplicationNumber(a.number)})이 접수로 올라갔습니다. ` +
      (a.email
        ? "이메일로 알렸습니다."
        : toCall(a, textsOn)
          ? `이메일이 없어 연락이 필요합니다: ${a.phone}`
          : `이메일이 없어 문자로 알렸습니다(${a.phone}). 문자가 닿으면 연락 필요 표시가 저절로 사라지고, 닿지 않으면 남으니 그때 전화해주세요.`),
  );
}

/** To the staff: someone cancelled, and who took the seat. */
export function staffCancellationMail(
  application: MailApplication,
  to: string,
  siteUrl: string,
  promoted: readonly MailApplication[] = [],
  textsOn = false,
) {
  const seated = promotedLines(promoted, textsOn);
  const number = formatApplicationNumber(application.number);
  return {
    to,
    subject: `[수강취소 ${number}] ${application.programTitle} - ${application.name}${promoted.some((a) => toCall(a, textsOn)) ? " (연락 필요)" : ""}`,
    text: [
      "수강신청이 취소되었습니다.",
      "",
      `신청번호: ${number}`,
      `프로그램: ${application.programTitle} (${siteUrl}/program/${application.programId})`,
      `이름: ${application.name}`,
      `전화번호: ${application.phone}`,
      `이메일: ${application.email || "-"}`,
      `신청일시: ${formatSeoulLongDateTime(application.createdAt)}`,
      `취소일시: ${application.cancelledAt ? formatSeoulLongDateTime(application.cancelledAt) : "-"}`,
      `취소한 사람: ${application.cancelledBy ? CANCELLED_BY_LABELS[application.cancelledBy] : "-"}`,
      ...(seated.length ? ["", ...seated] : []),
      "",
      `신청 관리: ${siteUrl}/admin/applications?program=${application.programId}`,
    ].join("\n"),
    ...(application.email ? { replyTo: application.email } : {}),
  };
}
