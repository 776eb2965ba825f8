// The Korean messages of signing up, in and out, and of recovering an account (requirements §4).

export const ACCOUNT_MESSAGES = {
  registered: "회원가입이 완료되었습니다.",
  loggedIn: "로그인되었습니다.",
  socialLoggedIn: "카카오 로그인이 완료되었습니다.",
  loggedOut: "로그아웃되었습니다.",
  userNotFound: "사용자를 찾을 수 없습니다.",
  userUpdated: "사용자 정보가 업데이트되었습니다.",
  userDeleted: "사용자가 삭제되었습니다.",
  accountDeleted: "회원 탈퇴가 완료되었습니다. 그동안 이용해주셔서 감사합니다.",
  passwordChanged: "비밀번호가 변경되었습니다. 새 비밀번호로 다시 로그인해주세요.",
  currentPasswordWrong: "현재 비밀번호가 올바르지 않습니다.",
  passwordReset: "비밀번호가 재설정되었습니다. 새 비밀번호로 로그인해주세요.",
  kakaoLinked: "카카오 계정이 연결되었습니다.",
  kakaoRegistered: "카카오 계정으로 회원가입이 완료되었습니다.",
  loginRequired: "로그인이 필요합니다.",
  adminOnly: "관리자만 이용할 수 있습니다.",
  inactive: "비활성화된 계정입니다. 센터에 문의해주세요.",
} as const;

export const FIND_ID_MESSAGES = {
  invalidPhone: "올바른 전화번호를 입력해주세요.",
  notFound: "아이디를 찾을 수 없습니다.",
  notFoundForPhone: "해당 전화번호로 가입된 아이디를 찾을 수 없습니다.",
} as const;

export const FIND_PASSWORD_MESSAGES = {
  emptyEmail: "이메일을 입력해주세요.",
  userNotFound: "해당 이메일로 가입된 계정이 없습니다.",
  invalidEmail: "유효하지 않은 이메일 형식입니다.",
  failed: "비밀번호 재설정 이메일 발송 중 오류가 발생했습니다.",
  sent: "비밀번호 재설정 이메일이 발송되었습니다. 이메일을 확인해주세요.",
  tooManyForAccount:
    "이 이메일 주소로 재설정 메일을 이미 여러 번 보냈습니다. 받은 메일함과 스팸함을 확인하거나 잠시 후 다시 시도해주세요.",
} as const;

export const RESET_PASSWORD_MESSAGES = {
  invalidToken: "비밀번호 재설정 링크가 만료되었거나 이미 사용되었습니다. 다시 요청해주세요.",
} as const;
