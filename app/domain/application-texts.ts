// The texts (문자) about one application, for an applicant who gave a phone and no e-mail: the
// receipt, the seat from the waiting list, the lottery's result, the cancellation (decision 266).
// Short, in the mails' words (신청번호, 조회 코드, 대기, 접수); informational only, never an
// advertisement (decision 268). Each is written by one template (decision 284): the same words go
// as SMS/LMS or as 알림톡, and docs/texts.md lists the templates for Kakao.
import { formatApplicationNumber, type ApplicationStatus } from "./application";
import { formatLookupCode } from "./guest-lookup";
import type { DrawnPlace } from "./lottery";
import { lotteryResultPath } from "./lottery-mail";
import { textTo, type TextKind, type TextMessage } from "./text-message";
import { fillTemplate, textTemplate, type TextTemplate } from "./text-templates";

type TextApplication = {
  id: string;
  number: number;
  status: ApplicationStatus;
  name: string;
  phone: string;
  programTitle: string;
  userId: string | null;
};

const SIGNATURE = "[청라 문화교육센터]";

/** The templates, by name: their wording is the SMS text and the 알림톡 template. */
export const APPLICATION_TEXT_TEMPLATES = {
  receipt: textTemplate(
    "receipt",
    ["이름", "강좌", "접수", "신청번호", "조회"],
    (v) => `${SIGNATURE} ${v.이름}님, ${v.강좌} ${v.접수}\n신청번호 ${v.신청번호}\n${v.조회}`,
  ),
  seat: textTemplate(
    "seat",
    ["이름", "강좌", "신청번호", "취소"],
    (v) =>
      `${SIGNATURE} ${v.이름}님, 자리가 나서 ${v.강좌} 대기 신청이 접수되었습니다.\n신청번호 ${v.신청번호}\n${v.취소}`,
  ),
  lottery: textTemplate(
    "lottery",
    ["이름", "강좌", "결과", "신청번호", "안내"],
    (v) =>
      `${SIGNATURE} ${v.이름}님, ${v.강좌} 추첨 결과 ${v.결과}\n신청번호 ${v.신청번호}\n${v.안내}`,
  ),
  cancellation: textTemplate(
    "cancellation",
    ["이름", "강좌", "신청번호"],
    (v) => `${SIGNATURE} ${v.이름}님, ${v.강좌} 수강신청(신청번호 ${v.신청번호})이 취소되었습니다.`,
  ),
  reminder: textTemplate(
    "reminder",
    ["이름", "날짜", "강좌", "신청번호", "주소"],
    (v) =>
      `${SIGNATURE} ${v.이름}님, 내일(${v.날짜}) ${v.강좌} 개강입니다.\n신청번호 ${v.신청번호}\n시간·장소: ${v.주소}`,
  ),
} as const;

/** A text to the application's phone, written by `template` with these values. */
function templated<S extends string>(
  application: TextApplication,
  kind: TextKind,
  template: TextTemplate<S>,
  values: Readonly<Record<S, string>>,
): TextMessage | null {
  const filled = fillTemplate(template, values);
  return textTo(application.phone, kind, filled.text, application.id, filled.template);
}

const common = (application: TextApplication) => ({
  이름: application.name,
  강좌: application.programTitle,
  신청번호: formatApplicationNumber(application.number),
});

/** Right after applying: received or waiting, the 신청번호, and how to look it up and cancel. */
export function receiptText(
  application: TextApplication,
  options: { siteUrl: string; waitingPlace: number | null; lookupCode: string | null },
): TextMessage | null {
  const waiting = application.status === "대기";
  return templated(application, "receipt", APPLICATION_TEXT_TEMPLATES.receipt, {
    ...common(application),
    접수: waiting
      ? `대기 신청이 접수되었습니다${options.waitingPlace ? `(대기 ${options.waitingPlace}번)` : ""}. 자리가 나면 문자로 알려드립니다.`
      : "수강신청이 접수되었습니다.",
    조회: options.lookupCode
      ? `조회 코드 ${formatLookupCode(options.lookupCode)}\n조회·취소: ${options.siteUrl}/applications/lookup`
      : `조회·취소: ${options.siteUrl}/mypage`,
  });
}

/** A seat from the waiting list, with the new single-use cancel link (or why there is none). */
export function seatText(
  application: TextApplication,
  options: { cancelUrl: string | null; cancelClosed: boolean },
): TextMessage | null {
  return templated(application, "seat", APPLICATION_TEXT_TEMPLATES.seat, {
    ...common(application),
    취소:
      options.cancelUrl && !options.cancelClosed
        ? `취소하려면: ${options.cancelUrl}`
        : "취소 기한이 지나 온라인으로는 취소할 수 없습니다. 센터로 연락해주세요.",
  });
}

/**
 * The lottery's result (decision 270), in the result mail's words: 선정 with where to look it up
 * and cancel (the draw makes no cancel link, as in the mail), or the place in line with the
 * public result page. A seat is kind "seat" (its delivery clears 연락 필요), written by the
 * lottery's template either way.
 */
export function lotteryResultText(
  application: TextApplication & { programId: number },
  place: DrawnPlace,
  siteUrl: string,
): TextMessage | null {
  return templated(
    application,
    place.seated ? "seat" : "lottery",
    APPLICATION_TEXT_TEMPLATES.lottery,
    place.seated
      ? {
          ...common(application),
          결과: "선정되어 수강신청이 접수되었습니다. 오지 못하시면 꼭 취소해주세요.",
          안내: `조회·취소: ${siteUrl}${application.userId ? "/mypage" : "/applications/lookup"}`,
        }
      : {
          ...common(application),
          결과: `대기 ${place.waitingPlace}번이 되었습니다. 자리가 나면 문자로 알려드립니다.`,
          안내: `추첨 결과: ${siteUrl}${lotteryResultPath(application.programId)}`,
        },
  );
}

/** The applicant's cancellation, done. */
export function cancellationText(application: TextApplication): TextMessage | null {
  return templated(
    application,
    "cancellation",
    APPLICATION_TEXT_TEMPLATES.cancellation,
    common(application),
  );
}

/** The day before 개강: once per person and class (decision 266). */
export function reminderText(
  application: TextApplication & { programId: number },
  options: { siteUrl: string; startsOn: string },
): TextMessage | null {
  const [, month, day] = options.startsOn.split("-").map(Number);
  return templated(application, "reminder", APPLICATION_TEXT_TEMPLATES.reminder, {
    ...common(application),
    날짜: `${month}월 ${day}일`,
    주소: `${options.siteUrl}/program/${application.programId}`,
  });
}
