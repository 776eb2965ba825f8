// Field definitions several document types share.
import { defineArrayMember, defineField } from "sanity";

/** A picture with its Korean alternative text (required: every image on the site has one). */
export function imageWithAlt(name: string, title: string, options: { required?: boolean } = {}) {
  return defineField({
    name,
    title,
    type: "image",
    options: { hotspot: true },
    fields: [
      defineField({
        name: "alt",
        title: "대체 텍스트",
        description:
          "그림을 볼 수 없는 분께 읽어 주는 설명입니다. 예: ‘스틱 두 개가 올려진 스네어 드럼 그림’",
        type: "string",
        validation: (rule) => rule.required().min(2).error("대체 텍스트를 입력해 주세요."),
      }),
    ],
    validation: options.required
      ? (rule) => rule.required().error(`${title}을(를) 넣어 주세요.`)
      : undefined,
  });
}

/**
 * Rich text; `extra` adds block kinds of one document type only (the page's retention table).
 */
export const richText = (
  name: string,
  title: string,
  extra: ReturnType<typeof defineArrayMember>[] = [],
) =>
  defineField({
    name,
    title,
    type: "array",
    of: [
      {
        type: "block",
        styles: [
          { title: "본문", value: "normal" },
          { title: "제목 2", value: "h2" },
          { title: "제목 3", value: "h3" },
          { title: "인용", value: "blockquote" },
        ],
        lists: [
          { title: "글머리 기호", value: "bullet" },
          { title: "번호", value: "number" },
        ],
      },
      ...extra,
    ],
  });

/**
 * The privacy policy's 보유 및 이용 기간 table, put where it belongs in a page's text. Its rows are
 * not typed here: the site builds them from the periods its retention job enforces
 * (app/domain/retention.ts, decision 209), so the policy and the job cannot disagree.
 */
export const retentionPeriodsBlock = defineArrayMember({
  name: "retentionPeriods",
  title: "개인정보 보유 기간 표 (자동)",
  type: "object",
  fields: [
    defineField({
      name: "caption",
      title: "표 설명 (선택)",
      description:
        "표의 내용은 사이트가 실제 파기 기준에서 만들어 보여 줍니다. 기간을 바꾸려면 개발 담당자에게 요청해 주세요.",
      type: "string",
    }),
  ],
  preview: {
    prepare: () => ({
      title: "개인정보 보유 기간 표",
      subtitle: "사이트가 파기 기준에서 자동으로 만듭니다",
    }),
  },
});
