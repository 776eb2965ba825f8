// What leaving (회원 탈퇴) deletes at once and what it keeps, and why — the words my page shows
// before the button. They describe what AccountsService.deleteAccount does (sessions ended, the
// applications' link to the member dropped, the second factor, user record and identity deleted;
// inquiries and sent mails untouched) and take the periods from retention.ts, the same constants
// as the collection notices (decision 213). Pure.
import { RETENTION_PERIODS } from "~/domain/retention";

export type KeptRecord = {
  /** What is kept. */
  what: string;
  /** Until when (the privacy policy's period). */
  period: string;
  why: string;
  /** How many of the member's records this is now (null: not counted). */
  count: number | null;
};

export type WithdrawalNotice = { deletedNow: string[]; kept: KeptRecord[]; after: string[] };

export function withdrawalNotice(held: {
  applications: number;
  inquiries: number;
  /** How long a sent mail's record stays (SENT_MAIL_KEPT_MS), in days. */
  sentMailDays: number;
  isAdmin: boolean;
}): WithdrawalNotice {
  return {
    deletedNow: [
      "회원 정보: 이름, 이메일, 전화번호, 관심 분야, 프로필 사진",
      "로그인 수단: 비밀번호(암호화된 값)와 카카오 계정 연결",
      "이용약관·개인정보 수집·이용 동의 기록",
      "로그인된 모든 기기의 세션 (모든 기기에서 바로 로그아웃됩니다)",
      ...(held.isAdmin ? ["관리자 2단계 인증(인증 앱 키와 복구 코드)"] : []),
    ],
    kept: [
      {
        what: "수강 신청 내역 (신청 프로그램, 이름, 전화번호, 이메일, 남기신 말씀). 회원 계정과의 연결은 탈퇴 즉시 끊깁니다.",
        period: RETENTION_PERIODS.application,
        why: "수업이 끝난 뒤의 출석·수료 확인 문의에 답하기 위해",
        count: held.applications,
      },
      {
        what: "문의 내역 (이름, 이메일, 전화번호, 문의 내용과 답변)",
        period: RETENTION_PERIODS.inquiry,
        why: "같은 문의에 대한 후속 확인에 답하기 위해",
        count: held.inquiries,
      },
      {
        what: "센터가 보낸 안내 메일의 발송 기록 (받는 주소, 제목과 내용)",
        period: `발송 후 ${held.sentMailDays}일`,
        why: "메일이 전달되었는지 확인하기 위해",
        count: null,
      },
    ],
    after: [
      "보관 기간이 지난 기록은 파기합니다.",
      "탈퇴 후에도 신청번호와 이름·전화번호로 ‘신청 조회·취소’에서 신청을 확인하거나 취소할 수 있습니다.",
      "보관 중인 기록의 열람·정정·삭제는 센터에 요청해주세요.",
    ],
  };
}
