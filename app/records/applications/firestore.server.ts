// Applications in Cloud Firestore: collection `applications` (document id from the idempotency
// key) and a counter document `counters/applications` that hands out numbers in blocks. Each
// instance reserves NUMBER_BLOCK_SIZE numbers in one transaction and gives them out itself, so a
// rush never funnels every create through one document (Firestore sustains about one write a
// second per document; decision 099). A create is a `create()` of the application's own
// document: a retried key finds its document instead of making a second one.
import { Timestamp, type DocumentData, type Firestore, type Query } from "firebase-admin/firestore";
import type { ApplicationStatus, Companions } from "~/domain/application";
import { INITIAL_APPLICATION_STATUS } from "~/domain/application";
import { pageOf } from "~/domain/page";
import { SEAT_HOLDING_STATUSES } from "~/domain/recruitment";
import {
  clampPageRequest,
  isSameSubmission,
  type Application,
  type ApplicationFilter,
  type ApplicationRecords,
} from "~/records/applications/contract";
import { applicationIdFor } from "~/records/applications/key.server";

export const APPLICATIONS_COLLECTION = "applications";
export const APPLICATION_COUNTER_DOC = "counters/applications";

/** Firestore allows at most 500 writes per batch. */
const BATCH_LIMIT = 500;

/** Contended transactions are retried by the SDK; instances starting together need more than its default 5. */
const RESERVE_ATTEMPTS = 10;

/** Numbers one instance reserves at a time: a gap of at most this many when an instance stops. */
export const NUMBER_BLOCK_SIZE = 20;

/** gRPC ALREADY_EXISTS: another create of the same key got there first. */
const ALREADY_EXISTS = 6;

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
    createdAt: toIso(data.createdAt),
    updatedAt: toIso(data.updatedAt),
  };
}

function filtered(query: Query, filter: ApplicationFilter): Query {
  let q = query;
  if (filter.programId !== undefined) q = q.where("programId", "==", filter.programId);
  if (filter.status !== undefined) q = q.where("status", "==", filter.status);
  if (filter.from) q = q.where("createdAt", ">=", Timestamp.fromDate(filter.from));
  if (filter.to) q = q.where("createdAt", "<", Timestamp.fromDate(filter.to));
  return q;
}

export function createFirestoreApplications(db: Firestore): ApplicationRecords {
  const applications = db.collection(APPLICATIONS_COLLECTION);
  const counter = db.doc(APPLICATION_COUNTER_DOC);

  // This instance's reserved numbers, handed out in order; one reservation at a time.
  const pool: number[] = [];
  let reserving: Promise<void> | undefined;
  const reserveBlock = async () => {
    const last = await db.runTransaction(
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

  const get = async (id: string) => {
    const snapshot = await applications.doc(id).get();
    return snapshot.exists ? fromDoc(snapshot.id, snapshot.data()!) : null;
  };

  return {
    async create(input, now = new Date()) {
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
          status: INITIAL_APPLICATION_STATUS,
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
          createdAt: at,
          updatedAt: at,
        };
        try {
          await ref.create(data);
        } catch (error) {
          // Another instance stored this key first: the number was not used, and this is a replay.
          if ((error as { code?: unknown }).code !== ALREADY_EXISTS) throw error; // a gap, never a duplicate
          giveBack(number);
          const winner = await get(ref.id);
          if (!winner) throw error;
          return found(winner);
        }
        return { outcome: "created", application: fromDoc(ref.id, data) } as const;
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

    async updateStatus(id, status, now = new Date()) {
      const ref = applications.doc(id);
      return db.runTransaction(async (tx) => {
        const snapshot = await tx.get(ref);
        if (!snapshot.exists) return null;
        const changes = { status, updatedAt: Timestamp.fromDate(now) };
        tx.update(ref, changes);
        return fromDoc(id, { ...snapshot.data(), ...changes });
      });
    },

    async countByProgramSince(since) {
      const snapshot = await applications
        .where("createdAt", ">=", Timestamp.fromDate(since))
        .select("programId")
        .get();
      const counts = new Map<number, number>();
      for (const doc of snapshot.docs) {
        const programId = Number(doc.get("programId"));
        counts.set(programId, (counts.get(programId) ?? 0) + 1);
      }
      return [...counts].map(([programId, count]) => ({ programId, count }));
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
