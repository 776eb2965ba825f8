// The mail that tells each applicant of a lottery its result (decision 270), written with the
// result (the draw's transaction, or the batch that changes the application on Firestore). Pure.
// One with only a phone gets the text built from the same outcome at the same place instead
// (lotteryResultText in application-texts.ts): the `mails` given to the lottery store's draw.
import { formatApplicationNumber } from "./application";
import type { DrawnPlace } from "./lottery";

type Drawn = {
  number: number;
  name: string;
  email: string;
  programId: number;
  programTitle: string;
  userId: string | null;
};

const SIGNATURE = "청라 문화교육센터";

/** The public result page of a class's draw. */
export const lotteryResultPath = (programId: number) => `/program/${programId}/lottery`;

export function lotteryResultMail(
  application: Drawn,
  place: DrawnPlace,
  siteUrl: string,
): { to: string; subject: string; text: string } {
  const resultUrl = `${siteUrl}${lotteryResultPath(application.programId)}`;
  const where = application.userId
    ? `마이페이지에서도 확인하고 취소할 수 있습니다: ${siteUrl}/mypage`
    : `비회원 신청 조회에서 확인하고 취소할 수 있습니다: ${siteUrl}/applications/lookup`;
  const outcome = place.seated
    ? "추첨 결과 수강생으로 선정되어 접수되었습니다. 수업에 오지 못하시면 다른 분께 자리가 돌아가도록 꼭 취소해주세요."
    : `아쉽게도 이번 추첨에서는 선정되지 않아 대기 ${place.waitingPlace}번이 되었습니다. 자리가 나면 순서대로 접수해 드리고 이메일로 알려드립니다.`;
  return {
    to: application.email,
    subject: `[${SIGNATURE}] ${application.programTitle} 추첨 결과: ${place.seated ? "선정" : `대기 ${place.waitingPlace}번`}`,
    text: [
      `${application.name}님, 안녕하세요. ${SIGNATURE}입니다.`,
      "",
      `신청번호 ${formatApplicationNumber(application.number)} · ${application.programTitle}`,
      outcome,
      "",
      `추첨 결과와 추첨 씨앗값(검증용)은 신청번호로만 공개됩니다: ${resultUrl}`,
      where,
      `문의: ${siteUrl}/contact`,
    ].join("\n"),
  };
}
