// The public and signed-in pages and the axe rule tags the accessibility checks use (browser test and bench/a11y).
export const PUBLIC_PAGES = [
  "/",
  "/program/7",
  "/program/16",
  "/about",
  "/services",
  "/contact",
  "/faq",
  "/video-lectures",
  "/music",
  "/study-abroad",
  "/ranking",
  "/apply",
  "/applications/lookup",
  "/find-id",
  "/find-password",
  "/login",
  "/register",
  "/terms",
  "/privacy",
  "/notices",
  "/notices/notice-spring-term-applications",
];

/** Pages a signed-in member sees. */
export const MEMBER_PAGES = ["/mypage", "/mypage/sessions"];

/** Pages of the admin area (the administrator passes the second factor first). */
export const ADMIN_PAGES = [
  "/admin",
  "/admin/applications",
  "/admin/users",
  "/admin/inquiries",
  "/admin/access-records",
  "/admin/programs/7/roster",
  "/admin/programs/7/attendance-sheet",
  "/admin/programs/18/attendance",
];

export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];
