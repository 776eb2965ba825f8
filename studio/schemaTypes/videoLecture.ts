import { defineField, defineType } from "sanity";
import { imageWithAlt } from "./fields";

export const videoLecture = defineType({
  name: "videoLecture",
  title: "동영상 강의",
  type: "document",
  fields: [
    defineField({ name: "title", title: "제목", type: "string", validation: (rule) => rule.required().error("제목을 입력해 주세요.") }),
    defineField({ name: "description", title: "설명", type: "text", rows: 3 }),
    defineField({
      name: "videoId",
      title: "유튜브 영상 ID",
      description: "영상 주소 youtube.com/watch?v= 뒤의 11자리입니다.",
      type: "string",
      validation: (rule) =>
        rule.required().regex(/^[\w-]{11}$/, { name: "유튜브 영상 ID" }).error("11자리 유튜브 영상 ID를 입력해 주세요."),
    }),
    imageWithAlt("thumbnail", "미리보기 그림", { required: true }),
    defineField({ name: "program", title: "관련 수업", type: "reference", to: [{ type: "program" }] }),
    defineField({ name: "order", title: "순서", type: "number" }),
  ],
  orderings: [{ title: "순서", name: "orderAsc", by: [{ field: "order", direction: "asc" }] }],
  preview: { select: { title: "title", subtitle: "program.title", media: "thumbnail" } },
});
