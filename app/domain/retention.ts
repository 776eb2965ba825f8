// How long the centre keeps personal information, per kind of record (개인정보 보호법 제21조).
// The one place staff change a period: the consent notices on the forms read it from here, and
// the published privacy policy (the `privacy` page in the content) must say the same.
export const RETENTION_PERIODS = {
  /** Class applications: kept for questions about attendance and certificates after the class. */
  application: "해당 강좌 종료 후 1년",
  /** Contact inquiries: kept for follow-up questions about the same matter. */
  inquiry: "답변 완료 후 1년",
  /** Member accounts. */
  account: "회원 탈퇴 시까지",
} as const;
