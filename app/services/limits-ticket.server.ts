// The limits an attempt was counted under that count only what is kept (decision 181: accepted
// applications; decision 232: receipts per mailbox). The ticket counts them as the attempt goes
// and, when the attempt settles without keeping what it made, gives each count back itself.
import type { RateLimitRule } from "~/security/rate-limit.server";
import type { ServiceDeps } from "~/services/deps.server";

type Counting = Pick<ServiceDeps, "consumeRateLimit" | "refundRateLimit">;

export type LimitsTicket<Deps extends Counting> = {
  /** `deps` whose `consumeRateLimit` remembers every allowed count under the ticket's rules. */
  deps: Deps;
  /** Gives back every count remembered, once; what counts again after it is remembered anew. */
  refund(): Promise<void>;
};

export function limitsTicket<Deps extends Counting>(
  deps: Deps,
  rules: ReadonlySet<RateLimitRule>,
): LimitsTicket<Deps> {
  const held: [RateLimitRule, string][] = [];
  const consumeRateLimit: ServiceDeps["consumeRateLimit"] = async (rule, key) => {
    const result = await deps.consumeRateLimit(rule, key);
    if (result.allowed && rules.has(rule)) held.push([rule, key]);
    return result;
  };
  return {
    deps: { ...deps, consumeRateLimit },
    async refund() {
      for (const [rule, key] of held.splice(0)) await deps.refundRateLimit(rule, key);
    },
  };
}
