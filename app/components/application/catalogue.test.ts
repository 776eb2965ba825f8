import { describe, expect, it } from "vitest";
import { filterCatalogue, type CatalogueProgram } from "~/components/application/catalogue";

/** An open class with no notes: what the filter reads is its title, description and category. */
const open = (
  program: Pick<CatalogueProgram, "id" | "title" | "description" | "category" | "schedule">,
): CatalogueProgram => ({
  ...program,
  isClosed: false,
  closedLabel: null,
  waitlist: false,
  lateNote: null,
  termsLine: null,
  facts: [],
});

const programs: CatalogueProgram[] = [
  open({
    id: 3,
    title: "처음 만나는 통기타",
    description: "Acoustic 기타 입문",
    category: "music",
    schedule: "화",
  }),
  open({
    id: 9,
    title: "생활 영어회화",
    description: "원어민과 English 대화",
    category: "education",
    schedule: "화·목",
  }),
  open({
    id: 1,
    title: "바른 자세 필라테스",
    description: "코어와 자세",
    category: "health",
    schedule: "화·목",
  }),
];

describe("filterCatalogue", () => {
  it("matches title or description, ignoring case", () => {
    expect(filterCatalogue(programs, "english", "all").map((p) => p.id)).toEqual([9]);
    expect(filterCatalogue(programs, "ACOUSTIC", "all").map((p) => p.id)).toEqual([3]);
    expect(filterCatalogue(programs, "필라", "all").map((p) => p.id)).toEqual([1]);
    expect(filterCatalogue(programs, "  ", "all")).toHaveLength(3);
  });

  it("keeps one category, or all", () => {
    expect(filterCatalogue(programs, "", "health").map((p) => p.id)).toEqual([1]);
    expect(filterCatalogue(programs, "기타", "education")).toEqual([]);
    expect(filterCatalogue(programs, "", "technical")).toEqual([]);
  });
});
