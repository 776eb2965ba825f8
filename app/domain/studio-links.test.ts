import { describe, expect, it } from "vitest";
import { studioLinks } from "./studio-links";

describe("studioLinks", () => {
  it("names nothing when the Studio's address is not set", () => {
    expect(studioLinks(undefined)).toEqual([]);
    expect(studioLinks("")).toEqual([]);
  });

  it("links the classes, notices, pages and settings in the Studio's structure tool", () => {
    const links = studioLinks("https://cheongna.sanity.studio/");
    expect(links.map((l) => [l.label, l.href])).toEqual([
      ["프로그램", "https://cheongna.sanity.studio/structure/program-order"],
      ["공지사항", "https://cheongna.sanity.studio/structure/notice"],
      ["페이지", "https://cheongna.sanity.studio/structure/page"],
      ["사이트 설정", "https://cheongna.sanity.studio/structure/siteSettings"],
    ]);
    for (const link of links) expect(link.what).not.toBe("");
  });
});
