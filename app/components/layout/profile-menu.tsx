// The signed-in member's menu in the nav bar: picture (logo as fallback), name (or '사용자'),
// an admin badge (unless the name says it: profile-label.ts); my page, admin page (administrators), logout (a POST). Closes on an outside
// click, on focus leaving it and on Escape; one dropdown at a time (useExclusiveMenu).
import { Form, Link } from "@remix-run/react";
import { useState } from "react";
import type { SessionUser } from "~/domain/session-user";
import { rememberSignIn } from "~/components/layout/use-viewer";
import { useExclusiveMenu } from "~/components/layout/exclusive-menu";
import { LogoMark } from "~/components/layout/logo";
import { ADMIN_BADGE_LABEL, profileLabel } from "~/components/layout/profile-label";

function Avatar({ user }: { user: SessionUser }) {
  const [broken, setBroken] = useState(false);
  if (!user.profileImage || broken) return <LogoMark className="h-8 w-8 rounded-full" />;
  return (
    <img
      src={user.profileImage}
      alt=""
      width={32}
      height={32}
      referrerPolicy="no-referrer"
      className="h-8 w-8 rounded-full object-cover"
      onError={() => setBroken(true)}
    />
  );
}

export function ProfileMenu({ user }: { user: SessionUser }) {
  const { open, toggle, close, containerRef, triggerRef } = useExclusiveMenu("profile-menu");
  const { name, adminBadge } = profileLabel(user);
  const itemClass =
    "block w-full rounded-md px-3 py-2 text-left text-sm text-ink hover:bg-brand-50 focus-visible:bg-brand-50";

  return (
    <div ref={containerRef} className="relative" data-testid="profile-menu">
      <button
        ref={triggerRef}
        type="button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls="profile-menu-panel"
        onClick={toggle}
        className="flex items-center gap-2 rounded-full p-1 text-sm font-semibold text-ink hover:bg-brand-50 sm:pr-3"
      >
        <Avatar user={user} />
        {/* On a phone the picture alone: name and badge stay the button's name for screen readers. */}
        <span className="sr-only sm:not-sr-only sm:max-w-[8rem] sm:truncate">{name}</span>
        {adminBadge ? (
          <span className="sr-only sm:not-sr-only sm:rounded-full sm:bg-accent-100 sm:px-2 sm:py-0.5 sm:text-xs sm:font-bold sm:text-accent-600">
            {ADMIN_BADGE_LABEL}
          </span>
        ) : null}
        <svg viewBox="0 0 20 20" className="hidden h-4 w-4 sm:block" aria-hidden="true">
          <path d="M5 8l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      {/* Rendered always (hidden when closed) so it also works before JavaScript loads: see noscript. */}
      <div
        id="profile-menu-panel"
        hidden={!open}
        className="absolute right-0 z-50 mt-2 w-52 rounded-xl border border-slate-200 bg-white p-2 shadow-lg"
      >
        <p className="truncate px-3 pb-2 pt-1 text-xs text-muted">{user.email}</p>
        <ul className="space-y-0.5">
          <li>
            <Link to="/mypage" className={itemClass} onClick={close}>
              마이페이지
            </Link>
          </li>
          {user.isAdmin ? (
            <li>
              <Link to="/admin" className={itemClass} onClick={close}>
                관리자 페이지
              </Link>
            </li>
          ) : null}
          <li>
            <Form
              method="post"
              action="/logout"
              onSubmit={() => {
                close();
                rememberSignIn(false);
              }}
            >
              <button type="submit" className={itemClass}>
                로그아웃
              </button>
            </Form>
          </li>
        </ul>
      </div>
      <noscript>
        <div className="flex gap-2 text-sm">
          <a href="/mypage">마이페이지</a>
          {user.isAdmin ? <a href="/admin">관리자 페이지</a> : null}
          <form method="post" action="/logout">
            <button type="submit">로그아웃</button>
          </form>
        </div>
      </noscript>
    </div>
  );
}
