// The public pages and the axe rule tags the accessibility checks use (browser test and bench/a11y).
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

export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];
