import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "~/domain/safe-redirect";

describe("safeRedirectPath", () => {
  it("accepts same-site paths only", () => {
    expect(safeRedirectPath("/mypage?tab=1")).toBe("/mypage?tab=1");
    for (const bad of ["https://evil.kr", "//evil.kr", "/\\evil.kr", "mypage", null, 3]) {
      expect(safeRedirectPath(bad)).toBe("/");
    }
  });
});
