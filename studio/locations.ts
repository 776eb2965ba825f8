// Where each document appears on the site ("이 문서가 쓰인 페이지" in the Presentation tool).
// Pure: presentation.ts asks the dataset for each document's fields (LOCATION_QUERIES) and these
// turn the answer into locations; scripts/schema.test.ts checks them.

export type Location = { title: string; href: string };
export type LocationsState = { locations: Location[] } | null;

/** The id the site uses: a draft's or a release version's id without its prefix. */
export function publishedId(id: string): string {
  return id.replace(/^drafts\./, "").replace(/^versions\.[^.]+\./, "");
}

const PROGRAM_LIST: Location = { title: "전체 프로그램", href: "/services" };
const HOME_MUSIC: Location = { title: "홈 · 음악 프로그램 슬라이드", href: "/" };
const HOME_EDUCATION: Location = { title: "홈 · 교육 프로그램 슬라이드", href: "/" };
const HOME_FEATURED: Location = { title: "홈 · 이번 달 추천 프로그램", href: "/" };
const HOME_SLIDE: Location = { title: "홈 · 큰 배너 슬라이드", href: "/" };

/**
 * GROQ for the fields each type's locations need, given `$id` (published) and `$draft`: the
 * document as the Studio shows it (draft first), and for a class which home carousels name it.
 */
export const LOCATION_QUERIES: Readonly<Record<string, string>> = {
  program: `{
    "doc": coalesce(*[_id == $draft][0], *[_id == $id][0]){ title, id, category, isFeatured },
    "onEducationSlide": count(*[_type == "homePage" && $id in educationPrograms[]._ref]) > 0,
    "onHeroSlide": count(*[_type == "homePage" && $id in heroSlides[].link.program._ref]) > 0
  }`,
  notice: `{ "doc": coalesce(*[_id == $draft][0], *[_id == $id][0]){ title } }`,
  page: `{ "doc": coalesce(*[_id == $draft][0], *[_id == $id][0]){ title, "slug": slug.current } }`,
};

type ProgramAnswer = {
  doc: { title?: string; id?: number; category?: string; isFeatured?: boolean } | null;
  onEducationSlide?: boolean;
  onHeroSlide?: boolean;
};

/** A class: its page (only once it has a number), the list, and the home carousels showing it. */
export function programLocations(answer: ProgramAnswer | null): LocationsState {
  const doc = answer?.doc;
  if (!doc) return null;
  const hasPage = typeof doc.id === "number" && Number.isInteger(doc.id) && doc.id > 0;
  const music = doc.category === "music";
  return {
    locations: [
      ...(hasPage ? [{ title: doc.title || "프로그램", href: `/program/${doc.id}` }] : []),
      PROGRAM_LIST,
      ...(music ? [{ title: "음악 프로그램", href: "/music" }, HOME_MUSIC] : []),
      ...(answer.onEducationSlide ? [HOME_EDUCATION] : []),
      ...(doc.isFeatured === true ? [HOME_FEATURED] : []),
      ...(answer.onHeroSlide ? [HOME_SLIDE] : []),
    ],
  };
}

/** A notice: its own page and the board (its publish time only decides when visitors see it). */
export function noticeLocations(id: string, answer: { doc: { title?: string } | null } | null) {
  if (!answer?.doc) return null;
  return {
    locations: [
      { title: answer.doc.title || "공지", href: `/notices/${publishedId(id)}` },
      { title: "공지사항", href: "/notices" },
    ],
  };
}

export function pageLocations(answer: { doc: { title?: string; slug?: string } | null } | null) {
  const doc = answer?.doc;
  if (!doc?.slug) return { locations: [] };
  return { locations: [{ title: doc.title || doc.slug, href: `/${doc.slug}` }] };
}

/** Types that appear in fixed places. */
export const FIXED_LOCATIONS: Readonly<Record<string, LocationsState>> = {
  homePage: { locations: [{ title: "홈", href: "/" }] },
  videoLecture: { locations: [{ title: "동영상 강의", href: "/video-lectures" }] },
  siteSettings: {
    locations: [
      { title: "모든 페이지의 머리말·꼬리말", href: "/" },
      { title: "센터 소개 · 찾아오시는 길", href: "/about" },
    ],
  },
  faq: { locations: [{ title: "자주 묻는 질문", href: "/faq" }] },
};

/** The locations of a document of `type` from its LOCATION_QUERIES answer. */
export function resolveLocations(type: string, id: string, answer: unknown): LocationsState {
  if (type === "program") return programLocations(answer as ProgramAnswer | null);
  if (type === "notice") return noticeLocations(id, answer as { doc: { title?: string } | null });
  if (type === "page") return pageLocations(answer as { doc: { title?: string; slug?: string } });
  return FIXED_LOCATIONS[type] ?? null;
}
