import { defineField, defineType } from "sanity";

/** 자주 묻는 질문: one question and its answer per document, shown on /faq in `order`. */
export const faq = defineType({
  name: "faq",
  title: "자주 묻는 질문",
  type: "document",
  fields: [
    defineField({
      name: "question",
      title: "질문",
      type: "string",
      validation: (rule) =>
        rule.required().error("질문을 입력해 주세요.").max(120).warning("120자 이내가 좋습니다."),
    }),
    defineField({
      name: "answer",
      title: "답변",
      description: "빈 줄로 문단을 나눕니다.",
      type: "text",
      rows: 5,
      validation: (rule) => rule.required().error("답변을 입력해 주세요."),
    }),
    defineField({
      name: "order",
      title: "순서",
      description: "작은 숫자가 위에 보입니다.",
      type: "number",
    }),
  ],
  orderings: [{ title: "순서", name: "orderAsc", by: [{ field: "order", direction: "asc" }] }],
  preview: { select: { title: "question", subtitle: "answer" } },
});
