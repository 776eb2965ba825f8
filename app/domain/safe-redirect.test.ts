import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "~/domain/safe-redirect";

describe("safeRedirectPath", () => {
  it("accepts same-site paths only", () => {
    expect(safeRedirectPath("/mypage?tab=1")).toBe("/mypage?tab=1");
    for (const bad of ["https://evil.kr", "//evil.kr", "/\\evil.kr", "mypage", null, 3]) {
      expect(safeRedirectPath(bad)).toBe("/");
    }
  });

  it("percent-encodes letters a Location header cannot carry, and leaves encoded ones", () => {
    expect(safeRedirectPath("/admin/inquiries?status=대기중")).toBe(
      "/admin/inquiries?status=%EB%8C%80%EA%B8%B0%EC%A4%91",
    );
    expect(safeRedirectPath("/admin/inquiries?status=%EB%8C%80%EA%B8%B0%EC%A4%91")).toBe(
      "/admin/inquiries?status=%EB%8C%80%EA%B8%B0%EC%A4%91",
    );
    expect(safeRedirectPath("/a?x=\ud800")).toBe("/");
  });
});
