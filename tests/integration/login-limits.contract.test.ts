// The password-check gate (app/accounts/login-limits.server.ts, decision 150) over both rate-limit
// stores: the memory store (embedded default, one instance) and the Firestore store (Firebase
// mode, Google's emulator), where two gates on two Firestore clients play two instances sharing
// one count. What must hold on each: parallel attempts are counted before any password is checked,
// so no more than the limit are checked; a right password gives its point back; a browser with a
// proof of an earlier sign-in is counted on its own; an outage is never a free pass.
import { randomUUID } from "node:crypto";
import { RateLimiterMemory, type RateLimiterAbstract } from "rate-limiter-flexible";
import { describe, expect, it } from "vitest";
import { AuthError } from "~/records/identity/contract";
import {
  createPasswordGate,
  GUESS_FAILURES,
  type CheckPassword,
  type PasswordAttempt,
} from "~/accounts/login-limits.server";
import { RATE_LIMITS, type RateLimitRule } from "~/security/rate-limit.server";
import { FirestoreRateLimitStore } from "~/records/rate-limits/firestore.server";
import { describeOnEmulators } from "../support/emulator-suite";
import { firestoreClients } from "../support/firestore-clients";

const { client: firestoreClient } = firestoreClients("login-limits");

type LimiterOf = (rule: RateLimitRule) => RateLimiterAbstract;
/** One "instance": its limiters (over the shared store) for a test's own key prefix. */
type MakeInstance = (prefix: string) => LimiterOf;

const isWrongGuess = (error: unknown) =>
  error instanceof AuthError && GUESS_FAILURES.has(error.code);
const unbounded = { address: Infinity, account: Infinity, device: Infinity };

const attemptAt = (email: string, clientAddress = `198.51.100.${randomUUID()}`) =>
  ({ clientAddress, email, deviceProof: null }) satisfies PasswordAttempt;

/** A password check that counts its runs and answers wrong (or right) after a few ms. */
function passwordCheck(right: boolean) {
  const check = async () => {
    check.runs++;
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (!right) throw new AuthError("wrong-password");
    return "signed-in";
  };
  check.runs = 0;
  return check;
}

async function outcome(
  gate: CheckPassword,
  attempt: PasswordAttempt,
  check: () => Promise<string>,
) {
  try {
    const checked = await gate(attempt, check);
    return checked.refused ? "refused" : "signed-in";
  } catch (error) {
    if (isWrongGuess(error)) return "wrong";
    throw error;
  }
}

function contract(name: string, makeInstance: MakeInstance) {
  describe(`password checks over the ${name} store`, { timeout: 180_000 }, () => {
    const twoInstances = () => {
      const prefix = `login-${randomUUID().slice(0, 8)}`;
      return [makeInstance(prefix), makeInstance(prefix)].map((limiter) =>
        createPasswordGate({ limiter, isWrongGuess, concurrency: unbounded }),
      );
    };

    it("parallel wrong guesses through two instances: no more than the limit are checked", async () => {
      const [a, b] = twoInstances();
      const attempt = attemptAt(`${randomUUID()}@example.com`);
      const check = passwordCheck(false);
      // Small enough for the emulator, whose contending transactions take seconds (decision 096).
      const burst = RATE_LIMITS.loginFailurePair.points + 3;
      const outcomes = await Promise.all(
        Array.from({ length: burst }, (_, i) => outcome(i % 2 ? a! : b!, attempt, check)),
      );
      expect(check.runs).toBe(RATE_LIMITS.loginFailurePair.points);
      expect(outcomes.filter((o) => o === "wrong")).toHaveLength(check.runs);
      expect(outcomes.filter((o) => o === "refused")).toHaveLength(burst - check.runs);
      // The right password waits too: the limit is on checking, whatever the answer would be.
      expect(await outcome(a!, attempt, passwordCheck(true))).toBe("refused");
    });

    it("a right password gives its point back: a member signing in again and again is never refused", async () => {
      const [a, b] = twoInstances();
      const attempt = attemptAt(`${randomUUID()}@example.com`);
      for (let i = 0; i < RATE_LIMITS.loginFailurePair.points + 3; i++) {
        expect(await outcome(i % 2 ? a! : b!, attempt, passwordCheck(true))).toBe("signed-in");
      }
    });

    it("a browser with a proof for the account is counted on its own, not on the account", async () => {
      const [a, b] = twoInstances();
      const email = `${randomUUID()}@example.com`;
      const wrong = passwordCheck(false);
      for (let i = 0; i < RATE_LIMITS.loginFailureAccount.points; i++) {
        // From addresses of their own, so only the account's limit binds.
        expect(await outcome(i % 2 ? a! : b!, attemptAt(email), wrong)).toBe("wrong");
      }
      expect(await outcome(a!, attemptAt(email), passwordCheck(true))).toBe("refused");
      const known = { ...attemptAt(email), deviceProof: randomUUID() };
      expect(await outcome(b!, known, passwordCheck(true))).toBe("signed-in");
    });
  });
}

// One process holds the memory store: both "instances" read the same limiters.
const memoryStore = new Map<string, RateLimiterAbstract>();
contract("memory", (prefix) => (rule) => {
  const key = `${prefix}-${rule}`;
  let limiter = memoryStore.get(key);
  if (!limiter) memoryStore.set(key, (limiter = new RateLimiterMemory(RATE_LIMITS[rule])));
  return limiter;
});

describeOnEmulators("login limits: Firestore", ["firestore"], () => {
  const projectId = `login-limits-${randomUUID().slice(0, 8)}`;
  contract("Firestore", (prefix) => {
    const storeClient = firestoreClient(projectId);
    return (rule) =>
      new FirestoreRateLimitStore({
        keyPrefix: `${prefix}-${rule}`,
        storeClient,
        // The emulator resolves contending transactions in seconds (decision 096).
        timeoutMs: 60_000,
        ...RATE_LIMITS[rule],
      }) as unknown as RateLimiterAbstract;
  });
});

describe("what the gate itself bounds", () => {
  const memoryLimiter: LimiterOf = (rule) => new RateLimiterMemory(RATE_LIMITS[rule]);

  it("runs a few checks at once per account in one process; the rest are told to come back in a second", async () => {
    const limiters = new Map<RateLimitRule, RateLimiterAbstract>();
    const gate = createPasswordGate({
      limiter: (rule) => limiters.get(rule) ?? limiters.set(rule, memoryLimiter(rule)).get(rule)!,
      isWrongGuess,
    });
    const email = `${randomUUID()}@example.com`;
    let open!: () => void;
    const gateOpen = new Promise<void>((resolve) => (open = resolve));
    const slow = async () => {
      await gateOpen;
      return "signed-in";
    };
    const first = gate(attemptAt(email), slow);
    const second = gate(attemptAt(email), slow);
    const third = await gate(attemptAt(email), slow);
    expect(third).toEqual({ refused: true, retryAfterSeconds: 1 });
    open();
    expect((await first).refused).toBe(false);
    expect((await second).refused).toBe(false);
    expect((await gate(attemptAt(email), slow)).refused).toBe(false);
  });

  it("a store that fails is an error, never a check without a count", async () => {
    const unavailable = new Error("14 UNAVAILABLE");
    const failing = {
      consume: () => Promise.reject(unavailable),
      reward: () => Promise.resolve(),
    } as unknown as RateLimiterAbstract;
    const gate = createPasswordGate({ limiter: () => failing, isWrongGuess });
    const check = passwordCheck(true);
    await expect(gate(attemptAt("someone@example.com"), check)).rejects.toBe(unavailable);
    expect(check.runs).toBe(0);
  });
});
