import { defineArrayMember, defineField, defineType } from "sanity";
import { imageWithAlt } from "./fields";
import { checkSlideLink, checkUniqueReferences, SITE_LINK_OPTIONS } from "./rules";

export const homePage = defineType({
  name: "homePage",
  title: "홈 화면",
  type: "document",
  fields: [
    defineField({
      name: "heroSlides",
      title: "메인 배너",
      description: "3초마다 넘어가는 큰 그림입니다. 순서대로 보입니다.",
      type: "array",
      of: [
        defineArrayMember({
          name: "heroSlide",
          title: "배너",
          type: "object",
          fields: [
            imageWithAlt("image", "그림", { required: true }),
            defineField({ name: "title", title: "제목", type: "string" }),
            defineField({ name: "subtitle", title: "부제", type: "string" }),
            defineField({
              name: "link",
              title: "버튼이 여는 곳",
              description: "비워 두면 ‘전체 프로그램’으로 갑니다.",
              type: "object",
              fields: [
                defineField({
                  name: "kind",
                  title: "종류",
                  type: "string",
                  options: {
                    list: [
                      { title: "사이트 페이지", value: "page" },
                      { title: "프로그램", value: "program" },
                    ],
                    layout: "radio",
                    direction: "horizontal",
                  },
                  initialValue: "page",
                }),
                defineField({
                  name: "path",
                  title: "페이지",
                  type: "string",
                  options: { list: SITE_LINK_OPTIONS },
                  hidden: ({ parent }) => parent?.kind === "program",
                }),
                defineField({
                  name: "program",
                  title: "프로그램",
                  type: "reference",
                  to: [{ type: "program" }],
                  hidden: ({ parent }) => parent?.kind !== "program",
                }),
                defineField({
                  name: "label",
                  title: "버튼 글자",
                  description:
                    "비워 두면 ‘자세히 보기’(전체 프로그램이면 ‘프로그램 둘러보기’)로 보입니다.",
                  type: "string",
                  validation: (rule) => rule.max(20).warning("버튼 글자는 20자 이내가 좋습니다."),
                }),
              ],
              validation: (rule) => rule.custom(checkSlideLink),
            }),
          ],
          preview: { select: { title: "title", media: "image" } },
        }),
      ],
      validation: (rule) => rule.min(1).error("메인 배너를 하나 이상 넣어 주세요."),
    }),
    defineField({
      name: "iconBar",
      title: "바로가기 아이콘",
      type: "array",
      of: [
        defineArrayMember({
          name: "iconLink",
          title: "바로가기",
          type: "object",
          fields: [
            defineField({
              name: "label",
              title: "이름",
              type: "string",
              validation: (rule) => rule.required().error("바로가기 이름을 입력해 주세요."),
            }),
            defineField({
              name: "path",
              title: "주소",
              description: "사이트 안의 주소로, /로 시작합니다. 예: /program/2",
              type: "string",
              validation: (rule) =>
                rule
                  .required()
                  .error("주소를 입력해 주세요.")
                  .custom((value) =>
                    !value || value.startsWith("/") ? true : "주소는 /로 시작해야 합니다.",
                  ),
            }),
            defineField({ name: "isNew", title: "NEW 표시", type: "boolean", initialValue: false }),
            defineField({
              name: "icon",
              title: "아이콘",
              type: "string",
              options: {
                list: [
                  { title: "랭킹(트로피)", value: "ranking" },
                  { title: "음악(음표)", value: "music" },
                  { title: "보컬(마이크)", value: "vocal" },
                  { title: "드럼", value: "drum" },
                  { title: "영어(말풍선)", value: "english" },
                  { title: "어학연수(비행기)", value: "study-abroad" },
                  { title: "코딩", value: "coding" },
                  { title: "필라테스", value: "pilates" },
                  { title: "센터 안내(물음표)", value: "about" },
                  { title: "문의(편지)", value: "contact" },
                ],
              },
            }),
          ],
          preview: {
            select: { title: "label", subtitle: "path", isNew: "isNew" },
            prepare: ({ title, subtitle, isNew }) => ({
              title: isNew ? `${title} (NEW)` : title,
              subtitle,
            }),
          },
        }),
      ],
    }),
    defineField({
      name: "educationPrograms",
      title: "교육 프로그램 슬라이드",
      type: "array",
      description:
        "홈 화면 ‘교육 프로그램’ 슬라이드에 보일 프로그램입니다. 같은 프로그램은 한 번만 넣을 수 있습니다.",
      of: [defineArrayMember({ type: "reference", to: [{ type: "program" }] })],
      validation: (rule) => rule.custom(checkUniqueReferences),
    }),
    defineField({
      name: "appBanner",
      title: "앱 홍보 배너",
      description: "앱 스토어 주소는 사이트 설정에서 바꿉니다.",
      type: "object",
      fields: [
        defineField({ name: "title", title: "제목", type: "string" }),
        defineField({ name: "text", title: "문구", type: "text", rows: 2 }),
        imageWithAlt("image", "그림"),
      ],
    }),
  ],
  preview: { prepare: () => ({ title: "홈 화면" }) },
});
