// Builds one rate limiter from its rule. The embedded default counts in this process's memory;
// in Firebase mode every instance counts in Firestore (one shared window per key), and a failing
// or slow Firestore falls back to a per-instance memory limit, never to no limit (decision 096).
import { RateLimiterMemory, type RateLimiterAbstract } from "rate-limiter-flexible";
import { getEnv } from "~/env.server";
import { getDatabase } from "~/store/firebase.server";
import { RateLimiterFirestore } from "./rate-limiter-firestore.server";

export type LimiterRule = { keyPrefix: string; points: number; duration: number };

export function createRateLimiter(rule: LimiterRule): RateLimiterAbstract {
  if (getEnv().storeBackend !== "firebase") return new RateLimiterMemory(rule);
  return new RateLimiterFirestore({
    ...rule,
    storeClient: getDatabase(),
    insuranceLimiter: new RateLimiterMemory(rule),
  }) as unknown as RateLimiterAbstract;
}
