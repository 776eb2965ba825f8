// What the use cases in services/ work with: records, content, the mail sender, rate limits and
// the site's address. Routes pass this process's (serviceDeps() in app/backends/app.server.ts) to
// a use case; a test passes its own (in-memory records, a mail catcher).
import type { ProgramDetail, ProgramSummary, SiteSettings } from "~/content/types";
import type { ApplicationStore } from "~/records/applications/contract";
import type { InquiryStore } from "~/records/inquiries/contract";
import type { RateLimitResult, RateLimitRule } from "~/security/rate-limit.server";

export type ServiceDeps = {
  applications: ApplicationStore;
  inquiries: InquiryStore;
  programs(): Promise<ProgramSummary[]>;
  /**
   * One class as its content says, its seats not counted: whether it takes an application does
   * not depend on them (a full class takes it on its waiting list), and the store's create
   * decides the seat.
   */
  program(id: number): Promise<ProgramDetail | null>;
  siteSettings(): Promise<SiteSettings>;
  /** A change committed with mail in the outbox: the sender looks for it now. */
  mailWritten(): void;
  consumeRateLimit(rule: RateLimitRule, clientAddress: string): Promise<RateLimitResult>;
  /** The limits about to be counted, asked of a shared store together (no answer: consume them). */
  reserveRateLimitsAhead(counts: ReadonlyArray<readonly [RateLimitRule, string]>): void;
  /** Gives back one counted attempt (it turned out not to count). */
  refundRateLimit(rule: RateLimitRule, clientAddress: string): Promise<void>;
  /** Seats were taken or freed: pages count them again. */
  seatsChanged(): void;
  /**
   * Texts (문자) go out (SOLAPI, or files on the embedded default): one with a phone and no
   * e-mail is told by text (decision 266). Absent: no texts.
   */
  textsOn?: boolean;
  /** The public address of the site, for links in mail. */
  siteUrl: string;
};
