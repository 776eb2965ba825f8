import { useNavigate } from "@remix-run/react";
import {
  createContext,
  type HTMLAttributes,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useContext,
  useState,
  useSyncExternalStore,
} from "react";

/**
 * The server's cache of rendered markup (entry.server.tsx provides it; none in the browser): the
 * HTML of `children`, rendered once for each `kind` and `data` (decision 231).
 */
export const MarkupCache = /* @__PURE__ */ createContext<
  ((kind: string, data: unknown, children: ReactNode) => string) | null
>(null);

/**
 * Markup with nothing to hydrate (cards, lists of links): on the page's first load React adopts
 * the element and leaves what the server wrote inside it alone, so none of it is hydrated
 * (decision 136). When the page is rendered in the browser (a client navigation, or new `data`
 * after a revalidation), the children are rendered as usual. Links inside need `useInAppLinks`
 * on this element or an ancestor to navigate within the app.
 */
export function ServerMarkup({
  as: Tag,
  data,
  cacheAs,
  children,
  ...props
}: {
  as: "ul" | "li" | "div";
  /** What the children show; new data means the server's markup is out of date. */
  data: unknown;
  /**
   * The server renders the children once per `data` and reuses the HTML: they show nothing but
   * `data` and need no router (plain links); the name says what they are (a card, a first card).
   */
  cacheAs?: string;
  children: ReactNode;
} & HTMLAttributes<HTMLElement>) {
  const hydrating = useIsHydrating();
  const [adopted] = useState(() => (hydrating ? { data } : undefined));
  if (import.meta.env.SSR) {
    // The server build only (the browser's never reads the cache): one render per kind and data.
    // eslint-disable-next-line react-hooks/rules-of-hooks -- the same in every render of a build
    const cache = useContext(MarkupCache);
    if (cache && cacheAs)
      return (
        <Tag {...props} dangerouslySetInnerHTML={{ __html: cache(cacheAs, data, children) }} />
      );
  } else if (adopted?.data === data)
    return <Tag {...props} dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />;
  return <Tag {...props}>{children}</Tag>;
}

// One object for every render: React rewrites innerHTML only when `__html` changes.
export const KEEP_SERVER_HTML = { __html: "" };
const subscribeToNothing = () => () => {};

/** True on the server and while React hydrates the server's HTML; false in later renders. */
export function useIsHydrating() {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}

/**
 * A click handler for an element holding plain links React did not render (a ServerMarkup's):
 * a plain click on a link to this site navigates within the app, as a `<Link>` would. Links React
 * rendered have handled their click already (`defaultPrevented`); new tabs, downloads, modified
 * clicks and other sites are left to the browser.
 */
export function useInAppLinks() {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const link = (event.target as Element).closest("a");
      if (!link || !event.currentTarget.contains(link) || link.hasAttribute("download")) return;
      if (link.target && link.target !== "_self") return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      navigate(url.pathname + url.search + url.hash);
    },
    [navigate],
  );
}
