// What the use cases in services/ work with, and this process's instance of it: the records the
// backends chose, the content, the mail sender, rate limits and the site's address. Routes pass
// serviceDeps() to a use case; a test passes its own (in-memory records, a mail catcher).
import { getApplicationRecords } from "~/backends/applications.server";
import { getInquiryRecords } from "~/backends/inquiries.server";
import { getProgram, getPrograms, getSiteSettings } from "~/content/content.server";
import { invalidateSeatCounts } from "~/content/seats.server";
import type { ProgramDetail, ProgramSummary, SiteSettings } from "~/content/types";
import { getEnv } from "~/env.server";
import { wakeMailSender } from "~/mail/sender.server";
import type { ApplicationRecords } from "~/records/applications/contract";
import type { InquiryRecords } from "~/records/inquiries/contract";
import { invalidateRankingCache } from "~/services/ranking.server";
import {
  consumeRateLimit,
  refundRateLimit,
  type RateLimitResult,
  type RateLimitRule,
} from "~/security/rate-limit.server";

export type ServiceDeps = {
  applications: ApplicationRecords;
  inquiries: InquiryRecords;
  programs(): Promise<ProgramSummary[]>;
  /** One class with its seats counted in the store now (deciding whether to take an application). */
  programWithFreshSeats(id: number): Promise<ProgramDetail | null>;
  siteSettings(): Promise<SiteSettings>;
  /** A change committed with mail in the outbox: the sender looks for it now. */
  mailWritten(): void;
  consumeRateLimit(rule: RateLimitRule, clientAddress: string): Promise<RateLimitResult>;
  /** Gives back one counted attempt (it turned out not to count). */
  refundRateLimit(rule: RateLimitRule, clientAddress: string): Promise<void>;
  /** Seats were taken or freed: pages count them again. */
  seatsChanged(): void;
  /** The public address of the site, for links in mail. */
  siteUrl: string;
};

/** Each store is opened on first use, by the use case that needs it. */
export function serviceDeps(): ServiceDeps {
  return {
    get applications() {
      return getApplicationRecords();
    },
    get inquiries() {
      return getInquiryRecords();
    },
    programs: getPrograms,
    programWithFreshSeats: (id) => getProgram(id, { freshSeats: true }),
    siteSettings: getSiteSettings,
    mailWritten: wakeMailSender,
    consumeRateLimit,
    refundRateLimit,
    seatsChanged() {
      invalidateSeatCounts();
      invalidateRankingCache();
    },
    get siteUrl() {
      return getEnv().siteUrl;
    },
  };
}
