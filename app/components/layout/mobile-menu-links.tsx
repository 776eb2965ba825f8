import { Form, Link, NavLink } from "@remix-run/react";
import { DEFAULT_USER_LABEL, type SessionUser } from "~/domain/session-user";
import { ApplyButton } from "~/components/application/apply-button";
import {
  MAIN_LINKS_AFTER_PROGRAMS,
  NavLinkItems,
  PROGRAM_LINKS,
} from "~/components/layout/nav-links";
import { rememberSignIn } from "~/components/layout/use-viewer";
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
  onNavigate: close,
}: {
  user: SessionUser | null;
  settings: SiteSettings;
  onNavigate: () => void;
}) {
  // An entry closes the menu and hands the focus back to its button, as Escape does, not to the
  // entry about to be hidden (here, not in the header: the page's start has no byte to spare).
  const onNavigate = () => {
    close();
    document.querySelector<HTMLElement>('[aria-controls="mobile-menu"]')?.focus();
  };
  return (
    <>
      {user ? (
        <MemberEntries user={user} onNavigate={onNavigate} />
      ) : (
        <div className="mb-4 grid grid-cols-2 gap-3 border-b border-slate-200 pb-4">
          <Link to="/login" onClick={onNavigate} className="btn-secondary py-3">
            로그인
          </Link>
          <Link to="/register" onClick={onNavigate} className="btn-secondary py-3">
            회원가입
          </Link>
        </div>
      )}
      <ul className="space-y-1" onClick={onNavigate}>
        <li>
          <NavLink to="/about" className={linkClass}>
            센터 소개
          </NavLink>
        </li>
        <li>
          <p className="px-4 pb-1 pt-4 text-xs font-bold tracking-wider text-muted">프로그램</p>
          <ul className="space-y-1">
            <NavLinkItems links={PROGRAM_LINKS} linkClass={linkClass} />
          </ul>
        </li>
        {MAIN_LINKS_AFTER_PROGRAMS.map((link, at) => (
          <li key={link.to} className={at === 0 ? "pt-3" : undefined}>
            <NavLink to={link.to} className={linkClass}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
      <div className="mt-6 grid gap-3 border-t border-slate-200 pt-6">
        <ApplyButton className="btn-primary w-full py-3 text-base" onOpen={onNavigate} />
        <Link
          to="/applications/lookup"
          onClick={onNavigate}
          className="btn-secondary w-full py-3 text-base"
        >
          비회원 신청 조회
        </Link>
        <a href={telHref(settings.phone)} className="btn-secondary w-full py-3 text-base">
          <PhoneIcon className="h-4 w-4" />
          대표 전화 {settings.phone}
        </a>
      </div>
    </>
  );
}

/**
 * The profile menu's entries, first in the phone menu: the bar shows no profile menu there. No
 * 관리자 badge (profile-label.ts would be one more file for the page's start to name): an
 * administrator sees 관리자 페이지 here.
 */
function MemberEntries({ user, onNavigate }: { user: SessionUser; onNavigate: () => void }) {
  return (
    <section aria-label="내 계정" className="mb-4 border-b border-slate-200 pb-4">
      <p className="truncate px-4 text-base font-semibold text-ink">
        {user.name.trim() || DEFAULT_USER_LABEL}
      </p>
      <p className="truncate px-4 pb-3 text-sm text-muted">{user.email}</p>
      <div className="grid grid-cols-2 gap-3">
        <Link to="/mypage" onClick={onNavigate} className="btn-secondary py-3">
          마이페이지
        </Link>
        <Form
          method="post"
          action="/logout"
          className="grid"
          onSubmit={() => {
            onNavigate();
            rememberSignIn(false);
          }}
        >
          <button type="submit" className="btn-secondary py-3">
            로그아웃
          </button>
        </Form>
        {user.isAdmin ? (
          <Link to="/admin" onClick={onNavigate} className="btn-secondary col-span-2 py-3">
            관리자 페이지
          </Link>
        ) : null}
      </div>
    </section>
  );
}
