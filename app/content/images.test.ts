import { describe, expect, it } from "vitest";
import { IMAGE_WIDTHS, toImageView, toOgImage, type QueryImage } from "./images";

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

/** A picture of the bundled dataset: an SVG in public/content whose name carries its size. */
const localImage = (name: string, width: number, height: number, alt: string): QueryImage => {
  const size = `${width}x${height}`;
  const asset = {
    _id: `image-ffff-${size}-svg`,
    url: `/content/${name}-${size}.svg`,
    width,
    height,
  };
  return { alt, crop: null, hotspot: null, asset };
};

describe("toImageView for Sanity assets", () => {
  const source = { kind: "sanity", projectId: "abc123", dataset: "production" } as const;

  it("builds CDN URLs with a width and auto=format, and a srcset of every placement width", () => {
    const view = toImageView(sanityAsset, source, "card")!;
    const base =
      "https://cdn.sanity.io/images/abc123/production/0a1b2c3d4e5f60718293a4b5c6d7e8f901234567-2400x1600.jpg";
    expect(view.src).toBe(`${base}?w=800&auto=format`);
    expect(view.srcSet).toBe(`${base}?w=400&auto=format 400w, ${base}?w=800&auto=format 800w`);
    expect(view.width).toBe(800);
    expect(view.height).toBe(533);
    expect(view.alt).toBe("스틱 두 개가 올려진 스네어 드럼 그림");
  });

  it("never asks for more pixels than the original has", () => {
    const small = {
      ...sanityAsset,
      asset: { ...sanityAsset!.asset!, _id: "image-abc-1000x500-png", width: 1000, height: 500 },
    };
    const view = toImageView(small, source, "hero")!;
    expect(view.srcSet).toMatch(/w=960&auto=format 960w$/);
    expect(view.src).toContain("w=960");
    expect(view.width).toBe(960);
    expect(view.height).toBe(480);
  });

  it("passes the editor's crop to the CDN", () => {
    const cropped = {
      ...sanityAsset,
      crop: { top: 0.1, bottom: 0.1, left: 0, right: 0 },
      hotspot: { x: 0.5, y: 0.5, width: 1, height: 1 },
    };
    expect(toImageView(cropped, source, "detail")!.src).toMatch(/rect=0,160,2400,1280/);
  });

  it("offers the placement widths that fit", () => {
    expect(IMAGE_WIDTHS.card).toEqual([400, 800]);
    const view = toImageView(sanityAsset, source, "detail")!;
    expect(view.srcSet?.split(", ").map((c) => c.split(" ")[1])).toEqual(["640w", "1200w"]);
  });
});

describe("toImageView for the bundled dataset", () => {
  const local = localImage("class-drum", 800, 600, "");

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
    expect(
      toImageView({ alt: "x", crop: null, hotspot: null, asset: null }, { kind: "local" }, "card"),
    ).toBeNull();
  });
});

describe("toOgImage", () => {
  const sanity = { kind: "sanity", projectId: "abc123", dataset: "production" } as const;
  const base =
    "https://cdn.sanity.io/images/abc123/production/0a1b2c3d4e5f60718293a4b5c6d7e8f901234567-2400x1600.jpg";
  const query = (src: string) => new URL(src).searchParams;

  it("asks the Sanity CDN for a 1200×630 JPEG (fm=jpg, not auto=format)", () => {
    const og = toOgImage(sanityAsset, sanity, "드럼")!;
    expect(og).toMatchObject({
      width: 1200,
      height: 630,
      alt: "스틱 두 개가 올려진 스네어 드럼 그림",
    });
    expect(og.src.startsWith(`${base}?`)).toBe(true);
    const params = query(og.src);
    expect(params.get("w")).toBe("1200");
    expect(params.get("h")).toBe("630");
    expect(params.get("fit")).toBe("crop");
    expect(params.get("fm")).toBe("jpg");
    expect(params.has("auto")).toBe(false);
    // No hotspot: the 1.91:1 window sits in the middle (2400×1260 of 2400×1600, 170 px from the top).
    expect(params.get("rect")).toBe("0,170,2400,1260");
  });

  it("keeps the editor's hotspot inside the picture", () => {
    const low = toOgImage(
      { ...sanityAsset, hotspot: { x: 0.5, y: 0.6, width: 0.2, height: 0.2 } },
      sanity,
    )!;
    // Centred on y = 0.6 × 1600 = 960: 960 − 630 = 330.
    expect(query(low.src).get("rect")).toBe("0,330,2400,1260");
    const bottom = toOgImage(
      { ...sanityAsset, hotspot: { x: 0.5, y: 0.95, width: 0.1, height: 0.1 } },
      sanity,
    )!;
    // Clamped to the picture's bottom edge: 1600 − 1260 = 340.
    expect(query(bottom.src).get("rect")).toBe("0,340,2400,1260");
  });

  it("crops within the editor's crop", () => {
    const cropped = {
      ...sanityAsset,
      crop: { top: 0, bottom: 0, left: 0.25, right: 0.25 },
      hotspot: { x: 0.5, y: 0.5, width: 1, height: 1 },
    };
    // The crop leaves 1200×1600 from x = 600; 1200×630 of it around the middle.
    expect(query(toOgImage(cropped, sanity)!.src).get("rect")).toBe("600,485,1200,630");
  });

  it("uses the committed rendition for the bundled dataset, alt falling back to the title", () => {
    const local = localImage("class-drum-detail", 1200, 800, " ");
    expect(toOgImage(local, { kind: "local" }, "드럼")).toEqual({
      src: "/content/og/class-drum-detail-1200x630.jpg",
      width: 1200,
      height: 630,
      alt: "드럼",
    });
  });

  it("answers null when there is no asset", () => {
    expect(toOgImage(null, sanity)).toBeNull();
    expect(
      toOgImage({ alt: "x", crop: null, hotspot: null, asset: null }, { kind: "local" }),
    ).toBeNull();
  });
});
