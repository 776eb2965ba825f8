import { describe, expect, it } from "vitest";
import {
  computeDashboardStatistics,
  emptyMonthWindow,
  monthsBefore,
  startOfNextSeoulMonth,
  startOfSeoulMonth,
  type UserForStatistics,
} from "./statistics";

const user = (createdAt: string, extra: Partial<UserForStatistics> = {}): UserForStatistics => ({
  createdAt,
  role: "user",
  isAdmin: false,
  provider: "email",
  status: "active",
  ...extra,
});

describe("Seoul month boundaries", () => {
  it("starts a month at 00:00 in Seoul, which is 15:00 UTC the day before", () => {
    expect(startOfSeoulMonth(new Date("2025-03-10T12:00:00Z")).toISOString()).toBe(
      "2025-02-28T15:00:00.000Z",
    );
    // 31 Jan 16:00 UTC is already 1 Feb 01:00 in Seoul.
    expect(startOfSeoulMonth(new Date("2025-01-31T16:00:00Z")).toISOString()).toBe(
      "2025-01-31T15:00:00.000Z",
    );
    expect(startOfNextSeoulMonth(new Date("2024-12-20T00:00:00Z")).toISOString()).toBe(
      "2024-12-31T15:00:00.000Z",
    );
  });

  it("goes one calendar month back, clamped to the end of a shorter month", () => {
    expect(monthsBefore(new Date("2025-03-31T03:00:00Z"), 1).toISOString()).toBe(
      "2025-02-28T03:00:00.000Z",
    );
    expect(monthsBefore(new Date("2024-03-31T03:00:00Z"), 1).toISOString()).toBe(
      "2024-02-29T03:00:00.000Z",
    );
    expect(monthsBefore(new Date("2025-01-15T00:00:00Z"), 1).toISOString()).toBe(
      "2024-12-15T00:00:00.000Z",
    );
    // 1 March 02:00 Seoul (28 Feb 17:00 UTC) minus a month is 1 February 02:00 Seoul.
    expect(monthsBefore(new Date("2025-02-28T17:00:00Z"), 1).toISOString()).toBe(
      "2025-01-31T17:00:00.000Z",
    );
  });
});

describe("registrations window", () => {
  it("covers 12 months, oldest first, with Korean month names, across a year boundary", () => {
    const window = emptyMonthWindow(new Date("2025-02-10T00:00:00Z"));
    expect(window).toHaveLength(12);
    expect(window[0]).toEqual({
      month: "2024-03",
      label: "2024년 3월",
      shortLabel: "3월",
      count: 0,
    });
    expect(window[11]).toEqual({
      month: "2025-02",
      label: "2025년 2월",
      shortLabel: "2월",
      count: 0,
    });
    expect(window.map((m) => m.month)).toContain("2025-01");
  });

  it("counts by the Seoul month, not the UTC one", () => {
    const now = new Date("2025-06-15T00:00:00Z");
    const stats = computeDashboardStatistics(
      [
        user("2025-05-31T15:30:00Z"), // 1 June 00:30 in Seoul
        user("2025-05-31T14:59:59Z"), // 31 May 23:59 in Seoul
        user("2024-06-30T16:00:00Z"), // 1 July 2024 in Seoul: oldest month of the window
        user("2024-06-30T14:00:00Z"), // 30 June 2024 in Seoul: outside the window
      ],
      now,
    );
    const counts = Object.fromEntries(stats.registrationsByMonth.map((m) => [m.month, m.count]));
    expect(stats.registrationsByMonth[0]!.month).toBe("2024-07");
    expect(counts["2025-06"]).toBe(1);
    expect(counts["2025-05"]).toBe(1);
    expect(counts["2024-07"]).toBe(1);
    expect(stats.registrationsByMonth.reduce((sum, m) => sum + m.count, 0)).toBe(3);
    expect(stats.totalUsers).toBe(4);
  });
});

describe("dashboard statistics", () => {
  const now = new Date("2025-03-31T03:00:00Z"); // 31 March 12:00 Seoul

  it("counts users created within the last month (inclusive boundary, future excluded)", () => {
    const stats = computeDashboardStatistics(
      [
        user("2025-02-28T03:00:00.000Z"), // exactly one month (clamped) before: counted
        user("2025-02-28T02:59:59.999Z"), // just before: not counted
        user("2025-03-30T00:00:00Z"),
        user("2025-04-02T00:00:00Z"), // in the future (clock skew): not new
        user("not a date"),
      ],
      now,
    );
    expect(stats.newUsersThisMonth).toBe(2);
    expect(stats.totalUsers).toBe(5);
  });

  it("counts admins by role or flag, kakao vs e-mail users, active vs inactive", () => {
    const stats = computeDashboardStatistics(
      [
        user("2025-01-01T00:00:00Z", { role: "admin", isAdmin: true }),
        user("2025-01-02T00:00:00Z", { role: "user", isAdmin: true }),
        user("2025-01-03T00:00:00Z", { provider: "kakao" }),
        user("2025-01-04T00:00:00Z", { provider: "social", status: "inactive" }),
        user("2025-01-05T00:00:00Z", { status: "inactive" }),
        user("2025-01-06T00:00:00Z", { status: undefined }),
      ],
      now,
    );
    expect(stats.adminCount).toBe(2);
    expect(stats.kakaoUsers).toBe(2);
    expect(stats.emailUsers).toBe(4);
    expect(stats.userStatus).toEqual({ active: 4, inactive: 2 });
  });

  it("gives zeros and an empty 12-month window for no users", () => {
    const stats = computeDashboardStatistics([], now);
    expect(stats).toMatchObject({
      totalUsers: 0,
      newUsersThisMonth: 0,
      adminCount: 0,
      kakaoUsers: 0,
      emailUsers: 0,
      userStatus: { active: 0, inactive: 0 },
    });
    expect(stats.registrationsByMonth.map((m) => m.count)).toEqual(Array(12).fill(0));
  });
});
