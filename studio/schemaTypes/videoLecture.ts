import { defineField, defineType } from "sanity";
import { imageWithAlt } from "./fields";
import { checkYoutubeId } from "./rules";

export const videoLecture = defineType({
  name: "videoLecture",
  title: "동영상 강의",
  type: "document",
  fields: [
    defineField({
      name: "title",
      title: "제목",
      type: "string",
      validation: (rule) => rule.required().error("제목을 입력해 주세요."),
    }),
    defineField({ name: "description", title: "설명", type: "text", rows: 3 }),
    defineField({
      name: "videoId",
      title: "유튜브 영상 ID",
      description:
        "영상 주소 youtube.com/watch?v= 뒤의 11자리입니다. 아직 영상이 없으면 비워 두고 초안으로 저장하세요: ID가 없는 강의는 게시할 수 없고 사이트에도 보이지 않습니다.",
      type: "string",
      // An error blocks publishing only: a draft can be saved without the id.
      validation: (rule) => rule.custom(checkYoutubeId),
    }),
    imageWithAlt("thumbnail", "미리보기 그림", { required: true }),
    defineField({
      name: "program",
      title: "관련 프로그램",
      type: "reference",
      to: [{ type: "program" }],
    }),
    defineField({ name: "order", title: "순서", type: "number" }),
  ],
  orderings: [{ title: "순서", name: "orderAsc", by: [{ field: "order", direction: "asc" }] }],
  preview: {
    select: { title: "title", program: "program.title", videoId: "videoId", media: "thumbnail" },
    prepare: ({ title, program, videoId, media }) => ({
      title,
      subtitle: videoId ? program : "영상 ID 없음 · 사이트에 보이지 않음",
      media,
    }),
  },
});
