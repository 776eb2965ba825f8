// Inside the Studio's frame the site is a third-party document. A browser that blocks third-party
// storage there (Chrome with third-party cookies blocked or in a private window, Brave) throws a
// SecurityError on `sessionStorage`, which Remix reads for route discovery and scroll
// restoration: every client navigation or data reload in the frame (a perspective switch, an
// edit's refresh) then ended on the error page. In preview only, the page gets an in-memory
// sessionStorage before Remix's scripts run; visitors' pages carry none of this.
export const PREVIEW_STORAGE_SHIM = `(() => {
  try {
    window.sessionStorage.getItem("_");
  } catch {
    const items = new Map();
    const storage = {
      getItem: (key) => (items.has(String(key)) ? items.get(String(key)) : null),
      setItem: (key, value) => void items.set(String(key), String(value)),
      removeItem: (key) => void items.delete(String(key)),
      clear: () => items.clear(),
      key: (index) => [...items.keys()][index] ?? null,
      get length() {
        return items.size;
      },
    };
    Object.defineProperty(window, "sessionStorage", { configurable: true, value: storage });
  }
})();`;
