import { describe, expect, it } from "vitest";
import { camelCased } from "./sqlite-row";

describe("camelCased", () => {
  it("renames every snake_case column and keeps the values as they are", () => {
    const row = { id: "n1", subject_id: "u1", recorded_by_uid: null, subject_count: 3 };
    const record: { id: string; subjectId: string; recordedByUid: null; subjectCount: number } =
      camelCased(row);
    expect(record).toEqual({ id: "n1", subjectId: "u1", recordedByUid: null, subjectCount: 3 });
  });
});
