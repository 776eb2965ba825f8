import { describe, expect, it } from "vitest";
import {
  applicationPeriodLine,
  audienceLine,
  briefTermLine,
  classFacts,
  seatLine,
  termLine,
  weekdaysInSchedule,
  weekdaysOf,
  weeklySchedule,
  type ClassFactSource,
} from "./class-facts";
import { judgeRecruitment, type RecruitmentTerms } from "./recruitment";
import { recruitmentTermsOf as terms } from "../../tests/support/recruitment-terms";

describe("요일·시간", () => {
  it("writes the days in week order with the times and the note", () => {
    expect(weeklySchedule(weekdaysOf(["thu", "tue", "xyz", "tue"]), "10:00", "11:00")).toBe(
      "매주 화·목 10:00–11:00",
    );
    expect(weeklySchedule(["mon", "wed"], "19:00", "21:00", "8주 과정")).toBe(
      "매주 월·수 19:00–21:00 (8주 과정)",
    );
    expect(weeklySchedule(["sat"], null, null)).toBe("매주 토");
  });

  it("reads the days of a schedule written as free text before the day fields", () => {
    expect(weekdaysInSchedule("매주 화·목 10:00–11:00")).toEqual(["tue", "thu"]);
    expect(weekdaysInSchedule("매주 토 13:00–14:30")).toEqual(["sat"]);
    expect(weekdaysInSchedule("매주 월, 수 저녁")).toEqual(["mon", "wed"]);
    expect(weekdaysInSchedule("격주 토요일")).toEqual([]);
    expect(weekdaysInSchedule("매주 토요일")).toEqual([]); // a word, not a list of days
  });
});

describe("dates", () => {
  it("writes 수강 기간 with the weekday, the year once within a year", () => {
    expect(termLine("2027-03-05", "2027-06-25")).toBe("2027년 3월 5일(금) ~ 6월 25일(금)");
    expect(termLine("2026-12-04", "2027-02-26")).toBe("2026년 12월 4일(금) ~ 2027년 2월 26일(금)");
    expect(termLine("2027-03-02", null)).toBe("2027년 3월 2일(화) 개강");
    expect(termLine(null, null)).toBeNull();
    expect(briefTermLine("2027-03-05", "2027-06-25")).toBe("3월 5일 ~ 6월 25일");
    expect(briefTermLine("2027-03-05", null)).toBe("3월 5일 개강");
  });

  it("writes 접수 기간, 상시 접수 without a period", () => {
    expect(applicationPeriodLine("2026-12-01", "2027-02-26")).toBe(
      "2026년 12월 1일(화) ~ 2027년 2월 26일(금)",
    );
    expect(applicationPeriodLine("2027-01-04", "2027-02-26")).toBe(
      "2027년 1월 4일(월) ~ 2월 26일(금)",
    );
    expect(applicationPeriodLine(null, "2027-02-26")).toBe("2027년 2월 26일(금)까지");
    expect(applicationPeriodLine(null, null)).toBe("상시 접수");
  });
});

describe("대상", () => {
  it("names the audience with the editor's note", () => {
    expect(audienceLine("adult", "")).toBe("성인");
    expect(audienceLine("family", "초등 3학년 이상 자녀와 함께")).toBe(
      "가족 (초등 3학년 이상 자녀와 함께)",
    );
    expect(audienceLine(null, "")).toBeNull();
  });
});

describe("seatLine (인원: cards, the class page and the dialog)", () => {
  const at = new Date("2026-03-10T03:00:00Z");
  const line = (t: RecruitmentTerms, seated: number | null, waiting: number | null = null) =>
    seatLine(judgeRecruitment(t, at, seated, waiting));
  it("says the capacity, the places left and the people waiting", () => {
    expect(line(terms({ capacity: 20 }), 18, 3)).toBe("정원 20명 · 잔여 2명 · 대기 3명");
    expect(line(terms({ capacity: 20 }), 18, 0)).toBe("정원 20명 · 잔여 2명 · 대기 0명");
  });
  it("says 잔여 없음 with the waiting list once the places are taken (even past the capacity)", () => {
    expect(line(terms({ capacity: 2 }), 2, 3)).toBe("정원 2명 · 잔여 없음 · 대기 3명");
    expect(line(terms({ capacity: 2 }), 3, 0)).toBe("정원 2명 · 잔여 없음 · 대기 0명");
  });
  it("says only the capacity when not counted or not recruiting, nothing without one", () => {
    expect(line(terms({ capacity: 20, opensOn: "2026-04-01" }), null)).toBe("정원 20명");
    expect(line(terms({ capacity: 20, status: "closed" }), null)).toBe("정원 20명");
    expect(line(terms({ capacity: 20 }), null)).toBe("정원 20명"); // the store did not answer
    expect(line(terms(), null)).toBeNull();
  });
});

describe("classFacts", () => {
  const source = (over: Partial<ClassFactSource> = {}): ClassFactSource => ({
    schedule: "매주 금 10:00–11:30",
    location: "청라 튼튼재활센터 2층 운동치료실",
    audience: "adult",
    audienceNote: "",
    endsOn: "2027-06-25",
    recruitment: judgeRecruitment(
      terms({
        capacity: 12,
        startsOn: "2027-03-05",
        opensOn: "2026-12-01",
        closesOn: "2027-02-26",
      }),
      new Date("2026-12-06T03:00:00Z"),
      5,
      0,
    ),
    ...over,
  });

  it("lists every fact in one order with one label each", () => {
    expect(classFacts(source()).map((f) => [f.label, f.value])).toEqual([
      ["수강 기간", "2027년 3월 5일(금) ~ 6월 25일(금)"],
      ["요일·시간", "매주 금 10:00–11:30"],
      ["대상", "성인"],
      ["인원", "정원 12명 · 잔여 7명 · 대기 0명"],
      ["접수 기간", "2026년 12월 1일(화) ~ 2027년 2월 26일(금)"],
      ["장소", "청라 튼튼재활센터 2층 운동치료실"],
    ]);
  });

  it("leaves out what the editor did not set, and says 상시 접수 without a period", () => {
    const facts = classFacts(
      source({
        audience: null,
        endsOn: null,
        recruitment: judgeRecruitment(terms(), new Date("2026-12-06T03:00:00Z"), null),
      }),
    );
    expect(facts.map((f) => f.key)).toEqual(["when", "applicationPeriod", "place"]);
    expect(facts[1]!.value).toBe("상시 접수");
  });
});
