import { createHash } from "node:crypto";

/**
 * The application's id follows from its idempotency key, so both backends find a retried
 * submission with one primary-key read inside the transaction that would otherwise create it.
 */
export function applicationIdFor(idempotencyKey: string): string {
  return createHash("sha256").update(idempotencyKey).digest("base64url").slice(0, 22);
}
