// A navigation whose code or data has not arrived after the spec's time-out (a route chunk
// that never loads on a bad mobile connection) gets a friendly Korean retry instead of a page
// that silently never changes. Browser-only; plain DOM so it works even if React is stuck.

/** Spec 9: chunk load time-out. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export const CHUNK_TIMEOUT_TITLE = "페이지를 불러오지 못했습니다";
export const CHUNK_TIMEOUT_MESSAGE =
  "네트워크가 느리거나 연결이 끊겼을 수 있습니다. 잠시 후 다시 시도해주세요.";
export const CHUNK_TIMEOUT_RETRY = "다시 시도";

type Timers = {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
};

/**
 * Pure timing rule: call `onTimeout(target)` when a navigation stays pending longer than
 * `timeoutMs`; a finished or replaced navigation cancels (or restarts) the clock.
 */
export function createNavigationWatchdog(
  onTimeout: (target: string) => void,
  { timeoutMs = CHUNK_LOAD_TIMEOUT_MS, timers = globalThis as unknown as Timers } = {},
) {
  let pending: { target: string; handle: unknown } | undefined;
  return function observe(navigationTarget: string | undefined) {
    if (pending && pending.target === navigationTarget) return;
    if (pending) timers.clearTimeout(pending.handle);
    pending = undefined;
    if (navigationTarget === undefined) return;
    const target = navigationTarget;
    pending = {
      target,
      handle: timers.setTimeout(() => {
        pending = undefined;
        onTimeout(target);
      }, timeoutMs),
    };
  };
}

/** Shows the retry notice (once) and moves focus to its button. */
export function showRetryNotice(target: string) {
  if (document.getElementById("chunk-timeout-notice")) return;
  const notice = document.createElement("div");
  notice.id = "chunk-timeout-notice";
  notice.setAttribute("role", "alertdialog");
  notice.setAttribute("aria-modal", "true");
  notice.setAttribute("aria-labelledby", "chunk-timeout-title");
  notice.setAttribute("aria-describedby", "chunk-timeout-message");
  notice.className =
    "fixed inset-x-4 bottom-4 z-[1000] mx-auto max-w-md rounded-xl bg-white p-5 text-gray-900 shadow-2xl ring-1 ring-black/10";
  const title = document.createElement("h2");
  title.id = "chunk-timeout-title";
  title.className = "text-lg font-bold";
  title.textContent = CHUNK_TIMEOUT_TITLE;
  const message = document.createElement("p");
  message.id = "chunk-timeout-message";
  message.className = "mt-2 text-sm";
  message.textContent = CHUNK_TIMEOUT_MESSAGE;
  const retry = document.createElement("button");
  retry.type = "button";
  retry.className =
    "mt-4 rounded-lg bg-blue-700 px-4 py-2 font-semibold text-white focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2";
  retry.textContent = CHUNK_TIMEOUT_RETRY;
  // A full load fetches the page and its code afresh (and a new build's manifest after a deploy).
  retry.addEventListener("click", () => window.location.assign(target));
  notice.append(title, message, retry);
  document.body.append(notice);
  retry.focus();
}

type RouterLike = {
  subscribe: (listener: (state: { navigation: { location?: { pathname: string; search: string; hash: string } } }) => void) => () => void;
};

/** Watches Remix's router (available once RemixBrowser has started) for stuck navigations. */
export function watchStuckNavigations(timeoutMs = CHUNK_LOAD_TIMEOUT_MS) {
  const observe = createNavigationWatchdog(showRetryNotice, { timeoutMs });
  const attach = () => {
    const router = (window as unknown as { __remixRouter?: RouterLike }).__remixRouter;
    if (!router) return void window.setTimeout(attach, 100);
    router.subscribe(({ navigation }) => {
      const location = navigation.location;
      observe(location ? location.pathname + location.search + location.hash : undefined);
    });
  };
  attach();
}
