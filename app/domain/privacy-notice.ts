// The collection notices (개인정보 수집·이용 안내) of the forms that take personal information,
// one per form, and the consent messages. Pure data, rendered by components/ui/privacy-consent.tsx.
import { RETENTION_PERIODS } from "~/domain/retention";

export type PrivacyNotice = {
  /** 수집 항목 */
  items: string;
  /** 수집·이용 목적 */
  purpose: string;
  /** 보유 기간 */
  retention: string;
  /** 동의를 거부할 권리와 거부할 때의 불이익 */
  refusal: string;
};

export const APPLICATION_PRIVACY_NOTICE: PrivacyNotice = {
  items: "이름, 전화번호, 이메일(선택), 희망 시간대, 동반 인원, 남기실 말씀",
  purpose: "수강 신청 접수와 본인 확인, 수업 일정·준비물 안내 등 신청에 관한 연락",
  retention: RETENTION_PERIODS.application,
  refusal:
    "개인정보 수집·이용에 동의를 거부할 권리가 있습니다. 다만 동의하지 않으시면 수강 신청을 받을 수 없습니다.",
};

export const INQUIRY_PRIVACY_NOTICE: PrivacyNotice = {
  items: "이름, 이메일 또는 휴대전화 번호(하나 이상), 문의 내용",
  purpose: "문의 확인과 답변(이메일, 이메일이 없으면 문자)",
  retention: RETENTION_PERIODS.inquiry,
  refusal:
    "개인정보 수집·이용에 동의를 거부할 권리가 있습니다. 다만 동의하지 않으시면 온라인 문의를 접수할 수 없습니다. 전화로도 문의하실 수 있습니다.",
};

export const SIGN_UP_PRIVACY_NOTICE: PrivacyNotice = {
  items: "이메일, 비밀번호, 이름, 전화번호(선택), 관심 분야(선택)",
  purpose: "회원 식별과 로그인, 아이디 찾기·비밀번호 재설정, 수강 신청·문의 내역 제공",
  retention: RETENTION_PERIODS.account,
  refusal:
    "개인정보 수집·이용에 동의를 거부할 권리가 있습니다. 다만 동의하지 않으시면 회원가입을 할 수 없습니다. 회원이 아니어도 수강 신청과 문의는 하실 수 있습니다.",
};

export const CONSENT_MESSAGES = {
  application: "개인정보 수집·이용에 동의해야 신청할 수 있습니다.",
  inquiry: "개인정보 수집·이용에 동의해주세요.",
  terms: "이용약관에 동의해주세요.",
  privacy: "개인정보 수집·이용에 동의해주세요.",
} as const;
