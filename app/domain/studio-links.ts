// Where the admin area sends staff for what is edited in the Studio (issue 46 §6): the classes,
// the notices, the pages and the site's settings live in Sanity, not in this site's records.
// The paths are the Studio's structure tool ("structure") and the ids its left column gives
// them (studio/structure.ts).

export type StudioLink = { href: string; label: string; what: string };

const SECTIONS = [
  {
    path: "program-order",
    label: "프로그램",
    what: "프로그램 추가·수정, 개강일·종강일·요일, 정원, 모집 기간과 모집 상태, 순서",
  },
  { path: "notice", label: "공지사항", what: "공지 작성·수정, 상단 고정" },
  { path: "page", label: "페이지", what: "센터 소개 등 안내 페이지의 글과 사진" },
  {
    path: "siteSettings",
    label: "사이트 설정",
    what: "대표 전화, 주소, 운영 시간, 고객센터 이메일",
  },
] as const;

/** The Studio's sections with what each edits; [] when the site does not know the Studio's address. */
export function studioLinks(studioUrl: string | undefined): StudioLink[] {
  if (!studioUrl) return [];
  const base = studioUrl.replace(/\/+$/, "");
  return SECTIONS.map((s) => ({
    href: `${base}/structure/${s.path}`,
    label: s.label,
    what: s.what,
  }));
}
