import { describe, expect, it } from "vitest";
import type { ProgramDetail } from "~/content/types";
import { testSiteSettings as settings } from "../../tests/support/site-settings";
import { courseJsonLd, jsonLdText, organizationJsonLd } from "~/seo/json-ld";
import { DEFAULT_OG_IMAGE_PATH } from "~/content/og-image";
import {
  absoluteUrl,
  fullTitle,
  pageMeta,
  siteFromMatches,
  siteVerificationMeta,
} from "~/seo/meta";
import { privatePageMeta, secretLinkMeta } from "~/seo/private-meta";
import { PUBLIC_PAGE_PATHS, robotsTxt, sitemapXml } from "~/seo/sitemap";

const program: ProgramDetail = {
  id: 7,
  category: "music",
  title: "드럼 프로그램",
  description: "기초부터 배우는 드럼",
  price: "무료",
  schedule: "매주 토 10:00", // the mapping has removed the old marker (markedClosed)
  weekdays: ["sat"],
  audience: null,
  audienceNote: "",
  endsOn: null,
  isClosed: true,
  recruitment: {
    status: "open",
    opensOn: null,
    closesOn: null,
    capacity: null,
    markedClosed: true,
    startsOn: null,
    cancelUntil: null,
    phase: "closed",
    isClosed: true,
    daysLeft: null,
    seatsTaken: null,
    waiting: null,
  },
  instructor: "김드럼",
  location: "인천 청라동",
  isFeatured: false,
  image: { src: "/content/drum.svg", width: 800, height: 600, alt: "드럼" },
  detailImage: null,
  ogImage: { src: "/content/og/drum-1200x630.jpg", width: 1200, height: 630, alt: "드럼" },
  details: [],
  body: [],
  completionRate: null,
};

describe("meta", () => {
  const site = { siteUrl: "https://a.kr", siteName: "센터" };

  it("makes absolute URLs from paths and keeps absolute ones", () => {
    expect(absoluteUrl("https://a.kr/", "/about")).toBe("https://a.kr/about");
    expect(absoluteUrl("https://a.kr", "x.svg")).toBe("https://a.kr/x.svg");
    expect(absoluteUrl("https://a.kr", "https://cdn.sanity.io/i.png")).toBe(
      "https://cdn.sanity.io/i.png",
    );
  });

  it("keeps a page opened from a mailed secret link out of search and its URL out of referrers", () => {
    const meta = secretLinkMeta("이메일 인증 | 센터");
    expect(meta({} as Parameters<typeof meta>[0])).toEqual([
      { title: "이메일 인증 | 센터" },
      { name: "robots", content: "noindex" },
      { name: "referrer", content: "same-origin" },
    ]);
  });

  it("appends the site name except on the home page", () => {
    expect(fullTitle("센터", "소개")).toBe("소개 | 센터");
    expect(fullTitle("센터")).toBe("센터");
    expect(fullTitle("센터", "소개 | 센터")).toBe("소개 | 센터");
  });

  it("builds title, description, canonical and Open Graph tags", () => {
    const tags = pageMeta(site, {
      title: "소개",
      description: "  센터를\n소개합니다 ",
      path: "/about",
      image: { src: "/img.png", width: 1200, height: 630, alt: "센터 건물" },
    });
    expect(tags).toContainEqual({ title: "소개 | 센터" });
    expect(tags).toContainEqual({ name: "description", content: "센터를 소개합니다" });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "https://a.kr/about" });
    expect(tags).toContainEqual({ property: "og:image", content: "https://a.kr/img.png" });
    expect(tags).toContainEqual({ property: "og:image:width", content: "1200" });
    expect(tags).toContainEqual({ property: "og:image:height", content: "630" });
    expect(tags).toContainEqual({ property: "og:image:alt", content: "센터 건물" });
    expect(tags).toContainEqual({ property: "og:locale", content: "ko_KR" });
  });

  it("gives pages without a picture the default 1200×630 JPEG, described by the site name", () => {
    const tags = pageMeta(site, { description: "d", path: "/terms" });
    expect(tags).toContainEqual({
      property: "og:image",
      content: `https://a.kr${DEFAULT_OG_IMAGE_PATH}`,
    });
    expect(tags).toContainEqual({ property: "og:image:width", content: "1200" });
    expect(tags).toContainEqual({ property: "og:image:height", content: "630" });
    expect(tags).toContainEqual({ property: "og:image:alt", content: "센터" });
  });

  it("takes a Sanity CDN URL as it is and leaves out an empty alt", () => {
    const src =
      "https://cdn.sanity.io/images/p/d/abc-2400x1600.png?rect=0,170,2400,1260&w=1200&h=630&fit=crop&fm=jpg&q=82";
    const tags = pageMeta(site, {
      description: "d",
      path: "/program/7",
      image: { src, width: 1200, height: 630, alt: "" },
    });
    expect(tags).toContainEqual({ property: "og:image", content: src });
    expect(tags.some((t) => "property" in t && t.property === "og:image:alt")).toBe(false);
  });

  it("points every public page at the notices' RSS feed", () => {
    const tags = pageMeta(site, { description: "d", path: "/" });
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: "센터 공지사항",
      href: "https://a.kr/notices/rss.xml",
    });
  });

  it("keeps sign-in and look-up pages out of search results, with a description", () => {
    const tags = privatePageMeta(site, { title: "로그인", description: "로그인합니다." });
    expect(tags).toEqual([
      { title: "로그인 | 센터" },
      { name: "description", content: "로그인합니다." },
      { name: "robots", content: "noindex" },
    ]);
  });

  it("writes the search engines' verification tags that are set, and only those", () => {
    expect(siteVerificationMeta({ naver: "abc123", google: "G-x_y" })).toEqual([
      { name: "naver-site-verification", content: "abc123" },
      { name: "google-site-verification", content: "G-x_y" },
    ]);
    expect(siteVerificationMeta({ google: "g" })).toEqual([
      { name: "google-site-verification", content: "g" },
    ]);
    expect(siteVerificationMeta({})).toEqual([]);
  });

  it("reads the site identity from the root match", () => {
    const read = siteFromMatches([
      { id: "root", data: { siteUrl: "https://a.kr", settings: { centreName: "센터" } } },
      { id: "routes/about", data: null },
    ]);
    expect(read).toEqual({ siteUrl: "https://a.kr", siteName: "센터" });
  });
});

describe("JSON-LD", () => {
  it("describes the centre as an educational organization", () => {
    const org = organizationJsonLd(settings, "https://a.kr");
    expect(org["@type"]).toBe("EducationalOrganization");
    expect(org.name).toBe("청라 문화교육센터");
    expect(org.telephone).toBe("032-123-4567");
    expect(org.sameAs).toEqual(["https://www.youtube.com/@centre"]);
  });

  it("describes a class as a free Course, sold out when recruitment has closed", () => {
    const course = courseJsonLd(program, settings, "https://a.kr");
    expect(course["@type"]).toBe("Course");
    expect(course.url).toBe("https://a.kr/program/7");
    expect(course.image).toBe("https://a.kr/content/drum.svg");
    expect(course.offers).toMatchObject({ price: 0, priceCurrency: "KRW", category: "Free" });
    expect((course.offers as { availability: string }).availability).toContain("SoldOut");
    const instance = course.hasCourseInstance as { courseSchedule: { description: string } };
    expect(instance.courseSchedule.description).toBe("매주 토 10:00");
    expect(instance).not.toHaveProperty("startDate");
  });

  it("gives the class's first day (개강일) as the course instance's startDate", () => {
    const starting = {
      ...program,
      recruitment: { ...program.recruitment, startsOn: "2027-03-02" },
    };
    const course = courseJsonLd(starting, settings, "https://a.kr");
    expect(course.hasCourseInstance).toMatchObject({ startDate: "2027-03-02" });
  });

  it("gives the term and the weekdays as a structured weekly schedule", () => {
    const term = {
      ...program,
      weekdays: ["tue", "thu"] as const,
      endsOn: "2027-06-24",
      recruitment: { ...program.recruitment, startsOn: "2027-03-02" },
    };
    const course = courseJsonLd(
      { ...term, weekdays: [...term.weekdays] },
      settings,
      "https://a.kr",
    );
    expect(course.hasCourseInstance).toMatchObject({
      startDate: "2027-03-02",
      endDate: "2027-06-24",
      courseSchedule: {
        "@type": "Schedule",
        repeatFrequency: "P1W",
        byDay: ["https://schema.org/Tuesday", "https://schema.org/Thursday"],
        startDate: "2027-03-02",
        endDate: "2027-06-24",
      },
    });
  });

  it("escapes characters that could end the script element", () => {
    const text = jsonLdText({ name: "</script><b>&" });
    expect(text).not.toContain("<");
    expect(text).not.toContain(">");
    expect(JSON.parse(text)).toEqual({ name: "</script><b>&" });
  });
});

describe("sitemap and robots", () => {
  it("lists every public page and escapes URLs", () => {
    const xml = sitemapXml("https://a.kr", [...PUBLIC_PAGE_PATHS, { path: "/program/7?a=1&b=2" }]);
    expect(xml).toContain("<loc>https://a.kr/</loc>");
    expect(xml).toContain("<loc>https://a.kr/privacy</loc>");
    expect(xml).toContain("<loc>https://a.kr/program/7?a=1&amp;b=2</loc>");
    expect(xml.match(/<url>/g)).toHaveLength(PUBLIC_PAGE_PATHS.length + 1);
  });

  it("says when content last changed, where its date is known", () => {
    const xml = sitemapXml("https://a.kr", [
      { path: "/notices/a", lastmod: "2026-11-20T01:02:03.456Z" },
      { path: "/notices/b", lastmod: "not a date" },
      { path: "/about" },
    ]);
    expect(xml).toContain(
      "<loc>https://a.kr/notices/a</loc>\n    <lastmod>2026-11-20T01:02:03Z</lastmod>",
    );
    expect(xml.match(/<lastmod>/g)).toHaveLength(1);
  });

  it("keeps private areas out and points at the sitemap", () => {
    const robots = robotsTxt("https://a.kr");
    expect(robots).toContain("Disallow: /admin");
    expect(robots).toContain("Disallow: /mypage");
    expect(robots).toContain("Sitemap: https://a.kr/sitemap.xml");
  });
});
