import { lazy, memo, Suspense } from "react";
import type { SessionUser } from "~/domain/session-user";
import type { SiteSettings } from "~/content/types";

// The menu's contents are not part of a page's start (the home page's JavaScript budget,
// decision 064): the server renders them as before; in the browser they hydrate once their chunk
// has come, after the page's own hydration. Until then its links are plain links, as before
// hydration (a link followed then is a full page load).
const MobileMenuLinks = lazy(() => import("~/components/layout/mobile-menu-links"));

type ContentProps = {
  user: SessionUser | null;
  settings: SiteSettings;
  /** Closes the menu: must keep its identity between renders (see Contents). */
  onNavigate: () => void;
};

/** The phone menu below the bar, opened by the header's menu button. */
export function MobileMenu({
  open,
  belowCompactBar,
  ...contents
}: {
  open: boolean;
  /** The bar is shorter once scrolled (no ancestor may create a containing block: no filters). */
  belowCompactBar: boolean;
} & ContentProps) {
  return (
    <nav
      id="mobile-menu"
      aria-label="모바일 메뉴"
      className={`${
        open ? "block" : "hidden"
      } fixed inset-x-0 bottom-0 ${belowCompactBar ? "top-14" : "top-16"} z-50 overflow-y-auto overscroll-contain border-t border-slate-200 bg-white px-4 pb-10 pt-4 nojs:group-focus-within/mobile:block`}
    >
      <Contents {...contents} />
    </nav>
  );
}

// Memoised: opening the menu or scrolling re-renders the bar, and a boundary that receives new
// props before its chunk has come would drop the server's markup and show nothing until then.
// With the same props React leaves the not-yet-hydrated boundary alone.
const Contents = memo(function Contents(props: ContentProps) {
  return (
    <Suspense fallback={null}>
      <MobileMenuLinks {...props} />
    </Suspense>
  );
});
