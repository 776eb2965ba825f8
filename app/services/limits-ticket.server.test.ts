import { describe, expect, it } from "vitest";
import type { RateLimitRule } from "~/security/rate-limit.server";
import { limitsTicket } from "./limits-ticket.server";

function counter(refused: ReadonlySet<RateLimitRule> = new Set()) {
  const counts = new Map<string, number>();
  const id = (rule: RateLimitRule, key: string) => `${rule}:${key}`;
  return {
    counts,
    consumeRateLimit: async (rule: RateLimitRule, key: string) => {
      if (refused.has(rule)) return { allowed: false as const, retryAfterSeconds: 9 };
      counts.set(id(rule, key), (counts.get(id(rule, key)) ?? 0) + 1);
      return { allowed: true as const };
    },
    refundRateLimit: async (rule: RateLimitRule, key: string) => {
      counts.set(id(rule, key), (counts.get(id(rule, key)) ?? 0) - 1);
    },
  };
}

describe("limitsTicket", () => {
  it("gives back what it counted under its rules, once, and leaves other rules counted", async () => {
    const deps = counter();
    const ticket = limitsTicket(deps, new Set<RateLimitRule>(["application"]));
    await ticket.deps.consumeRateLimit("applicationAttempt", "1.2.3.4");
    await ticket.deps.consumeRateLimit("application", "1.2.3.4");
    await ticket.refund();
    await ticket.refund();
    expect(Object.fromEntries(deps.counts)).toEqual({
      "applicationAttempt:1.2.3.4": 1,
      "application:1.2.3.4": 0,
    });
  });

  it("never gives back a count that was refused", async () => {
    const deps = counter(new Set<RateLimitRule>(["applicationRecipient"]));
    const refunds: string[] = [];
    const ticket = limitsTicket(
      { ...deps, refundRateLimit: async (rule, key) => void refunds.push(`${rule}:${key}`) },
      new Set<RateLimitRule>(["application", "applicationRecipient"]),
    );
    expect(await ticket.deps.consumeRateLimit("applicationRecipient", "a@b.kr")).toEqual({
      allowed: false,
      retryAfterSeconds: 9,
    });
    await ticket.refund();
    expect(refunds).toEqual([]);
  });
});
