import { useEffect, useState } from "react";

/** Becomes true `delayMs` after the page has started (hydrated), e.g. for idle-time prefetching. */
export function useAfterStart(delayMs: number) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setReady(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs]);
  return ready;
}
