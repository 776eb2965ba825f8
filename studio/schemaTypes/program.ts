import { defineField, defineType } from "sanity";
import { imageWithAlt, richText } from "./fields";

export const CATEGORY_OPTIONS = [
  { title: "음악", value: "music" },
  { title: "교육", value: "education" },
  { title: "건강", value: "health" },
  { title: "기술", value: "technical" },
];

export const program = defineType({
  name: "program",
  title: "프로그램(수업)",
  type: "document",
  fields: [
    defineField({
      name: "id",
      title: "공개 번호",
      description: "주소 /program/번호 에 쓰입니다. 한 번 정한 번호는 바꾸지 마세요.",
      type: "number",
      validation: (rule) =>
        rule
          .required()
          .integer()
          .positive()
          .error("1 이상의 정수로 공개 번호를 입력해 주세요.")
          .custom(async (value, context) => {
            if (typeof value !== "number") return true;
            const published = context.document?._id.replace(/^drafts\./, "") ?? "";
            const others = await context
              .getClient({ apiVersion: "2025-02-19" })
              .fetch<number>(
                `count(*[_type == "program" && id == $id && !(_id in [$published, "drafts." + $published])])`,
                { id: value, published },
              );
            return others === 0 ? true : `공개 번호 ${value}은(는) 이미 다른 수업이 쓰고 있습니다.`;
          }),
    }),
    defineField({
      name: "title",
      title: "수업 이름",
      type: "string",
      validation: (rule) => rule.required().error("수업 이름을 입력해 주세요."),
    }),
    defineField({
      name: "category",
      title: "분야",
      type: "string",
      options: { list: CATEGORY_OPTIONS, layout: "radio" },
      validation: (rule) => rule.required().error("분야를 골라 주세요."),
    }),
    defineField({ name: "description", title: "짧은 소개", type: "text", rows: 3 }),
    defineField({
      name: "schedule",
      title: "일정",
      description: "예: 매주 화·목 10:00–11:00. 모집이 끝나면 끝에 [모집마감]을 붙이세요.",
      type: "string",
      validation: (rule) => rule.required().error("일정을 입력해 주세요."),
    }),
    defineField({ name: "instructor", title: "강사", type: "string" }),
    defineField({ name: "location", title: "장소", type: "string", initialValue: "인천 청라동" }),
    defineField({ name: "price", title: "수강료", type: "string", initialValue: "무료" }),
    imageWithAlt("image", "목록 사진", { required: true }),
    imageWithAlt("detailImage", "상세 사진"),
    defineField({ name: "isFeatured", title: "추천 수업", type: "boolean", initialValue: false }),
    defineField({
      name: "details",
      title: "상세 항목",
      description: "수업 페이지에 글머리 기호로 보이는 항목입니다.",
      type: "array",
      of: [{ type: "string" }],
    }),
    richText("body", "본문"),
  ],
  orderings: [{ title: "공개 번호순", name: "idAsc", by: [{ field: "id", direction: "asc" }] }],
  preview: {
    select: { title: "title", id: "id", category: "category", schedule: "schedule", media: "image" },
    prepare: ({ title, id, category, schedule, media }) => ({
      title: `${id ?? "?"}. ${title ?? "(이름 없음)"}`,
      subtitle: [CATEGORY_OPTIONS.find((c) => c.value === category)?.title, schedule].filter(Boolean).join(" · "),
      media,
    }),
  },
});
