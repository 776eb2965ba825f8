// The one rate-limit mechanism for every sensitive action, keyed on the client address
// (AppLoadContext.clientAddress, which server.js takes behind TRUST_PROXY proxies only).
import { RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { createRateLimiter } from "./rate-limit-backend.server";

/** Limits per client address: `points` attempts per `duration` seconds. Documented in README. */
export const RATE_LIMITS = {
  login: { points: 10, duration: 10 * 60 },
  register: { points: 5, duration: 60 * 60 },
  findId: { points: 5, duration: 10 * 60 },
  findPassword: { points: 5, duration: 10 * 60 },
  // A family applying for several classes in a row stays well below this.
  application: { points: 10, duration: 10 * 60 },
  inquiry: { points: 5, duration: 10 * 60 },
} as const;

export type RateLimitRule = keyof typeof RATE_LIMITS;

export const TOO_MANY_REQUESTS_MESSAGE = "요청이 너무 많습니다. 잠시 후 다시 시도해주세요.";

const limiters = new Map<RateLimitRule, RateLimiterAbstract>();

function limiterFor(rule: RateLimitRule) {
  let limiter = limiters.get(rule);
  if (!limiter) {
    limiter = createRateLimiter({ keyPrefix: rule, ...RATE_LIMITS[rule] });
    limiters.set(rule, limiter);
  }
  return limiter;
}

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Counts one attempt of `rule` by `clientAddress`; says whether it is still allowed. */
export async function consumeRateLimit(
  rule: RateLimitRule,
  clientAddress: string,
): Promise<RateLimitResult> {
  try {
    await limiterFor(rule).consume(clientAddress);
    return { allowed: true };
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) {
      return { allowed: false, retryAfterSeconds: Math.ceil(rejection.msBeforeNext / 1000) };
    }
    throw rejection;
  }
}

/** Forgets every count (tests). */
export function resetRateLimits() {
  limiters.clear();
}
