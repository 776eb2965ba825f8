import { describe, expect, it } from "vitest";
import { clampPage, pageCountOf, pageOf, pageParam, paginate, withPage } from "./page";

describe("Page", () => {
  it("reads page numbers defensively and clamps past the end", () => {
    expect(pageParam(new URLSearchParams("page=3"))).toBe(3);
    for (const bad of ["page=0", "page=-1", "page=abc", "page=2.5", ""])
      expect(pageParam(new URLSearchParams(bad))).toBe(1);
    const items = Array.from({ length: 45 }, (_, i) => i);
    expect(paginate(items, 3, 20)).toMatchObject({
      items: [40, 41, 42, 43, 44],
      total: 45,
      page: 3,
      pageCount: 3,
    });
    expect(paginate(items, 9, 20).page).toBe(3);
    expect(paginate([], 1, 20)).toMatchObject({ items: [], pageCount: 1, page: 1 });
    expect(withPage(new URLSearchParams("q=김&page=2"), 3)).toBe("?q=%EA%B9%80&page=3");
    expect(withPage(new URLSearchParams("page=2"), 1)).toBe("?");
  });
  it("has one shape for a page a store read and one paged in memory", () => {
    expect(pageOf(["a", "b"], 12, { page: 2, pageSize: 10 })).toEqual({
      items: ["a", "b"],
      total: 12,
      page: 2,
      pageSize: 10,
      pageCount: 2,
    });
    expect(pageOf([], 0, { page: 1, pageSize: 10 }).pageCount).toBe(1);
    expect(pageCountOf(40, 20)).toBe(2);
    expect(pageCountOf(41, 20)).toBe(3);
    expect(clampPage(9, 41, 20)).toEqual({ page: 3, pageCount: 3 });
    expect(clampPage(Number.NaN, 41, 20)).toEqual({ page: 1, pageCount: 3 });
  });
});
