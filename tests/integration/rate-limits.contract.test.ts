// One contract for the rate-limit stores: the memory store (embedded default) and the Firestore
// store (Firebase mode, Google's emulator) count, refuse, expire, block and forget alike. Then
// what only a shared store does: two limiters in two "processes" (two Firestore clients) share one
// window, and a failing or hanging Firestore falls back to the per-instance memory limit.
import { randomUUID } from "node:crypto";
import type { Firestore } from "firebase-admin/firestore";
import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { describe, expect, it, vi } from "vitest";
import { pointsInBlocks } from "~/security/points-in-blocks.server";
import { FirestoreRateLimitStore } from "~/records/rate-limits/firestore.server";
import { describeOnEmulators } from "../support/emulator-suite";
import { firestoreClients } from "../support/firestore-clients";

const { client: firestoreClient } = firestoreClients("rate-limits");

type Rule = { points: number; duration: number };
type MakeLimiter = (rule: Rule) => RateLimiterAbstract;

/** The refusal of a consume, or null when it was allowed. */
async function refusal(limiter: RateLimiterAbstract, key: string): Promise<RateLimiterRes | null> {
  try {
    await limiter.consume(key);
    return null;
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return rejection;
    throw rejection;
  }
}

function contract(name: string, makeLimiter: MakeLimiter) {
  describe(`rate-limit store: ${name}`, () => {
    it("allows `points` attempts in a window, then refuses with the time left", async () => {
      const limiter = makeLimiter({ points: 3, duration: 60 });
      const key = `client-${randomUUID()}`;
      const first = await limiter.consume(key);
      expect(first.consumedPoints).toBe(1);
      expect(first.remainingPoints).toBe(2);
      expect(first.isFirstInDuration).toBe(true);
      expect(await refusal(limiter, key)).toBeNull();
      expect(await refusal(limiter, key)).toBeNull();
      const refused = await refusal(limiter, key);
      expect(refused).not.toBeNull();
      expect(refused!.remainingPoints).toBe(0);
      expect(refused!.msBeforeNext).toBeGreaterThan(55_000);
      expect(refused!.msBeforeNext).toBeLessThanOrEqual(60_000);
    });

    it("counts every key on its own (an IPv6 address is a key like any other)", async () => {
      const limiter = makeLimiter({ points: 1, duration: 60 });
      const ipv6 = `2001:db8::${Math.floor(Math.random() * 0xffff).toString(16)}`;
      const other = `192.0.2.${Math.floor(Math.random() * 250)}-${randomUUID()}`;
      expect(await refusal(limiter, ipv6)).toBeNull();
      expect(await refusal(limiter, ipv6)).not.toBeNull();
      expect(await refusal(limiter, other)).toBeNull();
    });

    it("starts a new window once the duration has passed", async () => {
      const limiter = makeLimiter({ points: 1, duration: 1 });
      const key = `client-${randomUUID()}`;
      expect(await refusal(limiter, key)).toBeNull();
      expect(await refusal(limiter, key)).not.toBeNull();
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      expect(await refusal(limiter, key)).toBeNull();
    });

    it("counts concurrent attempts exactly", { timeout: 60_000 }, async () => {
      const limiter = makeLimiter({ points: 4, duration: 60 });
      const key = `client-${randomUUID()}`;
      const outcomes = await Promise.all(Array.from({ length: 6 }, () => refusal(limiter, key)));
      expect(outcomes.filter((o) => o === null)).toHaveLength(4);
    });

    it("reads, blocks and forgets a key", async () => {
      const limiter = makeLimiter({ points: 5, duration: 60 });
      const key = `client-${randomUUID()}`;
      expect(await limiter.get(key)).toBeNull();
      await limiter.consume(key, 2);
      expect((await limiter.get(key))?.consumedPoints).toBe(2);
      await limiter.block(key, 30);
      const blocked = await refusal(limiter, key);
      expect(blocked).not.toBeNull();
      expect(blocked!.msBeforeNext).toBeGreaterThan(25_000);
      expect(await limiter.delete(key)).toBe(true);
      expect(await limiter.get(key)).toBeNull();
      expect(await refusal(limiter, key)).toBeNull();
    });

    it("adds a penalty and takes a reward back within the window", async () => {
      const limiter = makeLimiter({ points: 3, duration: 60 });
      const key = `client-${randomUUID()}`;
      await limiter.consume(key);
      expect((await limiter.penalty(key, 2)).consumedPoints).toBe(3);
      expect(await refusal(limiter, key)).not.toBeNull();
      expect((await limiter.reward(key, 3)).consumedPoints).toBe(1);
      expect(await refusal(limiter, key)).toBeNull();
    });
  });
}

contract("memory", (rule) => new RateLimiterMemory({ keyPrefix: "contract", ...rule }));

describeOnEmulators("Firestore store", ["firestore"], () => {
  const projectId = `rate-limits-${randomUUID().slice(0, 8)}`;
  contract(
    "Firestore",
    (rule) =>
      new FirestoreRateLimitStore({
        keyPrefix: `contract-${randomUUID().slice(0, 6)}`,
        storeClient: firestoreClient(projectId),
        // The emulator resolves transactions that contend for one document in seconds (lock
        // waits and retries), production in milliseconds: the contract is about counts, not time.
        timeoutMs: 25_000,
        ...rule,
      }) as unknown as RateLimiterAbstract,
  );

  it("shares one window between two processes (two clients, two limiters)", async () => {
    const rule = { keyPrefix: "inquiry", points: 5, duration: 600 };
    const onA = new FirestoreRateLimitStore({
      ...rule,
      storeClient: firestoreClient(projectId),
    }) as unknown as RateLimiterAbstract;
    const onB = new FirestoreRateLimitStore({
      ...rule,
      storeClient: firestoreClient(projectId),
    }) as unknown as RateLimiterAbstract;
    const visitor = `198.51.100.${Math.floor(Math.random() * 250)}-${randomUUID()}`;
    for (let i = 0; i < 3; i++) expect(await refusal(onA, visitor)).toBeNull();
    for (let i = 0; i < 2; i++) expect(await refusal(onB, visitor)).toBeNull();
    expect(await refusal(onB, visitor)).not.toBeNull();
    expect(await refusal(onA, visitor)).not.toBeNull();
    expect((await onA.get(visitor))?.consumedPoints).toBe(7);
  });

  it(
    "hands a window's points out in blocks across two processes: never more than the limit (decision 228)",
    {
      timeout: 120_000,
    },
    async () => {
      const rule = { keyPrefix: "application", points: 10, duration: 600 };
      const inBlocks = () =>
        pointsInBlocks(
          new FirestoreRateLimitStore({
            ...rule,
            storeClient: firestoreClient(projectId),
            timeoutMs: 60_000,
          }),
          new RateLimiterMemory(rule),
          rule,
        );
      const [onA, onB] = [inBlocks(), inBlocks()];
      const visitor = `198.51.100.${Math.floor(Math.random() * 250)}-${randomUUID()}`;
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          refusal((i % 2 ? onB : onA) as unknown as RateLimiterAbstract, visitor),
        ),
      );
      expect(answers.filter((a) => a === null)).toHaveLength(10);
      const shared = new FirestoreRateLimitStore({
        ...rule,
        storeClient: firestoreClient(projectId),
      });
      expect((await shared.get(visitor))?.consumedPoints).toBe(10);
    },
  );
});

describeOnEmulators("Firestore limits reserved together", ["firestore"], () => {
  const projectId = `rate-limits-together-${randomUUID().slice(0, 8)}`;

  it("takes the blocks asked in one turn in one transaction, each within its own limit", async () => {
    const db = firestoreClient(projectId);
    const transactions = vi.spyOn(db, "runTransaction");
    const store = (keyPrefix: string, points: number) =>
      new FirestoreRateLimitStore({ keyPrefix, points, duration: 600, storeClient: db });
    const [attempts, accepted, mailbox] = [
      store("t-attempt", 120),
      store("t-app", 7),
      store("t-mail", 3),
    ];
    const address = `203.0.113.9-${randomUUID()}`;
    const reserved = await Promise.all([
      attempts.reserve(address, 5),
      accepted.reserve(address, 5),
      // The same document asked twice in one turn counts in turn.
      accepted.reserve(address, 5),
      mailbox.reserve("mailbox-key", 5),
    ]);
    expect(transactions).toHaveBeenCalledTimes(1);
    expect(reserved.map((r) => r.granted)).toEqual([5, 5, 2, 3]);
    for (const r of reserved) expect(r.msBeforeNext).toBeGreaterThan(590_000);
    const used = async (limiter: FirestoreRateLimitStore, key: string) =>
      (await (limiter as unknown as RateLimiterAbstract).get(key))?.consumedPoints;
    expect(await used(attempts, address)).toBe(5);
    expect(await used(accepted, address)).toBe(7);
    expect(await used(mailbox, "mailbox-key")).toBe(3);
    // Asked in separate turns, they are separate transactions.
    await attempts.reserve(address, 5);
    await mailbox.reserve("mailbox-key", 5);
    expect(transactions).toHaveBeenCalledTimes(3);
  });
});

describe("Firestore store failures", () => {
  const unavailable = Object.assign(new Error("14 UNAVAILABLE: connection refused"), { code: 14 });
  const failing = {
    collection: () => ({ doc: () => ({ get: () => Promise.reject(unavailable) }) }),
    runTransaction: () => Promise.reject(unavailable),
  } as unknown as Firestore;
  const hanging = {
    collection: () => ({ doc: () => ({ get: () => new Promise(() => {}) }) }),
    runTransaction: () => new Promise(() => {}),
  } as unknown as Firestore;

  const rule = { keyPrefix: "application", points: 2, duration: 600 };

  it("without insurance, a failing store is an error (what the fallback guards against)", async () => {
    const limiter = new FirestoreRateLimitStore({
      ...rule,
      storeClient: failing,
    }) as unknown as RateLimiterAbstract;
    await expect(limiter.consume("203.0.113.1")).rejects.toBe(unavailable);
  });

  it.each([
    ["failing", failing],
    ["hanging", hanging],
  ])(
    "falls back to the per-instance limit when Firestore is %s, never to no limit",
    async (_name, storeClient) => {
      const limiter = new FirestoreRateLimitStore({
        ...rule,
        storeClient,
        timeoutMs: 200,
        insuranceLimiter: new RateLimiterMemory(rule),
      }) as unknown as RateLimiterAbstract;
      expect(await refusal(limiter, "203.0.113.2")).toBeNull();
      expect(await refusal(limiter, "203.0.113.2")).toBeNull();
      const refused = await refusal(limiter, "203.0.113.2");
      expect(refused).not.toBeNull();
      expect(refused!.msBeforeNext).toBeGreaterThan(590_000);
      expect(await refusal(limiter, "203.0.113.3")).toBeNull();
    },
  );
});
