// A new application in Cloud Firestore: a `create()` of the application's own document (its id
// from the idempotency key), so a retried key finds its document instead of making a second one.
// Its number comes from this instance's block (numbers.server.ts); a class with a capacity keeps
// one document per seat, claimed one by one (claims.server.ts, decision 228).
import { Timestamp, type Transaction } from "firebase-admin/firestore";
import type { ApplicationStatus } from "~/domain/application";
import { INITIAL_APPLICATION_STATUS, WAITING_STATUS } from "~/domain/application";
import { LOTTERY_STATUS } from "~/domain/lottery";
import {
  isSameSubmission,
  type Application,
  type ApplicationStore,
  type NewApplication,
} from "~/records/applications/contract";
import {
  CLAIM_ROUNDS,
  seatClaims,
  type CreateSteps,
  type LookAgain,
  type Seating,
} from "~/records/applications/firestore/claims.server";
import type { FirestoreApplications } from "~/records/applications/firestore/context.server";
import { applicantLockIds, applicantLocks } from "~/records/applications/firestore/locks.server";
import { applicationNumbers } from "~/records/applications/firestore/numbers.server";
import { fromDoc } from "~/records/applications/firestore/rows.server";
import { SEAT_ATTEMPTS } from "~/records/applications/firestore/seats.server";
import { applicationIdFor } from "~/records/applications/key.server";
import { isWrittenMeanwhile } from "~/connections/firestore-errors.server";
import { runTransaction } from "~/connections/firestore-transaction.server";

/** What a create's transaction decided. */
type Decided =
  | { stored: Application }
  | { held: Application }
  | { created: Application; promoted: Application[] };

/** Rounds after the claims for a create whose document another instance created meanwhile. */
const CREATED_MEANWHILE_ROUNDS = 3;

const SEATED: Seating = { waits: false, ticket: null, waitingPlace: null };

/** The application's document as a create writes it, before its seat or place is decided. */
function newDocument(input: NewApplication, number: number, now: Date) {
  const at = Timestamp.fromDate(now);
  return {
    number,
    status: INITIAL_APPLICATION_STATUS as ApplicationStatus,
    name: input.name,
    phone: input.phone,
    email: input.email,
    preferredTime: input.preferredTime,
    companions: input.companions,
    message: input.message,
    programId: input.programId,
    programTitle: input.programTitle,
    userId: input.userId,
    idempotencyKey: input.idempotencyKey,
    privacyConsentAt: input.privacyConsentAt
      ? Timestamp.fromDate(new Date(input.privacyConsentAt))
      : null,
    queueTicket: null as number | null,
    cancelledAt: null,
    cancelledBy: null,
    cancelledByName: null,
    cancelReason: null,
    revivedAt: null,
    revivedByName: null,
    cancelTokenHash: input.cancelTokenHash ?? null,
    contactNeededAt: null,
    lookupCodeHash: input.lookupCodeHash ?? null,
    createdAt: at,
    updatedAt: at,
  };
}

export function firestoreCreate(store: FirestoreApplications): ApplicationStore["create"] {
  const { db, applications } = store;
  const numbers = applicationNumbers(db);
  const locks = applicantLocks(store);
  const withCapacity = seatClaims(store);

  // A double-tap on this instance waits for the first create of its key, then finds its document.
  const inFlight = new Map<string, Promise<unknown>>();
  const oneAtATimePerKey = <T>(key: string, work: () => Promise<T>): Promise<T> => {
    const run = (inFlight.get(key) ?? Promise.resolve()).catch(() => undefined).then(work);
    inFlight.set(key, run);
    void run
      .finally(() => inFlight.get(key) === run && inFlight.delete(key))
      .catch(() => undefined);
    return run;
  };

  return (input, now = store.clock(), mails) => {
    const ref = applications.doc(applicationIdFor(input.idempotencyKey));
    // A stored key is found by the create's transaction, which reads the application's
    // document anyway (its number goes back to the pool).
    return oneAtATimePerKey(ref.id, async () => {
      const number = await numbers.take();
      const data = newDocument(input, number, now);
      const capacity = input.capacity ?? null;
      const { programId } = input;
      const lockIds = applicantLockIds(input);

      /** Inside a transaction (writes only): the application, its locks and mails. */
      const write = (tx: Transaction, seating: Seating, chosen: Application[]): Decided => {
        const { promoted, promotionTokens } = store.seat(tx, chosen, now);
        const { waits, ticket, waitingPlace } = seating;
        const status = input.lottery
          ? LOTTERY_STATUS
          : waits
            ? WAITING_STATUS
            : INITIAL_APPLICATION_STATUS;
        const row = { ...data, status, queueTicket: ticket };
        locks.write(tx, lockIds, ref.id, now);
        tx.create(ref, row);
        const application = fromDoc(ref.id, row);
        if (mails)
          store.writeMails(tx, mails({ application, promoted, promotionTokens, waitingPlace }));
        return { created: application, promoted };
      };

      // Every path is one transaction reading the key and the applicant's locks with what it
      // decides on, so retries and a person's burst are each decided once, across instances.
      const attempt: CreateSteps<Decided>["attempt"] = (read, decide) =>
        runTransaction(
          db,
          async (tx): Promise<Decided | LookAgain> => {
            // The key, the locks and the seats in one read: a rush pays per call to the store.
            const docs = read.docs ?? [];
            const [[stored, ...rest], queried] = await Promise.all([
              tx.getAll(ref, ...lockIds.map(locks.lockRef), ...docs),
              read.query?.(tx) ?? null,
            ]);
            const claim = await locks.heldBy(tx, rest.slice(0, lockIds.length));
            if (stored!.exists) return { stored: fromDoc(ref.id, stored!.data()!) };
            if (claim.held) return { held: claim.held };
            return decide(tx, rest.slice(lockIds.length), queried as never);
          },
          { maxAttempts: SEAT_ATTEMPTS },
        ).catch((error: unknown) => {
          if (isWrittenMeanwhile(error)) return { again: true } as const;
          throw error;
        });

      const plain = () => attempt({}, (tx) => write(tx, SEATED, []));
      const round = async (n: number) => {
        // A lottery's entry is a plain write: no seat, no class-wide document (decision 270).
        if (input.lottery) return plain();
        if (capacity !== null) {
          const create = { programId, capacity, applicationId: ref.id, now };
          return withCapacity(create, n, { attempt, store: write });
        }
        // A class without a capacity keeps no seat documents: written again from its holders
        // when it has one, they count the seats taken meanwhile.
        await store.seats.dropAny(programId, now);
        return plain();
      };

      let outcome: Decided | LookAgain = { again: true };
      for (let n = 1; n <= CLAIM_ROUNDS + CREATED_MEANWHILE_ROUNDS && "again" in outcome; n++)
        outcome = await round(n);
      if ("again" in outcome)
        throw new Error(`application ${ref.id}: no decision after every round`);
      if ("created" in outcome)
        return { outcome: "created", application: outcome.created, promoted: outcome.promoted };
      numbers.giveBack(number); // a gap, never a duplicate
      if ("held" in outcome) return { outcome: "duplicate", application: outcome.held };
      const stored = outcome.stored;
      return {
        outcome: isSameSubmission(stored, input) ? "replayed" : "conflict",
        application: stored,
      };
    });
  };
}
