// Pure rules of e-mail verification: the Korean copy, the link and the mail it travels in.

export const EMAIL_VERIFICATION_PATH = "/verify-email";

export const EMAIL_VERIFICATION_MESSAGES = {
  /** Opening the link asks; only the button verifies (mail scanners open links too: decision 145). */
  confirmPrompt: (email: string) => `${email} 주소의 인증을 완료하려면 아래 버튼을 눌러주세요.`,
  confirmNotYours: "이 주소로 직접 가입하지 않으셨다면 버튼을 누르지 말고 이 창을 닫아주세요.",
  confirmButton: "이메일 인증 완료",
  confirming: "인증하는 중…",
  verified: "이메일 인증이 완료되었습니다.",
  alreadyVerified: "이미 인증된 이메일입니다.",
  invalidLink:
    "이메일 인증 링크가 만료되었거나 이미 사용되었습니다. 마이페이지에서 인증 메일을 다시 받아주세요.",
  missingLink: "이메일 인증 링크가 올바르지 않습니다. 메일의 링크를 그대로 열어주세요.",
  notVerified: "이메일 주소가 아직 인증되지 않았습니다.",
  notVerifiedDetail:
    "가입하신 주소로 보낸 인증 메일의 링크를 눌러주세요. 인증 전에는 같은 주소로 보내신 문의 내역이 마이페이지에 연결되지 않습니다.",
  resend: "인증 메일 다시 보내기",
  sent: "인증 메일을 보냈습니다. 메일함을 확인해주세요. 링크는 24시간 동안 한 번만 사용할 수 있습니다.",
  sendFailed: "인증 메일 발송 중 오류가 발생했습니다. 잠시 후 다시 시도해주세요.",
  tooMany: "인증 메일을 너무 자주 요청하셨습니다. 잠시 후 다시 시도해주세요.",
} as const;

export function verificationLink(siteUrl: string, code: string): string {
  return `${siteUrl}${EMAIL_VERIFICATION_PATH}?${new URLSearchParams({ code })}`;
}

export function verificationMail(to: string, link: string) {
  return {
    to,
    subject: "[청라 문화교육센터] 이메일 주소 인증 안내",
    text: [
      "안녕하세요, 청라 문화교육센터입니다.",
      "",
      "아래 링크를 열고 '이메일 인증 완료' 버튼을 눌러 주소 인증을 마쳐주세요. 링크는 24시간 동안 한 번만 사용할 수 있습니다.",
      link,
      "",
      "직접 가입하지 않으셨다면 버튼을 누르지 말고 이 메일을 무시해주세요. 인증하지 않은 주소는 어떤 권한도 얻지 못합니다.",
    ].join("\n"),
  };
}
