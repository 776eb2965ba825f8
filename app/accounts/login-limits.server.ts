// The limits on password checks (a login, linking Kakao, my page's current password; decision
// 150). An attempt is counted before the password is checked and given back when it succeeds, so
// a burst of parallel guesses meets the limit as a sequence would; a few checks at most run at once
// per address and per account in this process (the counts themselves are in the shared
// rate-limit store). A browser that proved the account before counts under its own proof instead
// of the address and the account, so guessers cannot lock the member out.
import { RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { AuthError } from "~/records/identity/contract";
import type { AuthErrorCode } from "~/domain/auth-errors";
import { rateLimitKeyOf, type RateLimitRule, type RateLimits } from "~/security/rate-limit.server";
import { log } from "~/log.server";

export type PasswordAttempt = {
  clientAddress: string;
  email: string;
  /** This browser's proof of an earlier sign-in to the account (session.server.ts), or null. */
  deviceProof: string | null;
};

type Counted = { rule: RateLimitRule; key: string };
type Slot = { key: string; max: number };

/** Checks at once per key in one process: enough for a double click or a family on one Wi-Fi. */
export const CONCURRENT_CHECKS = { address: 4, account: 2, device: 2 } as const;
/** What a request turned away for the concurrency bound is told (seconds). */
export const BUSY_RETRY_AFTER_SECONDS = 1;

/** Pure: the limits an attempt counts against. */
export function countedKeys(attempt: PasswordAttempt): Counted[] {
  const account = rateLimitKeyOf(attempt.email);
  if (attempt.deviceProof) return [{ rule: "loginFailureDevice", key: attempt.deviceProof }];
  return [
    { rule: "loginFailure", key: attempt.clientAddress },
    { rule: "loginFailurePair", key: `${attempt.clientAddress}|${account}` },
    { rule: "loginFailureAccount", key: account },
  ];
}

/** Pure: the in-process concurrency slots an attempt takes. */
export function concurrencySlots(
  attempt: PasswordAttempt,
  bounds: Record<keyof typeof CONCURRENT_CHECKS, number> = CONCURRENT_CHECKS,
): Slot[] {
  if (attempt.deviceProof) return [{ key: `device:${attempt.deviceProof}`, max: bounds.device }];
  return [
    { key: `address:${attempt.clientAddress}`, max: bounds.address },
    { key: `account:${rateLimitKeyOf(attempt.email)}`, max: bounds.account },
  ];
}

export type Checked<T> =
  { refused: false; value: T } | { refused: true; retryAfterSeconds: number };

export type PasswordGateDeps = {
  limiter: (rule: RateLimitRule) => Pick<RateLimiterAbstract, "consume" | "reward">;
  /** Whether a failed check was a wrong guess (kept counted) rather than an outage (given back). */
  isWrongGuess: (error: unknown) => boolean;
  /** Checks at once per kind of key (tests of the counts alone lift it). */
  concurrency?: Record<keyof typeof CONCURRENT_CHECKS, number>;
};

/** A gate with its own concurrency table: one per process (tests make one per "instance"). */
export function createPasswordGate({
  limiter,
  isWrongGuess,
  concurrency = CONCURRENT_CHECKS,
}: PasswordGateDeps) {
  const inFlight = new Map<string, number>();

  const take = (slots: Slot[]) => {
    for (const { key } of slots) inFlight.set(key, (inFlight.get(key) ?? 0) + 1);
  };
  const release = (slots: Slot[]) => {
    for (const { key } of slots) {
      const left = (inFlight.get(key) ?? 1) - 1;
      if (left > 0) inFlight.set(key, left);
      else inFlight.delete(key);
    }
  };

  async function giveBack(counted: Counted[]) {
    const results = await Promise.allSettled(
      counted.map(({ rule, key }) => limiter(rule).reward(key, 1)),
    );
    for (const result of results)
      if (result.status === "rejected")
        log.error({ error: result.reason }, "[login-limits] a point could not be given back");
  }

  /**
   * Runs `check` (one password check) when the attempt is within every limit, else answers how
   * long to wait. A check that throws a wrong guess stays counted; any other outcome is given back.
   */
  return async function checkPassword<T>(
    attempt: PasswordAttempt,
    check: () => Promise<T>,
  ): Promise<Checked<T>> {
    const slots = concurrencySlots(attempt, concurrency);
    if (slots.some(({ key, max }) => (inFlight.get(key) ?? 0) >= max)) {
      return { refused: true, retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS };
    }
    take(slots); // synchronously after the test above: no other request slips in between
    try {
      const counted = countedKeys(attempt);
      const results = await Promise.allSettled(
        counted.map(({ rule, key }) => limiter(rule).consume(key)),
      );
      const refusals = results.flatMap((r) =>
        r.status === "rejected" && r.reason instanceof RateLimiterRes ? [r.reason] : [],
      );
      const failure = results.find((r) => r.status === "rejected" && !refusals.includes(r.reason));
      if (failure || refusals.length) {
        // Nothing was checked, so no key keeps this attempt (a refused key counted it too; a
        // store that failed counted nothing).
        await giveBack(counted.filter((_, i) => results[i] !== failure));
        if (failure?.status === "rejected") throw failure.reason;
        const waitMs = Math.max(...refusals.map((r) => r.msBeforeNext));
        return { refused: true, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
      }
      try {
        const value = await check();
        await giveBack(counted);
        return { refused: false, value };
      } catch (error) {
        if (!isWrongGuess(error)) await giveBack(counted);
        throw error;
      }
    } finally {
      release(slots);
    }
  };
}

export type CheckPassword = ReturnType<typeof createPasswordGate>;

/** Codes that mean "a wrong guess" (kept counted), as opposed to a disabled account or an outage. */
export const GUESS_FAILURES: ReadonlySet<AuthErrorCode> = new Set([
  "wrong-password",
  "user-not-found",
  "invalid-credential",
]);

/**
 * The password checks over `limits` (this process's, from the composition root); `deviceProofOf`
 * reads a browser's proof of an earlier sign-in from its session cookie.
 */
export function createPasswordChecks(
  limits: Pick<RateLimits, "limiterFor" | "forget">,
  deviceProofOf: (request: Request, email: string) => Promise<string | null>,
) {
  const gate = createPasswordGate({
    limiter: limits.limiterFor,
    isWrongGuess: (error) => error instanceof AuthError && GUESS_FAILURES.has(error.code),
  });

  return {
    /**
     * Runs `check` (a password check of `email`'s account from this request's browser) within the
     * limits of that attempt (see createPasswordGate).
     */
    async checkPassword<T>(
      request: Request,
      clientAddress: string,
      email: string,
      check: () => Promise<T>,
    ): Promise<Checked<T>> {
      return gate(
        { clientAddress, email, deviceProof: await deviceProofOf(request, email) },
        check,
      );
    },

    /**
     * After a password reset (the mailbox proven): the account's count, and this address's at the
     * account, start again, so the member is not held by what guessers used up.
     */
    async forgetAccountCount(email: string, clientAddress: string): Promise<void> {
      const account = rateLimitKeyOf(email);
      await Promise.all([
        limits.forget("loginFailureAccount", account),
        limits.forget("loginFailurePair", `${clientAddress}|${account}`),
      ]);
    },
  };
}
