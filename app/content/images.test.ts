import { describe, expect, it } from "vitest";
import { IMAGE_WIDTHS, toImageView, type QueryImage } from "./images";

const sanityAsset: QueryImage = {
  alt: "스틱 두 개가 올려진 스네어 드럼 그림",
  crop: null,
  hotspot: null,
  asset: {
    _id: "image-0a1b2c3d4e5f60718293a4b5c6d7e8f901234567-2400x1600-jpg",
    url: "https://cdn.sanity.io/images/abc123/production/0a1b2c3d4e5f60718293a4b5c6d7e8f901234567-2400x1600.jpg",
    width: 2400,
    height: 1600,
  },
};

describe("toImageView for Sanity assets", () => {
  const source = { kind: "sanity", projectId: "abc123", dataset: "production" } as const;

  it("builds CDN URLs with a width and auto=format, and a srcset of every placement width", () => {
    const view = toImageView(sanityAsset, source, "card")!;
    const base = "https://cdn.sanity.io/images/abc123/production/0a1b2c3d4e5f60718293a4b5c6d7e8f901234567-2400x1600.jpg";
    expect(view.src).toBe(`${base}?w=800&auto=format`);
    expect(view.srcSet).toBe(`${base}?w=400&auto=format 400w, ${base}?w=800&auto=format 800w`);
    expect(view.width).toBe(800);
    expect(view.height).toBe(533);
    expect(view.alt).toBe("스틱 두 개가 올려진 스네어 드럼 그림");
  });

  it("never asks for more pixels than the original has", () => {
    const small = { ...sanityAsset, asset: { ...sanityAsset!.asset!, _id: "image-abc-1000x500-png", width: 1000, height: 500 } };
    const view = toImageView(small, source, "hero")!;
    expect(view.srcSet).toMatch(/w=960&auto=format 960w$/);
    expect(view.src).toContain("w=960");
    expect(view.width).toBe(960);
    expect(view.height).toBe(480);
  });

  it("passes the editor's crop to the CDN", () => {
    const cropped = { ...sanityAsset, crop: { top: 0.1, bottom: 0.1, left: 0, right: 0 }, hotspot: { x: 0.5, y: 0.5, width: 1, height: 1 } };
    expect(toImageView(cropped, source, "detail")!.src).toMatch(/rect=0,160,2400,1280/);
  });

  it("offers the placement widths that fit", () => {
    expect(IMAGE_WIDTHS.card).toEqual([400, 800]);
    const view = toImageView(sanityAsset, source, "detail")!;
    expect(view.srcSet?.split(", ").map((c) => c.split(" ")[1])).toEqual(["640w", "1200w"]);
  });
});

describe("toImageView for the bundled dataset", () => {
  const local: QueryImage = {
    alt: "",
    crop: null,
    hotspot: null,
    asset: { _id: "image-ffff-800x600-svg", url: "/content/class-drum-800x600.svg", width: 800, height: 600 },
  };

  it("uses the public file as it is, with its own size and no srcset", () => {
    expect(toImageView(local, { kind: "local" }, "card", "드럼")).toEqual({
      src: "/content/class-drum-800x600.svg",
      width: 800,
      height: 600,
      alt: "드럼",
    });
  });

  it("answers null when there is no asset", () => {
    expect(toImageView(null, { kind: "local" }, "card")).toBeNull();
    expect(toImageView({ alt: "x", crop: null, hotspot: null, asset: null }, { kind: "local" }, "card")).toBeNull();
  });
});
