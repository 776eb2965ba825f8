import { NavLink } from "@remix-run/react";

/** The 프로그램 menu's entries, in the desktop dropdown and the mobile menu alike. */
export const PROGRAM_LINKS = [
  { to: "/services", label: "전체 프로그램" },
  { to: "/video-lectures", label: "동영상 강의" },
] as const;

/** The main menu's entries after 프로그램, in the desktop header and the mobile menu alike. */
export const MAIN_LINKS_AFTER_PROGRAMS = [
  { to: "/study-abroad", label: "뉴질랜드 어학연수" },
  { to: "/notices", label: "공지사항" },
  { to: "/contact", label: "문의하기" },
] as const;

/** One item a link, active or not as `linkClass` says. */
export function NavLinkItems({
  links,
  linkClass,
}: {
  links: ReadonlyArray<{ to: string; label: string }>;
  linkClass: (state: { isActive: boolean }) => string;
}) {
  return links.map((link) => (
    <li key={link.to}>
      <NavLink to={link.to} className={linkClass}>
        {link.label}
      </NavLink>
    </li>
  ));
}
