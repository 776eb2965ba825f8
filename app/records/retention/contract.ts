// The retention store (파기, decision 209): what the retention job reads and removes across the
// records, one interface on both backends (SQLite embedded default, Cloud Firestore), both held to
// tests/integration/retention.contract.test.ts. Which record is due when is decided by the pure
// rules in ~/domain/retention; the store only finds candidates and removes what it is given.
// Every removal is idempotent: removing what is already gone changes nothing and counts 0.

/** An application whose personal details are still held. */
export type HeldApplication = { id: string; programId: number; updatedAt: string };

/** An inquiry old enough to be due (see inquiriesCreatedBefore). */
export type AgedInquiry = { id: string; answeredAt: string | null; createdAt: string };

export interface RetentionStore {
  /** Applications not yet anonymised (every class). */
  applicationsHoldingDetails(): Promise<HeldApplication[]>;
  /**
   * Clears the personal details of these applications (name becomes ANONYMISED_NAME; phone,
   * e-mail, preferred time, message, member link, cancel link, the staff names of a cancel or a
   * revival and the reason emptied; its staff memos deleted) and
   * keeps what the figures count: number, class, status, companions and the dates. Returns how
   * many were changed; an unknown or already anonymised id counts 0.
   */
  anonymiseApplications(ids: readonly string[], now: Date): Promise<number>;
  /** Inquiries received before `createdBefore` (an inquiry is never due earlier). */
  inquiriesCreatedBefore(createdBefore: Date): Promise<AgedInquiry[]>;
  /** Deletes these inquiries; returns how many existed. */
  deleteInquiries(ids: readonly string[]): Promise<number>;
  /** Uids of e-mail sign-ups created before `createdBefore` whose address is still unverified. */
  unverifiedEmailAccounts(createdBefore: Date): Promise<string[]>;
  /** Deletes mail records sent, or given up, before `before`; returns how many. Unsent mail stays. */
  purgeMail(before: Date): Promise<number>;
  /**
   * Deletes text records sent, given up, or never sent and written, before `before` (a text the
   * sender never took, because texts were off, is not kept forever); returns how many.
   */
  purgeTexts(before: Date): Promise<number>;
}
