import { Link, NavLink, useLocation } from "@remix-run/react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { DEFAULT_USER_LABEL, type SessionUser } from "~/domain/session-user";
import { ApplyButton } from "~/components/application/apply-button";
import { announceMenuOpen, useExclusiveMenu } from "~/components/layout/exclusive-menu";
import { ChevronDownIcon, CloseIcon, MenuIcon, PhoneIcon } from "~/components/ui/icons";
import { LogoMark } from "~/components/layout/logo";
import { useBodyScrollLock, useScrolledPast } from "~/components/hooks/use-page-effects";
import type { SiteSettings } from "~/content/types";
import { telHref } from "~/domain/contact-links";

// Member-only code: anonymous visitors, most of them, never download it.
const ProfileMenu = lazy(() =>
  import("~/components/layout/profile-menu").then((m) => ({ default: m.ProfileMenu })),
);

/** The nav bar changes style once the page is scrolled more than this (spec §9). */
export const NAV_SCROLL_THRESHOLD_PX = 10;

const PROGRAM_LINKS = [
  { to: "/services", label: "전체 프로그램" },
  { to: "/video-lectures", label: "동영상 강의" },
] as const;

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
      className={`sticky top-0 z-40 border-b transition-all duration-300 ${
        scrolled ? "border-slate-200 bg-white shadow-md" : "border-transparent bg-white"
      }`}
    >
      <div
        className={`container-page flex items-center gap-3 transition-all duration-300 ${
          scrolled ? "h-14" : "h-16 lg:h-20"
        }`}
      >
        <Link to="/" className="flex shrink-0 items-center gap-2.5">
          <LogoMark className={scrolled ? "h-8 w-8" : "h-9 w-9"} />
          <span className="text-base font-bold tracking-tight text-brand-900 sm:text-lg">
            {settings.centreName}
          </span>
        </Link>

        <nav aria-label="주 메뉴" className="ml-4 hidden lg:block">
          <ul className="flex items-center gap-1">
            <li>
              <NavLink to="/about" className={topLinkClass}>
                센터 소개
              </NavLink>
            </li>
            <li>
              <ProgramsDropdown />
            </li>
            <li>
              <NavLink to="/study-abroad" className={topLinkClass}>
                뉴질랜드 어학연수
              </NavLink>
            </li>
            <li>
              <NavLink to="/notices" className={topLinkClass}>
                공지사항
              </NavLink>
            </li>
            <li>
              <NavLink to="/contact" className={topLinkClass}>
                문의하기
              </NavLink>
            </li>
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <a
            href={telHref(settings.phone)}
            className="inline-flex h-10 min-w-10 items-center justify-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 hover:text-brand-600"
          >
            <PhoneIcon className="h-4 w-4" />
            {/* Below 1280 px only the icon shows; the number stays its accessible name. */}
            <span className="sr-only xl:not-sr-only">
              <span className="xl:text-xs xl:font-normal xl:text-muted">대표 전화 </span>
              {settings.phone}
            </span>
          </a>
          <ApplyButton className="btn-primary hidden sm:inline-flex" />
          {user ? (
            <Suspense
              fallback={
                <Link
                  to="/mypage"
                  className="hidden max-w-[8rem] truncate rounded-full px-3 py-2 text-sm font-semibold text-ink sm:block"
                >
                  {user.name.trim() || DEFAULT_USER_LABEL}
                </Link>
              }
            >
              <ProfileMenu user={user} />
            </Suspense>
          ) : (
            <div className="hidden items-center gap-1 lg:flex">
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
          <div className="group/mobile lg:hidden">
            <button
              ref={mobileButtonRef}
              type="button"
              onClick={toggleMobile}
              aria-expanded={mobileOpen}
              aria-controls="mobile-menu"
              className="inline-flex h-10 w-10 items-center justify-center rounded-lg text-brand-900 hover:bg-brand-50"
            >
              {mobileOpen ? <CloseIcon className="h-6 w-6" /> : <MenuIcon className="h-6 w-6" />}
              <span className="sr-only">{mobileOpen ? "메뉴 닫기" : "메뉴 열기"}</span>
            </button>
            <MobileMenu
              open={mobileOpen}
              belowCompactBar={scrolled}
              user={user}
              settings={settings}
              onNavigate={() => setMobileOpen(false)}
            />
          </div>
        </div>
      </div>
    </header>
  );
}

function ProgramsDropdown() {
  const menu = useExclusiveMenu("nav-programs");
  const listRef = useRef<HTMLUListElement>(null);
  const location = useLocation();
  const isActive = PROGRAM_LINKS.some((l) => location.pathname.startsWith(l.to));

  const closeMenu = menu.close;
  useEffect(() => closeMenu(), [location.pathname, closeMenu]);

  const focusFirstItem = () =>
    requestAnimationFrame(() => listRef.current?.querySelector<HTMLAnchorElement>("a")?.focus());

  const onTriggerKeyDown = (event: React.KeyboardEvent) => {
    if (event.key !== "ArrowDown") return;
    event.preventDefault();
    menu.setOpen(true);
    focusFirstItem();
  };

  const onListKeyDown = (event: React.KeyboardEvent<HTMLUListElement>) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    const items = [...event.currentTarget.querySelectorAll<HTMLAnchorElement>("a")];
    const current = items.indexOf(document.activeElement as HTMLAnchorElement);
    const step = event.key === "ArrowDown" ? 1 : -1;
    items[(current + step + items.length) % items.length]?.focus();
  };

  return (
    <div ref={menu.containerRef} className="group relative">
      <button
        ref={menu.triggerRef}
        type="button"
        id="nav-programs-button"
        aria-expanded={menu.open}
        aria-controls="nav-programs-menu"
        onClick={menu.toggle}
        onKeyDown={onTriggerKeyDown}
        className={`inline-flex items-center gap-1 rounded-lg px-3 py-2 text-[0.95rem] font-semibold transition-colors hover:bg-brand-50 hover:text-brand-700 ${
          isActive ? "text-brand-700" : "text-ink"
        }`}
      >
        프로그램
        <ChevronDownIcon
          className={`h-4 w-4 transition-transform ${menu.open ? "rotate-180" : ""}`}
        />
      </button>
      <ul
        ref={listRef}
        id="nav-programs-menu"
        aria-labelledby="nav-programs-button"
        onKeyDown={onListKeyDown}
        className={`${
          menu.open ? "block" : "hidden"
        } absolute left-0 top-full z-50 mt-2 w-52 rounded-xl border border-slate-200 bg-white p-2 shadow-xl nojs:group-focus-within:block nojs:group-hover:block`}
      >
        {PROGRAM_LINKS.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              onClick={menu.close}
              className={({ isActive: active }) =>
                `block rounded-lg px-3 py-2.5 text-sm font-medium hover:bg-brand-50 hover:text-brand-700 ${
                  active ? "bg-brand-50 text-brand-700" : "text-ink"
                }`
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

function MobileMenu({
  open,
  belowCompactBar,
  user,
  settings,
  onNavigate,
}: {
  open: boolean;
  /** The bar is shorter once scrolled (no ancestor may create a containing block: no filters). */
  belowCompactBar: boolean;
  user: SessionUser | null;
  settings: SiteSettings;
  onNavigate: () => void;
}) {
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `block rounded-xl px-4 py-3 text-base font-semibold ${
      isActive ? "bg-brand-50 text-brand-700" : "text-ink hover:bg-slate-50"
    }`;
  return (
    <nav
      id="mobile-menu"
      aria-label="모바일 메뉴"
      className={`${
        open ? "block" : "hidden"
      } fixed inset-x-0 bottom-0 ${belowCompactBar ? "top-14" : "top-16"} z-50 overflow-y-auto overscroll-contain border-t border-slate-200 bg-white px-4 pb-10 pt-4 nojs:group-focus-within/mobile:block`}
    >
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
    </nav>
  );
}
