// The application use case over stand-in dependencies: what a class not yet open answers, and
// which attempts the application rate limits keep counted (only accepted ones, decisions 181 and 232).
import { mailsOnly } from "~/domain/text-message";
import { RateLimiterMemory } from "rate-limiter-flexible";
import { describe, expect, it, vi } from "vitest";
import type { ProgramDetail } from "~/content/types";
import { APPLICATION_MESSAGES } from "~/domain/application";
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
import { RATE_LIMITS, rateLimitKeyOf, type RateLimitRule } from "~/security/rate-limit.server";
import { applicationIdFor, cancelTokenMatches } from "~/records/applications/key.server";
import { submitApplication, type SubmissionRequest } from "./submit-application.server";

const NOW = new Date("2026-11-20T03:00:00Z");

function program(id: number, raw: Parameters<typeof recruitmentTerms>[0]): ProgramDetail {
  const recruitment = judgeRecruitment(recruitmentTerms(raw), NOW, null);
  return { id, title: `수업 ${id}`, isClosed: recruitment.isClosed, recruitment } as ProgramDetail;
}

const PROGRAMS = new Map([
  [1, program(1, { schedule: "매주 월" })],
  [2, program(2, { schedule: "매주 화", opensOn: "2026-12-01", closesOn: "2026-12-20" })],
  [3, program(3, { schedule: "매주 수", status: "closed" })],
  // Open, but its cancel deadline has passed (a date long gone, whatever the clock says).
  [4, program(4, { schedule: "매주 목", startsOn: "2020-03-02", cancelUntil: "2020-02-28" })],
  [5, program(5, { schedule: "매주 금", startsOn: "2999-03-02" })],
]);

function fakeDeps() {
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
const request = (values: Record<string, unknown>, over: Partial<SubmissionRequest> = {}) => ({
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

describe("a class whose application period has not begun", () => {
  it("answers when it opens, in Korean date form, instead of a generic closed message", async () => {
    const deps = fakeDeps();
    const upcoming = await submitApplication(request({ programId: "2" }), deps);
    expect(upcoming).toMatchObject({
      ok: false,
      status: 422,
      message: "모집 예정 (12월 1일부터 신청)",
      errors: { programId: ["모집 예정 (12월 1일부터 신청)"] },
    });
    const closed = await submitApplication(request({ programId: "3" }), deps);
    expect(closed).toMatchObject({ status: 422, message: "모집이 마감된 프로그램입니다." });
  });
});

describe("the application rate limit counts applications accepted", () => {
  it("does not use up the allowance with refused forms, closed classes or duplicates", async () => {
    const deps = fakeDeps();
    const address = "198.51.100.7";
    // Twenty mixed refusals: an invalid form, a closed and an upcoming class, the same phone
    // twice for one class, a form without consent.
    const twice = request({ programId: "1" });
    expect((await submitApplication(twice, deps)).ok).toBe(true);
    for (let i = 0; i < 4; i++) {
      expect(await submitApplication(request({ phone: "123" }), deps)).toMatchObject({
        status: 422,
      });
      expect(await submitApplication(request({ programId: "3" }), deps)).toMatchObject({
        status: 422,
      });
      expect(await submitApplication(request({ programId: "2" }), deps)).toMatchObject({
        status: 422,
      });
      expect(await submitApplication(twice, deps)).toMatchObject({ status: 409 });
      // The forms' consent box left unticked.
      expect(await submitApplication(request({}, { consentRequired: true }), deps)).toMatchObject({
        status: 422,
        errors: { consent: [expect.any(String)] },
      });
    }
    expect(await deps.used("application", address)).toBe(1);
    // The rest of the allowance is accepted (a school's Wi-Fi: 50 fit, decision 232); one more is 429.
    const { points } = RATE_LIMITS.application;
    expect(points).toBeGreaterThanOrEqual(50);
    for (let i = 1; i < points; i++)
      expect(await submitApplication(request({}), deps)).toMatchObject({ ok: true, status: 201 });
    expect(await submitApplication(request({}), deps)).toMatchObject({
      ok: false,
      status: 429,
      retryAfterSeconds: 60,
    });
  });

  it("still throttles every attempt under the looser attempt limit", async () => {
    const deps = fakeDeps();
    for (let i = 0; i < RATE_LIMITS.applicationAttempt.points; i++)
      expect(await submitApplication(request({ phone: "x" }), deps)).toMatchObject({
        status: 422,
      });
    expect(await submitApplication(request({}), deps)).toMatchObject({ status: 429 });
  });

  it("limits the receipts one mailbox gets, from any address, counting accepted ones only", async () => {
    const deps = fakeDeps();
    const { points } = RATE_LIMITS.applicationRecipient;
    const from = (n: number) => ({ clientAddress: `203.0.113.${n}` });
    const toVictim = (n: number) => request({ email: " Victim@Example.kr " }, from(n));
    // A refused form with that e-mail (an invalid phone) does not use up the mailbox's allowance.
    expect(
      await submitApplication(request({ email: "victim@example.kr", phone: "1" }, from(0)), deps),
    ).toMatchObject({ status: 422 });
    for (let n = 1; n <= points; n++)
      expect(await submitApplication(toVictim(n), deps)).toMatchObject({ status: 201 });
    const refused = await submitApplication(toVictim(points + 1), deps);
    expect(refused).toMatchObject({
      ok: false,
      status: 429,
      message: APPLICATION_MESSAGES.tooManyForEmail,
      errors: { email: [APPLICATION_MESSAGES.tooManyForEmail] },
    });
    // The refused address keeps its own allowance, and other mailboxes are not affected.
    expect(await deps.used("application", "203.0.113.11")).toBe(0);
    expect(
      await submitApplication(request({ email: "other@example.kr" }, from(points + 1)), deps),
    ).toMatchObject({ status: 201 });
    expect(deps.mails.filter((m) => m.to.toLowerCase().includes("victim"))).toHaveLength(points);
  });

  it("counts every spelling of one mailbox together (+tags, Gmail's dots; issue 44)", async () => {
    const deps = fakeDeps();
    const { points } = RATE_LIMITS.applicationRecipient;
    let sender = 0;
    const apply = (email: string) =>
      submitApplication(request({ email }, { clientAddress: `203.0.113.${++sender}` }), deps);
    for (let n = 1; n <= points; n++)
      expect(await apply(`victim+${n}@example.kr`)).toMatchObject({ status: 201 });
    expect(await apply("Victim+last@Example.kr")).toMatchObject({
      status: 429,
      message: APPLICATION_MESSAGES.tooManyForEmail,
    });
    for (let n = 1; n <= points; n++) {
      const email = n % 2 ? `v.i.c.t.i.m+${n}@googlemail.com` : `vic.tim+${n}@gmail.com`;
      expect(await apply(email)).toMatchObject({ status: 201 });
    }
    expect(await apply("victim@gmail.com")).toMatchObject({ status: 429 });
    // A mailbox that only looks alike is another one.
    expect(await apply("victim2@example.kr")).toMatchObject({ status: 201 });
  });

  it("asks for the limits it will count together, before counting any", async () => {
    const deps = fakeDeps();
    await submitApplication(request({ email: "Together@Example.kr" }), deps);
    await submitApplication(request({}), deps);
    expect(deps.asked).toEqual([
      [
        ["applicationAttempt", "198.51.100.7"],
        ["application", "198.51.100.7"],
        ["applicationRecipient", rateLimitKeyOf("together@example.kr")],
      ],
      [
        ["applicationAttempt", "198.51.100.7"],
        ["application", "198.51.100.7"],
      ],
    ]);
  });

  it("gives the mailbox's count back when the application is not stored", async () => {
    const deps = fakeDeps();
    const closed = request({ programId: "3", email: "family@example.kr" });
    expect(await submitApplication(closed, deps)).toMatchObject({ status: 422 });
    const twice = request({ email: "family@example.kr" });
    expect(await submitApplication(twice, deps)).toMatchObject({ status: 201 });
    expect(await submitApplication(twice, deps)).toMatchObject({ status: 409 });
    expect(await deps.used("applicationRecipient", rateLimitKeyOf("family@example.kr"))).toBe(1);
  });

  it("gives the count back when the store fails", async () => {
    const deps = fakeDeps();
    const failing = {
      ...deps,
      applications: {
        ...deps.applications,
        create: async () => Promise.reject(new Error("store down")),
      } as unknown as ApplicationStore,
    };
    await expect(submitApplication(request({}), failing)).rejects.toThrow("store down");
    expect(await deps.used("application", "198.51.100.7")).toBe(0);
  });
});

describe("a retry of a stored application (the same idempotency key)", () => {
  const KEY = "retry-0123456789abcdef";
  const closedSince = (deps: ReturnType<typeof fakeDeps>) => ({
    ...deps,
    program: async () => PROGRAMS.get(3)!,
  });

  it("is found by the create: neither the first try nor the retry reads the key before", async () => {
    const deps = fakeDeps();
    const form = request({}, { idempotencyKey: KEY });
    const first = await submitApplication(form, deps);
    expect(first).toMatchObject({ ok: true, status: 201 });
    const retry = await submitApplication(form, deps);
    expect(retry).toMatchObject({ ok: true, status: 200 });
    if (first.ok && retry.ok) expect(retry.application.id).toBe(first.application.id);
    expect(deps.applications.get).not.toHaveBeenCalled();
    // The retry's counts are given back: one application counted for the address.
    expect(await deps.used("application", "198.51.100.7")).toBe(1);
  });

  it("is answered as stored when something refuses it now (here, the class closed since)", async () => {
    const deps = fakeDeps();
    const form = request({}, { idempotencyKey: KEY });
    const first = await submitApplication(form, deps);
    const retry = await submitApplication(form, closedSince(deps));
    expect(retry).toMatchObject({ ok: true, status: 200 });
    if (first.ok && retry.ok) expect(retry.application.id).toBe(first.application.id);
    const changed = request({ name: "다른사람" }, { idempotencyKey: KEY });
    expect(await submitApplication(changed, closedSince(deps))).toMatchObject({
      status: 422,
      message: APPLICATION_MESSAGES.idempotencyConflict,
    });
    const unknownKey = request({}, { idempotencyKey: "never-stored-0123456789" });
    expect(await submitApplication(unknownKey, closedSince(deps))).toMatchObject({
      status: 422,
      message: "모집이 마감된 프로그램입니다.",
    });
  });
});

describe("the receipt mail and the cancel deadline (decision 200)", () => {
  it("states 개강일 and 취소 마감 with a working cancel link before the deadline", async () => {
    const deps = fakeDeps();
    const result = await submitApplication(
      request({ programId: "5", email: "early@example.kr" }),
      deps,
    );
    expect(result).toMatchObject({ ok: true, status: 201 });
    const [receipt] = deps.mails;
    expect(receipt!.to).toBe("early@example.kr");
    expect(receipt!.text).toContain("수강 기간: 2999년 3월 2일(토) 개강");
    expect(receipt!.text).toContain("취소 마감: 3월 1일까지");
    const token = /cancel\?token=([\w-]+)/.exec(receipt!.text)![1]!;
    const stored = [...deps.stored.values()].at(-1)!;
    expect(cancelTokenMatches(stored.cancelTokenHash, token)).toBe(true);
  });

  it("past the deadline: no cancel link (none stored) and the reason in the receipt", async () => {
    const deps = fakeDeps();
    const result = await submitApplication(
      request({ programId: "4", email: "late@example.kr" }),
      deps,
    );
    expect(result).toMatchObject({ ok: true, status: 201 });
    const [receipt] = deps.mails;
    expect(receipt!.text).not.toContain("cancel?token=");
    expect(receipt!.text).toContain("취소 마감: 2월 28일 (지났습니다)");
    expect(receipt!.text).toContain("온라인으로는 취소할 수 없습니다");
    expect([...deps.stored.values()].at(-1)!.cancelTokenHash).toBeNull();
  });
});

describe("the time an application is taken at", () => {
  it("is when the request came in, however long the limits and reads before the store took", async () => {
    const deps = fakeDeps();
    const times: Array<Date | undefined> = [];
    const create = deps.applications.create.bind(deps.applications);
    deps.applications.create = (async (input, now, mails) => {
      times.push(now);
      return create(input, now, mails);
    }) as ApplicationStore["create"];
    const receivedAt = new Date("2026-11-20T01:00:00.123Z");
    await submitApplication(request({}, { receivedAt }), deps);
    expect(times).toEqual([receivedAt]);

    // Without one, the time is taken before the limits are asked, not when the store is reached.
    const slowLimits = { ...deps };
    let askedAt = 0;
    slowLimits.consumeRateLimit = async (rule: RateLimitRule, key: string) => {
      askedAt ||= Date.now();
      await new Promise((resolve) => setTimeout(resolve, 30));
      return deps.consumeRateLimit(rule, key);
    };
    await submitApplication(request({}), slowLimits);
    expect(times[1]!.getTime()).toBeLessThanOrEqual(askedAt);
  });
});
