import { Link, NavLink, useLocation } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { DEFAULT_USER_LABEL, type SessionUser } from "~/domain/session-user";
import { ApplyButton } from "~/components/application/apply-button";
import { announceMenuOpen } from "~/components/layout/exclusive-menu";
import { CloseIcon, MenuIcon, PhoneIcon } from "~/components/ui/icons";
import { DeferredIsland, deferredCode } from "~/components/ui/deferred-island";
import { LogoMark } from "~/components/layout/logo";
import { MobileMenu } from "~/components/layout/mobile-menu";
import { MAIN_LINKS_AFTER_PROGRAMS, NavLinkItems } from "~/components/layout/nav-links";
import { ProgramsDropdown } from "~/components/layout/programs-dropdown";
import { useBodyScrollLock, useScrolledPast } from "~/components/hooks/use-page-effects";
import type { SiteSettings } from "~/content/types";
import { telHref } from "~/domain/contact-links";

// Member-only code: anonymous visitors, most of them, never download it (decision 229).
const profileMenu = deferredCode(() =>
  import("~/components/layout/profile-menu").then((m) => ({ default: m.ProfileMenu })),
);

/** The nav bar changes style once the page is scrolled more than this (requirements §2). */
export const NAV_SCROLL_THRESHOLD_PX = 10;

// Widths measured, not guessed (decision 242): the full bar (links, 로그인/회원가입 or the profile
// menu) needs up to about 1100 px of row and shows from xl (1280 px); below it the menu button
// holds them all. The phone number's text adds about 145 px and shows from 1440 px (wide:), in a row
// wider than the pages' (86rem, .container-bar), since the pages' 1088 px never hold the bar with
// it. No label of the bar wraps (.container-bar too).

const topLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-lg px-3 py-2 text-[0.95rem] font-semibold transition-colors hover:bg-brand-50 hover:text-brand-700 ${
    isActive ? "text-brand-700" : "text-ink"
  }`;

export function SiteHeader({
  user,
  settings,
}: {
  user: SessionUser | null;
  settings: SiteSettings;
}) {
  const scrolled = useScrolledPast(NAV_SCROLL_THRESHOLD_PX);
  const [mobileOpen, setMobileOpen] = useState(false);
  const mobileButtonRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  useBodyScrollLock(mobileOpen);
  const closeMobile = useCallback(() => setMobileOpen(false), []);

  useEffect(() => setMobileOpen(false), [location.pathname, location.search]);

  useEffect(() => {
    if (!mobileOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMobileOpen(false);
      mobileButtonRef.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [mobileOpen]);

  const toggleMobile = () => {
    if (!mobileOpen) announceMenuOpen("nav-mobile");
    setMobileOpen(!mobileOpen);
  };

  return (
    <header
      data-scrolled={scrolled ? "true" : "false"}
      className={`sticky top-0 z-40 print:hidden border-b transition-all duration-300 ${
        scrolled ? "border-slate-200 bg-white shadow-md" : "border-transparent bg-white"
      }`}
    >
      <div
        className={`container-bar flex items-center gap-3 transition-all duration-300 ${
          scrolled ? "h-14" : "h-16 xl:h-20"
        }`}
      >
        <Link to="/" className="flex min-h-11 shrink-0 items-center gap-2.5">
          <LogoMark className={scrolled ? "h-8 w-8" : "h-9 w-9"} />
          <span className="text-base font-bold tracking-tight text-brand-900 sm:text-lg">
            {settings.centreName}
          </span>
        </Link>

        <nav aria-label="주 메뉴" className="ml-4 hidden xl:block">
          <ul className="flex items-center gap-1">
            <li>
              <NavLink to="/about" className={topLinkClass}>
                센터 소개
              </NavLink>
            </li>
            <li>
              <ProgramsDropdown />
            </li>
            <NavLinkItems links={MAIN_LINKS_AFTER_PROGRAMS} linkClass={topLinkClass} />
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <a
            href={telHref(settings.phone)}
            className="inline-flex h-11 min-w-11 items-center justify-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 hover:text-brand-600"
          >
            <PhoneIcon className="h-4 w-4" />
            {/* Below 1440 px (wide:) only the icon shows; the number stays its accessible name. */}
            <span className="sr-only wide:not-sr-only">
              <span className="text-xs font-normal text-muted">대표 전화 </span>
              {settings.phone}
            </span>
          </a>
          <ApplyButton className="btn-primary hidden sm:inline-flex" />
          {user ? (
            <DeferredIsland
              code={profileMenu}
              props={{ user }}
              // Below xl the phone menu holds the member's entries (mobile-menu-links.tsx).
              className="hidden xl:contents"
              fallback={
                <Link
                  to="/mypage"
                  className="max-w-[8rem] truncate rounded-full px-3 py-2 text-sm font-semibold text-ink"
                >
                  {user.name.trim() || DEFAULT_USER_LABEL}
                </Link>
              }
            />
          ) : (
            <div className="hidden items-center gap-1 xl:flex">
              <Link
                to="/login"
                className="rounded-lg px-3 py-2 text-sm font-semibold text-ink hover:bg-brand-50"
              >
                로그인
              </Link>
              <Link
                to="/register"
                className="rounded-lg px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
              >
                회원가입
              </Link>
            </div>
          )}
          <div className="group/mobile xl:hidden">
            <button
              ref={mobileButtonRef}
              type="button"
              onClick={toggleMobile}
              aria-expanded={mobileOpen}
              aria-controls="mobile-menu"
              className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-brand-900 hover:bg-brand-50"
            >
              {mobileOpen ? <CloseIcon className="h-6 w-6" /> : <MenuIcon className="h-6 w-6" />}
              <span className="sr-only">{mobileOpen ? "메뉴 닫기" : "메뉴 열기"}</span>
            </button>
            <MobileMenu
              open={mobileOpen}
              belowCompactBar={scrolled}
              user={user}
              settings={settings}
              onNavigate={closeMobile}
            />
          </div>
        </div>
      </div>
    </header>
  );
}
