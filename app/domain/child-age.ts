// Children under 14 (개인정보 보호법 제22조의2): processing their personal information needs a
// legal guardian's consent, which the site does not collect. Sign-up and online applications
// therefore ask for a 만 14세 이상 confirmation, and a child is sent to the centre with a guardian.
// Pure data, shared by the forms (browser) and the server's schemas (decision 212).

/** The age from which someone may consent alone (개인정보 보호법 제22조의2 제1항). */
export const CONSENT_AGE = 14;

/** The checkbox's name on every form that asks. */
export const AGE_FIELD = "ageConfirm";

export const AGE_CONFIRM_LABEL = `만 ${CONSENT_AGE}세 이상입니다.`;

/** What a child (or their parent) reads next to the box. */
export const CHILD_GUIDANCE =
  `만 ${CONSENT_AGE}세 미만 어린이의 개인정보는 법정대리인(보호자)의 동의가 있어야 처리할 수 있는데, ` +
  "이 사이트에서는 보호자 동의를 받지 않습니다. 어린이는 보호자와 함께 센터에 방문해 신청해주세요.";

export const AGE_MESSAGES = {
  application: `만 ${CONSENT_AGE}세 이상만 온라인으로 신청할 수 있습니다. 만 ${CONSENT_AGE}세 미만 어린이는 보호자와 함께 센터에 방문해 신청해주세요.`,
  signUp: `만 ${CONSENT_AGE}세 이상만 회원가입할 수 있습니다. 만 ${CONSENT_AGE}세 미만 어린이는 보호자와 함께 센터에 방문해주세요.`,
} as const;
