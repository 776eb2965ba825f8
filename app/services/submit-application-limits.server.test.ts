// Which attempts the application rate limits keep counted: only accepted ones (decisions 181 and
// 232), by address and by the receipt's mailbox, asked for together before any is counted.
import { describe, expect, it } from "vitest";
import { APPLICATION_MESSAGES } from "~/domain/application";
import type { ApplicationStore } from "~/records/applications/contract";
import { RATE_LIMITS, rateLimitKeyOf } from "~/security/rate-limit.server";
import { submitApplication } from "./submit-application.server";
import { fakeDeps, request } from "./submit-application.test-support";

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
