import type { SessionUser } from "~/domain/session-user";
import type { SiteSettings } from "~/content/types";
import { DeferredIsland, deferredCode } from "~/components/ui/deferred-island";
import { useInAppLinks } from "~/components/ui/server-markup";

// The menu's contents are not part of a page's start (the home page's JavaScript budget,
// decision 064): the server renders them; the browser keeps that HTML until their code has come
// after the page's own hydration (decision 229). Until then its links are the server's, followed
// within the app.
const mobileMenuLinks = deferredCode(() => import("~/components/layout/mobile-menu-links"));

type ContentProps = {
  user: SessionUser | null;
  settings: SiteSettings;
  /** Closes the menu. */
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

function Contents(props: ContentProps) {
  const inAppLinks = useInAppLinks();
  return (
    <DeferredIsland
      code={mobileMenuLinks}
      props={props}
      onClick={(event) => {
        // The server's links before the code has come; the component's own links close the menu
        // themselves, and a second close changes nothing.
        inAppLinks(event);
        if ((event.target as Element).closest("a")) props.onNavigate();
      }}
    />
  );
}
