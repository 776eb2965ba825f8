// A shared limit's points taken in blocks (decision 228): this instance reserves up to
// POINTS_BLOCK of a key's points in one store call and hands them out itself, as application
// numbers are (decision 099). The shared count never passes the limit; points an instance holds
// when it stops are lost until the window ends (stricter, never looser). A busy address (a school's
// Wi-Fi) writes its document once per block instead of once or twice per request.
import { RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";

export const POINTS_BLOCK = 5;

/** What a block limiter needs of the shared store. */
export type ReservingStore = {
  reserve(key: string, upTo: number): Promise<{ granted: number; msBeforeNext: number }>;
};

/** The calls the site makes of a limiter (app/security/rate-limit.server.ts). */
export type Limiter = Pick<
  RateLimiterAbstract,
  "consume" | "reward" | "get" | "penalty" | "delete"
>;

/** A limiter that can also take a key's next block before it is needed. */
export type BlockLimiter = Limiter & {
  /**
   * Starts reserving `key`'s block now when this instance holds none, without spending from it:
   * blocks asked in the same turn share one store call (records/rate-limits/firestore.server.ts),
   * and a consume that follows waits for it. A failure is met by that consume.
   */
  ahead(key: string): void;
};

/** `usedUp`: the shared window had nothing left (it stays so until it ends: refunds stay local). */
type Block = { left: number; expiresAt: number; usedUp: boolean };

/**
 * `shared` answers get, penalty and delete as before (they see reserved points as used);
 * `insurance` counts for this instance alone while the store fails (decision 096).
 */
export function pointsInBlocks(
  shared: Limiter & ReservingStore,
  insurance: Limiter,
  options: { points: number; block?: number; now?: () => number },
): BlockLimiter {
  const size = options.block ?? POINTS_BLOCK;
  const now = options.now ?? Date.now;
  const blocks = new Map<string, Block>();
  const reserving = new Map<string, Promise<{ granted: number; msBeforeNext: number }>>();

  const liveBlock = (key: string) => {
    const block = blocks.get(key);
    if (block && block.expiresAt > now()) return block;
    blocks.delete(key);
    return undefined;
  };
  const forgetSpent = () => {
    if (blocks.size < 10_000) return;
    for (const [key, block] of blocks) if (block.expiresAt <= now()) blocks.delete(key);
  };
  /** One reservation per key at a time. */
  const reserve = (key: string) => {
    let pending = reserving.get(key);
    if (!pending) {
      pending = shared
        .reserve(key, size)
        .then(({ granted, msBeforeNext }) => {
          forgetSpent();
          const left = (liveBlock(key)?.left ?? 0) + granted;
          const expiresAt = msBeforeNext < 0 ? Infinity : now() + msBeforeNext; // -1: never
          blocks.set(key, { left, expiresAt, usedUp: granted === 0 });
          return { granted, msBeforeNext };
        })
        .finally(() => reserving.delete(key));
      reserving.set(key, pending);
    }
    return pending;
  };
  const spent = (block: Block) =>
    new RateLimiterRes(block.left, Math.max(0, block.expiresAt - now()), undefined, false);

  return {
    ahead(key) {
      const block = liveBlock(key);
      if (block && (block.left > 0 || block.usedUp)) return;
      reserve(key).catch(() => undefined);
    },
    async consume(key, points = 1) {
      const rlKey = String(key);
      const spend = () => {
        const block = liveBlock(rlKey);
        if (!block || block.left < points) return null;
        block.left -= points;
        return spent(block);
      };
      let msBeforeNext = 0;
      // A block emptied by this instance's other requests while reserving is reserved again, once.
      for (let attempt = 0; attempt < 2; attempt++) {
        const answer = spend();
        if (answer) return answer;
        const block = liveBlock(rlKey);
        if (block?.usedUp) break; // refused here, without asking the store again
        let reserved;
        try {
          reserved = await reserve(rlKey);
        } catch {
          return insurance.consume(key, points);
        }
        msBeforeNext = reserved.msBeforeNext;
      }
      const answer = spend();
      if (answer) return answer;
      const block = liveBlock(rlKey);
      throw new RateLimiterRes(0, Math.max(0, block ? block.expiresAt - now() : msBeforeNext));
    },
    async reward(key, points = 1) {
      const block = liveBlock(String(key));
      if (!block) return insurance.reward(key, points); // counted while the store failed
      block.left = Math.min(options.points, block.left + points);
      return new RateLimiterRes(block.left, 0);
    },
    get: (key, ...rest) => shared.get(key, ...rest),
    penalty: (key, ...rest) => shared.penalty(key, ...rest),
    async delete(key, ...rest) {
      blocks.delete(String(key));
      return shared.delete(key, ...rest);
    },
  };
}
