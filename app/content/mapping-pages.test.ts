// Mapping the home page, pages, settings, video lectures and notices from their raw results.
import { describe, expect, it } from "vitest";
import { local, picture, program } from "../../tests/support/mapping-fixtures";
import { toHomePage, toPage, toSiteSettings, toVideoLectures } from "./mapping";
import { ogRenditionPath } from "./og-image";

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
