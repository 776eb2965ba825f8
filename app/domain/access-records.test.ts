import { describe, expect, it } from "vitest";
import { DAY_RANGE_MESSAGES } from "./day-range";
import {
  ACCESS_RECORD_MESSAGES,
  accessRecordCutoff,
  boundedDetail,
  detailText,
  downloadReasonSchema,
  filterDetail,
  parseAccessRecordFilter,
  toAccessRecordQuery,
} from "./access-records";

describe("access records' rules", () => {
  it("keep two calendar years", () => {
    expect(accessRecordCutoff(new Date("2026-11-27T03:00:00Z")).toISOString()).toBe(
      "2024-11-27T03:00:00.000Z",
    );
    // From a leap day: 1 March two years back (731 days), so every entry purged is over two years old.
    expect(accessRecordCutoff(new Date("2028-02-29T00:00:00Z")).toISOString()).toBe(
      "2026-03-01T00:00:00.000Z",
    );
  });

  it("ask for a one-line download reason of 2 to 200 characters, in Korean", () => {
    const message = (reason: unknown) => {
      const result = downloadReasonSchema.safeParse({ reason });
      return result.success ? result.data.reason : result.error.issues[0]!.message;
    };
    expect(message("  출석부 작성 ")).toBe("출석부 작성");
    expect(message("")).toBe(ACCESS_RECORD_MESSAGES.reasonRequired);
    expect(message("   ")).toBe(ACCESS_RECORD_MESSAGES.reasonRequired);
    expect(message(undefined)).toBe(ACCESS_RECORD_MESSAGES.reasonRequired);
    expect(message("가")).toBe(ACCESS_RECORD_MESSAGES.reasonTooShort);
    expect(message("가".repeat(201))).toBe(ACCESS_RECORD_MESSAGES.reasonTooLong);
    expect(message("출석부\n작성")).toMatch(/한 줄로 입력해주세요/);
  });

  it("keep a list's filter without paging noise, bounded", () => {
    const params = new URLSearchParams("status=접수&program=7&page=1&notice=updated&from=");
    expect(filterDetail(params, ["program", "status", "from"])).toBe("program=7, status=접수");
    expect(filterDetail(new URLSearchParams("page=3"), ["q"])).toBe("page=3");
    expect(filterDetail(new URLSearchParams(), ["q"])).toBeNull();
    expect(boundedDetail("가".repeat(400))).toHaveLength(300);
  });

  it("read the review page's filter, reporting what it drops", () => {
    const { filter, problems } = parseAccessRecordFilter(
      new URLSearchParams(
        "person= Director@Example.com &action=export&from=2026-11-01&to=2026-11-30",
      ),
    );
    expect(filter).toEqual({
      person: "director@example.com",
      action: "export",
      from: "2026-11-01",
      to: "2026-11-30",
    });
    expect(problems).toEqual([]);
    expect(toAccessRecordQuery(filter)).toEqual({
      actorEmail: "director@example.com",
      action: "export",
      from: new Date("2026-10-31T15:00:00.000Z"),
      to: new Date("2026-11-30T15:00:00.000Z"),
    });
    const bad = parseAccessRecordFilter(
      new URLSearchParams("person=nobody&action=drop&from=2026-13-01&to=2026-01-01"),
    );
    expect(bad.filter).toEqual({ to: "2026-01-01" });
    expect(bad.problems).toEqual([ACCESS_RECORD_MESSAGES.badPerson, DAY_RANGE_MESSAGES.badDate]);
    const reversed = parseAccessRecordFilter(new URLSearchParams("from=2026-02-01&to=2026-01-01"));
    expect(reversed.filter).toEqual({ from: "2026-02-01" });
    expect(reversed.problems).toEqual([DAY_RANGE_MESSAGES.badRange]);
  });
});

describe("an entry's detail on the review page", () => {
  it("is said in Korean words, with the programme's title", () => {
    const titles = new Map([["5", "목공 교실"]]);
    expect(detailText("status=취소, program=5, page=2", titles)).toBe(
      "상태: 취소, 프로그램: 목공 교실, 2쪽",
    );
    expect(detailText("program=9")).toBe("프로그램: 9번");
    expect(detailText("role=user, status=inactive")).toBe("권한: 일반 회원, 상태: 비활성");
    expect(detailText("from=2026-12-01, to=2026-12-31, q=김")).toBe(
      "시작일: 2026-12-01, 종료일: 2026-12-31, 검색어: 김",
    );
    expect(detailText("status=취소, 사유: 일정 변경, 다음 달")).toBe(
      "상태: 취소, 사유: 일정 변경, 다음 달",
    );
    expect(detailText("대기에서 접수로 올라감")).toBe("대기에서 접수로 올라감");
    expect(detailText(null)).toBe("-");
  });
});
