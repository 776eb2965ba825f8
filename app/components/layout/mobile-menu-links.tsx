import { Link, NavLink } from "@remix-run/react";
import type { SessionUser } from "~/domain/session-user";
import { ApplyButton } from "~/components/application/apply-button";
import { PROGRAM_LINKS } from "~/components/layout/nav-links";
import { PhoneIcon } from "~/components/ui/icons";
import type { SiteSettings } from "~/content/types";
import { telHref } from "~/domain/contact-links";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-xl px-4 py-3 text-base font-semibold ${
    isActive ? "bg-brand-50 text-brand-700" : "text-ink hover:bg-slate-50"
  }`;

/** What the phone menu holds: its own chunk, loaded after the page's start (mobile-menu.tsx). */
export default function MobileMenuLinks({
  user,
  settings,
  onNavigate,
}: {
  user: SessionUser | null;
  settings: SiteSettings;
  onNavigate: () => void;
}) {
  return (
    <>
      <ul className="space-y-1" onClick={onNavigate}>
        <li>
          <NavLink to="/about" className={linkClass}>
            센터 소개
          </NavLink>
        </li>
        <li>
          <p className="px-4 pb-1 pt-4 text-xs font-bold tracking-wider text-muted">프로그램</p>
          <ul className="space-y-1">
            {PROGRAM_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={linkClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </li>
        <li className="pt-3">
          <NavLink to="/study-abroad" className={linkClass}>
            뉴질랜드 어학연수
          </NavLink>
        </li>
        <li>
          <NavLink to="/notices" className={linkClass}>
            공지사항
          </NavLink>
        </li>
        <li>
          <NavLink to="/contact" className={linkClass}>
            문의하기
          </NavLink>
        </li>
      </ul>
      <div className="mt-6 grid gap-3 border-t border-slate-200 pt-6">
        <ApplyButton className="btn-primary w-full py-3 text-base" onOpen={onNavigate} />
        <a href={telHref(settings.phone)} className="btn-secondary w-full py-3 text-base">
          <PhoneIcon className="h-4 w-4" />
          대표 전화 {settings.phone}
        </a>
        {!user && (
          <div className="grid grid-cols-2 gap-3">
            <Link to="/login" onClick={onNavigate} className="btn-secondary py-3">
              로그인
            </Link>
            <Link to="/register" onClick={onNavigate} className="btn-secondary py-3">
              회원가입
            </Link>
          </div>
        )}
      </div>
    </>
  );
}
