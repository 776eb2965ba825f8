// The applications store's contract: one interface, two backends (SQLite embedded default,
// Cloud Firestore in production), both held to tests/integration/applications.contract.test.ts.
// Types and pure helpers only, so pages may import the types.
import type { ProgramFigures } from "~/domain/application-figures";
import type { ApplicationInput, ApplicationStatus, Companions } from "~/domain/application";
import type { ApplicationSearch } from "~/domain/application-search";
import type { CancelledBy } from "~/domain/cancellation";
import type { Page, PageRequest } from "~/domain/page";
import { normalizePhone } from "~/domain/phone";
import type { MailsOf } from "~/records/outbox/contract";

export type Application = {
  id: string;
  /** Sequential per store, allocated without races; shown to people as formatApplicationNumber(). */
  number: number;
  status: ApplicationStatus;
  name: string;
  phone: string;
  email: string;
  preferredTime: string;
  companions: Companions;
  message: string;
  programId: number;
  /** The title from the content at the time of applying (never the client's). */
  programTitle: string;
  /** The member who applied, or null (visitor, or the account was deleted). */
  userId: string | null;
  idempotencyKey: string;
  /** When the applicant consented to the collection notice (ISO 8601); null when not asked (API without `consent`). */
  privacyConsentAt: string | null;
  /**
   * Order in the class's waiting list while 대기 (lower goes first, the number breaks a tie); null
   * otherwise. On Firestore the clock at receipt in milliseconds (decision 228), so never shown:
   * the place in line is counted from the line.
   */
  queueTicket: number | null;
  cancelledAt: string | null;
  cancelledBy: CancelledBy | null;
  /** The staff member who cancelled ("이름 (이메일)"), null for the applicant (decision 192). */
  cancelledByName: string | null;
  /** Why it was cancelled, as staff wrote it; null when none was given. */
  cancelReason: string | null;
  /**
   * When staff took it back from 취소 (a revival), and who ("이름 (이메일)"); null otherwise. The
   * cancel's when, by whom and why stay beside it as its history (decision 202).
   */
  revivedAt: string | null;
  revivedByName: string | null;
  /**
   * SHA-256 (hex) of the cancel link's token; null when none was made. Kept after a cancel: the
   * link cannot cancel twice, and reopened it says the application is cancelled (decision 183).
   */
  cancelTokenHash: string | null;
  /**
   * When the waiting list seated it and it has no e-mail to be told by: staff must call
   * (연락 필요) until they mark it done with markContacted(); null otherwise (decision 191).
   */
  contactNeededAt: string | null;
  /**
   * SHA-256 (hex) of the guest's 조회 코드, made at creation and shown only then and in the
   * receipt (decision 234); null for a member's application and those made before it.
   */
  lookupCodeHash: string | null;
  createdAt: string;
  updatedAt: string;
};

export type NewApplication = Omit<
  ApplicationInput,
  "programId" | "programTitle" | "consent" | "ageConfirm"
> & {
  programId: number;
  programTitle: string;
  userId: string | null;
  idempotencyKey: string;
  privacyConsentAt?: string | null;
  /**
   * The class's seats (null: no limit). With a capacity the store decides inside the create's
   * transaction: a seat (접수) while one is free and nobody waits, else the waiting list (대기).
   */
  capacity?: number | null;
  cancelTokenHash?: string | null;
  lookupCodeHash?: string | null;
  /**
   * A lottery class in its period (decision 270): stored as 추첨, no seat and no place in line,
   * whatever the capacity; the draw decides. A plain write: no class-wide document is touched.
   */
  lottery?: boolean;
};

export type CreateResult =
  /** `promoted`: waiting applications given a seat first (the capacity was raised meanwhile). */
  | { outcome: "created"; application: Application; promoted: Application[] }
  /** The key was used before for the same application: nothing new is stored. */
  | { outcome: "replayed"; application: Application }
  /** The key was used before for a different application. */
  | { outcome: "conflict"; application: Application }
  /**
   * The same member already holds a live application (접수, 확정, 대기) for this class: nothing is
   * stored, `application` is that one (decision 156). A phone alone refuses nobody (decision 235).
   */
  | { outcome: "duplicate"; application: Application };

/**
 * The new cancel-link tokens of the applicants a change seated from the waiting list who have an
 * e-mail, by application id. The store makes each one in the seating transaction and keeps only
 * its hash (replacing the waiting receipt's), so the promotion mail carries a working link
 * (decision 200). For the mails only: never stored in plain, never returned.
 */
export type PromotionTokens = ReadonlyMap<string, string>;

/** What a create decided, for the mails written with it (receipt, staff notice, promotions). */
export type CreatedApplication = {
  application: Application;
  promoted: Application[];
  promotionTokens: PromotionTokens;
  /** The new application's place in the class's waiting list when it is 대기. */
  waitingPlace: number | null;
};

/** What a cancel changed, for the mails written with it. */
export type CancelledApplication = {
  application: Application;
  promoted: Application[];
  promotionTokens: PromotionTokens;
};

/** An administrator's status change, for the mails written with it. */
export type StatusChange = {
  before: Application;
  application: Application;
  /** Waiting applications seated first by a revival (the capacity was raised meanwhile). */
  promoted: Application[];
  promotionTokens: PromotionTokens;
  /** The revived application's place in line when the class was full (it is then 대기). */
  waitingPlace: number | null;
};

export type StatusOptions = {
  /** The class's seats (null or absent: no limit); only a revival from 취소 is held to it. */
  capacity?: number | null;
  /** The staff member making the change, kept as `revivedByName` by a revival (decision 202). */
  byName?: string | null;
  now?: Date;
  /** Written in the change's transaction. */
  mails?: MailsOf<StatusChange>;
};

export type SeatStatus = Extract<ApplicationStatus, "접수" | "확정">;

export type CancelOptions = {
  by: CancelledBy;
  /** Which staff member (when `by` is admin), kept with the cancel (decision 192). */
  byName?: string | null;
  reason?: string | null;
  capacity: number | null;
  now?: Date;
  /** Written in the cancel's transaction when it cancelled something. */
  mails?: MailsOf<CancelledApplication>;
};

export type CancelResult =
  | { outcome: "cancelled"; application: Application; promoted: Application[] }
  /** Already 취소: nothing changed. */
  | { outcome: "unchanged"; application: Application; promoted: [] };

export type ApplicationFilter = {
  programId?: number;
  status?: ApplicationStatus;
  /** createdAt >= from (inclusive). */
  from?: Date;
  /** createdAt < to (exclusive). */
  to?: Date;
};

export const MAX_PAGE_SIZE = 100;

export interface ApplicationStore {
  /**
   * Stores a new application with the next number, or finds the one stored under the same key,
   * or refuses a second live application of one member for one class (`duplicate`). `mails` are
   * written in the same transaction, only when it stores a new application (decision 161).
   */
  create(
    input: NewApplication,
    now?: Date,
    mails?: MailsOf<CreatedApplication>,
  ): Promise<CreateResult>;
  get(id: string): Promise<Application | null>;
  /** Newest first, filtered and paged on the server. */
  list(filter: ApplicationFilter, page: PageRequest): Promise<Page<Application>>;
  /**
   * An administrator's change to 접수 or 확정. From 대기 this is a promotion by hand, beyond the
   * capacity if need be. From 취소 it is a revival under the same seat-or-queue rule as a new
   * application (decision 190): those waiting are seated first if seats are free, then the row
   * takes a seat if one is left, else it joins the end of the line as 대기; the person's other
   * live application does not stop it (staff's hand). A revival keeps the cancel's when, by whom
   * and why, and records when and by whom it was revived (decision 202). Cancelling goes through cancel(). Null
   * when there is no such application. `mails` are written in the same transaction.
   */
  updateStatus(
    id: string,
    status: SeatStatus,
    options?: StatusOptions,
  ): Promise<Application | null>;
  /**
   * Cancels and, in the same transaction, gives freed seats to the first waiting applications
   * (all of them when `capacity` is null). Cancelling a cancelled application changes nothing.
   */
  cancel(id: string, options: CancelOptions): Promise<CancelResult | null>;
  /** Staff reached the applicant (연락 완료): clears contactNeededAt. Null when there is no such application. */
  markContacted(id: string, now?: Date): Promise<Application | null>;
  /**
   * A text about it failed (decision 266): staff must call (연락 필요); an earlier mark is kept.
   * Null when there is no such application.
   */
  markContactNeeded(id: string, now?: Date): Promise<Application | null>;
  /** A class's waiting applications, first in line first. */
  waitingList(programId: number): Promise<Application[]>;
  /**
   * The application's place in its class's waiting list (1 = seated next), counted without
   * reading the line: the waiting applications ahead of it by (ticket, number), plus one. Null
   * when the record given is not waiting.
   */
  placeInLine(
    application: Pick<Application, "status" | "programId" | "queueTicket" | "number">,
  ): Promise<number | null>;
  /**
   * Per class, the applications created at or after `since` and what each is now (seated,
   * waiting, cancelled); classes with none are absent; ascending class id.
   */
  figuresByProgramSince(since: Date): Promise<ProgramFigures[]>;
  /**
   * Applications holding a seat (status in SEAT_HOLDING_STATUSES: not 취소) per class, for the
   * capacity rule. Every id asked for is in the answer, 0 when it has none.
   */
  countSeatHolders(programIds: readonly number[]): Promise<Map<number, number>>;
  /** Waiting applications (대기) per class. Every id asked for is in the answer, 0 when it has none. */
  countWaiting(programIds: readonly number[]): Promise<Map<number, number>>;
  /** The application with this number (A-000042 is 42), or null: a guest's look-up (decision 182). */
  getByNumber(number: number): Promise<Application | null>;
  /**
   * Of the live applications given, those whose class holds another live application with the
   * same phone: likely the same person twice, for staff to judge (decision 235).
   */
  likelyDuplicates(
    applications: readonly Pick<Application, "id" | "programId" | "phone" | "status">[],
  ): Promise<Set<string>>;
  /**
   * The admin search (issue 46 §1): applications with this number, this stored phone, one of
   * these e-mails, or a name starting with the prefix; at most `limit`, newest first among those
   * read. One field per look-up, so Firestore needs no composite index.
   */
  search(search: ApplicationSearch, limit: number): Promise<Application[]>;
  /** A member's applications, newest first. */
  listForUser(userId: string): Promise<Application[]>;
  /** Account deletion: keeps the applications, drops the link to the member; returns how many. */
  detachUser(userId: string): Promise<number>;
}

/** Whether a stored application is the same submission as a new request under the same key. */
export function isSameSubmission(
  stored: Application,
  input: Omit<NewApplication, "programTitle" | "userId" | "idempotencyKey" | "privacyConsentAt">,
): boolean {
  return (
    stored.programId === input.programId &&
    stored.name === input.name &&
    stored.phone === input.phone &&
    stored.email === input.email &&
    stored.preferredTime === input.preferredTime &&
    stored.companions === input.companions &&
    stored.message === input.message
  );
}

/** A sane request: page 1 or later, at most MAX_PAGE_SIZE items (past the end reads nothing). */
export function clampPageRequest({ page, pageSize }: PageRequest): PageRequest {
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: Number.isInteger(pageSize) ? Math.min(Math.max(pageSize, 1), MAX_PAGE_SIZE) : 20,
  };
}

/**
 * Who applies, for the one-live-application rule: the member, if any. A phone proves nobody (a
 * stranger can type it), so guests are not held to the rule (decision 235). Pure, shared by both
 * stores.
 */
export function applicantOf(input: Pick<NewApplication, "userId">) {
  return { userId: input.userId };
}

/** The live applications that may be duplicates: the same class and phone (stored normalised). */
export function duplicateKeyOf(application: Pick<Application, "programId" | "phone">) {
  return { programId: application.programId, phone: normalizePhone(application.phone) };
}
