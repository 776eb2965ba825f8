// The home page singleton: hero slides, the icon bar (the spec's table, in order), the education
// carousel (classes 9, 14, 16, 17) and the app banner. The store address lives in site settings.
import { image } from "./images";

const heroSlides = [
  {
    key: "band",
    title: "함께 만드는 우리 동네 밴드",
    subtitle: "악기 하나로 시작해 무대까지, 청라 문화교육센터가 함께합니다.",
    alt: "드럼, 마이크, 기타가 함께 놓인 밴드 무대 그림",
    link: { kind: "page", path: "/music", label: "음악 프로그램 보기" },
  },
  {
    key: "drum",
    title: "두드리면 신나는 드럼 교실",
    subtitle: "스틱을 처음 잡는 날부터 첫 곡을 완주하는 날까지.",
    alt: "스틱 두 개가 올려진 스네어 드럼 그림",
    link: { kind: "program", program: 7 },
  },
  {
    key: "guitar",
    title: "기타 하나로 노래가 되는 시간",
    subtitle: "네 개의 코드로 시작하는 통기타 입문반.",
    alt: "음표 사이에 놓인 통기타 그림",
    link: { kind: "program", program: 3 },
  },
  {
    key: "english",
    title: "말문이 트이는 생활 영어회화",
    subtitle: "원어민 강사와 함께 실제 상황으로 연습해요.",
    alt: "영어 알파벳과 대화가 적힌 말풍선 그림",
    link: { kind: "page", path: "/services" },
  },
];

type SlideLink =
  | { kind: "page"; path: string; label?: string }
  | { kind: "program"; program: number; label?: string };

function slideLink(link: SlideLink) {
  const label = link.label ? { label: link.label } : {};
  return link.kind === "program"
    ? {
        kind: "program",
        program: { _type: "reference", _ref: `program-${link.program}` },
        ...label,
      }
    : { kind: "page", path: link.path, ...label };
}

export const ICON_BAR = [
  { label: "실시간 랭킹", path: "/ranking", isNew: false, icon: "ranking" },
  { label: "음악 프로그램", path: "/music", isNew: true, icon: "music" },
  { label: "보컬", path: "/program/2", isNew: false, icon: "vocal" },
  { label: "드럼", path: "/program/7", isNew: false, icon: "drum" },
  { label: "영어회화", path: "/program/9", isNew: false, icon: "english" },
  { label: "어학연수", path: "/study-abroad", isNew: true, icon: "study-abroad" },
  { label: "코딩", path: "/program/14", isNew: false, icon: "coding" },
  { label: "필라테스", path: "/program/1", isNew: false, icon: "pilates" },
  { label: "처음이세요?", path: "/about", isNew: false, icon: "about" },
  { label: "문의하기", path: "/contact", isNew: false, icon: "contact" },
];

export const EDUCATION_CAROUSEL_IDS = [9, 14, 16, 17];

export function homePageDocument() {
  return {
    _id: "homePage",
    _type: "homePage",
    heroSlides: heroSlides.map((s) => ({
      _key: `hero-${s.key}`,
      _type: "heroSlide",
      image: image(`hero-${s.key}`, s.alt),
      title: s.title,
      subtitle: s.subtitle,
      link: slideLink(s.link as SlideLink),
    })),
    iconBar: ICON_BAR.map((link) => ({ _key: `icon-${link.icon}`, _type: "iconLink", ...link })),
    educationPrograms: EDUCATION_CAROUSEL_IDS.map((id) => ({
      _key: `edu-${id}`,
      _type: "reference",
      _ref: `program-${id}`,
    })),
    appBanner: {
      _type: "appBanner",
      title: "청라 문화교육센터 앱이 나왔어요",
      text: "프로그램 신청, 출석 확인, 새 프로그램 알림까지 휴대폰으로 간편하게 받아 보세요.",
      image: image("app-banner", "프로그램 목록과 신청 버튼이 보이는 휴대폰 두 대 그림"),
    },
  };
}
