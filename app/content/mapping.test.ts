import { describe, expect, it } from "vitest";
import {
  toHomePage,
  toPage,
  toProgramDetail,
  toProgramSummaries,
  toSiteSettings,
  toVideoLectures,
  type ProgramSummaryResult,
} from "./mapping";
import { ogRenditionPath } from "./og-image";

const local = { kind: "local" } as const;
const picture = (name: string) => ({
  alt: null,
  crop: null,
  hotspot: null,
  asset: {
    _id: `image-${name}-800x600-svg`,
    url: `/content/${name}-800x600.svg`,
    width: 800,
    height: 600,
  },
});

const program = (over: Partial<ProgramSummaryResult> = {}): ProgramSummaryResult => ({
  id: 7,
  category: "music",
  title: " 신나는 드럼 교실 ",
  description: "리듬을 배웁니다.",
  price: null,
  schedule: "매주 월 18:00 [모집마감]",
  weekdays: [],
  startTime: null,
  endTime: null,
  scheduleNote: null,
  audience: null,
  audienceNote: null,
  endsOn: null,
  instructor: "오세훈",
  location: "인천 청라동",
  isFeatured: null as unknown as boolean,
  recruitment: {
    status: null,
    opensOn: null,
    closesOn: null,
    capacity: null,
    startsOn: null,
    cancelUntil: null,
    method: null,
    drawAt: null,
  },
  image: picture("class-drum"),
  ...over,
});

describe("programs", () => {
  it("writes 요일·시간 from the day and time fields, and reads the facts' fields (decision 244)", () => {
    const [p] = toProgramSummaries(
      [
        program({
          schedule: null,
          weekdays: ["thu", "tue", "holiday"],
          startTime: "10:00",
          endTime: "11:00",
          scheduleNote: " 8주 과정 ",
          audience: "senior",
          audienceNote: " 보호자 함께 ",
          endsOn: "2027-06-25",
        }),
      ],
      local,
    );
    expect(p).toMatchObject({
      schedule: "매주 화·목 10:00–11:00 (8주 과정)",
      weekdays: ["tue", "thu"],
      audience: "senior",
      audienceNote: "보호자 함께",
      endsOn: "2027-06-25",
    });
  });

  it("keeps an older class's written schedule, reads its days, and drops unreadable facts", () => {
    const [p] = toProgramSummaries(
      [
        program({
          schedule: "매주 월·수 19:00 [모집마감]",
          startTime: "7시",
          audience: "everyone" as never, // a value from a schema older or newer than this code
          endsOn: "2027-02-30",
        }),
      ],
      local,
    );
    expect(p).toMatchObject({
      schedule: "매주 월·수 19:00",
      weekdays: ["mon", "wed"],
      audience: null,
      endsOn: null,
      isClosed: true,
    });
  });

  it("trims text, marks a closed schedule, defaults the price to 무료 and the alt to the title", () => {
    const [p] = toProgramSummaries([program()], local);
    expect(p).toMatchObject({
      id: 7,
      title: "신나는 드럼 교실",
      isClosed: true,
      price: "무료",
      isFeatured: false,
    });
    expect(p!.image).toEqual({
      src: "/content/class-drum-800x600.svg",
      width: 800,
      height: 600,
      alt: "신나는 드럼 교실",
    });
  });

  it("leaves out classes without id, title, known category or picture", () => {
    const list = toProgramSummaries(
      [
        program({ id: null as unknown as number }),
        program({ title: "  " }),
        program({ category: "cooking" as never }),
        program({ image: null }),
        null,
        program({ id: 8, schedule: "매주 목 10:30" }),
      ],
      local,
    );
    expect(list.map((p) => [p.id, p.isClosed])).toEqual([[8, false]]);
  });

  it("gives a detail with cleaned bullets and an empty body when none is written", () => {
    const detail = toProgramDetail(
      {
        ...program(),
        detailImage: null,
        details: [" 하나 ", "", "둘"],
        body: [],
        completionRate: null,
      },
      local,
    );
    expect(detail).toMatchObject({
      details: ["하나", "둘"],
      body: [],
      detailImage: null,
      completionRate: null,
    });
    expect(toProgramDetail(null, local)).toBeNull();
  });

  it("keeps a 수료 기준 of 1–100 whole percent and nothing else", () => {
    const rate = (completionRate: number | null) =>
      toProgramDetail(
        { ...program(), detailImage: null, details: [], body: [], completionRate },
        local,
      )?.completionRate;
    expect([rate(80), rate(100), rate(1)]).toEqual([80, 100, 1]);
    expect([rate(null), rate(0), rate(101), rate(79.5)]).toEqual([null, null, null, null]);
  });

  it("previews a class by its detail picture, or its card picture when it has none", () => {
    const withDetail = toProgramDetail(
      {
        ...program(),
        detailImage: picture("class-drum-detail"),
        details: [],
        body: [],
        completionRate: null,
      },
      local,
    );
    expect(withDetail?.ogImage?.src).toBe(ogRenditionPath(picture("class-drum-detail").asset.url));
    const withoutDetail = toProgramDetail(
      { ...program(), detailImage: null, details: [], body: [], completionRate: null },
      local,
    );
    expect(withoutDetail?.ogImage?.src).toBe(ogRenditionPath(program().image!.asset!.url!));
  });
});

describe("recruitment", () => {
  // 2026-03-10 09:30 in Seoul.
  const now = new Date("2026-03-10T00:30:00Z");
  const terms = (over: Partial<ProgramSummaryResult["recruitment"]>) => ({
    recruitment: {
      status: "open" as const,
      opensOn: null,
      closesOn: null,
      capacity: null,
      startsOn: null,
      cancelUntil: null,
      method: null,
      drawAt: null,
      ...over,
    },
  });

  it("reads the status, the period and the capacity, and the old marker still closes", () => {
    const [open, closed, marked, ending, upcoming, ended, withCapacity, unreadable] =
      toProgramSummaries(
        [
          program({ schedule: "매주 월", ...terms({}) }),
          program({ schedule: "매주 월", ...terms({ status: "closed" }) }),
          program({ schedule: "매주 월 [모집마감]", ...terms({}) }),
          program({
            schedule: "매주 월",
            ...terms({ opensOn: "2026-03-01", closesOn: "2026-03-13" }),
          }),
          program({ schedule: "매주 월", ...terms({ opensOn: "2026-03-11" }) }),
          program({ schedule: "매주 월", ...terms({ closesOn: "2026-03-09" }) }),
          program({ schedule: "매주 월", ...terms({ capacity: 8 }) }),
          program({
            schedule: "매주 월",
            ...terms({ status: null, opensOn: "3월 1일", capacity: -2 }),
          }),
        ],
        local,
        now,
      );
    expect(open).toMatchObject({ isClosed: false, recruitment: { phase: "open", daysLeft: null } });
    expect(closed).toMatchObject({ isClosed: true, recruitment: { phase: "closed" } });
    expect(marked).toMatchObject({
      isClosed: true,
      recruitment: { phase: "closed", markedClosed: true },
    });
    expect(ending).toMatchObject({
      isClosed: false,
      recruitment: { phase: "open", daysLeft: 3, closesOn: "2026-03-13" },
    });
    expect(upcoming).toMatchObject({ isClosed: true, recruitment: { phase: "upcoming" } });
    expect(ended).toMatchObject({ isClosed: true, recruitment: { phase: "ended" } });
    // Seats are counted by content.server.ts, not here.
    expect(withCapacity).toMatchObject({
      isClosed: false,
      recruitment: { capacity: 8, seatsTaken: null },
    });
    expect(unreadable!.recruitment).toMatchObject({
      status: "open",
      opensOn: null,
      capacity: null,
      isClosed: false,
    });
  });
});

describe("home page", () => {
  it("gives each slide's button its link: a page, a class, or all classes when none is set", () => {
    const slide = (link: unknown) =>
      ({ title: "밴드", subtitle: null, link, image: picture("hero-band") }) as never;
    const home = toHomePage(
      {
        heroSlides: [
          slide(null),
          slide({ kind: "page", path: "/music", label: null, programId: null }),
          slide({ kind: "program", path: null, label: "드럼 신청하기", programId: 7 }),
          slide({ kind: "program", path: "/music", label: null, programId: null }),
          slide({ kind: "page", path: "//evil.example", label: null, programId: null }),
          slide({ kind: "page", path: "/services", label: null, programId: null }),
        ],
        iconBar: [],
        educationPrograms: [],
        musicPrograms: [],
        appBanner: null,
        storeUrl: null,
      },
      local,
    );
    expect(home.heroSlides.map((s) => s.link)).toEqual([
      { href: "/services", label: "프로그램 둘러보기" },
      { href: "/music", label: "자세히 보기" },
      { href: "/program/7", label: "드럼 신청하기" },
      { href: "/services", label: "프로그램 둘러보기" },
      { href: "/services", label: "프로그램 둘러보기" },
      { href: "/services", label: "프로그램 둘러보기" },
    ]);
  });

  it("keeps only icon links with a label and an in-site path, and slides with a picture", () => {
    const home = toHomePage(
      {
        heroSlides: [
          { title: "밴드", subtitle: null, link: null, image: picture("hero-band") },
          { title: "그림 없음", subtitle: null, link: null, image: null },
        ],
        iconBar: [
          { label: "보컬", path: "/program/2", isNew: null as unknown as boolean, icon: "vocal" },
          { label: "바깥", path: "https://example.com", isNew: false, icon: null },
          { label: null, path: "/about", isNew: false, icon: null },
        ],
        educationPrograms: [],
        musicPrograms: [program()] as never,
        appBanner: null,
        storeUrl: null,
      },
      local,
    );
    expect(home.heroSlides.map((s) => s.title)).toEqual(["밴드"]);
    expect(home.ogImage?.src).toBe(ogRenditionPath(picture("hero-band").asset.url));
    expect(home.iconBar).toEqual([
      { label: "보컬", path: "/program/2", isNew: false, icon: "shortcut-vocal" },
    ]);
    expect(home.musicPrograms).toHaveLength(1);
    expect(home.appBanner).toEqual({ title: "", text: "", storeUrl: "", image: null });
  });

  it("survives a missing home document", () => {
    expect(toHomePage(null, local)).toMatchObject({
      heroSlides: [],
      iconBar: [],
      musicPrograms: [],
      educationPrograms: [],
    });
  });
});

describe("pages, settings and videos", () => {
  it("refuses a page whose slug the site does not serve, and defaults the SEO title", () => {
    const base = {
      title: "센터 소개",
      body: [],
      seoTitle: null,
      seoDescription: null,
      image: null,
    };
    expect(toPage({ ...base, slug: "about" } as never, local)).toMatchObject({
      slug: "about",
      seoTitle: "센터 소개",
      body: [],
    });
    expect(toPage({ ...base, slug: "secret" } as never, local)).toBeNull();
    expect(toPage(null, local)).toBeNull();
  });

  it("fills site settings gaps with the centre name and main phone", () => {
    const settings = toSiteSettings({
      centreName: null,
      phone: "032-563-7700",
      customerCentrePhone: null,
      address: null,
      supportEmail: null,
      videoChannelUrl: null,
      copyright: null,
      appStoreUrl: null,
      notificationEmail: null,
      businessHours: null,
    });
    expect(settings).toMatchObject({
      centreName: "청라 문화교육센터",
      customerCentrePhone: "032-563-7700",
      copyright: "© 청라 문화교육센터",
    });
    expect(toSiteSettings(null).centreName).toBe("청라 문화교육센터");
  });

  it("drops video lectures without a playable YouTube id or a thumbnail", () => {
    const videos = toVideoLectures(
      [
        {
          title: "드럼",
          description: null,
          videoId: "abcdefghijk",
          thumbnail: picture("video-drum"),
          program: { id: 7, title: "드럼" },
        },
        {
          title: "빈 영상",
          description: null,
          videoId: null,
          thumbnail: picture("video-drum"),
          program: null,
        },
        {
          title: "그림 없음",
          description: null,
          videoId: "abcdefghijk",
          thumbnail: null,
          program: null,
        },
        {
          title: "짧은 ID",
          description: null,
          videoId: "abc",
          thumbnail: picture("video-drum"),
          program: null,
        },
        {
          title: "주소째",
          description: null,
          videoId: "https://youtu.be/abcdefghijk",
          thumbnail: picture("video-drum"),
          program: null,
        },
      ],
      local,
    );
    expect(videos.map((v) => [v.title, v.program?.id])).toEqual([["드럼", 7]]);
  });
});

describe("toNotice", () => {
  const raw = {
    id: "notice-a",
    title: " 휴관 안내 ",
    publishedAt: "2026-11-20T01:00:00Z",
    pinned: false,
    body: [],
    attachment: { url: "javascript:alert(1)", label: "x" },
  };

  it("keeps only site paths and http(s) addresses as attachments", async () => {
    const { toNotice } = await import("./mapping");
    expect(toNotice(raw)?.attachment).toBeNull();
    expect(
      toNotice({ ...raw, attachment: { url: "//evil.example/x", label: "x" } })?.attachment,
    ).toBeNull();
    expect(
      toNotice({ ...raw, attachment: { url: "https://example.kr/a.pdf", label: null } })
        ?.attachment,
    ).toEqual({
      url: "https://example.kr/a.pdf",
      label: "첨부 링크",
    });
    expect(
      toNotice({ ...raw, attachment: { url: "/services", label: "전체 프로그램" } })?.attachment
        ?.url,
    ).toBe("/services");
  });

  it("trims the title and leaves out notices without a title or a valid date", async () => {
    const { toNotice } = await import("./mapping");
    expect(toNotice(raw)?.title).toBe("휴관 안내");
    expect(toNotice({ ...raw, title: "  " })).toBeNull();
    expect(toNotice({ ...raw, publishedAt: "not a date" })).toBeNull();
    expect(toNotice(null)).toBeNull();
  });
});
