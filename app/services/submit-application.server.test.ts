// The application use case over stand-in dependencies: what a class not yet open answers, a retry
// of a stored application, the receipt mail's cancel link and deadline, and the time an
// application is taken at. Its rate limits: submit-application-limits.server.test.ts.
import { describe, expect, it } from "vitest";
import { APPLICATION_MESSAGES } from "~/domain/application";
import type { ApplicationStore } from "~/records/applications/contract";
import { cancelTokenMatches } from "~/records/applications/key.server";
import type { RateLimitRule } from "~/security/rate-limit.server";
import { submitApplication } from "./submit-application.server";
import { PROGRAMS, fakeDeps, request } from "./submit-application.test-support";

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
  /** Applies to class `programId` (the application is taken): the receipt and what was stored. */
  async function apply(programId: string, email: string) {
    const deps = fakeDeps();
    const result = await submitApplication(request({ programId, email }), deps);
    expect(result).toMatchObject({ ok: true, status: 201 });
    return { receipt: deps.mails[0]!, stored: [...deps.stored.values()].at(-1)! };
  }

  it("states 개강일 and 취소 마감 with a working cancel link before the deadline", async () => {
    const { receipt, stored } = await apply("5", "early@example.kr");
    expect(receipt.to).toBe("early@example.kr");
    expect(receipt.text).toContain("수강 기간: 2999년 3월 2일(토) 개강");
    expect(receipt.text).toContain("취소 마감: 3월 1일까지");
    const token = /cancel\?token=([\w-]+)/.exec(receipt.text)![1]!;
    expect(cancelTokenMatches(stored.cancelTokenHash, token)).toBe(true);
  });

  it("past the deadline: no cancel link (none stored) and the reason in the receipt", async () => {
    const { receipt, stored } = await apply("4", "late@example.kr");
    expect(receipt.text).not.toContain("cancel?token=");
    expect(receipt.text).toContain("취소 마감: 2월 28일 (지났습니다)");
    expect(receipt.text).toContain("온라인으로는 취소할 수 없습니다");
    expect(stored.cancelTokenHash).toBeNull();
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
