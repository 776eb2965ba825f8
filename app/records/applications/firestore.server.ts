// Applications in Cloud Firestore: collection `applications` (document id from the idempotency
// key) and a counter document `counters/applications` that hands out numbers in blocks. Each
// instance reserves NUMBER_BLOCK_SIZE numbers in one transaction and gives them out itself, so a
// rush never funnels every create through one document (Firestore sustains about one write a
// second per document; decision 099). A create is a `create()` of the application's own
// document: a retried key finds its document instead of making a second one.
import { runTransaction } from "~/store/firestore-transaction.server";
import {
  Timestamp,
  type DocumentData,
  type Firestore,
  type Query,
  type Transaction,
} from "firebase-admin/firestore";
import type { ApplicationStatus, Companions } from "~/domain/application";
import {
  CANCELLED_STATUS,
  INITIAL_APPLICATION_STATUS,
  LIVE_STATUSES,
  WAITING_STATUS,
} from "~/domain/application";
import type { CancelledBy } from "~/domain/cancellation";
import { tallyProgramFigures } from "~/domain/application-figures";
import { pageOf } from "~/domain/page";
import { SEAT_HOLDING_STATUSES } from "~/domain/recruitment";
import {
  admit,
  byPlaceInLine,
  seatingFromLine,
  seatsFreedFor,
  withoutApplication,
  type ClassLine,
} from "~/domain/waiting-list";
import { createHash } from "node:crypto";
import {
  applicantOf,
  clampPageRequest,
  isSameSubmission,
  type Application,
  type ApplicationFilter,
  type ApplicationStore,
  type CancelResult,
  type NewApplication,
} from "~/records/applications/contract";
import { applicationIdFor, newCancelToken } from "~/records/applications/key.server";
import {
  DEFAULT_MAIL_COLLECTION,
  writeMailDocuments,
  type MailCollection,
} from "~/records/outbox/firestore.server";

export const APPLICATIONS_COLLECTION = "applications";
export const APPLICATION_COUNTER_DOC = "counters/applications";
/**
 * One document per class with a capacity (`programSeats/{programId}`): every create, cancel and
 * status change of that class writes it inside its transaction, so they run one after another
 * (decision 134). It also hands out the waiting-list tickets.
 */
export const PROGRAM_SEATS_COLLECTION = "programSeats";

/**
 * One live application per person and class (decision 156): `applicantLocks/{id}` names the
 * application a phone (or a member) holds for a class. Every create reads its locks in its
 * transaction and writes them, so two creates of one person for one class run one after another;
 * a lock whose application is no longer live (cancelled) is simply taken over.
 */
export const APPLICANT_LOCKS_COLLECTION = "applicantLocks";

/** Seat decisions contend on one document per class: more retries than the SDK's default 5. */
const SEAT_ATTEMPTS = 20;

/** Firestore allows at most 500 writes per batch. */
const BATCH_LIMIT = 500;

/** Contended transactions are retried by the SDK; instances starting together need more than its default 5. */
const RESERVE_ATTEMPTS = 10;

/** Numbers one instance reserves at a time: a gap of at most this many when an instance stops. */
export const NUMBER_BLOCK_SIZE = 20;

function toIso(value: unknown): string {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (typeof value === "string") return value;
  return new Date(0).toISOString();
}

function toIsoOrNull(value: unknown): string | null {
  return value === null || value === undefined ? null : toIso(value);
}

function fromDoc(id: string, data: DocumentData): Application {
  return {
    id,
    number: Number(data.number),
    status: data.status as ApplicationStatus,
    name: String(data.name ?? ""),
    phone: String(data.phone ?? ""),
    email: String(data.email ?? ""),
    preferredTime: String(data.preferredTime ?? ""),
    companions: (data.companions ?? "0") as Companions,
    message: String(data.message ?? ""),
    programId: Number(data.programId),
    programTitle: String(data.programTitle ?? ""),
    userId: (data.userId as string | null | undefined) ?? null,
    idempotencyKey: String(data.idempotencyKey ?? ""),
    privacyConsentAt: toIsoOrNull(data.privacyConsentAt),
    queueTicket: typeof data.queueTicket === "number" ? data.queueTicket : null,
    cancelledAt: toIsoOrNull(data.cancelledAt),
    cancelledBy: (data.cancelledBy as CancelledBy | null | undefined) ?? null,
    cancelledByName: (data.cancelledByName as string | null | undefined) ?? null,
    cancelReason: (data.cancelReason as string | null | undefined) ?? null,
    revivedAt: toIsoOrNull(data.revivedAt),
    revivedByName: (data.revivedByName as string | null | undefined) ?? null,
    cancelTokenHash: (data.cancelTokenHash as string | null | undefined) ?? null,
    contactNeededAt: toIsoOrNull(data.contactNeededAt),
    createdAt: toIso(data.createdAt),
    updatedAt: toIso(data.updatedAt),
  };
}

/** A class's line as its transaction read it; the capacity comes with each change. */
type Seats = Omit<ClassLine<Application>, "capacity">;

const LIVE = new Set<string>(LIVE_STATUSES);

/** What a create's transaction decided. */
type Decided =
  | { stored: Application }
  | { held: Application }
  | { created: Application; promoted: Application[] };

/** The lock documents' ids of one applicant for one class: by phone, and by member when signed in. */
function applicantLockIds(input: Pick<NewApplication, "programId" | "phone" | "userId">) {
  const { phone, userId } = applicantOf(input);
  const digest = (value: string) => createHash("sha256").update(value).digest("hex");
  return [
    `${input.programId}-phone-${digest(phone)}`,
    ...(userId ? [`${input.programId}-member-${digest(userId)}`] : []),
  ];
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
  const reserveBlock = async () => {
    const last = await runTransaction(
      db,
      async (tx) => {
        const snapshot = await tx.get(counter);
        const last = Number(snapshot.exists ? (snapshot.data()!.last ?? 0) : 0);
        tx.set(counter, { last: last + NUMBER_BLOCK_SIZE }, { merge: true });
        return last;
      },
      { maxAttempts: RESERVE_ATTEMPTS },
    );
    for (let number = last + 1; number <= last + NUMBER_BLOCK_SIZE; number++) pool.push(number);
  };
  const takeNumber = async (): Promise<number> => {
    for (;;) {
      const number = pool.shift();
      if (number !== undefined) return number;
      reserving ??= reserveBlock().finally(() => (reserving = undefined));
      await reserving;
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

  const seatsRef = (programId: number) =>
    db.collection(PROGRAM_SEATS_COLLECTION).doc(String(programId));

  /** Inside a transaction (reads only): the class's seat holders, its line and last ticket. */
  const readSeats = async (tx: Transaction, programId: number): Promise<Seats> => {
    const [seatsDoc, rows] = await Promise.all([
      tx.get(seatsRef(programId)),
      tx.get(
        applications
          .where("programId", "==", programId)
          .where("status", "in", [...SEAT_HOLDING_STATUSES, WAITING_STATUS]),
      ),
    ]);
    const all = rows.docs.map((d) => fromDoc(d.id, d.data()));
    return {
      holders: all.filter((a) => SEAT_HOLDERS.has(a.status)).length,
      waiting: all.filter((a) => a.status === WAITING_STATUS).sort(byPlaceInLine),
      lastTicket: Number(seatsDoc.get("lastTicket") ?? 0),
    };
  };

  /**
   * Inside a transaction (writes only): seats those the rule chose; returns them, and the new
   * cancel-link token of each one with an e-mail (decision 200).
   */
  const seat = (tx: Transaction, chosen: readonly Application[], now: Date) => {
    const changes = {
      status: INITIAL_APPLICATION_STATUS,
      queueTicket: null,
      updatedAt: Timestamp.fromDate(now),
    };
    const promotionTokens = new Map<string, string>();
    const promoted = chosen.map((waiting): Application => {
      const { needsCall, newCancelLink } = seatingFromLine(waiting);
      const contactNeededAt = needsCall ? changes.updatedAt : null;
      const link = newCancelLink ? newCancelToken() : null;
      if (link) promotionTokens.set(waiting.id, link.token);
      const cancelTokenHash = link?.hash ?? waiting.cancelTokenHash;
      tx.update(applications.doc(waiting.id), { ...changes, contactNeededAt, cancelTokenHash });
      return {
        ...waiting,
        status: changes.status,
        queueTicket: null,
        cancelTokenHash,
        contactNeededAt: contactNeededAt ? now.toISOString() : null,
        updatedAt: now.toISOString(),
      };
    });
    return { promoted, promotionTokens };
  };

  const touchSeats = (tx: Transaction, programId: number, lastTicket: number, now: Date) =>
    tx.set(seatsRef(programId), { lastTicket, updatedAt: Timestamp.fromDate(now) });

  const lockRef = (id: string) => db.collection(APPLICANT_LOCKS_COLLECTION).doc(id);

  /**
   * Inside a transaction (reads only): the applicant's locks and the live application one of them
   * names, if any (a lock naming a cancelled or missing application is stale).
   */
  const readLocks = async (tx: Transaction, lockIds: string[]) => {
    const locks = await Promise.all(lockIds.map((id) => tx.get(lockRef(id))));
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
      return oneAtATimePerKey(ref.id, async () => {
        const existing = await get(ref.id);
        if (existing) return found(existing);
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
          createdAt: at,
          updatedAt: at,
        };
        const capacity = input.capacity ?? null;
        const lockIds = applicantLockIds(input);
        // One transaction for every create: the key, the applicant's locks and (with a capacity)
        // the class's seats are read and written together, so retries, a person's burst and the
        // last seats are each decided once, across instances.
        const outcome = await runTransaction(
          db,
          async (tx): Promise<Decided> => {
            const [stored, claim, seats] = await Promise.all([
              tx.get(ref),
              readLocks(tx, lockIds),
              capacity === null ? null : readSeats(tx, input.programId),
            ]);
            if (stored.exists) return { stored: fromDoc(ref.id, stored.data()!) };
            if (claim.held) return { held: claim.held };
            const admission = admit(seats && { ...seats, capacity });
            const { promoted, promotionTokens } = seat(tx, admission.promoted, now);
            const { waits, ticket, waitingPlace } = admission;
            const row = {
              ...data,
              status: waits ? WAITING_STATUS : INITIAL_APPLICATION_STATUS,
              queueTicket: ticket,
            };
            if (seats) touchSeats(tx, input.programId, ticket ?? seats.lastTicket, now);
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
          },
          { maxAttempts: SEAT_ATTEMPTS },
        );
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
          // Read before any write (Firestore's rule); the class's seat document orders this
          // change with the class's creates and cancels.
          const seats = revives ? await readSeats(tx, programId) : null;
          const seatsDoc = seats ? null : await tx.get(seatsRef(programId));
          // A take-back from 취소 is staff's hand (not held to the one-application rule); it
          // holds the person's locks when no other live application does.
          const lockIds = before.status === CANCELLED_STATUS ? applicantLockIds(before) : [];
          const claim = await readLocks(tx, lockIds);
          const admission = admit(seats && { ...seats, capacity });
          const { promoted, promotionTokens } = seat(tx, admission.promoted, now);
          const { waits, ticket, waitingPlace } = admission;
          const lastTicket = seats ? seats.lastTicket : Number(seatsDoc!.get("lastTicket") ?? 0);
          // A revival keeps the cancel's when, by whom and why as its history (decision 202).
          const revived = before.status === CANCELLED_STATUS;
          const changes = {
            status: waits ? WAITING_STATUS : status,
            queueTicket: ticket,
            ...(revived ? { revivedAt: Timestamp.fromDate(now), revivedByName: byName } : {}),
            updatedAt: Timestamp.fromDate(now),
          };
          tx.update(ref, changes);
          touchSeats(tx, programId, ticket ?? lastTicket, now);
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
          const seats = await readSeats(tx, before.programId);
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
          const freed = withoutApplication({ ...seats, capacity }, before);
          const { promoted, promotionTokens } = seat(tx, seatsFreedFor(freed), now);
          touchSeats(tx, before.programId, seats.lastTicket, now);
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

    async waitingList(programId) {
      const snapshot = await applications
        .where("programId", "==", programId)
        .where("status", "==", WAITING_STATUS)
        .get();
      return snapshot.docs.map((d) => fromDoc(d.id, d.data())).sort(byPlaceInLine);
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
