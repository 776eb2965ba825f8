import { describe, expect, it } from "vitest";
import { whereAll } from "./sqlite-where";

describe("whereAll", () => {
  it("is no clause and no values when no condition is given", () => {
    expect(whereAll([undefined, false, ""])).toEqual({ sql: "", params: [] });
  });

  it("joins the given conditions with AND, their values in the same order", () => {
    const from = new Date("2026-03-01T00:00:00.000Z");
    expect(
      whereAll([false, ["program_id = ?", 0], undefined, ["at >= ?", from.toISOString()]]),
    ).toEqual({
      sql: "WHERE program_id = ? AND at >= ?",
      params: [0, "2026-03-01T00:00:00.000Z"],
    });
  });
});
