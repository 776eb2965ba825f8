import { defineField, defineType } from "sanity";
import { imageWithAlt, richText } from "./fields";

export const PAGE_OPTIONS = [
  { title: "센터 소개", value: "about" },
  { title: "전체 프로그램", value: "services" },
  { title: "음악 클래스", value: "music" },
  { title: "동영상 강의", value: "video-lectures" },
  { title: "뉴질랜드 어학연수", value: "study-abroad" },
  { title: "문의하기", value: "contact" },
  { title: "이용약관", value: "terms" },
  { title: "개인정보 처리방침", value: "privacy" },
  { title: "실시간 랭킹", value: "ranking" },
];

export const page = defineType({
  name: "page",
  title: "페이지",
  type: "document",
  fields: [
    defineField({ name: "title", title: "제목", type: "string", validation: (rule) => rule.required().error("제목을 입력해 주세요.") }),
    defineField({
      name: "slug",
      title: "페이지",
      description: "이 글이 보일 사이트 페이지입니다.",
      type: "slug",
      options: { source: "title" },
      validation: (rule) =>
        rule.required().custom((slug) =>
          !slug?.current || PAGE_OPTIONS.some((p) => p.value === slug.current)
            ? true
            : `다음 중 하나여야 합니다: ${PAGE_OPTIONS.map((p) => p.value).join(", ")}`,
        ),
    }),
    imageWithAlt("image", "대표 그림"),
    richText("body", "본문"),
    defineField({ name: "seoTitle", title: "검색 결과 제목", type: "string", validation: (rule) => rule.max(60).warning("60자 이내가 좋습니다.") }),
    defineField({ name: "seoDescription", title: "검색 결과 설명", type: "text", rows: 2, validation: (rule) => rule.max(160).warning("160자 이내가 좋습니다.") }),
  ],
  preview: { select: { title: "title", subtitle: "slug.current", media: "image" } },
});
