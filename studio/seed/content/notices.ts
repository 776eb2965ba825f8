// Notices (공지사항) for the bundled dataset: what a centre posts over a term. Dates are fixed so
// the build is repeatable; the site shows those whose publish time has come.
import { portableText, type Paragraphs } from "./portable-text";

type NoticeSeed = {
  slug: string;
  title: string;
  publishedAt: string;
  pinned?: boolean;
  body: Paragraphs;
  attachment?: { url: string; label: string };
};

const notices: NoticeSeed[] = [
  {
    slug: "spring-term-applications",
    title: "2027년 봄학기 수강 신청 안내",
    publishedAt: "2026-11-16T09:00:00+09:00",
    pinned: true,
    body: [
      "2027년 봄학기(3월~6월) 정규 프로그램의 수강 신청을 받습니다. 모든 정규 프로그램은 무료이며, 재료비가 필요한 프로그램은 프로그램 페이지에 미리 안내해 두었습니다.",
      { h2: "신청 방법" },
      {
        steps: [
          "프로그램 목록에서 듣고 싶은 프로그램을 고르세요.",
          "프로그램 페이지의 ‘신청하기’ 버튼으로 신청서를 보내 주세요.",
          "담당자가 2일 안에 전화나 문자로 시작일과 준비물을 안내해 드립니다.",
        ],
      },
      "정원이 있는 프로그램은 먼저 신청하신 분부터 접수됩니다.",
    ],
    attachment: { url: "/services", label: "봄학기 전체 프로그램 보기" },
  },
  {
    slug: "winter-closure",
    title: "연말연시 휴관 안내 (12/31 ~ 1/1)",
    publishedAt: "2026-11-20T10:00:00+09:00",
    body: [
      "12월 31일(목)과 1월 1일(금) 이틀 동안 센터 전체가 쉽니다. 이 기간에 예정된 수업은 다음 주에 보강합니다.",
      "휴관 중에 남겨 주신 문의는 1월 4일(월)부터 차례로 답변드리겠습니다.",
    ],
  },
  {
    slug: "parking-change",
    title: "지하 주차장 무료 이용 시간 변경",
    publishedAt: "2026-11-02T09:30:00+09:00",
    body: [
      "11월 9일부터 청라문화플라자 지하 주차장의 수강생 무료 이용 시간이 2시간에서 3시간으로 늘어납니다.",
      "안내 데스크에서 수강증을 보여 주시면 주차 등록을 해 드립니다.",
    ],
  },
  {
    slug: "instructor-recruitment",
    title: "재능 나눔 강사를 모십니다",
    publishedAt: "2026-10-12T14:00:00+09:00",
    body: [
      "악기, 외국어, 운동, 컴퓨터 등 이웃과 나누고 싶은 재능이 있으신가요? 청라 문화교육센터와 함께 무료 프로그램을 열어 주실 강사님을 모십니다.",
      {
        bullets: [
          "대상: 해당 분야 경력 2년 이상이거나 관련 자격을 가진 분",
          "활동: 주 1회 2시간, 한 학기(4개월) 단위",
          "지원: 문의하기 페이지에 ‘강사 지원’으로 경력과 희망 프로그램을 남겨 주세요.",
        ],
      },
    ],
  },
];

export function noticeDocuments() {
  return notices.map((n) => ({
    _id: `notice-${n.slug}`,
    _type: "notice",
    title: n.title,
    publishedAt: new Date(n.publishedAt).toISOString(),
    pinned: n.pinned ?? false,
    body: portableText(`notice-${n.slug}`, n.body),
    ...(n.attachment ? { attachment: { _type: "object", ...n.attachment } } : {}),
  }));
}
