// The lottery in Cloud Firestore (decision 270): `lotteryDraws/{programId}` keeps the seed, made
// by a create() (the first commitment stays) and, once drawn, the result. The period writes only
// applications (plain creates, no class-wide document). The draw is one idempotent job in three
// steps, each safe to run twice or to resume: (1) a transaction on the draw's document reads the
// class's 추첨 applications and stores the result unless one is stored; (2) batches of
// applications still 추첨, in drawn order, each a transaction that sets their status and writes
// their mails; (3) a transaction that seats the first in line for any seat left free by a cancel
// that raced the draw, then marks the draw complete.
import { Timestamp, type DocumentData, type Firestore } from "firebase-admin/firestore";
import { INITIAL_APPLICATION_STATUS, WAITING_STATUS } from "~/domain/application";
import { LOTTERY_STATUS, placesOf, type DrawnPlace } from "~/domain/lottery";
import { SEAT_HOLDING_STATUSES } from "~/domain/recruitment";
import { byPlaceInLine, seatingFromLine } from "~/domain/waiting-list";
import type { Application } from "~/records/applications/contract";
import { fromDoc } from "~/records/applications/firestore/rows.server";
import { classSeats } from "~/records/applications/firestore/seats.server";
import { drawFromSeed, newSeed, seedHashOf } from "~/records/lottery/draw.server";
import type { DrawOptions, LotteryRecord, LotteryStore } from "~/records/lottery/contract";
import {
  DEFAULT_MAIL_COLLECTION,
  writeMailDocuments,
  type MailCollection,
} from "~/records/outbox/firestore.server";
import { isAlreadyExists } from "~/connections/firestore-errors.server";
import { runTransaction } from "~/connections/firestore-transaction.server";

export const LOTTERY_DRAWS_COLLECTION = "lotteryDraws";
/** Applications per batch of step 2 (each one update and its mails). */
const BATCH = 150;

const iso = (value: unknown) =>
  value instanceof Timestamp ? value.toDate().toISOString() : value ? String(value) : null;
const list = (value: unknown) => (Array.isArray(value) ? value.map(Number) : []);

function fromDrawDoc(programId: number, data: DocumentData): LotteryRecord {
  return {
    programId,
    seed: String(data.seed),
    seedHash: String(data.seedHash),
    committedAt: iso(data.committedAt)!,
    drawnAt: iso(data.drawnAt),
    drawnBy: (data.drawnBy as string | null | undefined) ?? null,
    seats: typeof data.seats === "number" ? data.seats : null,
    tickets: list(data.tickets),
    extras: list(data.extras),
    seated: list(data.seated),
    waiting: list(data.waiting),
    completedAt: iso(data.completedAt),
  };
}

export function createFirestoreLotteryStore(
  db: Firestore,
  mailTo: MailCollection = DEFAULT_MAIL_COLLECTION,
): LotteryStore {
  const draws = db.collection(LOTTERY_DRAWS_COLLECTION);
  const applications = db.collection("applications");
  const docOf = (programId: number) => draws.doc(String(programId));
  const entriesOf = (programId: number) =>
    applications.where("programId", "==", programId).where("status", "==", LOTTERY_STATUS);

  const get = async (programId: number) => {
    const snapshot = await docOf(programId).get();
    return snapshot.exists ? fromDrawDoc(programId, snapshot.data()!) : null;
  };
  const commitment = (now: Date) => {
    const seed = newSeed();
    return { seed, seedHash: seedHashOf(seed), committedAt: Timestamp.fromDate(now) };
  };

  /** Step 1: the result, stored once. */
  const decide = (programId: number, { capacity, by, now = new Date() }: DrawOptions) =>
    runTransaction(db, async (tx) => {
      const ref = docOf(programId);
      const snapshot = await tx.get(ref);
      const data: DocumentData = snapshot.exists ? snapshot.data()! : commitment(now);
      if (data.drawnAt) return { record: fromDrawDoc(programId, data), decidedNow: false };
      const [entries, holders] = await Promise.all([
        tx.get(entriesOf(programId)),
        tx.get(
          applications
            .where("programId", "==", programId)
            .where("status", "in", [...SEAT_HOLDING_STATUSES]),
        ),
      ]);
      const entrants = entries.docs.map((d) => fromDoc(d.id, d.data()));
      const seats = capacity === null ? null : Math.max(0, capacity - holders.size);
      const result = drawFromSeed(String(data.seed), entrants, seats);
      const drawn = {
        ...data,
        drawnAt: Timestamp.fromDate(now),
        drawnBy: by,
        seats,
        tickets: result.tickets,
        extras: result.extras,
        seated: result.seated,
        waiting: result.waiting,
        completedAt: null,
      };
      tx.set(ref, drawn);
      return { record: fromDrawDoc(programId, drawn), decidedNow: true };
    });

  /** Step 2: every application still 추첨 takes its drawn place, in drawn order, in batches. */
  const apply = async (record: LotteryRecord, { mails, now = new Date() }: DrawOptions) => {
    const places = placesOf(record);
    const position = new Map([...record.seated, ...record.waiting].map((number, i) => [number, i]));
    const base = Date.parse(record.drawnAt!);
    const pending = (await entriesOf(record.programId).get()).docs
      .map((d) => fromDoc(d.id, d.data()))
      .filter((a) => places.has(a.number))
      .sort((a, b) => position.get(a.number)! - position.get(b.number)!);
    let changed = 0;
    for (let i = 0; i < pending.length; i += BATCH) {
      const chunk = pending.slice(i, i + BATCH);
      changed += await runTransaction(db, async (tx) => {
        const docs = await tx.getAll(...chunk.map((a) => applications.doc(a.id)));
        let n = 0;
        for (const doc of docs) {
          if (!doc.exists || doc.get("status") !== LOTTERY_STATUS) continue;
          const before = fromDoc(doc.id, doc.data()!);
          const place = places.get(before.number)!;
          const changes = placeChanges(before, place, base, now);
          tx.update(doc.ref, changes);
          const application = placed(before, changes, now);
          if (mails) writeMailDocuments(db, tx, mailTo, mails({ application, place, record }));
          n++;
        }
        return n;
      });
    }
    return changed;
  };

  /** Step 3: a seat freed by a cancel that raced the draw goes to the first in line; complete. */
  const finish = (record: LotteryRecord, { capacity, mails, now = new Date() }: DrawOptions) =>
    runTransaction(db, async (tx) => {
      const ref = docOf(record.programId);
      const snapshot = await tx.get(ref);
      if (snapshot.get("completedAt")) return fromDrawDoc(record.programId, snapshot.data()!);
      const rows = await tx.get(
        applications
          .where("programId", "==", record.programId)
          .where("status", "in", [...SEAT_HOLDING_STATUSES, WAITING_STATUS]),
      );
      const all = rows.docs.map((d) => fromDoc(d.id, d.data()));
      const held = all.filter((a) => a.status !== WAITING_STATUS).length;
      const line = all.filter((a) => a.status === WAITING_STATUS).sort(byPlaceInLine);
      const free = capacity === null ? line.length : Math.max(0, capacity - held);
      const done = { ...snapshot.data(), completedAt: Timestamp.fromDate(now) };
      const completed = fromDrawDoc(record.programId, done);
      for (const waiting of line.slice(0, free)) {
        const changes = placeChanges(waiting, { seated: true, waitingPlace: null }, 0, now);
        tx.update(applications.doc(waiting.id), changes);
        const application = placed(waiting, changes, now);
        const place: DrawnPlace = { seated: true, waitingPlace: null };
        if (mails)
          writeMailDocuments(db, tx, mailTo, mails({ application, place, record: completed }));
      }
      tx.set(ref, done);
      return completed;
    });

  return {
    async commit(programId, now = new Date()) {
      const found = await get(programId);
      if (found) return found;
      try {
        await docOf(programId).create(commitment(now));
      } catch (error) {
        if (!isAlreadyExists(error)) throw error;
      }
      return (await get(programId))!;
    },

    get,

    async list() {
      const snapshot = await draws.get();
      return snapshot.docs
        .map((d) => fromDrawDoc(Number(d.id), d.data()))
        .sort((a, b) => b.committedAt.localeCompare(a.committedAt) || b.programId - a.programId);
    },

    async draw(programId, options) {
      const { record, decidedNow } = await decide(programId, options);
      if (!decidedNow && record.completedAt) return { outcome: "already", record };
      const changed = await apply(record, options);
      const completed = await finish(record, options);
      // Seat documents written by cancels during the period are dropped: the next serialised
      // change writes them again from the class's holders (decision 228).
      await classSeats(db, applications).dropAny(programId, options.now ?? new Date());
      return { outcome: "drawn", record: completed, changed };
    },
  };
}

/** The application as its change leaves it, for its mails. */
function placed(
  before: Application,
  changes: ReturnType<typeof placeChanges>,
  now: Date,
): Application {
  return {
    ...before,
    status: changes.status,
    queueTicket: changes.queueTicket,
    contactNeededAt: changes.contactNeededAt ? now.toISOString() : null,
    updatedAt: now.toISOString(),
  };
}

/** An application's fields once it takes its drawn place (a seat, or its ticket in line). */
function placeChanges(before: Application, place: DrawnPlace, base: number, now: Date) {
  const { needsCall } = seatingFromLine(before);
  const at = Timestamp.fromDate(now);
  return place.seated
    ? {
        status: INITIAL_APPLICATION_STATUS,
        queueTicket: null,
        contactNeededAt: needsCall ? at : null,
        updatedAt: at,
      }
    : {
        status: WAITING_STATUS,
        queueTicket: base + place.waitingPlace,
        contactNeededAt: null,
        updatedAt: at,
      };
}
