// The editor's perspective in preview (decision 203): what the Studio may name, and what is read.
import { perspectiveCookieName } from "@sanity/preview-url-secret/constants";
import { describe, expect, it } from "vitest";
import {
  PERSPECTIVE_COOKIE,
  apiSupportsReleases,
  effectivePerspective,
  parsePreviewPerspective,
  perspectiveLabel,
  perspectiveValue,
} from "./preview-perspective";

describe("parsePreviewPerspective", () => {
  it("reads published, drafts and release stacks, from the URL's text or comlink's array", () => {
    expect(parsePreviewPerspective("published")).toBe("published");
    expect(parsePreviewPerspective("drafts")).toBe("drafts");
    expect(parsePreviewPerspective("rSpring2027,drafts")).toEqual(["rSpring2027", "drafts"]);
    expect(parsePreviewPerspective(["rSpring2027", "drafts"])).toEqual(["rSpring2027", "drafts"]);
  });

  it("reads raw and the old previewDrafts as drafts (the site expects one document per id)", () => {
    expect(parsePreviewPerspective("raw")).toBe("drafts");
    expect(parsePreviewPerspective("previewDrafts")).toBe("drafts");
  });

  it("names nothing for anything else", () => {
    for (const value of [
      "",
      null,
      undefined,
      42,
      ["drafts", 1],
      "rA,raw",
      "rA,rA",
      "a b",
      "../drafts",
      "r".repeat(65),
      Array.from({ length: 11 }, (_, i) => `r${i}`).join(","),
    ])
      expect(parsePreviewPerspective(value), String(value)).toBeNull();
  });
});

describe("effectivePerspective", () => {
  it("reads a release only where the API version reads releases, and defaults to drafts", () => {
    expect(effectivePerspective("rA,drafts", "2025-02-19")).toEqual(["rA", "drafts"]);
    expect(effectivePerspective("rA,drafts", "v2026-01-01")).toEqual(["rA", "drafts"]);
    expect(effectivePerspective("rA,drafts", "2024-01-01")).toBe("drafts");
    expect(effectivePerspective("published", "2021-10-21")).toBe("published");
    expect(effectivePerspective(undefined, "2025-02-19")).toBe("drafts");
    expect(effectivePerspective("not valid!", "2025-02-19")).toBe("drafts");
  });

  it("knows which API versions read releases", () => {
    expect(apiSupportsReleases("X")).toBe(true);
    expect(apiSupportsReleases("2025-02-18")).toBe(false);
    expect(apiSupportsReleases("1")).toBe(false);
  });
});

describe("the cookie and the bar", () => {
  it("uses Sanity's cookie name and the URL parameter's comma form", () => {
    expect(PERSPECTIVE_COOKIE).toBe(perspectiveCookieName);
    expect(perspectiveValue(["rA", "drafts"])).toBe("rA,drafts");
    expect(perspectiveValue("published")).toBe("published");
  });

  it("names the perspective in Korean", () => {
    expect(perspectiveLabel("published")).toBe("게시된 내용");
    expect(perspectiveLabel("drafts")).toBe("초안");
    expect(perspectiveLabel(["rA", "drafts"])).toBe("릴리스에 담긴 변경");
  });
});
