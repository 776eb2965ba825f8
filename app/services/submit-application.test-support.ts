// Stand-ins for the application use case's tests (submit-application*.server.test.ts): classes of
// every kind of period, a store that behaves as the stores do on a key and a person, and rate
// limits in memory that count as the real ones.
import { mailsOnly } from "~/domain/text-message";
import { RateLimiterMemory } from "rate-limiter-flexible";
import { vi } from "vitest";
import type { ProgramDetail } from "~/content/types";
import { judgeRecruitment, recruitmentTerms } from "~/domain/recruitment";
import type { Mail } from "~/domain/mail";
import {
  isSameSubmission,
  type Application,
  type ApplicationStore,
  type CreatedApplication,
  type NewApplication,
} from "~/records/applications/contract";
import type { MailsOf } from "~/records/outbox/contract";
import { RATE_LIMITS, type RateLimitRule } from "~/security/rate-limit.server";
import { applicationIdFor } from "~/records/applications/key.server";
import type { SubmissionRequest } from "./submit-application.server";

export const NOW = new Date("2026-11-20T03:00:00Z");

function program(id: number, raw: Parameters<typeof recruitmentTerms>[0]): ProgramDetail {
  const recruitment = judgeRecruitment(recruitmentTerms(raw), NOW, null);
  return { id, title: `수업 ${id}`, isClosed: recruitment.isClosed, recruitment } as ProgramDetail;
}

export const PROGRAMS = new Map([
  [1, program(1, { schedule: "매주 월" })],
  [2, program(2, { schedule: "매주 화", opensOn: "2026-12-01", closesOn: "2026-12-20" })],
  [3, program(3, { schedule: "매주 수", status: "closed" })],
  // Open, but its cancel deadline has passed (a date long gone, whatever the clock says).
  [4, program(4, { schedule: "매주 목", startsOn: "2020-03-02", cancelUntil: "2020-02-28" })],
  [5, program(5, { schedule: "매주 금", startsOn: "2999-03-02" })],
]);

export function fakeDeps() {
  const stored = new Map<string, Application>();
  const phones = new Set<string>();
  const mails: Mail[] = [];
  let number = 0;
  const applications = {
    get: vi.fn(async (id: string) => stored.get(id) ?? null),
    create: async (input: NewApplication, _now?: Date, write?: MailsOf<CreatedApplication>) => {
      // As the stores do: the key first (a retry), then the person (a second application).
      const known = stored.get(applicationIdFor(input.idempotencyKey));
      if (known)
        return {
          outcome: isSameSubmission(known, input) ? "replayed" : "conflict",
          application: known,
        };
      const key = `${input.programId}:${input.phone}`;
      if (phones.has(key)) return { outcome: "duplicate", application: {} };
      phones.add(key);
      const application = {
        ...input,
        id: applicationIdFor(input.idempotencyKey),
        number: ++number,
        status: "접수",
        createdAt: NOW.toISOString(),
      } as Application;
      stored.set(application.id, application);
      mails.push(
        ...mailsOnly(
          write?.({
            application,
            promoted: [],
            promotionTokens: new Map(),
            waitingPlace: null,
          }) ?? [],
        ),
      );
      return { outcome: "created", application, promoted: [] };
    },
    // Every application here is 접수: none has a place in a line.
    placeInLine: async () => null,
  } as unknown as ApplicationStore;
  const limiters = new Map<RateLimitRule, RateLimiterMemory>();
  const limiter = (rule: RateLimitRule) => {
    if (!limiters.has(rule)) limiters.set(rule, new RateLimiterMemory(RATE_LIMITS[rule]));
    return limiters.get(rule)!;
  };
  return {
    mails,
    stored,
    applications,
    program: async (id: number) => PROGRAMS.get(id) ?? null,
    async consumeRateLimit(rule: RateLimitRule, key: string) {
      try {
        await limiter(rule).consume(key);
        return { allowed: true } as const;
      } catch {
        return { allowed: false, retryAfterSeconds: 60 } as const;
      }
    },
    asked: [] as (readonly [RateLimitRule, string])[][],
    reserveRateLimitsAhead(counts: ReadonlyArray<readonly [RateLimitRule, string]>) {
      this.asked.push([...counts]);
    },
    refundRateLimit: async (rule: RateLimitRule, key: string) => {
      await limiter(rule).reward(key, 1);
    },
    seatsChanged: vi.fn(),
    siteSettings: async () => ({ notificationEmail: "" }) as never,
    mailWritten: vi.fn(),
    siteUrl: "https://centre.example",
    used: async (rule: RateLimitRule, key: string) =>
      (await limiter(rule).get(key))?.consumedPoints ?? 0,
  };
}

let phoneSerial = 0;
export const request = (
  values: Record<string, unknown>,
  over: Partial<SubmissionRequest> = {},
) => ({
  values: {
    name: "김민지",
    phone: `010-5555-${String(++phoneSerial).padStart(4, "0")}`,
    programId: "1",
    ...values,
  },
  honeypot: "",
  idempotencyKey: undefined,
  clientAddress: "198.51.100.7",
  memberId: async () => null,
  ...over,
});
