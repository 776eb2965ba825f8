// 자주 묻는 질문: what people ask the front desk most, one document each, in the order shown.
const faqs: { slug: string; question: string; answer: string }[] = [
  {
    slug: "fee",
    question: "수강료가 정말 무료인가요?",
    answer:
      "네. 센터의 정규 강좌는 모두 무료입니다.\n\n재료비가 필요한 수업은 수업 안내에 미리 적어 두며, 꼭 필요한 만큼만 받습니다. 뉴질랜드 어학연수는 정규 강좌가 아니어서 항공료와 수업료, 숙박비가 듭니다.",
  },
  {
    slug: "how-to-apply",
    question: "수강 신청은 어떻게 하나요?",
    answer:
      "프로그램 목록에서 수업을 고른 뒤 ‘이 강좌 신청하기’를 누르거나, 상단의 ‘수강신청’ 버튼으로 신청서를 보내 주세요. 회원가입 없이도 신청할 수 있습니다.\n\n신청하면 신청번호를 알려 드리며, 담당자가 2일 안에 전화나 문자로 수업 시작일과 준비물을 안내해 드립니다.",
  },
  {
    slug: "check-or-cancel",
    question: "신청한 내용을 확인하거나 취소하고 싶어요.",
    answer:
      "회원이라면 마이페이지의 ‘신청 내역’에서 확인하고 취소할 수 있습니다.\n\n회원가입 없이 신청하셨다면 ‘신청 조회·취소’에서 신청번호와 이름, 휴대폰 번호로 확인하거나 취소할 수 있습니다. 취소 마감일이 지나면 온라인으로 취소할 수 없으니 센터로 연락해 주세요.",
  },
  {
    slug: "waiting-list",
    question: "정원이 찼다고 나오면 어떻게 되나요?",
    answer:
      "대기 순번으로 접수됩니다. 앞선 분이 취소하면 순서대로 자리가 배정되고, 이메일이나 전화로 알려 드립니다.",
  },
  {
    slug: "children",
    question: "만 14세 미만 어린이도 신청할 수 있나요?",
    answer:
      "온라인 신청은 만 14세 이상만 할 수 있습니다. 만 14세 미만 어린이는 보호자와 함께 센터에 오셔서 신청해 주세요.",
  },
  {
    slug: "beginners",
    question: "악기를 처음 배우는데 따라갈 수 있을까요?",
    answer:
      "물론입니다. 모든 입문반은 처음 배우는 분을 기준으로 수업을 설계합니다. 연습실과 대여 악기가 있어 악기가 없어도 시작할 수 있습니다.",
  },
  {
    slug: "parking",
    question: "주차할 수 있나요?",
    answer:
      "건물 지하 주차장을 2시간까지 무료로 이용하실 수 있습니다. 자세한 길 안내는 센터 소개의 ‘찾아오시는 길’을 보세요.",
  },
  {
    slug: "contact",
    question: "더 궁금한 점은 어디에 물어보나요?",
    answer:
      "문의하기에 남겨 주시면 평일에는 하루 안에 답변해 드립니다. 급한 일은 고객센터(032-563-7701)로 전화해 주세요. 상담 시간은 평일 오전 9시부터 오후 6시까지입니다.",
  },
];

export function faqDocuments() {
  return faqs.map((f, i) => ({
    _id: `faq-${f.slug}`,
    _type: "faq",
    question: f.question,
    answer: f.answer,
    order: (i + 1) * 10,
  }));
}
