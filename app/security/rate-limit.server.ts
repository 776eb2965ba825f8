// The one rate-limit mechanism for every sensitive action, keyed on the client address
// (AppLoadContext.clientAddress, which the site process takes behind TRUST_PROXY proxies only).
import { createHash } from "node:crypto";
import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import {
  pointsInBlocks,
  type BlockLimiter,
  type Limiter,
  type ReservingStore,
} from "./points-in-blocks.server";

/** Limits per client address: `points` attempts per `duration` seconds. Documented in docs/security-and-caching.md. */
export const RATE_LIMITS = {
  register: { points: 5, duration: 60 * 60 },
  findId: { points: 5, duration: 10 * 60 },
  findPassword: { points: 5, duration: 10 * 60 },
  // Reset mails to one account's mailbox (hashed, `+tag` and Gmail's dots dropped), from any
  // address: however many addresses a sender has, a member gets at most this many (decision 238).
  findPasswordAccount: { points: 3, duration: 60 * 60 },
  // Applications accepted (a refused one is given back, decision 181), per address: sized so a
  // school's Wi-Fi or the lobby PCs on registration morning are not refused (decision 232); it
  // stops a flood, not a sender with invented names.
  application: { points: 60, duration: 10 * 60 },
  // Every application attempt, accepted or refused: a bot sending garbage is still throttled.
  applicationAttempt: { points: 120, duration: 10 * 60 },
  // Applications accepted whose receipt goes to one e-mail address (hashed), from any address:
  // a stranger's mailbox gets at most this many, however many addresses a sender has.
  applicationRecipient: { points: 10, duration: 10 * 60 },
  // Guest look-ups and cancels of an application (name, phone, 신청번호 and 조회 코드), per address.
  applicationLookup: { points: 10, duration: 10 * 60 },
  // Failed guest look-ups per phone (hashed) and per 신청번호, from any address (decision 234):
  // many addresses do not buy more guesses at one person's application. Counted on failure only.
  applicationLookupPhone: { points: 10, duration: 60 * 60 },
  applicationLookupNumber: { points: 10, duration: 60 * 60 },
  inquiry: { points: 5, duration: 10 * 60 },
  // Password checks (app/accounts/login-limits.server.ts, decision 150): counted before the check
  // and given back when it succeeds. Per address (any account), per address and account, and per
  // account for browsers with no proof of an earlier sign-in; a browser with that proof counts
  // under its own device instead, so nobody can aim the account limit at a member.
  loginFailure: { points: 10, duration: 10 * 60 },
  loginFailurePair: { points: 5, duration: 15 * 60 },
  loginFailureAccount: { points: 10, duration: 15 * 60 },
  loginFailureDevice: { points: 10, duration: 15 * 60 },
  // Wrong second-factor codes per administrator account (a right one is not counted, decision 195):
  // five guesses in ten minutes leave a six-digit code about one chance in 200,000.
  secondFactorFailure: { points: 5, duration: 10 * 60 },
  // Wrong reset tokens per address (a right one is not counted).
  resetPasswordFailure: { points: 10, duration: 10 * 60 },
  // Verification mails a member asks for again, per account and per address.
  verificationMail: { points: 3, duration: 60 * 60 },
  verificationMailAddress: { points: 3, duration: 60 * 60 },
  // One-time codes by text for proving a phone (decision 269): sent per address and per phone
  // (hashed), and wrong codes per phone, from any address.
  phoneCodeAddress: { points: 5, duration: 10 * 60 },
  phoneCodePhone: { points: 3, duration: 60 * 60 },
  phoneCodeFailure: { points: 5, duration: 10 * 60 },
  // Texts handed to SOLAPI (decision 266), counted by the text sender: the whole site's per day
  // (one key) and one number's per day, across every instance.
  textSite: { points: 500, duration: 24 * 60 * 60 },
  textPhone: { points: 6, duration: 24 * 60 * 60 },
  // Each attempt asks Sanity about the secret; an editor opens preview a few times an hour.
  previewEnable: { points: 30, duration: 10 * 60 },
} as const;

export type RateLimitRule = keyof typeof RATE_LIMITS;

export const TOO_MANY_REQUESTS_MESSAGE = "요청이 너무 많습니다. 잠시 후 다시 시도해주세요.";

export type LimiterRule = { keyPrefix: string; points: number; duration: number };

/**
 * Rules only ever consumed and refunded, whose shared points an instance takes in blocks
 * (decision 228): a registration-day rush from one address writes its document once per block.
 */
const SPENT_IN_BLOCKS = new Set<RateLimitRule>([
  "application",
  "applicationAttempt",
  "applicationRecipient",
]);

const reserves = (limiter: Limiter): limiter is Limiter & ReservingStore =>
  typeof (limiter as Partial<ReservingStore>).reserve === "function";

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * The limits of this process over `store`, which makes one rule's limiter: in memory, or one
 * Firestore window shared by every instance (the composition root passes the backends' choice).
 */
export function createRateLimits(store: (rule: LimiterRule) => RateLimiterAbstract) {
  const limiters = new Map<RateLimitRule, Limiter & Partial<BlockLimiter>>();

  /** The one limiter of `rule` in this process (its store is shared by every instance in Firebase mode). */
  function limiterFor(rule: RateLimitRule): Limiter & Partial<BlockLimiter> {
    let limiter = limiters.get(rule);
    if (!limiter) {
      const options = { keyPrefix: rule, ...RATE_LIMITS[rule] };
      const shared: Limiter = store(options);
      limiter =
        SPENT_IN_BLOCKS.has(rule) && reserves(shared)
          ? pointsInBlocks(shared, new RateLimiterMemory(options), options)
          : shared;
      limiters.set(rule, limiter);
    }
    return limiter;
  }

  return {
    limiterFor,

    /**
     * Starts taking the blocks these limits will spend from, in one store call where the backend
     * reserves (decision 228): the limits an application is about to count, asked together.
     */
    reserveAhead(counts: ReadonlyArray<readonly [RateLimitRule, string]>): void {
      for (const [rule, key] of counts) limiterFor(rule).ahead?.(key);
    },

    /** Counts one attempt of `rule` by `clientAddress`; says whether it is still allowed. */
    async consume(rule: RateLimitRule, clientAddress: string): Promise<RateLimitResult> {
      try {
        await limiterFor(rule).consume(clientAddress);
        return { allowed: true };
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) {
          return { allowed: false, retryAfterSeconds: Math.ceil(rejection.msBeforeNext / 1000) };
        }
        throw rejection;
      }
    },

    /** Gives back one counted attempt of `rule` by `key` (it turned out not to count). */
    async refund(rule: RateLimitRule, key: string): Promise<void> {
      await limiterFor(rule).reward(key, 1);
    },

    /**
     * Whether `key` may still try `rule`, without counting this attempt (pair it with
     * recordFailure for rules that count failures only).
     */
    async check(rule: RateLimitRule, key: string): Promise<RateLimitResult> {
      const state = await limiterFor(rule).get(key);
      if (!state || state.consumedPoints < RATE_LIMITS[rule].points) return { allowed: true };
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil(state.msBeforeNext / 1000)),
      };
    },

    /** Counts one failed attempt of `rule` by `key` (never throws for being over the limit). */
    async recordFailure(rule: RateLimitRule, key: string): Promise<void> {
      await limiterFor(rule).penalty(key, 1);
    },

    /** Forgets `key`'s count under `rule` (a password reset clears the account's login count). */
    async forget(rule: RateLimitRule, key: string): Promise<void> {
      await limiterFor(rule).delete(key);
    },

    /** Forgets every count (the backends were swapped; tests). */
    reset() {
      limiters.clear();
    },
  };
}

export type RateLimits = ReturnType<typeof createRateLimits>;

/** A key that does not keep a personal value (an e-mail) in the limiter's store. */
export function rateLimitKeyOf(value: string): string {
  return createHash("sha256").update(value.trim().toLowerCase()).digest("base64url").slice(0, 32);
}
