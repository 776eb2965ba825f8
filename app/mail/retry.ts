// Staff notifications must not be lost to a passing SMTP hiccup, and must never hold up the
// visitor's answer for long: a failed hand-over is tried again later, in the background.

/** After the first attempt fails: wait 1 minute, then 10 minutes (then give up, logged). */
export const MAIL_RETRY_DELAYS_MS = [60_000, 600_000] as const;

type Log = { warn: (message: string) => void; error: (message: string, error: unknown) => void };

/**
 * Calls `attempt` now and resolves with whether that first attempt succeeded (never rejects).
 * If it failed, `attempt` runs again after each of `delaysMs` until one succeeds. The timers do
 * not keep the process alive: a shutdown drops the remaining retries (the record they announce
 * is stored either way; the give-up and each failure are logged).
 */
export function deliverWithRetries(
  attempt: () => Promise<unknown>,
  label: string,
  { delaysMs = MAIL_RETRY_DELAYS_MS as readonly number[], log = console as Log } = {},
): Promise<boolean> {
  const run = (tryIndex: number): Promise<boolean> =>
    attempt().then(
      () => true,
      (error: unknown) => {
        const delay = delaysMs[tryIndex];
        if (delay === undefined) {
          log.error(`[mail] ${label}: gave up after ${tryIndex + 1} attempts`, error);
        } else {
          log.warn(
            `[mail] ${label}: attempt ${tryIndex + 1} failed (${String(error)}); retrying in ${delay / 1000} s`,
          );
          const timer = setTimeout(() => void run(tryIndex + 1), delay);
          (timer as { unref?: () => void }).unref?.();
        }
        return false;
      },
    );
  return run(0);
}
