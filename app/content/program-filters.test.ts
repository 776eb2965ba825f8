import { describe, expect, it } from "vitest";
import {
  filterPrograms,
  filtersSearch,
  filtersSummary,
  NO_FILTERS,
  parseProgramFilters,
} from "./program-filters";
import type { ProgramSummary } from "./types";

const program = (over: Partial<ProgramSummary>): ProgramSummary =>
  ({
    id: 1,
    category: "music",
    title: "통기타",
    description: "코드와 주법",
    instructor: "박민수 강사",
    location: "인천 청라동",
    weekdays: ["tue"],
    audience: "adult",
    isClosed: false,
    ...over,
  }) as ProgramSummary;

const guitar = program({ id: 1 });
const drum = program({
  id: 2,
  title: "드럼",
  description: "리듬",
  instructor: "오세훈 강사",
  weekdays: ["mon", "fri"],
  audience: "all",
});
const kids = program({
  id: 3,
  category: "education",
  title: "코딩",
  description: "파이썬",
  instructor: "강도현 강사",
  weekdays: ["sat"],
  audience: "child",
  isClosed: true,
});
const all = [guitar, drum, kids];
const parse = (search: string) => parseProgramFilters(new URLSearchParams(search));

describe("parseProgramFilters", () => {
  it("reads every filter from the query", () => {
    expect(
      parse("category=music&open=1&audience=adult&day=fri&day=mon&q=  통기타   입문 "),
    ).toEqual({
      category: "music",
      openOnly: true,
      audience: "adult",
      days: ["mon", "fri"],
      query: "통기타 입문",
    });
  });

  it("reads a repeated parameter by its last value, as the page cache keys it", () => {
    expect(parse("category=music&category=nonsense").category).toBeNull();
    expect(parse("category=nonsense&category=music").category).toBe("music");
  });

  it("drops unknown values and cuts a long search", () => {
    expect(parse("category=x&open=true&audience=x&day=someday")).toEqual(NO_FILTERS);
    expect(parse(`q=${"a".repeat(100)}`).query).toHaveLength(40);
  });

  it("writes the same filters back as one canonical query", () => {
    const filters = parse("q=드럼&day=fri&open=1&category=music");
    expect(filtersSearch(filters)).toBe("?category=music&open=1&day=fri&q=%EB%93%9C%EB%9F%BC");
    expect(parse(filtersSearch(filters).slice(1))).toEqual(filters);
    expect(filtersSearch(NO_FILTERS)).toBe("");
  });
});

describe("filterPrograms", () => {
  const ids = (search: string) => filterPrograms(all, parse(search)).map((p) => p.id);
  it("filters by category, open, day and words", () => {
    expect(ids("")).toEqual([1, 2, 3]);
    expect(ids("category=education")).toEqual([3]);
    expect(ids("open=1")).toEqual([1, 2]);
    expect(ids("day=fri&day=sat")).toEqual([2, 3]);
    expect(ids("q=파이썬")).toEqual([3]);
    expect(ids("q=박민수 코드")).toEqual([1]); // every word, in any field
    expect(ids("q=박민수 파이썬")).toEqual([]);
  });

  it("counts a class for everyone (누구나) under every audience", () => {
    expect(ids("audience=adult")).toEqual([1, 2]);
    expect(ids("audience=child")).toEqual([2, 3]);
  });

  it("sums up the filters for the result line", () => {
    expect(
      filtersSummary(parse("category=music&open=1&audience=senior&day=tue&day=thu&q=기타")),
    ).toBe("음악 · 모집중 · 어르신 · 화·목 · ‘기타’");
    expect(filtersSummary(NO_FILTERS)).toBe("");
  });
});
