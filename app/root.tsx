import {
  data,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  ScrollRestoration,
  useLoaderData,
  useLocation,
  useNavigation,
  useNavigationType,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { getSessionUser, getSettings } from "~/backends/app.server";
import pretendard from "~/styles/pretendard.css?url";
import { useEffect } from "react";
import { ApplicationDialogProvider } from "~/components/application/application-dialog-provider";
import { NOT_FOUND_TITLE } from "~/domain/not-found-title";
import { PageSkeleton } from "~/components/layout/page-skeleton";
import { ScriptsAfterFirstPaint } from "~/components/layout/scripts-after-first-paint";
import { SiteHeader } from "~/components/layout/site-header";
import {
  REMEMBER_SIGN_IN_SCRIPT,
  SIGNED_IN_HINT_SCRIPT,
  useViewer,
} from "~/components/layout/use-viewer";
import { useDelayedFlag } from "~/components/hooks/use-delayed-flag";
import { getSiteSettings } from "~/content/content.server";
import { DeferredIsland, deferredCode } from "~/components/ui/deferred-island";
import { currentPreview } from "~/content/preview-mode.server";
import { viewerTokenState } from "~/content/preview-access.server";
import { perspectiveValue } from "~/content/preview-perspective";
import { PREVIEW_STORAGE_SHIM } from "~/content/preview-frame.server";
import { useNonce } from "~/security/nonce";
import { ZOD_JITLESS_SCRIPT } from "~/components/layout/zod-csp";
import { jsonLdText, organizationJsonLd } from "~/seo/json-ld";
import styles from "~/styles/app.css?url";
import { readToast } from "~/toast.server";

// Only the Studio's preview mode loads it: visitors' pages carry no preview code (decision 100).
const previewBar = deferredCode(() => import("~/components/preview/preview-bar"));
// Not part of a page's start: the footer (below the fold, static) is the server's HTML, its links
// plain links, until its code has come after the page's own hydration (decision 229); an error
// page's code comes when one is first shown.
const siteFooter = deferredCode(() =>
  import("~/components/layout/site-footer").then((m) => ({ default: m.SiteFooter })),
);
const rootErrorBody = deferredCode(() => import("~/components/layout/root-error-body"));
// A one-time message comes after a redirect only: the server's HTML shows it, its code (the
// close button, the timer) comes after hydration, as the footer's does.
const toastMessage = deferredCode(() => import("~/components/auth/toast-message"));

export async function loader({ request }: LoaderFunctionArgs) {
  const [user, settings, { toast, notices, headers }] = await Promise.all([
    getSessionUser(request),
    getSiteSettings(),
    readToast(request),
  ]);
  const siteUrl = getSettings().siteUrl;
  // Serialised here so the JSON-LD builder stays out of the every-page browser bundle.
  const organizationLd = jsonLdText(organizationJsonLd(settings, siteUrl));
  // Read after the site settings: in preview that read has just asked Sanity with the viewer token.
  const state = currentPreview();
  const preview = state
    ? {
        tokenRefused: viewerTokenState().status === "refused",
        perspective: perspectiveValue(state.perspective),
        // Public names the Studio's perspective messages carry (never the token).
        studio: {
          projectId: getSettings().SANITY_PROJECT_ID ?? "",
          dataset: getSettings().SANITY_DATASET,
        },
        storageShim: PREVIEW_STORAGE_SHIM,
      }
    : null;
  return data({ user, settings, siteUrl, toast, notices, organizationLd, preview }, { headers });
}

export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "stylesheet", href: pretendard },
  { rel: "stylesheet", href: styles },
];

export const meta: MetaFunction<typeof loader> = ({ data, error }) => {
  if (error) {
    const notFound = isRouteErrorResponse(error) && error.status === 404;
    return [{ title: `${notFound ? NOT_FOUND_TITLE : "오류가 발생했습니다"} | 청라 문화교육센터` }];
  }
  // Every page has a meta of its own, which replaces this one (route-meta.test.ts): the head's
  // full set is built by each page (the home page's in its loader), so the builders stay out of
  // the JavaScript every page loads (decision 276).
  return [{ title: data?.settings.centreName ?? "청라 문화교육센터" }];
};

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const rootData = useRouteLoaderData<typeof loader>("root");
  // In preview only: sessionStorage where the Studio's frame is denied it (preview-frame.server.ts).
  const storageShim = rootData?.preview?.storageShim;
  // The head's first script, written by the server only: in the browser it is already in the
  // page, so the client build carries neither its text nor the preview shim (React keeps the
  // server's innerHTML when hydrating, as for ScriptsAfterFirstPaint's loader).
  // It makes the browser's zod jitless (zod-csp.ts), switches menus that open on focus without
  // JavaScript to script control (`js`), and, in a browser that remembers a sign-in, hides the
  // signed-out links until the header knows who it is; a page rendered for a member makes the
  // browser remember the sign-in (use-viewer.ts).
  const headScript = import.meta.env.SSR
    ? `${ZOD_JITLESS_SCRIPT}document.documentElement.classList.add('js');${
        rootData?.user ? REMEMBER_SIGN_IN_SCRIPT : SIGNED_IN_HINT_SCRIPT
      }${storageShim ?? ""}`
    : " ";
  return (
    <html lang="ko" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1f6762" />
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: headScript }}
        />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-[100] rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:left-3 focus:top-3"
        >
          본문 바로가기
        </a>
        {children}
        <ScrollRestoration nonce={nonce} />
        <ScriptsAfterFirstPaint nonce={nonce} />
      </body>
    </html>
  );
}

/** Requirements §2: the page scrolls to the top on every path change (back/forward restores instead). */
function useScrollToTopOnPathChange() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== "POP") window.scrollTo(0, 0);
  }, [pathname, navigationType]);
}

export default function App() {
  const rootData = useLoaderData<typeof loader>();
  const { settings, toast, organizationLd, preview } = rootData;
  const user = useViewer(rootData);
  const navigation = useNavigation();
  const location = useLocation();
  const nonce = useNonce();
  useScrollToTopOnPathChange();
  const loadingOtherPage =
    navigation.state === "loading" && navigation.location.pathname !== location.pathname;
  const showSkeleton = useDelayedFlag(loadingOtherPage, 120);

  return (
    <ApplicationDialogProvider applicant={user}>
      {preview && <DeferredIsland code={previewBar} props={preview} className="contents" />}
      <SiteHeader user={user} settings={settings} />
      <DeferredIsland code={toastMessage} props={{ toast }} className="contents" />
      <main id="main" tabIndex={-1} className="flex-1 outline-none" aria-busy={showSkeleton}>
        {showSkeleton ? <PageSkeleton /> : <Outlet />}
      </main>
      <DeferredIsland code={siteFooter} props={{ settings }} className="contents" />
      <script
        type="application/ld+json"
        nonce={nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: organizationLd }}
      />
    </ApplicationDialogProvider>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const root = useRouteLoaderData<typeof loader>("root");
  const user = useViewer(root);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // The server logged it once already (handleError, decision 172); the browser's console shows it here.
  if (
    typeof document !== "undefined" &&
    !notFound &&
    !(isRouteErrorResponse(error) && error.status === 503)
  )
    console.error(error);
  return (
    <>
      {root ? <SiteHeader user={user} settings={root.settings} /> : null}
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <DeferredIsland code={rootErrorBody} props={{ error }} />
      </main>
      {root ? (
        <DeferredIsland
          code={siteFooter}
          props={{ settings: root.settings }}
          className="contents"
        />
      ) : null}
    </>
  );
}
