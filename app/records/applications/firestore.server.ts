// Applications in Cloud Firestore: collection `applications` (document id from the idempotency
// key) and a counter document `counters/applications` that hands out numbers in blocks. Each
// instance reserves NUMBER_BLOCK_SIZE numbers in one transaction and gives them out itself, so a
// rush never funnels every create through one document (Firestore sustains about one write a
// second per document; decision 099). A create is a `create()` of the application's own
// document: a retried key finds its document instead of making a second one. A class with a
// capacity keeps one document per seat, claimed one by one (firestore-seats.server.ts, decision
// 228).
import { isWrittenMeanwhile } from "~/connections/firestore-errors.server";
import { pause, runTransaction } from "~/connections/firestore-transaction.server";
import {
  Timestamp,
  type DocumentSnapshot,
  type Firestore,
  type Query,
  type Transaction,
} from "firebase-admin/firestore";
import type { ApplicationStatus } from "~/domain/application";
import {
  CANCELLED_STATUS,
  INITIAL_APPLICATION_STATUS,
  LIVE_STATUSES,
  WAITING_STATUS,
} from "~/domain/application";
import { tallyProgramFigures } from "~/domain/application-figures";
import { LOTTERY_STATUS } from "~/domain/lottery";
import { NAME_PREFIX_END, newestFirst } from "~/domain/application-search";
import { pageOf } from "~/domain/page";
import { SEAT_HOLDING_STATUSES } from "~/domain/recruitment";
import { admit, byPlaceInLine, seatsFreedFor, withoutApplication } from "~/domain/waiting-list";
import { createHash } from "node:crypto";
import {
  applicantOf,
  clampPageRequest,
  duplicateKeyOf,
  isSameSubmission,
  type Application,
  type ApplicationFilter,
  type ApplicationStore,
  type CancelResult,
  type NewApplication,
} from "~/records/applications/contract";
import { fromDoc } from "~/records/applications/firestore-rows.server";
import {
  CLAIM_ROUNDS,
  SEAT_ATTEMPTS,
  firestoreSeats,
  lastTicketAt,
  type CreateSteps,
  type LookAgain,
  type Seating,
} from "~/records/applications/firestore-seats.server";
import { applicationIdFor } from "~/records/applications/key.server";
import {
  DEFAULT_MAIL_COLLECTION,
  writeMailDocuments,
  type MailCollection,
} from "~/records/outbox/firestore.server";

export const APPLICATIONS_COLLECTION = "applications";
export const APPLICATION_COUNTER_DOC = "counters/applications";
/**
 * One live application per member and class (decisions 156, 235): `applicantLocks/{id}` names the
 * application a member holds for a class. Every create reads its locks in its
 * transaction and writes them, so two creates of one person for one class run one after another;
 * a lock whose application is no longer live (cancelled) is simply taken over.
 */
export const APPLICANT_LOCKS_COLLECTION = "applicantLocks";

/** Firestore allows at most 500 writes per batch. */
const BATCH_LIMIT = 500;

/** Reservations of numbers lost to another instance's, tried again; instances starting together need several. */
const RESERVE_ATTEMPTS = 20;

/** Numbers one instance reserves at a time: a gap of at most this many when an instance stops. */
export const NUMBER_BLOCK_SIZE = 20;

const LIVE = new Set<string>(LIVE_STATUSES);

/** What a create's transaction decided. */
type Decided =
  | { stored: Application }
  | { held: Application }
  | { created: Application; promoted: Application[] };

/** Rounds after the claims for a create whose document another instance created meanwhile. */
const CREATED_MEANWHILE_ROUNDS = 3;

/**
 * The lock documents' ids of one applicant for one class: the member's, none for a guest (a
 * phone proves nobody, decision 235; the `-phone-` locks written before are no longer read).
 */
function applicantLockIds(input: Pick<NewApplication, "programId" | "userId">) {
  const { userId } = applicantOf(input);
  const digest = (value: string) => createHash("sha256").update(value).digest("hex");
  return userId ? [`${input.programId}-member-${digest(userId)}`] : [];
}

const SEAT_HOLDERS = new Set<string>(SEAT_HOLDING_STATUSES);

function filtered(query: Query, filter: ApplicationFilter): Query {
  let q = query;
  if (filter.programId !== undefined) q = q.where("programId", "==", filter.programId);
  if (filter.status !== undefined) q = q.where("status", "==", filter.status);
  if (filter.from) q = q.where("createdAt", ">=", Timestamp.fromDate(filter.from));
  if (filter.to) q = q.where("createdAt", "<", Timestamp.fromDate(filter.to));
  return q;
}

/** `mailTo`: the Trigger Email collection each change's mails are written to, in its transaction. */
export function createFirestoreApplicationStore(
  db: Firestore,
  mailTo: MailCollection = DEFAULT_MAIL_COLLECTION,
): ApplicationStore {
  const applications = db.collection(APPLICATIONS_COLLECTION);
  const counter = db.doc(APPLICATION_COUNTER_DOC);

  // This instance's reserved numbers, handed out in order; one reservation at a time.
  const pool: number[] = [];
  let reserving: Promise<void> | undefined;
  // Compare-and-set, not a transaction: a counter changed since it was read fails the write at
  // once, and the reservation reads it again. Two instances' transactions on the counter held
  // each other for the emulator's lock time-out (2 s) while their creates waited for numbers.
  const reserveBlock = async () => {
    for (let attempt = 1; ; attempt++) {
      const snapshot = await counter.get();
      const last = Number(snapshot.exists ? (snapshot.get("last") ?? 0) : 0);
      const next = { last: last + NUMBER_BLOCK_SIZE };
      try {
        if (snapshot.exists) await counter.update(next, { lastUpdateTime: snapshot.updateTime! });
        else await counter.create(next);
      } catch (error) {
        if (!isWrittenMeanwhile(error) || attempt >= RESERVE_ATTEMPTS) throw error;
        await pause(Math.random() * 10 * attempt);
        continue;
      }
      for (let number = last + 1; number <= last + NUMBER_BLOCK_SIZE; number++) pool.push(number);
      return;
    }
  };
  const reserveNext = () => (reserving ??= reserveBlock().finally(() => (reserving = undefined)));
  const takeNumber = async (): Promise<number> => {
    for (;;) {
      const number = pool.shift();
      if (number !== undefined) {
        // The next block is asked for while half of this one is left: in a rush the creates
        // would otherwise all wait for the counter's transaction every NUMBER_BLOCK_SIZE numbers.
        // A failed reservation is tried again by the create that finds the pool empty.
        if (pool.length < NUMBER_BLOCK_SIZE / 2) reserveNext().catch(() => undefined);
        return number;
      }
      await reserveNext();
    }
  };
  const giveBack = (number: number) => {
    pool.push(number);
    pool.sort((x, y) => x - y);
  };

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

  const seats = firestoreSeats(db, applications);

  const lockRef = (id: string) => db.collection(APPLICANT_LOCKS_COLLECTION).doc(id);

  /**
   * Inside a transaction (reads only): the live application one of the applicant's locks names,
   * if any (a lock naming a cancelled or missing application is stale).
   */
  const heldBy = async (tx: Transaction, locks: DocumentSnapshot[]) => {
    // Reads the named applications only after the locks (a transaction reads before it writes).
    const named = await Promise.all(
      locks.map((lock) => {
        const id = lock.get("applicationId") as unknown;
        return typeof id === "string" ? tx.get(applications.doc(id)) : null;
      }),
    );
    const live = named
      .filter((doc) => doc?.exists && LIVE.has(String(doc.get("status"))))
      .map((doc) => fromDoc(doc!.id, doc!.data()!));
    return { held: live[0] ?? null };
  };
  const readLocks = async (tx: Transaction, lockIds: string[]) =>
    heldBy(tx, lockIds.length > 0 ? await tx.getAll(...lockIds.map(lockRef)) : []);

  /** Inside a transaction (writes only): the locks name this application. */
  const writeLocks = (tx: Transaction, lockIds: string[], applicationId: string, now: Date) => {
    for (const id of lockIds)
      tx.set(lockRef(id), { applicationId, updatedAt: Timestamp.fromDate(now) });
  };

  const get = async (id: string) => {
    const snapshot = await applications.doc(id).get();
    return snapshot.exists ? fromDoc(snapshot.id, snapshot.data()!) : null;
  };

  return {
    async create(input, now = new Date(), mails) {
      const ref = applications.doc(applicationIdFor(input.idempotencyKey));
      const found = (application: Application) =>
        ({
          outcome: isSameSubmission(application, input) ? "replayed" : "conflict",
          application,
        }) as const;
      // A stored key is found by the create's transaction, which reads the application's
      // document anyway (its number goes back to the pool).
      return oneAtATimePerKey(ref.id, async () => {
        const number = await takeNumber();
        const at = Timestamp.fromDate(now);
        const data = {
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
        const capacity = input.capacity ?? null;
        const { programId } = input;
        const lockIds = applicantLockIds(input);
        const seated: Seating = { waits: false, ticket: null, waitingPlace: null };

        /** Inside a transaction (writes only): the application, its locks and mails. */
        const store = (tx: Transaction, seating: Seating, chosen: Application[]): Decided => {
          const { promoted, promotionTokens } = seats.seatFromLine(tx, chosen, now);
          const { waits, ticket, waitingPlace } = seating;
          const row = {
            ...data,
            status: input.lottery
              ? LOTTERY_STATUS
              : waits
                ? WAITING_STATUS
                : INITIAL_APPLICATION_STATUS,
            queueTicket: ticket,
          };
          writeLocks(tx, lockIds, ref.id, now);
          tx.create(ref, row);
          const application = fromDoc(ref.id, row);
          if (mails)
            writeMailDocuments(
              db,
              tx,
              mailTo,
              mails({ application, promoted, promotionTokens, waitingPlace }),
            );
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
                tx.getAll(ref, ...lockIds.map(lockRef), ...docs),
                read.query?.(tx) ?? null,
              ]);
              const claim = await heldBy(tx, rest.slice(0, lockIds.length));
              if (stored!.exists) return { stored: fromDoc(ref.id, stored!.data()!) };
              if (claim.held) return { held: claim.held };
              return decide(tx, rest.slice(lockIds.length), queried as never);
            },
            { maxAttempts: SEAT_ATTEMPTS },
          ).catch((error: unknown) => {
            if (isWrittenMeanwhile(error)) return { again: true } as const;
            throw error;
          });

        const unlimited = async () => {
          // A class without a capacity keeps no seat documents: written again from its holders
          // when it has one, they count the seats taken meanwhile.
          await seats.dropAny(programId, now);
          return attempt({}, (tx) => store(tx, seated, []));
        };
        const withCapacity = (cap: number, round: number) =>
          seats.createWithCapacity(
            { programId, capacity: cap, applicationId: ref.id, now },
            round,
            { attempt, store },
          );

        const decide = async (): Promise<Decided> => {
          for (let round = 1; round <= CLAIM_ROUNDS + CREATED_MEANWHILE_ROUNDS; round++) {
            // A lottery's entry is a plain write: no seat, no class-wide document (decision 270).
            const outcome = input.lottery
              ? await attempt({}, (tx) => store(tx, seated, []))
              : capacity === null
                ? await unlimited()
                : await withCapacity(capacity, round);
            if (!("again" in outcome)) return outcome;
          }
          throw new Error(`application ${ref.id}: no decision after every round`);
        };
        const outcome = await decide();
        if ("created" in outcome)
          return { outcome: "created", application: outcome.created, promoted: outcome.promoted };
        giveBack(number); // a gap, never a duplicate
        if ("held" in outcome) return { outcome: "duplicate", application: outcome.held };
        return found(outcome.stored);
      });
    },

    get,

    async list(filter, pageRequest) {
      const { page, pageSize } = clampPageRequest(pageRequest);
      const query = filtered(applications, filter);
      const [countSnapshot, pageSnapshot] = await Promise.all([
        query.count().get(),
        query
          .orderBy("createdAt", "desc")
          .orderBy("number", "desc")
          .offset((page - 1) * pageSize)
          .limit(pageSize)
          .get(),
      ]);
      return pageOf(
        pageSnapshot.docs.map((d) => fromDoc(d.id, d.data())),
        countSnapshot.data().count,
        { page, pageSize },
      );
    },

    async updateStatus(
      id,
      status,
      { capacity = null, byName = null, now = new Date(), mails } = {},
    ) {
      const ref = applications.doc(id);
      return runTransaction(
        db,
        async (tx) => {
          const snapshot = await tx.get(ref);
          if (!snapshot.exists) return null;
          const before = fromDoc(id, snapshot.data()!);
          const programId = before.programId;
          // A revival is held to the seat-or-queue rule of a new application (decision 190).
          const revives = before.status === CANCELLED_STATUS && capacity !== null;
          // Read before any write (Firestore's rule); the class's document orders this change
          // with the class's cancels and the creates that take the serialised path, its seat
          // documents with the others.
          const { line, seats: seatsNow } = await seats.readClass(tx, programId, revives);
          // A take-back from 취소 is staff's hand (not held to the one-application rule); it
          // holds the person's locks when no other live application does.
          const lockIds = before.status === CANCELLED_STATUS ? applicantLockIds(before) : [];
          const claim = await readLocks(tx, lockIds);
          const admission = admit(
            line && { ...line, capacity, lastTicket: lastTicketAt(now, line.waiting) },
          );
          const { promoted, promotionTokens } = seats.seatFromLine(tx, admission.promoted, now);
          const { waits, ticket, waitingPlace } = admission;
          const entering = admission.promoted.map((a) => a.id);
          if (!waits && !SEAT_HOLDERS.has(before.status)) entering.push(id);
          const holders = line?.holderIds ?? null;
          const change = { seats: seatsNow, capacity, holders, leaving: null, entering };
          seats.write(tx, programId, change, now);
          // A revival keeps the cancel's when, by whom and why as its history (decision 202).
          const revived = before.status === CANCELLED_STATUS;
          const changes = {
            status: waits ? WAITING_STATUS : status,
            queueTicket: ticket,
            ...(revived ? { revivedAt: Timestamp.fromDate(now), revivedByName: byName } : {}),
            updatedAt: Timestamp.fromDate(now),
          };
          tx.update(ref, changes);
          if (!claim.held) writeLocks(tx, lockIds, id, now);
          const application = fromDoc(id, { ...snapshot.data(), ...changes });
          if (mails)
            writeMailDocuments(
              db,
              tx,
              mailTo,
              mails({ before, application, promoted, promotionTokens, waitingPlace }),
            );
          return application;
        },
        { maxAttempts: SEAT_ATTEMPTS },
      );
    },

    async cancel(id, { by, byName = null, reason = null, capacity, now = new Date(), mails }) {
      const ref = applications.doc(id);
      return runTransaction(
        db,
        async (tx): Promise<CancelResult | null> => {
          const snapshot = await tx.get(ref);
          if (!snapshot.exists) return null;
          const before = fromDoc(id, snapshot.data()!);
          if (before.status === CANCELLED_STATUS)
            return { outcome: "unchanged", application: before, promoted: [] };
          const { programId } = before;
          const { line, seats: seatsNow } = await seats.readClass(tx, programId, true);
          const at = Timestamp.fromDate(now);
          const changes = {
            status: CANCELLED_STATUS,
            queueTicket: null,
            cancelledAt: at,
            cancelledBy: by,
            cancelledByName: byName,
            cancelReason: reason || null,
            // The link's hash stays, so the used link can say it was cancelled (decision 183).
            updatedAt: at,
          };
          tx.update(ref, changes);
          const freed = withoutApplication({ ...line, capacity, lastTicket: 0 }, before);
          const chosen = seatsFreedFor(freed);
          const { promoted, promotionTokens } = seats.seatFromLine(tx, chosen, now);
          // The seat given up passes to the first in line (or is deleted above the capacity).
          const change = {
            seats: seatsNow,
            capacity,
            holders: line.holderIds,
            leaving: SEAT_HOLDERS.has(before.status) ? id : null,
            entering: chosen.map((a) => a.id),
          };
          seats.write(tx, programId, change, now);
          const application = fromDoc(id, { ...snapshot.data(), ...changes });
          if (mails)
            writeMailDocuments(db, tx, mailTo, mails({ application, promoted, promotionTokens }));
          return { outcome: "cancelled", application, promoted };
        },
        { maxAttempts: SEAT_ATTEMPTS },
      );
    },

    async markContacted(id, now = new Date()) {
      const ref = applications.doc(id);
      return runTransaction(db, async (tx) => {
        const snapshot = await tx.get(ref);
        if (!snapshot.exists) return null;
        const changes = { contactNeededAt: null, updatedAt: Timestamp.fromDate(now) };
        tx.update(ref, changes);
        return fromDoc(id, { ...snapshot.data(), ...changes });
      });
    },

    async markContactNeeded(id, now = new Date()) {
      const ref = applications.doc(id);
      return runTransaction(db, async (tx) => {
        const snapshot = await tx.get(ref);
        if (!snapshot.exists) return null;
        const at = Timestamp.fromDate(now);
        const changes = { contactNeededAt: snapshot.get("contactNeededAt") ?? at, updatedAt: at };
        tx.update(ref, changes);
        return fromDoc(id, { ...snapshot.data(), ...changes });
      });
    },

    async waitingList(programId) {
      const snapshot = await applications
        .where("programId", "==", programId)
        .where("status", "==", WAITING_STATUS)
        .get();
      return snapshot.docs.map((d) => fromDoc(d.id, d.data())).sort(byPlaceInLine);
    },

    // Two counts instead of the line's documents: in a rush every answer reads its place, and
    // the line grows with every answer (indexes in firebase/firestore.indexes.json).
    async placeInLine({ status, programId, queueTicket, number }) {
      if (status !== WAITING_STATUS) return null;
      const line = applications
        .where("programId", "==", programId)
        .where("status", "==", WAITING_STATUS);
      const ticket = queueTicket ?? 0;
      const [before, tied] = await Promise.all([
        line.where("queueTicket", "<", ticket).count().get(),
        line.where("queueTicket", "==", ticket).where("number", "<", number).count().get(),
      ]);
      return before.data().count + tied.data().count + 1;
    },

    async figuresByProgramSince(since) {
      const snapshot = await applications
        .where("createdAt", ">=", Timestamp.fromDate(since))
        .select("programId", "status")
        .get();
      return tallyProgramFigures(
        snapshot.docs.map((doc) => ({
          programId: Number(doc.get("programId")),
          status: String(doc.get("status")),
          count: 1,
        })),
      );
    },

    async countSeatHolders(programIds) {
      // One count aggregation per class (only classes with a capacity are asked about): the
      // store reads no documents, and equality plus `in` needs no composite index.
      const entries = await Promise.all(
        [...new Set(programIds)].map(async (id) => {
          const snapshot = await applications
            .where("programId", "==", id)
            .where("status", "in", [...SEAT_HOLDING_STATUSES])
            .count()
            .get();
          return [id, snapshot.data().count] as const;
        }),
      );
      return new Map<number, number>(entries);
    },

    async countWaiting(programIds) {
      // As countSeatHolders: one count aggregation per class, equality only (no composite index).
      const entries = await Promise.all(
        [...new Set(programIds)].map(async (id) => {
          const snapshot = await applications
            .where("programId", "==", id)
            .where("status", "==", WAITING_STATUS)
            .count()
            .get();
          return [id, snapshot.data().count] as const;
        }),
      );
      return new Map<number, number>(entries);
    },

    async getByNumber(number) {
      if (!Number.isSafeInteger(number) || number < 1) return null;
      const snapshot = await applications.where("number", "==", number).limit(1).get();
      const doc = snapshot.docs[0];
      return doc ? fromDoc(doc.id, doc.data()) : null;
    },

    async likelyDuplicates(list) {
      // One equality query per class and phone (single-field indexes), the status checked here.
      const marked = await Promise.all(
        list.map(async (application) => {
          if (!LIVE.has(application.status)) return null;
          const { programId, phone } = duplicateKeyOf(application);
          const same = await applications
            .where("programId", "==", programId)
            .where("phone", "==", phone)
            .get();
          const other = same.docs.some(
            (doc) => doc.id !== application.id && LIVE.has(String(doc.get("status"))),
          );
          return other ? application.id : null;
        }),
      );
      return new Set(marked.filter((id): id is string => id !== null));
    },

    async search(search, limit) {
      const max = Math.max(0, Math.floor(limit));
      if (max === 0) return [];
      const query =
        search.kind === "number"
          ? applications.where("number", "==", search.number)
          : search.kind === "phone"
            ? applications.where("phone", "==", search.phone)
            : search.kind === "email"
              ? applications.where("email", "in", search.emails)
              : applications
                  .where("name", ">=", search.prefix)
                  .where("name", "<", `${search.prefix}${NAME_PREFIX_END}`);
      // One field per query (its automatic index); sorted here, the read bounded by `limit`.
      const snapshot = await query.limit(max).get();
      return snapshot.docs.map((d) => fromDoc(d.id, d.data())).sort(newestFirst);
    },

    async listForUser(userId) {
      // A member has a handful of applications: sorting here spares a composite index.
      const snapshot = await applications.where("userId", "==", userId).get();
      return snapshot.docs
        .map((d) => fromDoc(d.id, d.data()))
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.number - a.number);
    },

    async detachUser(userId) {
      const snapshot = await applications.where("userId", "==", userId).get();
      const updatedAt = Timestamp.now();
      for (let i = 0; i < snapshot.docs.length; i += BATCH_LIMIT) {
        const batch = db.batch();
        for (const doc of snapshot.docs.slice(i, i + BATCH_LIMIT)) {
          batch.update(doc.ref, { userId: null, updatedAt });
        }
        await batch.commit();
      }
      return snapshot.docs.length;
    },
  };
}
