// The second factors on Firestore: the `secondFactor` field of each `users/{uid}` document (the
// users store never reads it into a UserRecord). Changes run in transactions, so two instances
// never both accept one code or one recovery code.
import { runTransaction } from "~/connections/firestore-transaction.server";
import type { DocumentData, Firestore } from "firebase-admin/firestore";
import { FieldValue } from "firebase-admin/firestore";
import {
  pendingFactor,
  type SecondFactor,
  type SecondFactorStore,
} from "~/records/second-factors/contract";

function factorOf(data: DocumentData | undefined): SecondFactor | null {
  const raw = data?.secondFactor as Record<string, unknown> | undefined;
  if (!raw || typeof raw.secret !== "string") return null;
  return {
    secret: raw.secret,
    confirmedAt: typeof raw.confirmedAt === "string" ? raw.confirmedAt : null,
    recoveryCodeHashes: Array.isArray(raw.recoveryCodeHashes)
      ? raw.recoveryCodeHashes.map(String)
      : [],
    lastStep: typeof raw.lastStep === "number" ? raw.lastStep : null,
  };
}

export function createFirestoreSecondFactorStore(
  db: Firestore,
  collectionName = "users",
): SecondFactorStore {
  const users = db.collection(collectionName);

  /** Runs `change` on the stored factor in a transaction; a missing user document changes nothing. */
  function change<T>(
    uid: string,
    fallback: T,
    fn: (factor: SecondFactor | null) => { next?: SecondFactor | null; result: T },
  ): Promise<T> {
    return runTransaction(db, async (tx) => {
      const ref = users.doc(uid);
      const doc = await tx.get(ref);
      if (!doc.exists) return fallback;
      const { next, result } = fn(factorOf(doc.data()));
      if (next === null) tx.update(ref, { secondFactor: FieldValue.delete() });
      else if (next) tx.update(ref, { secondFactor: next });
      return result;
    });
  }

  return {
    async get(uid) {
      return factorOf((await users.doc(uid).get()).data());
    },

    begin: (uid, secret) =>
      change(uid, pendingFactor(secret), (factor) =>
        factor
          ? { result: factor }
          : { next: pendingFactor(secret), result: pendingFactor(secret) },
      ),

    confirm: (uid, step, recoveryCodeHashes, now) =>
      change(uid, false, (factor) =>
        !factor || factor.confirmedAt
          ? { result: false }
          : {
              next: {
                ...factor,
                confirmedAt: now.toISOString(),
                lastStep: step,
                recoveryCodeHashes,
              },
              result: true,
            },
      ),

    async enrol(uid, secret, now) {
      await change(uid, undefined, () => ({
        next: { ...pendingFactor(secret), confirmedAt: now.toISOString() },
        result: undefined,
      }));
    },

    useStep: (uid, step) =>
      change(uid, false, (factor) =>
        !factor?.confirmedAt || (factor.lastStep !== null && factor.lastStep >= step)
          ? { result: false }
          : { next: { ...factor, lastStep: step }, result: true },
      ),

    useRecoveryCode: (uid, hash) =>
      change(uid, false, (factor) =>
        !factor?.confirmedAt || !factor.recoveryCodeHashes.includes(hash)
          ? { result: false }
          : {
              next: {
                ...factor,
                recoveryCodeHashes: factor.recoveryCodeHashes.filter((h) => h !== hash),
              },
              result: true,
            },
      ),

    reset: (uid) =>
      change(uid, false, (factor) => (factor ? { next: null, result: true } : { result: false })),
  };
}
