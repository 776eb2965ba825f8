import { defineField, defineType } from "sanity";
import { richText } from "./fields";

/** 공지사항: the centre's notice board (/notices), the newest three also on the home page. */
export const notice = defineType({
  name: "notice",
  title: "공지사항",
  type: "document",
  fields: [
    defineField({
      name: "title",
      title: "제목",
      type: "string",
      validation: (rule) => rule.required().max(120).error("제목을 120자 이내로 입력해 주세요."),
    }),
    defineField({
      name: "publishedAt",
      title: "게시일",
      description: "이 날짜와 시간부터 사이트에 보입니다. 미래로 정하면 그때 자동으로 게시됩니다.",
      type: "datetime",
      initialValue: () => new Date().toISOString(),
      validation: (rule) => rule.required().error("게시일을 정해 주세요."),
    }),
    defineField({
      name: "pinned",
      title: "상단 고정",
      description: "켜 두면 공지 목록 맨 위에 먼저 보입니다.",
      type: "boolean",
      initialValue: false,
    }),
    richText("body", "본문"),
    defineField({
      name: "attachment",
      title: "첨부 링크",
      description:
        "신청서 양식 같은 파일이나 안내 페이지의 주소입니다 (선택). 사이트 안의 페이지는 /services 처럼 /로 시작해 적습니다.",
      type: "object",
      fields: [
        defineField({
          name: "url",
          title: "주소",
          type: "url",
          validation: (rule) =>
            rule
              .uri({ scheme: ["https", "http"], allowRelative: true })
              .error("https:// 또는 /로 시작하는 주소를 입력해 주세요."),
        }),
        defineField({
          name: "label",
          title: "링크 이름",
          description: "예: ‘2027년 봄학기 시간표 (PDF)’",
          type: "string",
          validation: (rule) =>
            rule.custom((label, context) => {
              const url = (context.parent as { url?: string } | undefined)?.url;
              return !url || (label && label.trim()) ? true : "링크 이름을 입력해 주세요.";
            }),
        }),
      ],
    }),
  ],
  orderings: [
    {
      title: "게시일 (최신순)",
      name: "publishedAtDesc",
      by: [{ field: "publishedAt", direction: "desc" }],
    },
  ],
  preview: {
    select: { title: "title", publishedAt: "publishedAt", pinned: "pinned" },
    prepare: ({ title, publishedAt, pinned }) => ({
      title: `${pinned ? "📌 " : ""}${title ?? "(제목 없음)"}`,
      subtitle: publishedAt
        ? new Date(publishedAt).toLocaleDateString("ko-KR", { timeZone: "Asia/Seoul" })
        : "게시일 없음",
    }),
  },
});
