import { orderRankField, orderRankOrdering } from "@sanity/orderable-document-list";
import { defineField, defineType } from "sanity";
import { imageWithAlt, richText } from "./fields";
import {
  AUDIENCE_OPTIONS,
  WEEKDAY_OPTIONS,
  checkApplicationPeriod,
  checkCancelUntil,
  checkClockTime,
  checkDrawAt,
  checkEndsOn,
  checkSchedule,
} from "./rules";

export const RECRUITMENT_STATUS_OPTIONS = [
  { title: "모집중", value: "open" },
  { title: "마감", value: "closed" },
];

export const APPLICATION_METHOD_OPTIONS = [
  { title: "선착순", value: "firstCome" },
  { title: "추첨", value: "lottery" },
];

export const CATEGORY_OPTIONS = [
  { title: "음악", value: "music" },
  { title: "교육", value: "education" },
  { title: "건강", value: "health" },
  { title: "기술", value: "technical" },
];

export const program = defineType({
  name: "program",
  title: "프로그램",
  type: "document",
  fieldsets: [
    {
      name: "when",
      title: "요일·시간",
      description:
        "사이트는 이 칸으로 ‘매주 화·목 10:00–11:00’을 만들어 카드, 프로그램 페이지, 신청 창과 접수 메일에 똑같이 보여 주고, /services의 요일 찾기에도 씁니다.",
      options: { columns: 2 },
    },
    {
      name: "recruitment",
      title: "모집",
      description:
        "접수 기간과 정원을 정해 두면 사이트가 알아서 ‘마감’으로 바꿉니다. 기간 밖이면 신청을 받지 않고, 취소되지 않은 신청이 정원에 이르면 새 신청은 대기자로 받습니다(취소가 생기면 대기 순서대로 자동 접수).",
    },
  ],
  fields: [
    // The drag-and-drop order of the class lists (목록에서 끌어서 순서 바꾸기); hidden from the form.
    orderRankField({ type: "program" }),
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
            return others === 0
              ? true
              : `공개 번호 ${value}은(는) 이미 다른 프로그램이 쓰고 있습니다.`;
          }),
    }),
    defineField({
      name: "title",
      title: "프로그램 이름",
      type: "string",
      validation: (rule) => rule.required().error("프로그램 이름을 입력해 주세요."),
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
      name: "weekdays",
      title: "요일",
      type: "array",
      of: [{ type: "string" }],
      fieldset: "when",
      options: { list: WEEKDAY_OPTIONS, layout: "grid" },
    }),
    defineField({
      name: "startTime",
      title: "시작 시간",
      description: "24시간제, 예: 19:00",
      type: "string",
      fieldset: "when",
      validation: (rule) => rule.custom(checkClockTime),
    }),
    defineField({
      name: "endTime",
      title: "끝 시간",
      description: "24시간제, 예: 20:30",
      type: "string",
      fieldset: "when",
      validation: (rule) => rule.custom(checkClockTime),
    }),
    defineField({
      name: "scheduleNote",
      title: "일정 덧붙임",
      description: "시간 뒤 괄호 안에 붙습니다. 예: 8주 과정",
      type: "string",
      fieldset: "when",
    }),
    defineField({
      name: "schedule",
      title: "일정 (직접 입력)",
      description:
        "요일을 정할 수 없는 프로그램만 적어 주세요(예: 격주 토요일 10:00). 요일을 고르면 이 칸은 쓰이지 않습니다.",
      type: "string",
      hidden: ({ document }) =>
        Array.isArray(document?.weekdays) && document.weekdays.length > 0 && !document?.schedule,
      validation: (rule) =>
        rule.custom((value, context) =>
          checkSchedule(value, (context.document as { weekdays?: unknown } | undefined)?.weekdays),
        ),
    }),
    defineField({
      name: "audience",
      title: "대상",
      description: "‘누구나’는 /services에서 어느 대상을 골라도 보입니다.",
      type: "string",
      options: { list: AUDIENCE_OPTIONS, layout: "radio", direction: "horizontal" },
    }),
    defineField({
      name: "audienceNote",
      title: "대상 덧붙임",
      description: "대상 뒤 괄호 안에 붙습니다. 예: 초등 3학년 이상 자녀와 함께",
      type: "string",
    }),
    defineField({
      name: "recruitmentStatus",
      title: "모집 상태",
      description: "‘마감’을 고르면 기간이나 정원과 상관없이 신청을 받지 않습니다.",
      type: "string",
      fieldset: "recruitment",
      options: { list: RECRUITMENT_STATUS_OPTIONS, layout: "radio", direction: "horizontal" },
      initialValue: "open",
      validation: (rule) => rule.required().error("모집 상태를 골라 주세요."),
    }),
    defineField({
      name: "applicationPeriod",
      title: "접수 기간",
      description:
        "한국 시간 기준입니다. 시작일 0시부터 마감일 밤 12시까지 받습니다. 비워 두면 ‘상시 접수’입니다.",
      type: "object",
      fieldset: "recruitment",
      options: { columns: 2 },
      fields: [
        defineField({
          name: "start",
          title: "시작일",
          type: "date",
          options: { dateFormat: "YYYY-MM-DD" },
        }),
        defineField({
          name: "end",
          title: "마감일",
          type: "date",
          options: { dateFormat: "YYYY-MM-DD" },
        }),
      ],
      validation: (rule) => rule.custom(checkApplicationPeriod),
    }),
    defineField({
      name: "capacity",
      title: "정원",
      description: "비워 두면 인원 제한이 없습니다. 취소된 신청은 세지 않습니다.",
      type: "number",
      fieldset: "recruitment",
      validation: (rule) =>
        rule.integer().positive().error("정원은 1 이상의 정수로 입력해 주세요."),
    }),
    defineField({
      name: "applicationMethod",
      title: "접수 방식",
      description:
        "선착순: 신청한 순서대로 자리를 드리고, 정원이 차면 대기 순번을 드립니다. 추첨: 접수 기간 동안 신청을 받고, 추첨 일시에 사이트가 정원만큼 한 번 뽑습니다. 뽑히지 않은 분은 뽑힌 순서대로 대기자가 됩니다.",
      type: "string",
      fieldset: "recruitment",
      options: { list: APPLICATION_METHOD_OPTIONS, layout: "radio", direction: "horizontal" },
      initialValue: "firstCome",
    }),
    defineField({
      name: "drawAt",
      title: "추첨 일시",
      description:
        "추첨 방식일 때만 씁니다. 접수 마감일 다음 날 0시 이후여야 합니다. 이 시각에 사이트가 자동으로 추첨하고 모든 신청자에게 결과를 알립니다.",
      type: "datetime",
      fieldset: "recruitment",
      options: { dateFormat: "YYYY-MM-DD", timeFormat: "HH:mm" },
      hidden: ({ document }) => document?.applicationMethod !== "lottery",
      validation: (rule) =>
        rule.custom((value, context) =>
          checkDrawAt(value, (context.document ?? {}) as Parameters<typeof checkDrawAt>[1]),
        ),
    }),
    defineField({
      name: "startsOn",
      title: "개강일",
      description:
        "첫 수업 날로, 종강일과 함께 ‘수강 기간’이 됩니다. 신청자는 개강 전날까지 마이페이지나 안내 메일의 링크로 직접 취소할 수 있습니다.",
      type: "date",
      fieldset: "recruitment",
      options: { dateFormat: "YYYY-MM-DD" },
    }),
    defineField({
      name: "endsOn",
      title: "종강일",
      description:
        "마지막 수업 날입니다. 신청자의 개인정보는 이 날로부터 1년이 지나면 파기됩니다(개인정보 처리방침). 비워 두면 개강일과 신청이 마지막으로 바뀐 날 가운데 늦은 날로부터 1년입니다.",
      type: "date",
      fieldset: "recruitment",
      options: { dateFormat: "YYYY-MM-DD" },
      validation: (rule) =>
        rule.custom((value, context) =>
          checkEndsOn(value, (context.document as { startsOn?: unknown } | undefined)?.startsOn),
        ),
    }),
    defineField({
      name: "cancelUntil",
      title: "취소 마감일",
      description:
        "신청자가 직접 취소할 수 있는 마지막 날(이 날 포함)입니다. 비워 두면 개강 전날까지, 개강일도 비어 있으면 언제든 취소할 수 있습니다.",
      type: "date",
      fieldset: "recruitment",
      options: { dateFormat: "YYYY-MM-DD" },
      validation: (rule) =>
        rule.custom((value, context) =>
          checkCancelUntil(
            value,
            (context.document as { startsOn?: unknown } | undefined)?.startsOn,
          ),
        ),
    }),
    defineField({
      name: "completionRate",
      title: "수료 기준 출석률 (%)",
      description:
        "비워 두면 수료증이 없습니다. 정하면 전체 수업 날짜(개강일~종강일의 수업 요일) 가운데 이 비율 이상 출석한 수강생이 마이페이지에서 수료증을 출력할 수 있습니다. 지각은 출석으로 셉니다.",
      type: "number",
      validation: (rule) =>
        rule
          .integer()
          .min(1)
          .max(100)
          .error("수료 기준은 1부터 100 사이의 정수(%)로 입력해 주세요."),
    }),
    defineField({ name: "instructor", title: "강사", type: "string" }),
    defineField({ name: "location", title: "장소", type: "string", initialValue: "인천 청라동" }),
    defineField({ name: "price", title: "수강료", type: "string", initialValue: "무료" }),
    imageWithAlt("image", "목록 사진", { required: true }),
    imageWithAlt("detailImage", "상세 사진"),
    defineField({
      name: "isFeatured",
      title: "추천 프로그램",
      type: "boolean",
      initialValue: false,
    }),
    defineField({
      name: "details",
      title: "상세 항목",
      description: "프로그램 페이지에 글머리 기호로 보이는 항목입니다.",
      type: "array",
      of: [{ type: "string" }],
    }),
    richText("body", "본문"),
  ],
  orderings: [
    { ...orderRankOrdering, title: "사이트 표시 순서" },
    { title: "공개 번호순", name: "idAsc", by: [{ field: "id", direction: "asc" }] },
  ],
  preview: {
    select: {
      title: "title",
      id: "id",
      category: "category",
      schedule: "schedule",
      weekdays: "weekdays",
      media: "image",
    },
    prepare: ({ title, id, category, schedule, weekdays, media }) => ({
      title: `${id ?? "?"}. ${title ?? "(이름 없음)"}`,
      subtitle: [
        CATEGORY_OPTIONS.find((c) => c.value === category)?.title,
        Array.isArray(weekdays) && weekdays.length > 0
          ? WEEKDAY_OPTIONS.filter((d) => weekdays.includes(d.value))
              .map((d) => d.title)
              .join("·")
          : schedule,
      ]
        .filter(Boolean)
        .join(" · "),
      media,
    }),
  },
});
