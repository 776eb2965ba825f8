// Applications in the embedded SQLite store. Creates are committed in BEGIN IMMEDIATE
// transactions: the key lookup, the next number and the insert cannot interleave with another
// writer, and synchronous=FULL means a returned create is on disk. Creates that arrive while the
// event loop is busy are grouped into one transaction (group commit): node:sqlite is
// synchronous, so every commit's fsync blocks the process, and one fsync for a batch instead
// of one per application is what lets a burst of sign-ups through (see bench/README.md).
import type { DatabaseSync } from "node:sqlite";
import type { ApplicationStatus, Companions } from "~/domain/application";
import { CANCELLED_STATUS, INITIAL_APPLICATION_STATUS, WAITING_STATUS } from "~/domain/application";
import type { CancelledBy } from "~/domain/cancellation";
import { tallyProgramFigures } from "~/domain/application-figures";
import { NAME_PREFIX_END, type ApplicationSearch } from "~/domain/application-search";
import { LOTTERY_STATUS } from "~/domain/lottery";
import { pageOf } from "~/domain/page";
import { SEAT_HOLDING_STATUSES } from "~/domain/recruitment";
import { admit, seatingFromLine, seatsFreedFor, type ClassLine } from "~/domain/waiting-list";
import {
  applicantOf,
  clampPageRequest,
  duplicateKeyOf,
  isSameSubmission,
  type Application,
  type ApplicationFilter,
  type ApplicationStore,
  type CancelResult,
  type CreatedApplication,
  type CreateResult,
  type NewApplication,
} from "~/records/applications/contract";
import { applicationIdFor, newCancelToken } from "~/records/applications/key.server";
import type { MailsOf } from "~/records/outbox/contract";
import { createSqliteOutboxStore } from "~/records/outbox/sqlite.server";
import { migrate, transaction } from "~/connections/sqlite.server";

const MIGRATIONS = [
  `CREATE TABLE applications (
     id TEXT PRIMARY KEY,
     number INTEGER NOT NULL UNIQUE,
     status TEXT NOT NULL,
     name TEXT NOT NULL,
     phone TEXT NOT NULL,
     email TEXT NOT NULL,
     preferred_time TEXT NOT NULL,
     companions TEXT NOT NULL,
     message TEXT NOT NULL,
     program_id INTEGER NOT NULL,
     program_title TEXT NOT NULL,
     user_id TEXT,
     idempotency_key TEXT NOT NULL UNIQUE,
     created_at TEXT NOT NULL,
     updated_at TEXT NOT NULL
   );
   CREATE INDEX applications_created_at ON applications (created_at);
   CREATE INDEX applications_program_created ON applications (program_id, created_at);
   CREATE INDEX applications_status_created ON applications (status, created_at);
   CREATE INDEX applications_user ON applications (user_id);`,
  // Personal-information consent (개인정보 보호법): when the applicant agreed to the notice.
  `ALTER TABLE applications ADD COLUMN privacy_consent_at TEXT;`,
  // Cancelling and the waiting list (decision 134).
  `ALTER TABLE applications ADD COLUMN queue_ticket INTEGER;
   ALTER TABLE applications ADD COLUMN cancelled_at TEXT;
   ALTER TABLE applications ADD COLUMN cancelled_by TEXT;
   ALTER TABLE applications ADD COLUMN cancel_token_hash TEXT;
   CREATE INDEX applications_program_status ON applications (program_id, status);`,
  // One live application per person and class (decision 156): found by class and phone.
  `CREATE INDEX applications_program_phone ON applications (program_id, phone);`,
  // A seat from the waiting list for someone without an e-mail: staff call (decision 191).
  `ALTER TABLE applications ADD COLUMN contact_needed_at TEXT;`,
  // Which staff member cancelled, and why (decision 192).
  `ALTER TABLE applications ADD COLUMN cancelled_by_name TEXT;
   ALTER TABLE applications ADD COLUMN cancel_reason TEXT;`,
  // A revival keeps the cancel's history and says when and by whom (decision 202).
  `ALTER TABLE applications ADD COLUMN revived_at TEXT;
   ALTER TABLE applications ADD COLUMN revived_by_name TEXT;`,
  // A guest's 조회 코드, its hash only (decision 234).
  `ALTER TABLE applications ADD COLUMN lookup_code_hash TEXT;`,
];

export type Row = {
  id: string;
  number: number;
  status: string;
  name: string;
  phone: string;
  email: string;
  preferred_time: string;
  companions: string;
  message: string;
  program_id: number;
  program_title: string;
  user_id: string | null;
  idempotency_key: string;
  privacy_consent_at: string | null;
  queue_ticket: number | null;
  cancelled_at: string | null;
  cancelled_by: string | null;
  cancelled_by_name: string | null;
  cancel_reason: string | null;
  revived_at: string | null;
  revived_by_name: string | null;
  cancel_token_hash: string | null;
  contact_needed_at: string | null;
  lookup_code_hash: string | null;
  created_at: string;
  updated_at: string;
};

export function fromRow(row: Row): Application {
  return {
    id: row.id,
    number: Number(row.number),
    status: row.status as ApplicationStatus,
    name: row.name,
    phone: row.phone,
    email: row.email,
    preferredTime: row.preferred_time,
    companions: row.companions as Companions,
    message: row.message,
    programId: Number(row.program_id),
    programTitle: row.program_title,
    userId: row.user_id,
    idempotencyKey: row.idempotency_key,
    privacyConsentAt: row.privacy_consent_at ?? null,
    queueTicket: row.queue_ticket === null ? null : Number(row.queue_ticket),
    cancelledAt: row.cancelled_at,
    cancelledBy: row.cancelled_by as CancelledBy | null,
    cancelledByName: row.cancelled_by_name ?? null,
    cancelReason: row.cancel_reason ?? null,
    revivedAt: row.revived_at ?? null,
    revivedByName: row.revived_by_name ?? null,
    cancelTokenHash: row.cancel_token_hash,
    contactNeededAt: row.contact_needed_at ?? null,
    lookupCodeHash: row.lookup_code_hash ?? null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function whereOf(filter: ApplicationFilter) {
  const clauses: string[] = [];
  const params: (string | number)[] = [];
  if (filter.programId !== undefined) {
    clauses.push("program_id = ?");
    params.push(filter.programId);
  }
  if (filter.status !== undefined) {
    clauses.push("status = ?");
    params.push(filter.status);
  }
  if (filter.from) {
    clauses.push("created_at >= ?");
    params.push(filter.from.toISOString());
  }
  if (filter.to) {
    clauses.push("created_at < ?");
    params.push(filter.to.toISOString());
  }
  return { sql: clauses.length ? `WHERE ${clauses.join(" AND ")}` : "", params };
}

export function createSqliteApplicationStore(db: DatabaseSync): ApplicationStore {
  migrate(db, "applications", MIGRATIONS);
  const outbox = createSqliteOutboxStore(db);
  const byId = db.prepare("SELECT * FROM applications WHERE id = ?");
  const nextNumber = db.prepare("SELECT COALESCE(MAX(number), 0) + 1 AS next FROM applications");
  const insert = db.prepare(
    `INSERT INTO applications (id, number, status, name, phone, email, preferred_time, companions,
       message, program_id, program_title, user_id, idempotency_key, privacy_consent_at,
       queue_ticket, cancel_token_hash, lookup_code_hash, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const seatHolders = db.prepare(
    `SELECT COUNT(*) AS n FROM applications WHERE program_id = ?
       AND status IN (${SEAT_HOLDING_STATUSES.map((s) => `'${s}'`).join(", ")})`,
  );
  const waitingOf = db.prepare(
    `SELECT * FROM applications WHERE program_id = ? AND status = '${WAITING_STATUS}'
     ORDER BY queue_ticket, number`,
  );
  // The line's order is ORDER BY queue_ticket, number (waitingOf): those before this place.
  const aheadInLine = db.prepare(
    `SELECT COUNT(*) AS ahead FROM applications
     WHERE program_id = ? AND status = '${WAITING_STATUS}'
       AND (COALESCE(queue_ticket, 0) < ? OR (COALESCE(queue_ticket, 0) = ? AND number < ?))`,
  );
  const lastTicket = db.prepare(
    "SELECT COALESCE(MAX(queue_ticket), 0) AS last FROM applications WHERE program_id = ?",
  );
  // The member's live application for the class, if any (decision 235: not by phone).
  const heldBy = db.prepare(
    `SELECT * FROM applications WHERE program_id = ? AND status != '${CANCELLED_STATUS}'
       AND user_id = ? ORDER BY number LIMIT 1`,
  );
  // The live applications of a class with a phone (stored normalised; the class-phone index).
  const liveWithPhone = db.prepare(
    `SELECT id FROM applications WHERE program_id = ? AND phone = ?
       AND status != '${CANCELLED_STATUS}' LIMIT 2`,
  );
  const promote = db.prepare(
    `UPDATE applications SET status = '${INITIAL_APPLICATION_STATUS}', queue_ticket = NULL,
       contact_needed_at = ?, cancel_token_hash = COALESCE(?, cancel_token_hash), updated_at = ?
     WHERE id = ?`,
  );

  const get = (id: string) => {
    const row = byId.get(id) as Row | undefined;
    return row ? fromRow(row) : null;
  };

  /** Inside a transaction: the class's line, for the waiting list's rule. */
  const lineOf = (programId: number, capacity: number | null): ClassLine<Application> => ({
    capacity,
    holders: Number((seatHolders.get(programId) as { n: number }).n),
    waiting: (waitingOf.all(programId) as Row[]).map(fromRow),
    lastTicket: Number((lastTicket.get(programId) as { last: number }).last),
  });

  /**
   * Inside a transaction: seats those the rule chose; returns them promoted, and the new
   * cancel-link token of each one with an e-mail.
   */
  const seat = (chosen: readonly Application[], now: Date) => {
    const at = now.toISOString();
    const promotionTokens = new Map<string, string>();
    for (const waiting of chosen) {
      const { needsCall, newCancelLink } = seatingFromLine(waiting);
      const link = newCancelLink ? newCancelToken() : null;
      if (link) promotionTokens.set(waiting.id, link.token);
      promote.run(needsCall ? at : null, link?.hash ?? null, at, waiting.id);
    }
    const promoted = chosen.map((waiting) => get(waiting.id)!);
    return { promoted, promotionTokens };
  };

  const createOne = (
    input: NewApplication,
    now: Date,
    mails: MailsOf<CreatedApplication> | undefined,
  ): CreateResult => {
    const id = applicationIdFor(input.idempotencyKey);
    const existing = get(id);
    if (existing) {
      return {
        outcome: isSameSubmission(existing, input) ? "replayed" : "conflict",
        application: existing,
      };
    }
    // Inside the same transaction as the insert: a burst from one person stores one (one writer).
    const { userId } = applicantOf(input);
    const held = userId ? (heldBy.get(input.programId, userId) as Row | undefined) : undefined;
    if (held) return { outcome: "duplicate", application: fromRow(held) };
    const capacity = input.capacity ?? null;
    // A lottery's entry takes no seat and no place: the draw decides (decision 270).
    const lineRead = capacity === null || input.lottery ? null : lineOf(input.programId, capacity);
    const admission = admit(lineRead);
    const { promoted, promotionTokens } = seat(admission.promoted, now);
    const { waits, ticket, waitingPlace } = admission;
    const { next } = nextNumber.get() as { next: number };
    const at = now.toISOString();
    insert.run(
      id,
      next,
      input.lottery ? LOTTERY_STATUS : waits ? WAITING_STATUS : INITIAL_APPLICATION_STATUS,
      input.name,
      input.phone,
      input.email,
      input.preferredTime,
      input.companions,
      input.message,
      input.programId,
      input.programTitle,
      input.userId,
      input.idempotencyKey,
      input.privacyConsentAt ?? null,
      ticket,
      input.cancelTokenHash ?? null,
      input.lookupCodeHash ?? null,
      at,
      at,
    );
    const application = get(id)!;
    if (mails) outbox.write(mails({ application, promoted, promotionTokens, waitingPlace }), now);
    return { outcome: "created", application, promoted };
  };

  type Pending = {
    input: NewApplication;
    now: Date;
    mails: MailsOf<CreatedApplication> | undefined;
    resolve: (result: CreateResult) => void;
    reject: (error: unknown) => void;
  };
  let pending: Pending[] = [];

  const flush = () => {
    const batch = pending;
    pending = [];
    const outcomes: ({ ok: true; result: CreateResult } | { ok: false; error: unknown })[] = [];
    try {
      transaction(db, () => {
        for (const item of batch) {
          // A savepoint per application: one that fails leaves the others in the batch intact.
          db.exec("SAVEPOINT application");
          try {
            outcomes.push({ ok: true, result: createOne(item.input, item.now, item.mails) });
            db.exec("RELEASE application");
          } catch (error) {
            // SQLite rolled the whole batch back by itself (a full disk, an I/O error): nothing
            // of it is stored, so none of it may be acknowledged, and the error says why.
            if (!db.isTransaction) throw error;
            db.exec("ROLLBACK TO application");
            db.exec("RELEASE application");
            outcomes.push({ ok: false, error });
          }
        }
      });
    } catch (error) {
      // The commit itself failed: nothing of this batch is stored, so nothing is acknowledged.
      for (const item of batch) item.reject(error);
      return;
    }
    batch.forEach((item, i) => {
      const outcome = outcomes[i]!;
      if (outcome.ok) item.resolve(outcome.result);
      else item.reject(outcome.error);
    });
  };

  return {
    create(input, now = new Date(), mails) {
      return new Promise<CreateResult>((resolve, reject) => {
        pending.push({ input, now, mails, resolve, reject });
        if (pending.length === 1) setImmediate(flush);
      });
    },

    async get(id) {
      return get(id);
    },

    async list(filter, pageRequest) {
      const { page, pageSize } = clampPageRequest(pageRequest);
      const where = whereOf(filter);
      const { total } = db
        .prepare(`SELECT COUNT(*) AS total FROM applications ${where.sql}`)
        .get(...where.params) as { total: number };
      const rows = db
        .prepare(
          `SELECT * FROM applications ${where.sql} ORDER BY created_at DESC, number DESC LIMIT ? OFFSET ?`,
        )
        .all(...where.params, pageSize, (page - 1) * pageSize) as Row[];
      return pageOf(rows.map(fromRow), Number(total), { page, pageSize });
    },

    async updateStatus(
      id,
      status,
      { capacity = null, byName = null, now = new Date(), mails } = {},
    ) {
      return transaction(db, () => {
        const before = get(id);
        if (!before) return null;
        // A revival is held to the seat-or-queue rule of a new application (decision 190).
        const revives = before.status === CANCELLED_STATUS && capacity !== null;
        const admission = admit(revives ? lineOf(before.programId, capacity) : null);
        const { promoted, promotionTokens } = seat(admission.promoted, now);
        const { waits, ticket, waitingPlace } = admission;
        const at = now.toISOString();
        // A revival keeps the cancel's when, by whom and why as its history (decision 202).
        const revived = before.status === CANCELLED_STATUS;
        db.prepare(
          `UPDATE applications SET status = ?, queue_ticket = ?, revived_at = ?, revived_by_name = ?,
             updated_at = ?
           WHERE id = ?`,
        ).run(
          waits ? WAITING_STATUS : status,
          ticket,
          revived ? at : before.revivedAt,
          revived ? byName : before.revivedByName,
          at,
          id,
        );
        const application = get(id)!;
        if (mails)
          outbox.write(
            mails({ before, application, promoted, promotionTokens, waitingPlace }),
            now,
          );
        return application;
      });
    },

    async cancel(id, { by, byName = null, reason = null, capacity, now = new Date(), mails }) {
      return transaction(db, (): CancelResult | null => {
        const before = get(id);
        if (!before) return null;
        if (before.status === CANCELLED_STATUS)
          return { outcome: "unchanged", application: before, promoted: [] };
        const at = now.toISOString();
        // The link's hash stays: a cancelled application cannot be cancelled again, and the
        // used link can then say so (decision 183).
        db.prepare(
          `UPDATE applications SET status = ?, queue_ticket = NULL, cancelled_at = ?,
             cancelled_by = ?, cancelled_by_name = ?, cancel_reason = ?, updated_at = ? WHERE id = ?`,
        ).run(CANCELLED_STATUS, at, by, byName, reason || null, at, id);
        // Read after the cancel's update: its seat is free and it no longer waits.
        const { promoted, promotionTokens } = seat(
          seatsFreedFor(lineOf(before.programId, capacity)),
          now,
        );
        const application = get(id)!;
        if (mails) outbox.write(mails({ application, promoted, promotionTokens }), now);
        return { outcome: "cancelled", application, promoted };
      });
    },

    async markContacted(id, now = new Date()) {
      const result = db
        .prepare("UPDATE applications SET contact_needed_at = NULL, updated_at = ? WHERE id = ?")
        .run(now.toISOString(), id);
      return Number(result.changes) ? get(id) : null;
    },

    async markContactNeeded(id, now = new Date()) {
      const at = now.toISOString();
      db.prepare(
        `UPDATE applications SET contact_needed_at = COALESCE(contact_needed_at, ?), updated_at = ?
         WHERE id = ?`,
      ).run(at, at, id);
      return get(id);
    },

    async waitingList(programId) {
      return (waitingOf.all(programId) as Row[]).map(fromRow);
    },

    async placeInLine({ status, programId, queueTicket, number }) {
      if (status !== WAITING_STATUS) return null;
      const ticket = queueTicket ?? 0;
      const { ahead } = aheadInLine.get(programId, ticket, ticket, number) as { ahead: number };
      return Number(ahead) + 1;
    },

    async figuresByProgramSince(since) {
      const rows = db
        .prepare(
          `SELECT program_id, status, COUNT(*) AS count FROM applications
           WHERE created_at >= ? GROUP BY program_id, status`,
        )
        .all(since.toISOString()) as { program_id: number; status: string; count: number }[];
      return tallyProgramFigures(
        rows.map((r) => ({
          programId: Number(r.program_id),
          status: r.status,
          count: Number(r.count),
        })),
      );
    },

    async countSeatHolders(programIds) {
      const counts = new Map<number, number>(programIds.map((id) => [id, 0]));
      if (programIds.length === 0) return counts;
      const rows = db
        .prepare(
          `SELECT program_id, COUNT(*) AS count FROM applications
           WHERE program_id IN (${programIds.map(() => "?").join(", ")})
             AND status IN (${SEAT_HOLDING_STATUSES.map(() => "?").join(", ")})
           GROUP BY program_id`,
        )
        .all(...programIds, ...SEAT_HOLDING_STATUSES) as { program_id: number; count: number }[];
      for (const row of rows) counts.set(Number(row.program_id), Number(row.count));
      return counts;
    },

    async countWaiting(programIds) {
      const counts = new Map<number, number>(programIds.map((id) => [id, 0]));
      if (programIds.length === 0) return counts;
      const rows = db
        .prepare(
          `SELECT program_id, COUNT(*) AS count FROM applications
           WHERE program_id IN (${programIds.map(() => "?").join(", ")}) AND status = ?
           GROUP BY program_id`,
        )
        .all(...programIds, WAITING_STATUS) as { program_id: number; count: number }[];
      for (const row of rows) counts.set(Number(row.program_id), Number(row.count));
      return counts;
    },

    async getByNumber(number) {
      if (!Number.isSafeInteger(number) || number < 1) return null;
      const row = db.prepare("SELECT * FROM applications WHERE number = ?").get(number) as
        Row | undefined;
      return row ? fromRow(row) : null;
    },

    async likelyDuplicates(applications) {
      const marked = new Set<string>();
      for (const application of applications) {
        if (application.status === CANCELLED_STATUS) continue;
        const { programId, phone } = duplicateKeyOf(application);
        const rows = liveWithPhone.all(programId, phone) as { id: string }[];
        if (rows.some((row) => row.id !== application.id)) marked.add(application.id);
      }
      return marked;
    },

    async search(search, limit) {
      const [where, params] = searchWhere(search);
      const rows = db
        .prepare(
          `SELECT * FROM applications WHERE ${where} ORDER BY created_at DESC, number DESC LIMIT ?`,
        )
        .all(...params, Math.max(0, Math.floor(limit))) as Row[];
      return rows.map(fromRow);
    },

    async listForUser(userId) {
      const rows = db
        .prepare(
          "SELECT * FROM applications WHERE user_id = ? ORDER BY created_at DESC, number DESC",
        )
        .all(userId) as Row[];
      return rows.map(fromRow);
    },

    async detachUser(userId) {
      const result = db
        .prepare("UPDATE applications SET user_id = NULL, updated_at = ? WHERE user_id = ?")
        .run(new Date().toISOString(), userId);
      return Number(result.changes);
    },
  };
}

/** The search's condition; a name prefix as a range, as Firestore reads it (same byte order). */
function searchWhere(search: ApplicationSearch): [string, (string | number)[]] {
  switch (search.kind) {
    case "number":
      return ["number = ?", [search.number]];
    case "phone":
      return ["phone = ?", [search.phone]];
    case "email":
      return [`email IN (${search.emails.map(() => "?").join(", ")})`, search.emails];
    case "name":
      return ["name >= ? AND name < ?", [search.prefix, `${search.prefix}${NAME_PREFIX_END}`]];
  }
}
