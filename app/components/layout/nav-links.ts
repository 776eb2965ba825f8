/** The 프로그램 menu's entries, in the desktop dropdown and the mobile menu alike. */
export const PROGRAM_LINKS = [
  { to: "/services", label: "전체 프로그램" },
  { to: "/video-lectures", label: "동영상 강의" },
] as const;
