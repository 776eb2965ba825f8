// The texts (문자) about one application, for an applicant who gave a phone and no e-mail: the
// receipt, the seat from the waiting list, the lottery's result, the cancellation (decision 266). Short, in the mails'
// words (신청번호, 조회 코드, 대기, 접수); informational only, never an advertisement (decision 268).
import { formatApplicationNumber, type ApplicationStatus } from "./application";
import { formatLookupCode } from "./guest-lookup";
import type { DrawnPlace } from "./lottery";
import { lotteryResultPath } from "./lottery-mail";
import { textTo, type TextMessage } from "./text-message";

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

/** Right after applying: received or waiting, the 신청번호, and how to look it up and cancel. */
export function receiptText(
  application: TextApplication,
  options: { siteUrl: string; waitingPlace: number | null; lookupCode: string | null },
): TextMessage | null {
  const { name, programTitle } = application;
  const waiting = application.status === "대기";
  const lines = [
    waiting
      ? `${SIGNATURE} ${name}님, ${programTitle} 대기 신청이 접수되었습니다${options.waitingPlace ? `(대기 ${options.waitingPlace}번)` : ""}. 자리가 나면 문자로 알려드립니다.`
      : `${SIGNATURE} ${name}님, ${programTitle} 수강신청이 접수되었습니다.`,
    `신청번호 ${formatApplicationNumber(application.number)}`,
    ...(options.lookupCode
      ? [
          `조회 코드 ${formatLookupCode(options.lookupCode)}`,
          `조회·취소: ${options.siteUrl}/applications/lookup`,
        ]
      : [`조회·취소: ${options.siteUrl}/mypage`]),
  ];
  return textTo(application.phone, "receipt", lines.join("\n"), application.id);
}

/** A seat from the waiting list, with the new single-use cancel link (or why there is none). */
export function seatText(
  application: TextApplication,
  options: { cancelUrl: string | null; cancelClosed: boolean },
): TextMessage | null {
  const lines = [
    `${SIGNATURE} ${application.name}님, 자리가 나서 ${application.programTitle} 대기 신청이 접수되었습니다.`,
    `신청번호 ${formatApplicationNumber(application.number)}`,
    options.cancelUrl && !options.cancelClosed
      ? `취소하려면: ${options.cancelUrl}`
      : "취소 기한이 지나 온라인으로는 취소할 수 없습니다. 센터로 연락해주세요.",
  ];
  return textTo(application.phone, "seat", lines.join("\n"), application.id);
}

/**
 * The lottery's result (decision 270), in the result mail's words: 선정 with where to look it up
 * and cancel (the draw makes no cancel link, as in the mail), or the place in line with the
 * public result page.
 */
export function lotteryResultText(
  application: TextApplication & { programId: number },
  place: DrawnPlace,
  siteUrl: string,
): TextMessage | null {
  const { name, programTitle } = application;
  const lines = place.seated
    ? [
        `${SIGNATURE} ${name}님, ${programTitle} 추첨 결과 선정되어 수강신청이 접수되었습니다. 오지 못하시면 꼭 취소해주세요.`,
        `신청번호 ${formatApplicationNumber(application.number)}`,
        `조회·취소: ${siteUrl}${application.userId ? "/mypage" : "/applications/lookup"}`,
      ]
    : [
        `${SIGNATURE} ${name}님, ${programTitle} 추첨 결과 대기 ${place.waitingPlace}번이 되었습니다. 자리가 나면 문자로 알려드립니다.`,
        `신청번호 ${formatApplicationNumber(application.number)}`,
        `추첨 결과: ${siteUrl}${lotteryResultPath(application.programId)}`,
      ];
  return textTo(
    application.phone,
    place.seated ? "seat" : "lottery",
    lines.join("\n"),
    application.id,
  );
}

/** The applicant's cancellation, done. */
export function cancellationText(application: TextApplication): TextMessage | null {
  return textTo(
    application.phone,
    "cancellation",
    `${SIGNATURE} ${application.name}님, ${application.programTitle} 수강신청(신청번호 ${formatApplicationNumber(application.number)})이 취소되었습니다.`,
    application.id,
  );
}

/** The day before 개강: once per person and class (decision 266). */
export function reminderText(
  application: TextApplication & { programId: number },
  options: { siteUrl: string; startsOn: string },
): TextMessage | null {
  const [, month, day] = options.startsOn.split("-").map(Number);
  return textTo(
    application.phone,
    "reminder",
    [
      `${SIGNATURE} ${application.name}님, 내일(${month}월 ${day}일) ${application.programTitle} 개강입니다.`,
      `신청번호 ${formatApplicationNumber(application.number)}`,
      `시간·장소: ${options.siteUrl}/program/${application.programId}`,
    ].join("\n"),
    application.id,
  );
}
