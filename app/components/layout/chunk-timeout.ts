// A navigation whose code or data has not arrived after 120 s (requirements §6; a route chunk
// that never loads on a bad mobile connection) gets a friendly Korean retry instead of a page
// that silently never changes. Browser-only; plain DOM so it works even if React is stuck.

/** The chunk load time-out of docs/requirements.md §6 (Constants). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export const CHUNK_TIMEOUT_TITLE = "페이지를 불러오지 못했습니다";
export const CHUNK_TIMEOUT_MESSAGE =
  "네트워크가 느리거나 연결이 끊겼을 수 있습니다. 잠시 후 다시 시도해주세요.";
export const CHUNK_TIMEOUT_RETRY = "다시 시도";

/**
 * Pure timing rule: call `onTimeout(target)` when a navigation stays pending longer than
 * `timeoutMs`; a finished or replaced navigation cancels (or restarts) the clock.
 */
export function createNavigationWatchdog(
  onTimeout: (target: string) => void,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
) {
  let pending: string | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  return function observe(target: string | undefined) {
    if (target === pending) return;
    clearTimeout(timer);
    pending = target;
    if (target !== undefined) {
      timer = setTimeout(() => {
        pending = undefined;
        onTimeout(target);
      }, timeoutMs);
    }
  };
}

/** Shows the retry notice (once) and moves focus to its button. */
function showRetryNotice(target: string) {
  if (document.getElementById("chunk-timeout-notice")) return;
  const notice = document.createElement("div");
  notice.id = "chunk-timeout-notice";
  notice.setAttribute("role", "alertdialog");
  notice.setAttribute("aria-modal", "true");
  notice.setAttribute("aria-labelledby", "chunk-timeout-title");
  notice.setAttribute("aria-describedby", "chunk-timeout-message");
  notice.className =
    "fixed inset-x-4 bottom-4 z-[1000] mx-auto max-w-md rounded-xl bg-white p-5 text-ink shadow-2xl ring-1 ring-black/10";
  notice.innerHTML = `<h2 id="chunk-timeout-title" class="text-lg font-bold">${CHUNK_TIMEOUT_TITLE}</h2><p id="chunk-timeout-message" class="mt-2 text-sm">${CHUNK_TIMEOUT_MESSAGE}</p><button type="button" class="btn-primary mt-4">${CHUNK_TIMEOUT_RETRY}</button>`;
  const retry = notice.querySelector("button")!;
  // A full load fetches the page and its code afresh (and a new build's manifest after a deploy).
  retry.onclick = () => window.location.assign(target);
  document.body.append(notice);
  retry.focus();
}

type RouterLike = {
  subscribe: (
    listener: (state: {
      navigation: { location?: { pathname: string; search: string; hash: string } };
    }) => void,
  ) => () => void;
};

/** Watches Remix's router (available once RemixBrowser has started) for stuck navigations. */
export function watchStuckNavigations() {
  const observe = createNavigationWatchdog(showRetryNotice);
  const attach = () => {
    const router = (window as { __remixRouter?: RouterLike }).__remixRouter;
    if (!router) return void setTimeout(attach, 100);
    router.subscribe(({ navigation: { location } }) =>
      observe(location && location.pathname + location.search + location.hash),
    );
  };
  attach();
}
