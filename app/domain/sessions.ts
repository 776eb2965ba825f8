// What members read about their sessions (my page, /mypage/sessions).
export const SESSION_MESSAGES = {
  ended: "선택한 기기의 로그인을 종료했습니다.",
  endedCurrent: "이 기기에서 로그아웃되었습니다.",
  endedAll: "모든 기기에서 로그아웃되었습니다. 다시 로그인해주세요.",
  notFound: "세션을 찾을 수 없습니다. 이미 종료되었을 수 있습니다.",
  badRequest: "잘못된 요청입니다.",
} as const;

/** One signed-in device as my page lists it. */
export type MySession = {
  id: string;
  device: string;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
};
