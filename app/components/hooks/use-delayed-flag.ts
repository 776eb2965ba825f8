import { useEffect, useState } from "react";

/** `flag`, but only once it has stayed true for `delayMs` (avoids flashing a skeleton on fast loads). */
export function useDelayedFlag(flag: boolean, delayMs: number) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!flag) {
      setShown(false);
      return;
    }
    const timer = window.setTimeout(() => setShown(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [flag, delayMs]);
  return shown;
}
