import { RateLimiterMemory } from "rate-limiter-flexible";
import { afterAll, describe, expect, it } from "vitest";
import type { Backends } from "~/backends/backends.server";
import { getUserStore, rateLimits, useBackends } from "./app.server";

describe("useBackends", () => {
  afterAll(() => useBackends(undefined));

  it("swaps the stores and the rate-limit store of the whole process in one place", async () => {
    const asked: string[] = [];
    const swapped = {
      kind: "sqlite",
      users: () => ({
        findByEmail: async (email: string) => {
          asked.push(email);
          return null;
        },
      }),
      rateLimiter: (rule: { keyPrefix: string; points: number; duration: number }) =>
        new RateLimiterMemory({ ...rule, points: 1 }),
    } as unknown as Backends;
    await useBackends(swapped);
    expect(await getUserStore().findByEmail("member@example.kr")).toBeNull();
    expect(asked).toEqual(["member@example.kr"]);
    // One point per rule in the swapped store: the second attempt is refused.
    expect(await rateLimits.consume("inquiry", "203.0.113.9")).toEqual({ allowed: true });
    expect((await rateLimits.consume("inquiry", "203.0.113.9")).allowed).toBe(false);
  });
});
