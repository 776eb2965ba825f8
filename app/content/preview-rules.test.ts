import type { ContentSourceMap } from "@sanity/client";
import { stegaClean, stegaEncodeSourceMap } from "@sanity/client/stega";
import { describe, expect, it } from "vitest";
import {
  hasPreviewCookie,
  originOf,
  previewCookieAttributes,
  safeRedirectPath,
  stegaFilter,
} from "./preview-rules";

describe("preview cookie", () => {
  it("is recognised by name among other cookies, and only by its exact name", () => {
    expect(hasPreviewCookie("__preview=abc")).toBe(true);
    expect(hasPreviewCookie("__session=1; __preview=abc")).toBe(true);
    expect(hasPreviewCookie("x__preview=abc; __previewer=1")).toBe(false);
    expect(hasPreviewCookie(null)).toBe(false);
  });

  it("is SameSite=None, Secure and Partitioned on https (the Studio frames the site), Lax on plain http", () => {
    expect(previewCookieAttributes("https://www.example.kr")).toMatchObject({
      httpOnly: true,
      sameSite: "none",
      secure: true,
      partitioned: true,
    });
    expect(previewCookieAttributes("http://127.0.0.1:3800")).toMatchObject({
      httpOnly: true,
      sameSite: "lax",
      secure: false,
    });
  });
});

describe("safeRedirectPath", () => {
  it.each([
    ["/program/3", "/program/3"],
    ["/services?tab=music#top", "/services?tab=music#top"],
    ["//evil.example/x", "/"],
    ["/\\evil.example", "/"],
    ["https://evil.example/", "/"],
    ["/.//evil.example", "/"],
    ["", "/"],
    [undefined, "/"],
    ["/a\r\nSet-Cookie: x=1", "/"],
  ])("%s → %s", (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected);
  });
});

describe("originOf", () => {
  it("keeps http(s) origins only", () => {
    expect(originOf("https://cheongna.sanity.studio/desk")).toBe("https://cheongna.sanity.studio");
    expect(originOf("javascript:alert(1)")).toBeNull();
    expect(originOf("not a url")).toBeNull();
    expect(originOf(null)).toBeNull();
  });
});

describe("stega filter", () => {
  const result = {
    title: "바른 자세 필라테스",
    category: "health",
    schedule: "매주 화·목 10:00–11:00 [모집마감]",
    iconBar: [{ label: "보컬", path: "/program/2" }],
    videoId: "dQw4w9WgXcQ",
    body: [{ _type: "block", children: [{ _type: "span", text: "첫 문단" }] }],
  };
  const sourceMap: ContentSourceMap = {
    documents: [{ _id: "program-1", _type: "program" }],
    paths: [
      "$['title']",
      "$['category']",
      "$['schedule']",
      "$['iconBar'][0]['path']",
      "$['videoId']",
      "$['body'][0]['children'][0]['text']",
    ],
    mappings: Object.fromEntries(
      [
        "title",
        "category",
        "schedule",
        "iconBar'][0]['path",
        "videoId",
        "body'][0]['children'][0]['text",
      ].map((key, index) => [
        `$['${key}']`,
        { type: "value", source: { type: "documentValue", document: 0, path: index } },
      ]),
    ),
  };
  const encoded = stegaEncodeSourceMap(result, sourceMap, {
    enabled: true,
    studioUrl: "https://cheongna.sanity.studio",
    filter: stegaFilter,
  }) as typeof result;

  it("encodes the text an editor clicks on (titles, body text)", () => {
    expect(encoded.title).not.toBe(result.title);
    expect(stegaClean(encoded.title)).toBe(result.title);
    expect(encoded.body[0]!.children[0]!.text).not.toBe("첫 문단");
  });

  it("leaves values the site reads as data untouched (category, schedule marker, paths, video ids)", () => {
    expect(encoded.category).toBe("health");
    expect(encoded.schedule).toBe(result.schedule);
    expect(encoded.iconBar[0]!.path).toBe("/program/2");
    expect(encoded.videoId).toBe("dQw4w9WgXcQ");
  });
});
