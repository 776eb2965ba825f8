import { defineField, defineType } from "sanity";
import { imageWithAlt } from "./fields";
import { checkPhone } from "./rules";

export const siteSettings = defineType({
  name: "siteSettings",
  title: "사이트 설정",
  type: "document",
  fields: [
    defineField({
      name: "centreName",
      title: "센터 이름",
      type: "string",
      validation: (rule) => rule.required().error("센터 이름을 입력해 주세요."),
    }),
    defineField({
      name: "phone",
      title: "대표 전화",
      description: "예: 032-563-7700",
      type: "string",
      validation: (rule) => rule.required().error("대표 전화를 입력해 주세요.").custom(checkPhone),
    }),
    defineField({
      name: "customerCentrePhone",
      title: "고객센터 전화",
      description: "예: 032-563-7701 또는 1588-1234",
      type: "string",
      validation: (rule) => rule.custom(checkPhone),
    }),
    defineField({ name: "address", title: "주소", type: "string" }),
    defineField({
      name: "directions",
      title: "찾아오시는 길",
      description: "센터 소개 페이지의 ‘찾아오시는 길’에 주소와 함께 보입니다.",
      type: "object",
      fields: [
        defineField({
          name: "transit",
          title: "대중교통",
          description: "빈 줄로 문단을 나눕니다.",
          type: "text",
          rows: 3,
        }),
        defineField({ name: "parking", title: "주차", type: "text", rows: 2 }),
        imageWithAlt("map", "약도 그림"),
      ],
    }),
    defineField({ name: "businessHours", title: "운영 시간", type: "string" }),
    defineField({
      name: "supportEmail",
      title: "고객 지원 이메일",
      type: "string",
      validation: (rule) => rule.email().error("이메일 형식이 아닙니다."),
    }),
    defineField({
      name: "notificationEmail",
      title: "알림 받을 이메일",
      description: "새 신청과 문의가 오면 이 주소로 알립니다.",
      type: "string",
      validation: (rule) => rule.email().error("이메일 형식이 아닙니다."),
    }),
    defineField({ name: "videoChannelUrl", title: "동영상 채널 주소", type: "url" }),
    defineField({ name: "appStoreUrl", title: "앱 스토어 주소", type: "url" }),
    defineField({ name: "copyright", title: "저작권 문구", type: "string" }),
  ],
  preview: { prepare: () => ({ title: "사이트 설정" }) },
});
