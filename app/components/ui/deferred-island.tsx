import {
  type ComponentType,
  type HTMLAttributes,
  lazy,
  type ReactNode,
  startTransition,
  useContext,
  useEffect,
  useState,
} from "react";
import { KEEP_SERVER_HTML, MarkupCache, useIsHydrating } from "~/components/ui/server-markup";

/**
 * `cacheAs`: the component shows its props alone and needs no router (plain links), so the server
 * renders its HTML once per props and reuses it (decision 231); the name says what it is.
 */
type Module<P> = { default: ComponentType<P> & { cacheAs?: string } };

/** A component whose code is not part of a page's start, for `DeferredIsland`. */
export type DeferredCode<P> = {
  /** Loads the code once; later calls share the first load. */
  load(): Promise<Module<P>["default"]>;
  /** The component, once its code has come. */
  loaded(): Module<P>["default"] | undefined;
  /** What the server renders: the page waits for its code (no boundary of its own, none needed). */
  Server: ComponentType<P>;
};

export function deferredCode<P>(load: () => Promise<Module<P>>): DeferredCode<P> {
  let component: Module<P>["default"] | undefined;
  let loading: Promise<Module<P>["default"]> | undefined;
  const Server = lazy(load) as unknown as ComponentType<P>;
  return {
    load: () => (loading ??= load().then((module) => (component = module.default))),
    loaded: () => component,
    Server,
  };
}

/**
 * Server-rendered markup whose code comes after the page's start (decision 064), with no Suspense
 * boundary left waiting to hydrate (decision 229). The server renders the component; while the page
 * hydrates the browser keeps that HTML as it is (as `ServerMarkup` does); once the code has come it
 * renders the component itself. A client render before the code has come shows `fallback`.
 *
 * A boundary still waiting for its code when a navigation changed the router's context made React
 * hold the navigation until the code came, then throw the server's HTML away (error #421).
 */
export function DeferredIsland<P extends object>({
  code,
  props,
  fallback,
  ...attributes
}: {
  code: DeferredCode<P>;
  props: P;
  fallback?: ReactNode;
} & Pick<HTMLAttributes<HTMLDivElement>, "className" | "onClick">) {
  const [adopted] = useState(useIsHydrating());
  const [Component, setComponent] = useState(code.loaded);

  useEffect(() => {
    // A transition: whatever the page is doing when the code comes is not held up by this render.
    if (!Component)
      void code.load().then((loaded) => startTransition(() => setComponent(() => loaded)));
  }, [code, Component]);

  if (import.meta.env.SSR) {
    // The server build only: a component marked cacheAs is rendered once per props.
    // eslint-disable-next-line react-hooks/rules-of-hooks -- the same in every render of a build
    const cache = useContext(MarkupCache);
    const Loaded = code.loaded();
    if (cache && Loaded?.cacheAs) {
      const html = cache(Loaded.cacheAs, props, <Loaded {...props} />);
      return <div {...attributes} dangerouslySetInnerHTML={{ __html: html }} />;
    }
    // Known once its code has been loaded here (code.Server renders meanwhile).
    if (cache && !Loaded) code.load().catch(() => undefined);
  }
  const Shown = typeof document === "undefined" ? code.Server : Component;
  if (Shown)
    return (
      <div {...attributes}>
        <Shown {...props} />
      </div>
    );
  return adopted ? (
    <div {...attributes} dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />
  ) : (
    <div {...attributes}>{fallback}</div>
  );
}
