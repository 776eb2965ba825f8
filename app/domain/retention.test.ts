import { describe, expect, it } from "vitest";
import {
  accessRecordCutoff,
  addYears,
  applicationDueAt,
  inquiryCutoff,
  inquiryDueAt,
  isDue,
  RETENTION,
  sentMailCutoff,
  unverifiedAccountCutoff,
} from "~/domain/retention";

const DAY = 24 * 60 * 60 * 1000;

describe("applicationDueAt", () => {
  it("is a year after the whole 종강일 has passed in Seoul", () => {
    const due = applicationDueAt(
      { updatedAt: "2026-01-01T00:00:00Z" },
      { id: 1, startsOn: "2026-03-02", endsOn: "2026-06-30" },
    );
    // 2026-07-01 00:00 in Seoul is 2026-06-30 15:00 UTC; a year on.
    expect(due.toISOString()).toBe("2027-06-30T15:00:00.000Z");
    expect(isDue(due, new Date("2027-06-30T14:59:59Z"))).toBe(false);
    expect(isDue(due, new Date("2027-06-30T15:00:00Z"))).toBe(true);
  });

  it("without a 종강일: a year after the later of the 개강일 and the application's last change", () => {
    const dates = { id: 1, startsOn: "2026-03-02", endsOn: null };
    expect(applicationDueAt({ updatedAt: "2026-01-10T00:00:00Z" }, dates).toISOString()).toBe(
      "2027-03-02T15:00:00.000Z",
    );
    expect(applicationDueAt({ updatedAt: "2026-05-10T00:00:00Z" }, dates).toISOString()).toBe(
      "2027-05-10T00:00:00.000Z",
    );
  });

  it("for a class no longer in the content: a year after the last change", () => {
    expect(applicationDueAt({ updatedAt: "2026-05-10T00:00:00Z" }, undefined).toISOString()).toBe(
      "2027-05-10T00:00:00.000Z",
    );
  });
});

describe("the other periods", () => {
  const now = new Date("2026-11-27T00:00:00Z");

  it("an inquiry: a year after the answer, or after receipt when never answered", () => {
    expect(
      inquiryDueAt({ answeredAt: "2026-02-01T00:00:00Z", createdAt: "2026-01-01T00:00:00Z" }),
    ).toEqual(new Date("2027-02-01T00:00:00Z"));
    expect(inquiryDueAt({ answeredAt: null, createdAt: "2026-01-01T00:00:00Z" })).toEqual(
      new Date("2027-01-01T00:00:00Z"),
    );
  });

  it("cut-offs for inquiries, unverified sign-ups, mail and access records", () => {
    expect(inquiryCutoff(now)).toEqual(new Date("2025-11-27T00:00:00Z"));
    expect(now.getTime() - unverifiedAccountCutoff(now).getTime()).toBe(7 * DAY);
    expect(now.getTime() - sentMailCutoff(now).getTime()).toBe(30 * DAY);
    expect(accessRecordCutoff(now)).toEqual(new Date("2024-11-27T00:00:00Z"));
    expect(RETENTION.accessRecordYears).toBeGreaterThanOrEqual(2);
  });

  it("adds calendar years (29 February rolls to 1 March)", () => {
    expect(addYears(new Date("2028-02-29T12:00:00Z"), 1)).toEqual(new Date("2029-03-01T12:00:00Z"));
  });
});
