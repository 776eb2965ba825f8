// What the account actions share: HTTP status per auth error, the rate-limit answer, and turning
// an AuthError into a form reply (anything else is a real failure and propagates).
import { data } from "@remix-run/node";
import type { Submission } from "@conform-to/react";
import { AuthError } from "~/records/identity/contract";
import { authErrorMessage, type AuthErrorCode } from "~/domain/auth-errors";
import {
  TOO_MANY_REQUESTS_MESSAGE,
  type RateLimitRule,
  type RateLimits,
} from "~/security/rate-limit.server";

const STATUS: Partial<Record<AuthErrorCode, number>> = {
  "wrong-password": 401,
  "user-not-found": 401,
  "invalid-credential": 401,
  "email-already-in-use": 409,
  "too-many-requests": 429,
  "network-request-failed": 503,
  "user-disabled": 403,
  "internal-error": 503,
};

export function statusForAuthError(code: AuthErrorCode): number {
  return STATUS[code] ?? 400;
}

/** A 429 reply for the form when the client used up `rule` of `limits`, else null. */
export async function rateLimited<T>(
  limits: Pick<RateLimits, "consume">,
  rule: RateLimitRule,
  clientAddress: string,
  submission: Submission<T>,
  hideFields: string[] = [],
) {
  const limit = await limits.consume(rule, clientAddress);
  if (limit.allowed) return null;
  return data(
    { result: submission.reply({ formErrors: [TOO_MANY_REQUESTS_MESSAGE], hideFields }) },
    { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
  );
}

/**
 * The form reply for a failed account operation; rethrows what is not an AuthError. `messages`
 * words a code for the form at hand (e.g. a wrong *current* password on my page).
 */
export function authFailure<T>(
  error: unknown,
  submission: Submission<T>,
  hideFields: string[] = [],
  messages: Partial<Record<AuthErrorCode, string>> = {},
) {
  if (!(error instanceof AuthError)) throw error;
  const message = messages[error.code] ?? authErrorMessage(error.code);
  return data(
    { result: submission.reply({ formErrors: [message], hideFields }) },
    { status: statusForAuthError(error.code) },
  );
}

/**
 * A limit that counts failures only: the keys it watches, each under its own rule (wrong reset
 * tokens; password checks count first, app/accounts/login-limits.server.ts).
 */
export type FailureLimit = Array<{ rule: RateLimitRule; key: string }>;

/** Seconds to wait when any key of `limit` used up its failures, else null (nothing is counted). */
export async function failureLimitWait(
  limits: Pick<RateLimits, "check">,
  limit: FailureLimit,
): Promise<number | null> {
  const results = await Promise.all(limit.map(({ rule, key }) => limits.check(rule, key)));
  const waits = results.flatMap((r) => (r.allowed ? [] : [r.retryAfterSeconds]));
  return waits.length ? Math.max(...waits) : null;
}

export async function recordFailure(
  limits: Pick<RateLimits, "recordFailure">,
  limit: FailureLimit,
): Promise<void> {
  await Promise.all(limit.map(({ rule, key }) => limits.recordFailure(rule, key)));
}

/** The 429 form reply for a failure limit that is used up. */
export function failureLimited<T>(
  retryAfterSeconds: number,
  submission: Submission<T>,
  hideFields: string[] = [],
) {
  return data(
    { result: submission.reply({ formErrors: [TOO_MANY_REQUESTS_MESSAGE], hideFields }) },
    { status: 429, headers: { "Retry-After": String(retryAfterSeconds) } },
  );
}
