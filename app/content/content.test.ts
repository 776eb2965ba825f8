// Every content function against the bundled dataset (the embedded default), checking real
// values: the classes and their facts, the home layout requirements §2 fixes, pages and settings.
import { existsSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { classFacts } from "~/domain/class-facts";
import { RECRUITMENT_CLOSED_MARKER } from "~/domain/program";
import { isKoreanPhoneNumber } from "~/domain/phone";
import { PAGE_SLUGS, type ProgramSummary } from "./types";

vi.stubEnv("SANITY_PROJECT_ID", "");
type Content = typeof import("./content.server");
let content: Content;
beforeAll(async () => {
  content = await import("./content.server");
});

const publicFile = (src: string) => path.join(process.cwd(), "public", src);

const imageView = z
  .object({
    src: z.string().regex(/^\/content\/[a-z0-9-]+-\d+x\d+\.svg$/),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    alt: z.string().min(2),
  })
  .strict();

const programSummary = z
  .object({
    id: z.number().int().positive(),
    category: z.enum(["music", "education", "health", "technical"]),
    title: z.string().min(2),
    description: z.string().min(10),
    price: z.literal("무료"),
    schedule: z.string().regex(/^매주 [월화수목금토일·]+ \d\d:\d\d–\d\d:\d\d( \(.+\))?$/),
    weekdays: z.array(z.enum(["mon", "tue", "wed", "thu", "fri", "sat", "sun"])).min(1),
    audience: z.enum(["all", "adult", "senior", "youth", "child", "family"]),
    audienceNote: z.string(),
    endsOn: z.string().nullable(),
    isClosed: z.boolean(),
    recruitment: z
      .object({
        status: z.enum(["open", "closed"]),
        opensOn: z.string().nullable(),
        closesOn: z.string().nullable(),
        capacity: z.number().int().positive().nullable(),
        markedClosed: z.literal(false),
        startsOn: z.string().nullable(),
        cancelUntil: z.string().nullable(),
        // 19 is the bundled 추첨 class (decision 270), its period with a last day.
        lottery: z.object({ drawAt: z.string().datetime() }).strict().nullable(),
        phase: z.enum(["open", "closed"]),
        isClosed: z.boolean(),
        daysLeft: z.number().int().nonnegative().nullable(),
        seatsTaken: z.number().int().nonnegative().nullable(),
        waiting: z.number().int().nonnegative().nullable(),
      })
      .strict(),
    instructor: z.string().min(2),
    location: z.string().min(2),
    isFeatured: z.boolean(),
    image: imageView,
  })
  .strict();

const block = z
  .object({
    _type: z.literal("block"),
    _key: z.string(),
    children: z.array(z.object({ text: z.string() }).passthrough()).min(1),
  })
  .passthrough();
/** The privacy policy's table of retention periods, drawn from the retention job's constants. */
const retentionPeriods = z.object({ _type: z.literal("retentionPeriods"), _key: z.string() });

const EXPECTED_IDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 16, 17, 18, 19];
const EXPECTED_CATEGORIES: Record<number, string> = {
  1: "health",
  2: "music",
  7: "music",
  9: "education",
  14: "education",
  16: "technical",
  17: "health",
  18: "music",
  19: "health",
};

describe("getPrograms", () => {
  let programs: ProgramSummary[];
  beforeAll(async () => {
    programs = await content.getPrograms();
  });

  it("lists every class by id, ids 1–14 and 16–19", () => {
    expect(programs.map((p) => p.id)).toEqual(EXPECTED_IDS);
    for (const p of programs) programSummary.parse(p);
  });

  it("keeps the categories of requirements §1 and the music list", () => {
    for (const [id, category] of Object.entries(EXPECTED_CATEGORIES)) {
      expect(programs.find((p) => p.id === Number(id))?.category).toBe(category);
    }
    expect(programs.filter((p) => p.category === "music")).toHaveLength(12);
    expect(programs.filter((p) => p.category === "education").map((p) => p.id)).toEqual([9, 14]);
    expect(programs.filter((p) => p.category === "health").map((p) => p.id)).toEqual([1, 17, 19]);
    expect(programs.filter((p) => p.category === "technical").map((p) => p.id)).toEqual([16]);
  });

  it("places classes in Cheongna except 17 and 18, which name their venue", () => {
    for (const p of programs) {
      if (p.id === 17 || p.id === 18) expect(p.location).not.toBe("인천 청라동");
      else expect(p.location).toBe("인천 청라동");
    }
  });

  it("closes 5 and 11 by their recruitment status (with a capacity), never by the old schedule marker", () => {
    expect(
      programs
        .filter((p) => p.isClosed)
        .map((p) => [p.id, p.recruitment.status, p.recruitment.capacity]),
    ).toEqual([
      [5, "closed", 10],
      [11, "closed", 8],
    ]);
    for (const p of programs) {
      expect(p.schedule).not.toContain(RECRUITMENT_CLOSED_MARKER);
      expect(p.isClosed).toBe(p.recruitment.isClosed);
    }
  });

  it("points every picture at a file that exists in public/", () => {
    for (const p of programs) expect(existsSync(publicFile(p.image.src)), p.image.src).toBe(true);
  });

  it("states its facts in fields, and its text keeps to the description (decision 244)", async () => {
    const physio = programs.find((p) => p.id === 17)!;
    expect(classFacts(physio).map((f) => `${f.label}: ${f.value}`)).toEqual([
      "수강 기간: 2027년 3월 5일(금) ~ 6월 25일(금)",
      "요일·시간: 매주 금 10:00–11:30",
      "대상: 어르신 (가족을 돌보는 보호자도 함께)",
      "인원: 정원 12명",
      "접수 기간: 상시 접수",
      "장소: 청라 튼튼재활센터 2층 운동치료실",
    ]);
    expect(programs.find((p) => p.id === 1)!.recruitment.capacity).toBe(8);
    expect(programs.find((p) => p.id === 16)!.schedule).toBe("매주 월·수 19:00–21:00 (8주 과정)");
    // A class's body never restates a fact the fields hold (정원, 기간, 대상, 장소).
    for (const p of programs) {
      const detail = await content.getProgram(p.id);
      const body = JSON.stringify(detail?.body ?? []);
      for (const fact of ["정원", "상시 모집", "초등 3학년", "초등 고학년", "모두 찼습니다"])
        expect(body, `${p.id}: ${fact}`).not.toContain(fact);
    }
  });
});

describe("getProgram", () => {
  it("gives the detail of a class with bullets, detail image and body", async () => {
    const program = await content.getProgram(16);
    expect(program?.title).toContain("전기이론");
    expect(program?.details.length).toBeGreaterThanOrEqual(3);
    expect(program?.detailImage?.src).toMatch(/-detail-1200x800\.svg$/);
    expect(program?.body.length).toBeGreaterThan(0);
    z.array(block).parse(program?.body);
  });

  it("gives every class a link-preview JPEG that exists in public/, drawn from its detail picture", async () => {
    for (const id of EXPECTED_IDS) {
      const program = await content.getProgram(id);
      expect(program?.ogImage, `class ${id}`).toMatchObject({ width: 1200, height: 630 });
      expect(program!.ogImage!.src).toMatch(/^\/content\/og\/[a-z0-9-]+-detail-1200x630\.jpg$/);
      expect(existsSync(publicFile(program!.ogImage!.src)), program!.ogImage!.src).toBe(true);
      expect(program!.ogImage!.alt).toMatch(/[가-힣]/);
    }
  });

  it("has detail bullets exactly on 16, 17 and 18", async () => {
    const withBullets: number[] = [];
    for (const id of EXPECTED_IDS) {
      const program = await content.getProgram(id);
      expect(program, `class ${id}`).not.toBeNull();
      if (program!.details.length > 0) withBullets.push(id);
    }
    expect(withBullets).toEqual([16, 17, 18]);
  });

  it("answers null for an unknown or malformed id", async () => {
    expect(await content.getProgram(15)).toBeNull();
    expect(await content.getProgram(999)).toBeNull();
    expect(await content.getProgram(Number.NaN)).toBeNull();
    expect(await content.getProgram(-1)).toBeNull();
  });
});

describe("getFeaturedPrograms", () => {
  it("lists only featured classes", async () => {
    const featured = await content.getFeaturedPrograms();
    expect(featured.length).toBeGreaterThanOrEqual(4);
    for (const p of featured) expect(p.isFeatured).toBe(true);
  });
});

describe("getHomePage", () => {
  it("leads each hero slide's button where the editor chose: a page or a class", async () => {
    const home = await content.getHomePage();
    expect(home.heroSlides.map((s) => s.link)).toEqual([
      { href: "/music", label: "음악 프로그램 보기" },
      { href: "/program/7", label: "자세히 보기" },
      { href: "/program/3", label: "자세히 보기" },
      { href: "/services", label: "프로그램 둘러보기" },
    ]);
  });

  it("has four hero slides (band, drum, guitar, English) with Korean alt text", async () => {
    const home = await content.getHomePage();
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
    const home = await content.getHomePage();
    expect(home.ogImage).toEqual({
      src: "/content/og/hero-band-1200x630.jpg",
      width: 1200,
      height: 630,
      alt: home.heroSlides[0]!.image.alt,
    });
    expect(existsSync(publicFile(home.ogImage!.src))).toBe(true);
  });

  it("has the icon bar of requirements §2, in order, with 'new' markers", async () => {
    const home = await content.getHomePage();
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
    const home = await content.getHomePage();
    expect(home.musicPrograms.map((p) => p.id)).toEqual([2, 3, 4, 5, 6, 7, 8, 10, 11, 12, 13, 18]);
    expect(home.educationPrograms.map((p) => p.id)).toEqual([9, 14, 16, 17]);
    for (const p of [...home.musicPrograms, ...home.educationPrograms]) programSummary.parse(p);
  });

  it("has an app banner linking to the store address from site settings", async () => {
    const [home, settings] = await Promise.all([content.getHomePage(), content.getSiteSettings()]);
    expect(home.appBanner.title).toMatch(/[가-힣]/);
    expect(home.appBanner.storeUrl).toBe(settings.appStoreUrl);
    expect(home.appBanner.storeUrl).toMatch(/^https:\/\//);
    imageView.parse(home.appBanner.image);
  });
});

describe("getPage", () => {
  it.each(PAGE_SLUGS)("has Korean copy and SEO fields for %s", async (slug) => {
    const page = await content.getPage(slug);
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
      const page = await content.getPage(slug);
      if (!page?.image) {
        expect(page?.ogImage).toBeNull();
        return;
      }
      expect(page.ogImage?.src).toMatch(/^\/content\/og\/.+-1200x630\.jpg$/);
      expect(existsSync(publicFile(page.ogImage!.src))).toBe(true);
    },
  );

  it("has a privacy policy naming what is collected", async () => {
    const page = await content.getPage("privacy");
    const text = page!.body
      .filter((b) => b._type === "block")
      .map((b) => (b.children as Array<{ text: string }>).map((c) => c.text).join(""))
      .join("\n");
    for (const item of ["이름", "전화번호", "이메일"]) expect(text).toContain(item);
  });
});

describe("getSiteSettings", () => {
  it("has the centre's contact details", async () => {
    const settings = await content.getSiteSettings();
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
    expect(await content.getVideoLectures()).toEqual([]);
  });
});

describe("notices", () => {
  it("lists the board with pinned notices first, then the newest, and counts them", async () => {
    const list = await content.getNoticeList(0, 10);
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
    const second = await content.getNoticeList(2, 4);
    expect(second.total).toBe(4);
    expect(second.items.map((n) => n.id)).toEqual([
      "notice-parking-change",
      "notice-instructor-recruitment",
    ]);
    expect((await content.getNoticeList(10, 20)).items).toEqual([]);
  });

  it("gives the home page the newest three by date, pinned or not", async () => {
    const latest = await content.getLatestNotices();
    expect(latest.map((n) => n.id)).toEqual([
      "notice-winter-closure",
      "notice-spring-term-applications",
      "notice-parking-change",
    ]);
  });

  it("gives one notice with its body and a site-path attachment", async () => {
    const notice = await content.getNotice("notice-spring-term-applications");
    expect(notice?.title).toBe("2027년 봄학기 수강 신청 안내");
    expect(notice?.publishedAt).toBe("2026-11-16T00:00:00.000Z");
    expect(notice?.body.length).toBeGreaterThan(2);
    expect(notice?.attachment).toEqual({ url: "/services", label: "봄학기 전체 프로그램 보기" });
    expect((await content.getNotice("notice-winter-closure"))?.attachment).toBeNull();
  });

  it("answers null for unknown, draft or malformed ids", async () => {
    for (const id of ["notice-none", "drafts.notice-winter-closure", "../x", "", "a".repeat(200)]) {
      expect(await content.getNotice(id)).toBeNull();
    }
  });
});
