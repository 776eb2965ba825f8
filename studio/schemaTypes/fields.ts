// Field definitions several document types share.
import { defineField } from "sanity";

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

export const richText = (name: string, title: string) =>
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
    ],
  });
