// The inquiries store as every route sees it; SQLite (embedded default) and Firestore implement it
// and pass the same contract tests (tests/integration/inquiries.contract.test.ts).
import type { InquiryCategory, InquiryStatus } from "~/domain/inquiry";
import type { Page } from "~/domain/page";
import type { MailsOf } from "~/records/outbox/contract";

export type Inquiry = {
  id: string;
  /** 1, 2, 3, … in order of creation; never reused, also after a deletion. */
  sequenceNumber: number;
  name: string;
  email: string;
  phone: string;
  category: InquiryCategory;
  title: string;
  message: string;
  /** The member who wrote it, or null for a visitor. */
  userId: string | null;
  status: InquiryStatus;
  response: string | null;
  /** When the latest answer was saved (ISO 8601), or null. */
  answeredAt: string | null;
  /**
   * When the latest answer's text was reported undelivered or given up (ISO 8601): staff call the
   * number instead (decision 286). Null otherwise; saving an answer again clears it.
   */
  answerUndeliveredAt: string | null;
  /** When the writer consented to the collection notice (ISO 8601); null for inquiries from before it was asked. */
  privacyConsentAt: string | null;
  /** ISO 8601. */
  createdAt: string;
  updatedAt: string;
};

export type NewInquiry = Pick<
  Inquiry,
  "name" | "email" | "phone" | "category" | "title" | "message" | "userId"
> &
  Partial<Pick<Inquiry, "privacyConsentAt">>;

export type InquiryListQuery = {
  status?: InquiryStatus;
  /** 1-based. */
  page: number;
  pageSize: number;
};

export type InquiryAnswer = { response: string; status: InquiryStatus };

export interface InquiryStore {
  /**
   * Stores a new inquiry with the next sequence number and status 대기중; `mails` (the notice to
   * the centre) are written in the same transaction (decision 161).
   */
  create(input: NewInquiry, now?: Date, mails?: MailsOf<Inquiry>): Promise<Inquiry>;
  /** Throws InquiryNotFoundError for an unknown id. */
  get(id: string): Promise<Inquiry>;
  /** Newest first, optionally one status only, one page of it. */
  list(query: InquiryListQuery): Promise<Page<Inquiry>>;
  /**
   * A member's own inquiries, newest first: those sent signed in only. An inquiry sent under the
   * member's e-mail without signing in never joins (anyone can type an address, verified or not;
   * issue 44).
   */
  listForMember(userId: string, limit?: number): Promise<Inquiry[]>;
  countByStatus(status: InquiryStatus): Promise<number>;
  /**
   * Stores the response, sets the status and updatedAt/answeredAt, and writes `mails` (the answer
   * to the visitor) in the same transaction. Throws InquiryNotFoundError.
   */
  answer(id: string, answer: InquiryAnswer, mails?: MailsOf<Inquiry>): Promise<Inquiry>;
  /**
   * The answer's text did not reach the phone: marks it for staff to call. Returns false for an
   * unknown id (the inquiry was deleted since), without throwing.
   */
  markAnswerUndelivered(id: string, now?: Date): Promise<boolean>;
  /** Throws InquiryNotFoundError for an unknown id. */
  delete(id: string): Promise<void>;
}

export const MEMBER_INQUIRY_LIMIT = 50;
