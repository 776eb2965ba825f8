// Health endpoints are polled by every load balancer and uptime checker: one answer serves
// every poll for a few seconds, and polls that arrive while a check runs wait for that check.

/** Pure: `run` at most once per `ttlMs`; callers in between share the last (or running) result. */
export function shortMemo<T>(
  run: () => Promise<T>,
  ttlMs: number,
  now: () => number = () => Date.now(),
) {
  let last: { at: number; value: Promise<T> } | undefined;
  return (): Promise<T> => {
    if (!last || now() - last.at >= ttlMs) {
      const value = run();
      last = { at: now(), value };
      // A check that throws is not kept: the next poll tries again.
      value.catch(() => {
        if (last?.value === value) last = undefined;
      });
    }
    return last.value;
  };
}
