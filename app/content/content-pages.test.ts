// The home page, pages, settings, video lectures and notices against the bundled dataset (the
// embedded default), checking real values: the home layout requirements §2 fixes among them.
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { isKoreanPhoneNumber } from "~/domain/phone";
import {
  block,
  bundledContent,
  imageView,
  programSummary,
  publicFile,
  retentionPeriods,
} from "../../tests/support/content-shapes";
import { PAGE_SLUGS } from "./types";

const content = bundledContent();

describe("getHomePage", () => {
  it("leads each hero slide's button where the editor chose: a page or a class", async () => {
    const home = await content().getHomePage();
    expect(home.heroSlides.map((s) => s.link)).toEqual([
      { href: "/music", label: "음악 프로그램 보기" },
      { href: "/program/7", label: "자세히 보기" },
      { href: "/program/3", label: "자세히 보기" },
      { href: "/services", label: "프로그램 둘러보기" },
    ]);
  });

  it("has four hero slides (band, drum, guitar, English) with Korean alt text", async () => {
    const home = await content().getHomePage();
    expect(home.heroSlides).toHaveLength(4);
    expect(
      home.heroSlides.map((s) => s.image.src.replace(/^\/content\/hero-|-\d+x\d+\.svg$/g, "")),
    ).toEqual(["band", "drum", "guitar", "english"]);
    for (const s of home.heroSlides) {
      imageView.parse(s.image);
      expect(s.image.alt).toMatch(/[가-힣]/);
      expect(s.title).toMatch(/[가-힣]/);
    }
  });

  it("offers the first slide's picture as a link-preview JPEG that exists in public/", async () => {
    const home = await content().getHomePage();
    expect(home.ogImage).toEqual({
      src: "/content/og/hero-band-1200x630.jpg",
      width: 1200,
      height: 630,
      alt: home.heroSlides[0]!.image.alt,
    });
    expect(existsSync(publicFile(home.ogImage!.src))).toBe(true);
  });

  it("has the icon bar of requirements §2, in order, with 'new' markers", async () => {
    const home = await content().getHomePage();
    expect(home.iconBar.map(({ label, path, isNew }) => ({ label, path, isNew }))).toEqual([
      { label: "실시간 랭킹", path: "/ranking", isNew: false },
      { label: "음악 프로그램", path: "/music", isNew: true },
      { label: "보컬", path: "/program/2", isNew: false },
      { label: "드럼", path: "/program/7", isNew: false },
      { label: "영어회화", path: "/program/9", isNew: false },
      { label: "어학연수", path: "/study-abroad", isNew: true },
      { label: "코딩", path: "/program/14", isNew: false },
      { label: "필라테스", path: "/program/1", isNew: false },
      { label: "처음이세요?", path: "/about", isNew: false },
      { label: "문의하기", path: "/contact", isNew: false },
    ]);
    for (const link of home.iconBar) expect(link.icon).toMatch(/^[a-z-]+$/);
  });

  it("carries the music classes and the education carousel 9, 14, 16, 17", async () => {
    const home = await content().getHomePage();
    expect(home.musicPrograms.map((p) => p.id)).toEqual([2, 3, 4, 5, 6, 7, 8, 10, 11, 12, 13, 18]);
    expect(home.educationPrograms.map((p) => p.id)).toEqual([9, 14, 16, 17]);
    for (const p of [...home.musicPrograms, ...home.educationPrograms]) programSummary.parse(p);
  });

  it("has an app banner linking to the store address from site settings", async () => {
    const [home, settings] = await Promise.all([
      content().getHomePage(),
      content().getSiteSettings(),
    ]);
    expect(home.appBanner.title).toMatch(/[가-힣]/);
    expect(home.appBanner.storeUrl).toBe(settings.appStoreUrl);
    expect(home.appBanner.storeUrl).toMatch(/^https:\/\//);
    imageView.parse(home.appBanner.image);
  });
});

describe("getPage", () => {
  it.each(PAGE_SLUGS)("has Korean copy and SEO fields for %s", async (slug) => {
    const page = await content().getPage(slug);
    expect(page?.slug).toBe(slug);
    expect(page?.title).toMatch(/[가-힣]/);
    expect(page?.seoTitle).toMatch(/[가-힣]/);
    expect(page?.seoDescription.length).toBeGreaterThan(10);
    z.array(z.union([block, retentionPeriods]))
      .min(1)
      .parse(page?.body);
    expect(page?.body.some((b) => b._type === "block")).toBe(true);
  });

  it.each(PAGE_SLUGS)(
    "gives %s a link-preview JPEG in public/ when it has a picture",
    async (slug) => {
      const page = await content().getPage(slug);
      if (!page?.image) {
        expect(page?.ogImage).toBeNull();
        return;
      }
      expect(page.ogImage?.src).toMatch(/^\/content\/og\/.+-1200x630\.jpg$/);
      expect(existsSync(publicFile(page.ogImage!.src))).toBe(true);
    },
  );

  it("has a privacy policy naming what is collected", async () => {
    const page = await content().getPage("privacy");
    const text = page!.body
      .filter((b) => b._type === "block")
      .map((b) => (b.children as Array<{ text: string }>).map((c) => c.text).join(""))
      .join("\n");
    for (const item of ["이름", "전화번호", "이메일"]) expect(text).toContain(item);
  });
});

describe("getSiteSettings", () => {
  it("has the centre's contact details", async () => {
    const settings = await content().getSiteSettings();
    expect(settings.centreName).toBe("청라 문화교육센터");
    expect(settings.address).toContain("청라");
    expect(settings.phone).toMatch(/^0\d{1,2}-\d{3,4}-\d{4}$/);
    expect(settings.customerCentrePhone).toMatch(/^0\d{1,2}-\d{3,4}-\d{4}$/);
    // The Studio's check for these fields (studio/schemaTypes/rules.ts) accepts the bundled ones.
    expect(
      isKoreanPhoneNumber(settings.phone) && isKoreanPhoneNumber(settings.customerCentrePhone),
    ).toBe(true);
    expect(settings.supportEmail).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
    expect(settings.notificationEmail).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
    expect(settings.videoChannelUrl).toMatch(/^https:\/\//);
    expect(settings.copyright).toContain("청라 문화교육센터");
    expect(settings.businessHours).toMatch(/[가-힣]/);
  });
});

describe("getVideoLectures", () => {
  it("shows none of the bundled lectures: they have no YouTube id yet", async () => {
    expect(await content().getVideoLectures()).toEqual([]);
  });
});

describe("notices", () => {
  it("lists the board with pinned notices first, then the newest, and counts them", async () => {
    const list = await content().getNoticeList(0, 10);
    expect(list.total).toBe(4);
    expect(list.items.map((n) => n.title)).toEqual([
      "2027년 봄학기 수강 신청 안내",
      "연말연시 휴관 안내 (12/31 ~ 1/1)",
      "지하 주차장 무료 이용 시간 변경",
      "재능 나눔 강사를 모십니다",
    ]);
    expect(list.items[0]!.pinned).toBe(true);
    expect(list.items.slice(1).every((n) => !n.pinned)).toBe(true);
  });

  it("pages the board with the slice it is given", async () => {
    const second = await content().getNoticeList(2, 4);
    expect(second.total).toBe(4);
    expect(second.items.map((n) => n.id)).toEqual([
      "notice-parking-change",
      "notice-instructor-recruitment",
    ]);
    expect((await content().getNoticeList(10, 20)).items).toEqual([]);
  });

  it("gives the home page the newest three by date, pinned or not", async () => {
    const latest = await content().getLatestNotices();
    expect(latest.map((n) => n.id)).toEqual([
      "notice-winter-closure",
      "notice-spring-term-applications",
      "notice-parking-change",
    ]);
  });

  it("gives one notice with its body and a site-path attachment", async () => {
    const notice = await content().getNotice("notice-spring-term-applications");
    expect(notice?.title).toBe("2027년 봄학기 수강 신청 안내");
    expect(notice?.publishedAt).toBe("2026-11-16T00:00:00.000Z");
    expect(notice?.body.length).toBeGreaterThan(2);
    expect(notice?.attachment).toEqual({ url: "/services", label: "봄학기 전체 프로그램 보기" });
    expect((await content().getNotice("notice-winter-closure"))?.attachment).toBeNull();
  });

  it("answers null for unknown, draft or malformed ids", async () => {
    for (const id of ["notice-none", "drafts.notice-winter-closure", "../x", "", "a".repeat(200)]) {
      expect(await content().getNotice(id)).toBeNull();
    }
  });
});
