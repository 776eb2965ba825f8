// The lottery's store (issue 49, decision 270): per class, the seed committed before its period
// closes and, once drawn, the result. The draw seats and lines up the class's 추첨 applications
// in the same transaction as its record (SQLite) or as one idempotent job that resumes
// (Firestore). Both held to tests/integration/lottery.contract.test.ts. Types only.
import type { DrawnPlace, PublicDraw } from "~/domain/lottery";
import type { Application } from "~/records/applications/contract";
import type { MailsOf } from "~/records/outbox/contract";

export type LotteryRecord = {
  programId: number;
  /** The secret until drawn: never shown before (publicDraw). */
  seed: string;
  seedHash: string;
  committedAt: string;
  /** Null until drawn. */
  drawnAt: string | null;
  /** Who drew: "자동 추첨" (the schedule) or the staff member ("이름 (이메일)"). */
  drawnBy: string | null;
  /** The seats given (정원 less those already seated), as the draw counted them. */
  seats: number | null;
  tickets: number[];
  extras: number[];
  seated: number[];
  waiting: number[];
  /** When every application carried its result (Firestore's job may resume until then). */
  completedAt: string | null;
};

/** One application the draw changed, with its outcome, for the mails written with it. */
export type DrawnApplication = {
  application: Application;
  place: DrawnPlace;
  record: LotteryRecord;
};

export type DrawOptions = {
  /** The class's 정원 (null: every ticket gets a seat). */
  capacity: number | null;
  /** "자동 추첨" or the staff member. */
  by: string;
  now?: Date;
  /**
   * Each changed application's mails, written with its change (SQLite: the draw's one
   * transaction; Firestore: the batch that changes it), texts among them (decision 266).
   */
  mails?: MailsOf<DrawnApplication>;
};

export type DrawOutcome =
  /** This call drew (or finished a draw another run began): `changed` applications now carry it. */
  | { outcome: "drawn"; record: LotteryRecord; changed: number }
  /** Drawn and complete before: nothing changed. */
  | { outcome: "already"; record: LotteryRecord };

export const AUTOMATIC_DRAW_BY = "자동 추첨";

export interface LotteryStore {
  /** The class's commitment, made on the first call (create-if-absent) and the same ever after. */
  commit(programId: number, now?: Date): Promise<LotteryRecord>;
  get(programId: number): Promise<LotteryRecord | null>;
  /** Every class's record, newest commitment first (the admin's list). */
  list(): Promise<LotteryRecord[]>;
  /** Draws once: a second call, concurrent or later, finds the result and changes nothing more. */
  draw(programId: number, options: DrawOptions): Promise<DrawOutcome>;
}

/** What anyone may read: the seed only once drawn. */
export function publicDraw(record: LotteryRecord): PublicDraw {
  const drawn = record.drawnAt !== null;
  return {
    programId: record.programId,
    seedHash: record.seedHash,
    committedAt: record.committedAt,
    seed: drawn ? record.seed : null,
    drawnAt: record.drawnAt,
    tickets: drawn ? record.tickets : [],
    extras: drawn ? record.extras : [],
    seated: drawn ? record.seated : [],
    waiting: drawn ? record.waiting : [],
    seats: record.seats,
  };
}
