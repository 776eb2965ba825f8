// Video lectures. The centre has not uploaded these yet: they carry no YouTube id, so the site
// hides them and the Studio marks them as not publishable until staff add the id. Thumbnails are
// our own pictures (the site draws the play button over them).
import { image } from "./images";

const lectures = [
  {
    slug: "guitar-basics",
    title: "통기타 기초 코드 네 가지",
    description: "C, G, Am, F 코드를 잡는 법과 코드 사이를 부드럽게 옮기는 연습을 함께 해 봅니다.",
    program: 3,
    alt: "통기타 강의 미리보기 그림",
  },
  {
    slug: "drum-rudiments",
    title: "드럼 기본 리듬 8비트",
    description: "하이햇, 스네어, 베이스드럼으로 만드는 가장 기본 리듬을 천천히 따라 해 보세요.",
    program: 7,
    alt: "드럼 강의 미리보기 그림",
  },
  {
    slug: "english-greetings",
    title: "생활 영어: 첫 만남 인사",
    description:
      "처음 만난 사람과 자연스럽게 인사하고 자기소개하는 표현을 원어민 발음으로 익힙니다.",
    program: 9,
    alt: "영어회화 강의 미리보기 그림",
  },
  {
    slug: "pilates-stretch",
    title: "10분 필라테스 스트레칭",
    description: "의자에서도 따라 할 수 있는 허리·어깨 스트레칭으로 하루의 피로를 풀어 보세요.",
    program: 1,
    alt: "필라테스 강의 미리보기 그림",
  },
];

export function videoLectureDocuments() {
  return lectures.map((v, i) => ({
    _id: `video-${v.slug}`,
    _type: "videoLecture",
    title: v.title,
    description: v.description,
    order: i + 1,
    thumbnail: image(`video-${v.slug}`, v.alt),
    program: { _type: "reference", _ref: `program-${v.program}` },
  }));
}
