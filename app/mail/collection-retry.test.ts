import { describe, expect, it } from "vitest";
import { MAIL_RETRY_PAUSES_MS, retryDue, stuckReason } from "./collection-retry.server";

const now = new Date("2026-11-23T12:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms);

describe("retryDue", () => {
  it("retries only failures, after the pause for that try", () => {
    expect(retryDue({ delivery: { state: "SUCCESS", endTime: ago(1e9) } }, now)).toBeNull();
    expect(retryDue({ delivery: { state: "PROCESSING" } }, now)).toBeNull();
    const first = MAIL_RETRY_PAUSES_MS[0]!;
    expect(retryDue({ delivery: { state: "ERROR", endTime: ago(first - 1) } }, now)).toBeNull();
    expect(retryDue({ delivery: { state: "ERROR", endTime: ago(first) } }, now)).toBe(1);
    const second = MAIL_RETRY_PAUSES_MS[1]!;
    expect(
      retryDue({ appRetries: 1, delivery: { state: "ERROR", endTime: ago(first) } }, now),
    ).toBeNull();
    expect(
      retryDue({ appRetries: 1, delivery: { state: "ERROR", endTime: ago(second) } }, now),
    ).toBe(2);
  });

  it("gives up after the last pause; a failure without a time is due at once", () => {
    const spent = MAIL_RETRY_PAUSES_MS.length;
    expect(retryDue({ appRetries: spent, delivery: { state: "ERROR" } }, now)).toBeNull();
    expect(retryDue({ delivery: { state: "ERROR" } }, now)).toBe(1);
  });
});

describe("stuckReason", () => {
  const minutes = (m: number) => ago(m * 60_000);
  it("reports a failure after its last retry and a send unfinished 15 minutes on, once", () => {
    const spent = MAIL_RETRY_PAUSES_MS.length;
    expect(stuckReason({ appRetries: spent, delivery: { state: "ERROR" } }, now)).toMatch(/last/);
    expect(stuckReason({ appRetries: 1, delivery: { state: "ERROR" } }, now)).toBeNull();
    expect(stuckReason({ delivery: { state: "PENDING", startTime: minutes(15) } }, now)).toMatch(
      /15 minutes/,
    );
    expect(
      stuckReason({ delivery: { state: "PROCESSING", startTime: minutes(14) } }, now),
    ).toBeNull();
    expect(stuckReason({ delivery: { state: "SUCCESS", startTime: minutes(60) } }, now)).toBeNull();
    expect(
      stuckReason(
        { appStuckReportedAt: now, delivery: { state: "PENDING", startTime: minutes(60) } },
        now,
      ),
    ).toBeNull();
  });

  it("reports a mail no sender touched 15 minutes after it was written (the extension never ran)", () => {
    expect(stuckReason({ appWrittenAt: minutes(15) }, now)).toMatch(/not picked up/);
    expect(stuckReason({ appWrittenAt: minutes(14) }, now)).toBeNull();
    expect(stuckReason({ appWrittenAt: minutes(15), appStuckReportedAt: now }, now)).toBeNull();
    // Once a sender has a state on it, the other rules decide.
    expect(
      stuckReason({ appWrittenAt: minutes(60), delivery: { state: "SUCCESS" } }, now),
    ).toBeNull();
    // Written before this field existed: nothing to go by.
    expect(stuckReason({}, now)).toBeNull();
  });
});
