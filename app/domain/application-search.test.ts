import { describe, expect, it } from "vitest";
import {
  SEARCH_MESSAGES,
  listDetail,
  maskPhone,
  newestFirst,
  parseApplicationSearch,
  searchDetail,
  withinFilter,
} from "~/domain/application-search";

const parse = (q: string | null) => parseApplicationSearch(q).search;

describe("parseApplicationSearch", () => {
  it("reads a mobile number in any spelling as the stored form", () => {
    for (const q of ["010-1234-5678", "01012345678", "010 1234 5678", " 010.1234.5678 "])
      expect(parse(q)).toEqual({ kind: "phone", phone: "010-1234-5678" });
    expect(parse("011-123-4567")).toEqual({ kind: "phone", phone: "011-123-4567" });
  });

  it("reads a 신청번호 with or without its letter and zeros", () => {
    for (const q of ["A-000123", "a-000123", "A000123", "123", "000123"])
      expect(parse(q)).toEqual({ kind: "number", number: 123 });
  });

  it("reads an e-mail as typed and in lower case", () => {
    expect(parse("Hong@Example.com")).toEqual({
      kind: "email",
      emails: ["Hong@Example.com", "hong@example.com"],
    });
    expect(parse("hong@example.com")).toEqual({ kind: "email", emails: ["hong@example.com"] });
  });

  it("reads anything else as the start of a name, spaces collapsed", () => {
    expect(parse("홍길동")).toEqual({ kind: "name", prefix: "홍길동" });
    expect(parse("  김   민지 ")).toEqual({ kind: "name", prefix: "김 민지" });
    expect(parse("A-12345678901")).toEqual({ kind: "name", prefix: "A-12345678901" });
  });

  it("is no search when empty, and a Korean problem when too long", () => {
    expect(parseApplicationSearch(null)).toEqual({ search: null, problem: null });
    expect(parseApplicationSearch("   ")).toEqual({ search: null, problem: null });
    expect(parseApplicationSearch("가".repeat(101))).toEqual({
      search: null,
      problem: SEARCH_MESSAGES.tooLong,
    });
  });
});

describe("the access record's detail", () => {
  it("names the kind and the term, a phone and an e-mail masked", () => {
    expect(maskPhone("010-1234-5678")).toBe("010-****-5678");
    expect(searchDetail(parse("01012345678")!)).toBe("검색(전화번호)=010-****-5678");
    expect(searchDetail(parse("hong@example.com")!)).toBe("검색(이메일)=ho***@example.com");
    expect(searchDetail(parse("123")!)).toBe("검색(신청번호)=A-000123");
    expect(searchDetail(parse("홍길")!)).toBe("검색(이름)=홍길");
    expect(listDetail(parse("홍길"), "status=접수")).toBe("검색(이름)=홍길, status=접수");
    expect(listDetail(null, "status=접수")).toBe("status=접수");
    expect(listDetail(null, null)).toBeNull();
  });
});

describe("withinFilter and newestFirst", () => {
  const a = { programId: 3, status: "접수", createdAt: "2026-05-01T00:00:00.000Z", number: 7 };

  it("applies the list's class, status and day bounds (to is exclusive)", () => {
    expect(withinFilter(a, {})).toBe(true);
    expect(withinFilter(a, { programId: 3, status: "접수" })).toBe(true);
    expect(withinFilter(a, { programId: 4 })).toBe(false);
    expect(withinFilter(a, { status: "취소" })).toBe(false);
    expect(withinFilter(a, { from: new Date("2026-05-01T00:00:00.000Z") })).toBe(true);
    expect(withinFilter(a, { to: new Date("2026-05-01T00:00:00.000Z") })).toBe(false);
  });

  it("sorts newest first, the higher number first on a tie", () => {
    const b = { ...a, number: 8 };
    const c = { ...a, createdAt: "2026-05-02T00:00:00.000Z", number: 1 };
    expect([a, b, c].sort(newestFirst).map((x) => x.number)).toEqual([1, 8, 7]);
  });
});
