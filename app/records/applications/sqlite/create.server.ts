// A new application in the SQLite store. Creates are committed in BEGIN IMMEDIATE transactions:
// the key lookup, the next number and the insert cannot interleave with another writer, and
// synchronous=FULL means a returned create is on disk. Creates that arrive while the event loop
// is busy are grouped into one transaction (group commit): node:sqlite is synchronous, so every
// commit's fsync blocks the process, and one fsync for a batch instead of one per application is
// what lets a burst of sign-ups through (see bench/README.md).
import { CANCELLED_STATUS, INITIAL_APPLICATION_STATUS, WAITING_STATUS } from "~/domain/application";
import { LOTTERY_STATUS } from "~/domain/lottery";
import { admit } from "~/domain/waiting-list";
import {
  applicantOf,
  isSameSubmission,
  type ApplicationStore,
  type CreatedApplication,
  type CreateResult,
  type NewApplication,
} from "~/records/applications/contract";
import { applicationIdFor } from "~/records/applications/key.server";
import type { MailsOf } from "~/records/outbox/contract";
import type { SqliteApplications } from "~/records/applications/sqlite/context.server";
import { fromRow, type Row } from "~/records/applications/sqlite/schema.server";

type Pending = {
  input: NewApplication;
  now: Date;
  mails: MailsOf<CreatedApplication> | undefined;
  resolve: (result: CreateResult) => void;
  reject: (error: unknown) => void;
};

export function sqliteCreate(store: SqliteApplications): ApplicationStore["create"] {
  const { db } = store;
  const nextNumber = db.prepare("SELECT COALESCE(MAX(number), 0) + 1 AS next FROM applications");
  const insert = db.prepare(
    `INSERT INTO applications (id, number, status, name, phone, email, preferred_time, companions,
       message, program_id, program_title, user_id, idempotency_key, privacy_consent_at,
       queue_ticket, cancel_token_hash, lookup_code_hash, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  // The member's live application for the class, if any (decision 235: not by phone).
  const heldBy = db.prepare(
    `SELECT * FROM applications WHERE program_id = ? AND status != '${CANCELLED_STATUS}'
       AND user_id = ? ORDER BY number LIMIT 1`,
  );

  const createOne = (
    input: NewApplication,
    now: Date,
    mails: MailsOf<CreatedApplication> | undefined,
  ): CreateResult => {
    const id = applicationIdFor(input.idempotencyKey);
    const existing = store.get(id);
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
    const line =
      capacity === null || input.lottery ? null : store.lineOf(input.programId, capacity);
    const admission = admit(line);
    const { promoted, promotionTokens } = store.seat(admission.promoted, now);
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
    const application = store.get(id)!;
    if (mails)
      store.writeMails(mails({ application, promoted, promotionTokens, waitingPlace }), now);
    return { outcome: "created", application, promoted };
  };

  let pending: Pending[] = [];

  const flush = () => {
    const batch = pending;
    pending = [];
    const outcomes: ({ ok: true; result: CreateResult } | { ok: false; error: unknown })[] = [];
    try {
      store.transaction(() => {
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

  return (input, now = store.clock(), mails) =>
    new Promise<CreateResult>((resolve, reject) => {
      pending.push({ input, now, mails, resolve, reject });
      if (pending.length === 1) setImmediate(flush);
    });
}
