import { defineField, defineType } from "sanity";
import { imageWithAlt, retentionPeriodsBlock, richText } from "./fields";
import { PAGE_OPTIONS } from "./page-options";
import { PageSlugInput } from "./page-slug-input";

export { PAGE_OPTIONS };

export const page = defineType({
  name: "page",
  title: "페이지",
  type: "document",
  fields: [
    defineField({
      name: "title",
      title: "제목",
      type: "string",
      validation: (rule) => rule.required().error("제목을 입력해 주세요."),
    }),
    defineField({
      name: "slug",
      title: "페이지",
      description: "이 글이 보일 사이트 페이지를 목록에서 고릅니다. 페이지마다 글은 하나입니다.",
      type: "slug",
      components: { input: PageSlugInput },
      validation: (rule) =>
        rule
          .required()
          .custom((slug) =>
            !slug?.current || PAGE_OPTIONS.some((p) => p.value === slug.current)
              ? true
              : `다음 중 하나여야 합니다: ${PAGE_OPTIONS.map((p) => p.value).join(", ")}`,
          ),
    }),
    imageWithAlt("image", "대표 그림"),
    richText("body", "본문", [retentionPeriodsBlock]),
    defineField({
      name: "seoTitle",
      title: "검색 결과 제목",
      type: "string",
      validation: (rule) => rule.max(60).warning("60자 이내가 좋습니다."),
    }),
    defineField({
      name: "seoDescription",
      title: "검색 결과 설명",
      type: "text",
      rows: 2,
      validation: (rule) => rule.max(160).warning("160자 이내가 좋습니다."),
    }),
  ],
  preview: { select: { title: "title", subtitle: "slug.current", media: "image" } },
});
