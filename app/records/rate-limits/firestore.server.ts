// rate-limiter-flexible's store interface over Cloud Firestore: one document per limiter key in
// `rateLimits`, changed in one transaction per consume, so every instance counts into the same
// window. `expireAt` is the field of the collection's TTL policy (docs/deploying.md), which
// removes spent windows; an expired document that is still there simply starts a new window.
// rate-limiter-flexible exports this base class's type but not the class, hence the deep import.
import { runTransaction } from "~/connections/firestore-transaction.server";
import type { DocumentReference, Firestore } from "firebase-admin/firestore";
import { Timestamp } from "firebase-admin/firestore";
import {
  RateLimiterRes,
  type RateLimiterStoreAbstract as StoreAbstractType,
} from "rate-limiter-flexible";
import RateLimiterStoreAbstractClass from "rate-limiter-flexible/lib/RateLimiterStoreAbstract.js";
import { isLive, nextWindow, reserveFrom, type StoredWindow } from "~/domain/rate-limit-window";

const RateLimiterStoreAbstract =
  RateLimiterStoreAbstractClass as unknown as typeof StoreAbstractType;

export const RATE_LIMITS_COLLECTION = "rateLimits";

/** A store call slower than this counts as a failure (the insurance limiter answers instead). */
export const FIRESTORE_LIMITER_TIMEOUT_MS = 3_000;

type StoredDocument = { key: string; points: number; expireAt: Timestamp | null };

export type FirestoreLimiterOptions = {
  storeClient: Firestore;
  keyPrefix: string;
  points: number;
  duration: number;
  insuranceLimiter?: ConstructorParameters<typeof StoreAbstractType>[0]["insuranceLimiter"];
  collection?: string;
  timeoutMs?: number;
};

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`rate-limit store did not answer within ${ms} ms`)),
      ms,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const toWindow = (data: StoredDocument | undefined): StoredWindow | null =>
  data ? { points: data.points, expiresAt: data.expireAt ? data.expireAt.toMillis() : null } : null;

type Reserved = { granted: number; msBeforeNext: number };
type Asked = { ref: DocumentReference; rlKey: string; upTo: number; points: number; ms: number };
type Waiting = Asked & { resolve: (reserved: Reserved) => void; reject: (error: unknown) => void };

const turns = new WeakMap<Firestore, { asks: Waiting[]; timeoutMs: number }>();

/**
 * Reservations asked in one turn of the event loop (one application's limits: its attempt, its
 * address and its mailbox) share one transaction (decision 228): an applicant's limits cost one
 * store call instead of one each.
 */
function reserveInTurn(db: Firestore, asked: Asked, timeoutMs: number): Promise<Reserved> {
  return new Promise((resolve, reject) => {
    let turn = turns.get(db);
    if (!turn) {
      const started = { asks: [] as Waiting[], timeoutMs };
      turns.set(db, started);
      queueMicrotask(() => {
        turns.delete(db);
        void reserveTogether(db, started.asks, started.timeoutMs);
      });
      turn = started;
    }
    turn.timeoutMs = Math.min(turn.timeoutMs, timeoutMs);
    turn.asks.push({ ...asked, resolve, reject });
  });
}

async function reserveTogether(db: Firestore, asks: Waiting[], timeoutMs: number) {
  const refs = [...new Map(asks.map((ask) => [ask.ref.path, ask.ref])).values()];
  const transaction = runTransaction(db, async (tx) => {
    const snapshots = await tx.getAll(...refs);
    const windows = new Map(
      snapshots.map((s) => [s.ref.path, toWindow(s.data() as StoredDocument | undefined)]),
    );
    const now = Date.now();
    const changed = new Map<string, Asked>();
    // Two asks of one document (never from one instance's blocks, but possible) count in turn.
    const answers = asks.map((ask): Reserved => {
      const before = windows.get(ask.ref.path) ?? null;
      const { granted, window } = reserveFrom(before, ask.upTo, ask.points, ask.ms, now);
      if (granted > 0) {
        windows.set(ask.ref.path, window);
        changed.set(ask.ref.path, ask);
      }
      return { granted, msBeforeNext: window.expiresAt === null ? -1 : window.expiresAt - now };
    });
    for (const [path, ask] of changed) {
      const window = windows.get(path)!;
      const expireAt = window.expiresAt === null ? null : Timestamp.fromMillis(window.expiresAt);
      tx.set(ask.ref, { key: ask.rlKey, points: window.points, expireAt });
    }
    return answers;
  });
  try {
    const answers = await withTimeout(transaction, timeoutMs);
    asks.forEach((ask, i) => ask.resolve(answers[i]!));
  } catch (error) {
    for (const ask of asks) ask.reject(error);
  }
}

// The abstract class's protected hooks (_upsert, _get, _delete, _getRateLimiterRes) are not in
// its published type, so they are plain methods here.
export class FirestoreRateLimitStore extends RateLimiterStoreAbstract {
  private readonly db: Firestore;
  private readonly collectionName: string;
  private readonly timeoutMs: number;

  constructor(options: FirestoreLimiterOptions) {
    super({ ...options, storeClient: options.storeClient });
    this.db = options.storeClient;
    this.collectionName = options.collection ?? RATE_LIMITS_COLLECTION;
    this.timeoutMs = options.timeoutMs ?? FIRESTORE_LIMITER_TIMEOUT_MS;
  }

  private doc(rlKey: string) {
    // Document ids may not contain "/" (IPv6 addresses and e-mail keys are fine once encoded).
    return this.db.collection(this.collectionName).doc(encodeURIComponent(rlKey));
  }

  _getRateLimiterRes(_rlKey: string, changedPoints: number, window: StoredWindow) {
    return new RateLimiterRes(
      Math.max(this.points - window.points, 0),
      window.expiresAt === null ? -1 : Math.max(window.expiresAt - Date.now(), 0),
      window.points,
      window.points === changedPoints,
    );
  }

  _upsert(
    rlKey: string,
    points: number,
    msDuration: number,
    forceExpire = false,
  ): Promise<StoredWindow> {
    const ref = this.doc(rlKey);
    const transaction = runTransaction(this.db, async (tx) => {
      const snapshot = await tx.get(ref);
      const next = nextWindow(
        toWindow(snapshot.data() as StoredDocument | undefined),
        points,
        msDuration,
        forceExpire,
        Date.now(),
      );
      const stored: StoredDocument = {
        key: rlKey,
        points: next.points,
        expireAt: next.expiresAt === null ? null : Timestamp.fromMillis(next.expiresAt),
      };
      tx.set(ref, stored);
      return next;
    });
    return withTimeout(transaction, this.timeoutMs);
  }

  /**
   * Takes up to `upTo` of `key`'s remaining points for this instance to hand out itself
   * (decision 228): how many it got and how long the window lasts. Nothing left writes nothing.
   */
  async reserve(key: string, upTo: number): Promise<Reserved> {
    const rlKey = this.getKey(key);
    const asked = { ref: this.doc(rlKey), rlKey, upTo, points: this.points, ms: this.msDuration };
    return reserveInTurn(this.db, asked, this.timeoutMs);
  }

  async _get(rlKey: string): Promise<StoredWindow | null> {
    const snapshot = await withTimeout(this.doc(rlKey).get(), this.timeoutMs);
    const window = toWindow(snapshot.data() as StoredDocument | undefined);
    return isLive(window, Date.now()) ? window : null;
  }

  async _delete(rlKey: string): Promise<boolean> {
    const ref = this.doc(rlKey);
    return withTimeout(
      runTransaction(this.db, async (tx) => {
        const snapshot = await tx.get(ref);
        if (!snapshot.exists) return false;
        tx.delete(ref);
        return isLive(toWindow(snapshot.data() as StoredDocument), Date.now());
      }),
      this.timeoutMs,
    );
  }
}
