import { describe, expect, it } from "vitest";
import {
  ATTENDANCE_MESSAGES,
  attendanceRate,
  completion,
  completionThreshold,
  MAX_MARKS_PER_SAVE,
  parseAttendanceForm,
} from "./attendance";

const form = (fields: [string, string][]) => {
  const data = new FormData();
  for (const [k, v] of fields) data.append(k, v);
  return data;
};

describe("parseAttendanceForm", () => {
  it("reads the day and each person's mark", () => {
    expect(
      parseAttendanceForm(
        form([
          ["day", "2027-03-06"],
          ["mark_app-1", "출석"],
          ["mark_app-2", "결석"],
          ["other", "x"],
        ]),
      ),
    ).toEqual({
      ok: true,
      day: "2027-03-06",
      marks: [
        { applicationId: "app-1", mark: "출석" },
        { applicationId: "app-2", mark: "결석" },
      ],
    });
  });

  it("refuses a day that is not one, a mark not offered, a person twice, none, or too many", () => {
    const refused = (fields: [string, string][]) => parseAttendanceForm(form(fields));
    expect(refused([["mark_a", "출석"]])).toEqual({
      ok: false,
      message: ATTENDANCE_MESSAGES.badDay,
    });
    expect(
      refused([
        ["day", "2027-02-30"],
        ["mark_a", "출석"],
      ]),
    ).toMatchObject({ ok: false });
    expect(
      refused([
        ["day", "2027-03-06"],
        ["mark_a", "조퇴"],
      ]),
    ).toEqual({
      ok: false,
      message: ATTENDANCE_MESSAGES.badMark,
    });
    expect(
      refused([
        ["day", "2027-03-06"],
        ["mark_a", "출석"],
        ["mark_a", "결석"],
      ]),
    ).toMatchObject({ ok: false });
    expect(
      refused([
        ["day", "2027-03-06"],
        ["mark_", "출석"],
      ]),
    ).toMatchObject({ ok: false });
    expect(refused([["day", "2027-03-06"]])).toEqual({
      ok: false,
      message: ATTENDANCE_MESSAGES.noMarks,
    });
    const many = Array.from(
      { length: MAX_MARKS_PER_SAVE + 1 },
      (_, i) => [`mark_a${i}`, "출석"] as [string, string],
    );
    expect(refused([["day", "2027-03-06"], ...many])).toMatchObject({ ok: false });
  });
});

describe("attendanceRate and completion", () => {
  it("counts 지각 as attended, rounds down, and says nothing without marks", () => {
    expect(attendanceRate({ 출석: 1, 지각: 1, 결석: 0 })).toBe(100);
    expect(attendanceRate({ 출석: 2, 지각: 0, 결석: 1 })).toBe(66);
    expect(attendanceRate({ 출석: 0, 지각: 0, 결석: 0 })).toBeNull();
  });

  it("needs the 기준's share of every session, rounded up", () => {
    expect(completion(13, 17, 80)).toEqual({ needed: 14, reached: false });
    expect(completion(14, 17, 80)).toEqual({ needed: 14, reached: true });
    expect(completion(10, 10, 100)).toEqual({ needed: 10, reached: true });
    expect(completion(5, 0, 80)).toBeNull();
    expect(completion(5, 10, null)).toBeNull();
  });

  it("takes a whole percent from 1 to 100 as a 기준", () => {
    expect([80, 1, 100].map(completionThreshold)).toEqual([80, 1, 100]);
    expect([0, 101, 50.5, "80", null, undefined].map(completionThreshold)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});
