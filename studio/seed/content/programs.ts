// The centre's classes (ids 1–14 and 16–19; 15 was retired and is never reused, since
// /program/{id} addresses are shared and bookmarked).
import type { Audience, Weekday } from "../../../app/domain/class-facts";
import { image } from "./images";
import { portableText, type Paragraphs } from "./portable-text";

type Category = "music" | "education" | "health" | "technical";

type ProgramSeed = {
  id: number;
  art: string;
  category: Category;
  title: string;
  description: string;
  /** 요일·시간: the days, the start and end time, and a note after them ("8주 과정"). */
  days: Weekday[];
  time: [string, string];
  scheduleNote?: string;
  /** 대상, and a note beside it. */
  audience: Audience;
  audienceNote?: string;
  /**
   * 모집중 unless said. A capacity where the class is already closed, on 1 (its 정원 of 8), on
   * 17 and 18 (fully described classes), and on 16, a small open class whose waiting list the
   * browser tests fill (the benchmarks apply to the other open ones, which have no capacity).
   */
  recruitment?: { status: "open" | "closed"; capacity?: number };
  /** 추첨 (decision 270): the draw's time; the period's end is `applicationPeriod.end`. */
  lottery?: { drawAt: string };
  /**
   * 수강 기간 (개강일, 종강일) and 접수 기간: only on classes no test applies to or cancels in, since
   * a 개강일 sets the cancel deadline and a period's end closes the class as the days pass.
   */
  term?: { startsOn: string; endsOn: string };
  applicationPeriod?: { start: string; end?: string };
  /** 수료 기준 출석률 (%): on the church-music academy, whose 수료증 the browser tests print. */
  completionRate?: number;
  instructor: string;
  location?: string;
  isFeatured?: boolean;
  details?: string[];
  imageAlt: string;
  detailAlt: string;
  body: Paragraphs;
};

const CHEONGNA = "인천 청라동";

const seeds: ProgramSeed[] = [
  {
    id: 1,
    art: "pilates",
    category: "health",
    title: "바른 자세 필라테스",
    description:
      "매트와 소도구로 코어를 깨우고 굳은 몸을 풀어 주는 소그룹 필라테스입니다. 운동이 처음인 분도 편하게 따라올 수 있어요.",
    days: ["tue", "thu"],
    time: ["10:00", "11:00"],
    audience: "adult",
    recruitment: { status: "open", capacity: 8 },
    instructor: "김서연 강사 (국제 필라테스 지도자 자격)",
    isFeatured: true,
    imageAlt: "매트 위에서 짐볼을 두고 스트레칭하는 사람 그림",
    detailAlt: "필라테스 매트와 짐볼이 놓인 운동 장면 그림",
    body: [
      "하루 종일 앉아 있는 직장인, 아이를 돌보느라 허리가 뻐근한 부모님, 운동을 다시 시작하고 싶은 어르신 모두를 위한 수업입니다.",
      { h2: "이런 분께 추천해요" },
      {
        bullets: [
          "허리와 어깨가 자주 뭉치는 분",
          "운동 경험이 없어 무엇부터 할지 모르는 분",
          "호흡과 함께 천천히 몸을 쓰고 싶은 분",
        ],
      },
      "소그룹으로 진행해 강사가 한 분 한 분의 자세를 살펴 드립니다. 편한 운동복과 물을 준비해 주세요. 매트는 센터에서 제공합니다.",
    ],
  },
  {
    id: 2,
    art: "vocal",
    category: "music",
    title: "나를 찾는 보컬 클래스",
    description:
      "호흡과 발성부터 차근차근. 좋아하는 노래 한 곡을 끝까지 자신 있게 부르는 것을 목표로 하는 보컬 수업입니다.",
    days: ["mon", "wed"],
    time: ["19:30", "21:00"],
    audience: "adult",
    instructor: "이준호 강사 (실용음악 보컬 전공)",
    isFeatured: true,
    imageAlt: "소리가 퍼져 나가는 스탠드 마이크 그림",
    detailAlt: "음표가 흩날리는 가운데 놓인 보컬 마이크 그림",
    body: [
      "노래방에서 늘 같은 곡만 부르셨나요? 숨 쉬는 법, 소리를 내는 자리, 가사를 전달하는 법을 익히면 목소리가 달라집니다.",
      { h2: "수업 흐름" },
      {
        steps: [
          "몸 풀기와 복식 호흡",
          "발성·음정 연습",
          "각자 고른 곡으로 실전 연습",
          "녹음해서 함께 들어 보기",
        ],
      },
      "학기 마지막 주에는 센터 소강당에서 작은 발표회를 엽니다. 참여는 자유예요.",
    ],
  },
  {
    id: 3,
    art: "guitar",
    category: "music",
    title: "처음 만나는 통기타",
    description:
      "기본 코드와 스트로크 주법을 익혀 가요와 팝송을 반주하며 노래할 수 있도록 돕는 입문반입니다.",
    days: ["tue"],
    time: ["19:00", "20:30"],
    audience: "adult",
    instructor: "박민수 강사 (통기타 지도 15년)",
    imageAlt: "지판이 길게 뻗은 통기타 그림",
    detailAlt: "음표와 함께 놓인 통기타 그림",
    body: [
      "C, G, Am, F 네 개의 코드만으로도 수백 곡을 칠 수 있습니다. 손가락이 아프지 않게 잡는 법부터 알려 드려요.",
      { h2: "준비물" },
      "개인 기타가 있으면 가져오세요. 없는 분께는 수업 시간 동안 센터 기타를 빌려 드립니다.",
    ],
  },
  {
    id: 4,
    art: "piano",
    category: "music",
    title: "어른을 위한 피아노",
    description:
      "악보 읽기부터 양손 반주까지, 어릴 때 못다 한 피아노를 다시 시작하는 성인 피아노 수업입니다.",
    days: ["wed", "fri"],
    time: ["14:00", "15:00"],
    audience: "adult",
    instructor: "최은지 강사 (피아노 전공, 성인 레슨 전문)",
    imageAlt: "뚜껑이 열린 그랜드 피아노 그림",
    detailAlt: "건반이 보이는 그랜드 피아노 그림",
    body: [
      "개인 진도에 맞춰 1:4 소그룹으로 진행합니다. 디지털 피아노와 헤드폰을 쓰므로 서로의 연습에 방해가 되지 않아요.",
      { h2: "배우는 곡 예시" },
      { bullets: ["동요와 쉬운 클래식 소품", "드라마·영화 OST", "코드 반주로 치는 가요"] },
    ],
  },
  {
    id: 5,
    art: "electric-guitar",
    category: "music",
    title: "일렉기타 입문",
    description:
      "앰프와 이펙터 사용법, 파워 코드와 리프 연주를 배우며 록과 팝의 사운드를 직접 만들어 보는 수업입니다.",
    days: ["thu"],
    time: ["19:30", "21:00"],
    recruitment: { status: "closed", capacity: 10 },
    term: { startsOn: "2026-09-03", endsOn: "2026-12-17" },
    applicationPeriod: { start: "2026-08-03", end: "2026-08-24" },
    audience: "adult",
    instructor: "정우진 강사 (밴드 기타리스트)",
    imageAlt: "픽업이 달린 일렉기타 그림",
    detailAlt: "비스듬히 세워 둔 일렉기타 그림",
    body: [
      "다음 학기 모집은 센터 공지와 문의하기로 안내해 드려요.",
      "통기타를 조금 쳐 본 분이라면 더 빨리 적응할 수 있지만, 완전 초보도 환영합니다. 기타와 앰프는 센터에서 빌려 드립니다.",
    ],
  },
  {
    id: 6,
    art: "bass",
    category: "music",
    title: "베이스기타 기초",
    description: "밴드의 든든한 뼈대, 베이스. 리듬을 느끼고 드럼과 호흡을 맞추는 법을 배웁니다.",
    days: ["sat"],
    time: ["13:00", "14:30"],
    audience: "adult",
    instructor: "한지훈 강사 (세션 베이시스트)",
    imageAlt: "네 줄 베이스기타 그림",
    detailAlt: "긴 넥의 베이스기타 그림",
    body: [
      "손가락 주법과 피크 주법, 루트음 연주와 워킹 베이스의 기초를 다룹니다.",
      "수업을 마치면 밴드 합주반에 함께할 수 있도록 연결해 드려요.",
    ],
  },
  {
    id: 7,
    art: "drum",
    category: "music",
    title: "신나는 드럼 교실",
    description: "스틱 잡는 법부터 8비트·16비트 리듬까지. 스트레스가 날아가는 드럼 수업입니다.",
    days: ["mon", "fri"],
    time: ["18:00", "19:00"],
    audience: "all",
    instructor: "오세훈 강사 (드럼 전공, 교회·밴드 세션)",
    isFeatured: true,
    imageAlt: "스틱 두 개가 올려진 스네어 드럼 그림",
    detailAlt: "드럼 스틱이 교차한 스네어 드럼 그림",
    body: [
      "방음 시설을 갖춘 드럼실에서 전자 드럼과 어쿠스틱 드럼을 모두 사용합니다.",
      { h2: "수업 목표" },
      {
        bullets: [
          "기본 리듬 패턴 5가지 익히기",
          "필인으로 곡의 흐름 바꾸기",
          "좋아하는 곡 한 곡을 처음부터 끝까지 연주하기",
        ],
      },
    ],
  },
  {
    id: 8,
    art: "ukulele",
    category: "music",
    title: "우쿨렐레 하모니",
    description: "작고 가벼운 우쿨렐레로 동요와 가요를 함께 연주하는 따뜻한 합주 수업입니다.",
    days: ["thu"],
    time: ["10:30", "12:00"],
    audience: "family",
    audienceNote: "초등 3학년 이상 자녀와 함께",
    instructor: "윤하은 강사 (우쿨렐레 지도자 과정 수료)",
    imageAlt: "네 줄 우쿨렐레 그림",
    detailAlt: "음표 사이에 놓인 우쿨렐레 그림",
    body: [
      "부모님과 자녀가 나란히 앉아 같은 곡을 함께 연주합니다.",
      "우쿨렐레는 센터에서 대여해 드립니다.",
    ],
  },
  {
    id: 9,
    art: "english",
    category: "education",
    title: "생활 영어회화",
    description:
      "여행, 쇼핑, 병원, 자기소개처럼 실제로 쓰는 상황별 표현을 원어민 강사와 소리 내어 연습합니다.",
    days: ["tue", "thu"],
    time: ["19:00", "20:30"],
    audience: "adult",
    instructor: "Emily Carter 강사 (뉴질랜드 출신, TESOL)",
    isFeatured: true,
    imageAlt: "영어 알파벳과 대화가 적힌 말풍선 그림",
    detailAlt: "서로 주고받는 두 개의 말풍선 그림",
    body: [
      "문법 설명보다 말하기에 집중합니다. 짝 활동과 역할극으로 수업 시간의 절반 이상을 직접 말하며 보내요.",
      { h2: "레벨" },
      "첫 수업에서 간단한 대화로 레벨을 확인한 뒤 초급·중급 반으로 나눕니다.",
      "뉴질랜드 어학연수를 준비하는 분께는 연수 전 준비 과정으로도 추천합니다.",
    ],
  },
  {
    id: 10,
    art: "cajon",
    category: "music",
    title: "카혼 리듬 클래스",
    description: "상자 모양의 타악기 카혼에 앉아 손으로 두드리며 다양한 리듬을 익히는 수업입니다.",
    days: ["wed"],
    time: ["19:00", "20:00"],
    audience: "all",
    instructor: "오세훈 강사 (드럼 전공, 교회·밴드 세션)",
    imageAlt: "둥근 울림 구멍이 있는 카혼 그림",
    detailAlt: "비스듬히 놓인 카혼 그림",
    body: [
      "악보를 몰라도 괜찮아요. 몸으로 박자를 느끼는 것부터 시작합니다.",
      "어쿠스틱 공연에서 기타 반주에 맞춰 연주하는 것을 목표로 합니다.",
    ],
  },
  {
    id: 11,
    art: "violin",
    category: "music",
    title: "성인 바이올린",
    description:
      "바른 자세와 활 긋기부터 시작해 쉬운 소품을 연주하는 성인 초급 바이올린 수업입니다.",
    days: ["sat"],
    time: ["10:00", "11:30"],
    recruitment: { status: "closed", capacity: 8 },
    term: { startsOn: "2026-09-05", endsOn: "2026-12-19" },
    applicationPeriod: { start: "2026-08-03", end: "2026-08-24" },
    audience: "adult",
    instructor: "서지민 강사 (바이올린 전공, 시립교향악단 객원)",
    imageAlt: "활이 걸쳐진 바이올린 그림",
    detailAlt: "음표 사이에 놓인 바이올린과 활 그림",
    body: [
      "다음 학기 모집은 센터 공지와 문의하기로 안내해 드려요.",
      "연습용 바이올린은 첫 달 동안 대여해 드리며, 이후 구입을 원하시면 강사가 함께 골라 드립니다.",
    ],
  },
  {
    id: 12,
    art: "cello",
    category: "music",
    title: "첼로 앙상블 기초",
    description:
      "깊고 따뜻한 첼로 소리로 기초 연주법을 익히고, 학기 말에는 작은 앙상블 연주를 합니다.",
    days: ["fri"],
    time: ["19:00", "20:30"],
    audience: "all",
    instructor: "서지민 강사 (바이올린 전공, 시립교향악단 객원)",
    imageAlt: "엔드핀으로 바닥을 짚은 첼로 그림",
    detailAlt: "활과 함께 놓인 첼로 그림",
    body: [
      "첼로는 앉아서 연주하기 때문에 어르신도 부담 없이 시작할 수 있습니다.",
      "센터 첼로 4대를 수업 시간에 사용할 수 있어요.",
    ],
  },
  {
    id: 13,
    art: "band",
    category: "music",
    title: "직장인 밴드 합주",
    description:
      "보컬, 기타, 베이스, 드럼, 키보드가 한 팀이 되어 한 학기 동안 공연 세 곡을 완성하는 합주 수업입니다.",
    days: ["sat"],
    time: ["15:00", "17:00"],
    audience: "adult",
    audienceNote: "악기를 1년 정도 배운 직장인",
    instructor: "정우진 강사 (밴드 기타리스트)",
    imageAlt: "드럼, 마이크, 기타가 함께 놓인 밴드 무대 그림",
    detailAlt: "밴드 악기들이 모인 합주실 그림",
    body: [
      "파트별 인원을 맞추기 위해 신청 후 간단한 상담을 진행해요.",
      "학기 말 청라 호수공원 버스킹 무대에서 공연합니다.",
    ],
  },
  {
    id: 14,
    art: "coding",
    category: "education",
    title: "누구나 코딩",
    description:
      "블록 코딩으로 원리를 익히고 파이썬으로 나만의 작은 프로그램을 만들어 보는 입문 코딩 수업입니다.",
    days: ["sat"],
    time: ["10:00", "12:00"],
    audience: "all",
    audienceNote: "초등 고학년 이상",
    instructor: "강도현 강사 (소프트웨어 개발자, SW교육 강사)",
    isFeatured: true,
    imageAlt: "화면에 코드 기호가 보이는 노트북 그림",
    detailAlt: "코드가 떠 있는 노트북 그림",
    body: [
      "아이와 어른이 한 반에서 같은 문제를 함께 풀어 봅니다. 노트북은 센터에서 준비해 드려요.",
      { h2: "만들어 볼 것" },
      {
        bullets: [
          "숫자 맞히기 게임",
          "우리 가족 생일 알림 프로그램",
          "청라 날씨를 알려 주는 간단한 챗봇",
        ],
      },
    ],
  },
  {
    id: 16,
    art: "electrical",
    category: "technical",
    title: "전기이론 마스터 클래스",
    description:
      "전기기능사·전기산업기사를 준비하는 분을 위해 회로이론과 전기기기의 핵심을 짧고 깊게 정리하는 과정입니다.",
    days: ["mon", "wed"],
    time: ["19:00", "21:00"],
    scheduleNote: "8주 과정",
    audience: "adult",
    audienceNote: "전기기능사·전기산업기사 준비생",
    instructor: "임태수 강사 (전기기사, 직업훈련교사 2급)",
    recruitment: { status: "open", capacity: 2 },
    isFeatured: true,
    details: [
      "직류·교류 회로와 옴의 법칙, 키르히호프 법칙 정리",
      "전력·역률 계산과 3상 교류 이해",
      "변압기·전동기 등 전기기기의 원리",
      "전기설비기술기준(KEC) 핵심 조항 정리",
      "매주 기출문제 풀이와 오답 해설",
    ],
    imageAlt: "번개 표시와 회로 선이 그려진 전기 그림",
    detailAlt: "회로 기판 위 번개 표시 그림",
    body: [
      "수식 암기보다 원리를 이해하도록 그림과 실험 장비로 설명합니다. 공학용 계산기를 준비해 주세요.",
      "과정을 마치면 센터 수료증을 드립니다.",
    ],
  },
  {
    id: 17,
    art: "physical-therapy",
    category: "health",
    title: "물리치료 실습",
    description:
      "현직 물리치료사와 함께 가정에서 할 수 있는 근력 운동과 관절 가동 범위 운동을 실습합니다.",
    days: ["fri"],
    time: ["10:00", "11:30"],
    audience: "senior",
    audienceNote: "가족을 돌보는 보호자도 함께",
    recruitment: { status: "open", capacity: 12 },
    term: { startsOn: "2027-03-05", endsOn: "2027-06-25" },
    instructor: "정다은 물리치료사 (재활센터 10년 근무)",
    location: "청라 튼튼재활센터 2층 운동치료실",
    isFeatured: true,
    details: [
      "어깨·무릎·허리의 관절 가동 범위 운동",
      "밴드와 소도구를 이용한 근력 운동",
      "넘어짐을 막는 균형 훈련",
      "가족을 돕는 안전한 부축과 자세 바꾸기",
    ],
    imageAlt: "관절에 표시가 있는 사람과 의료 표시 그림",
    detailAlt: "재활 운동 동작을 보여 주는 사람 그림",
    body: [
      "센터의 협력 기관인 청라 튼튼재활센터의 운동치료실에서 배웁니다.",
      "통증이 심하거나 수술 후 회복 중인 분은 신청 전에 담당 의사와 상의해 주세요. 이 수업은 치료를 대신하지 않습니다.",
    ],
  },
  {
    id: 18,
    art: "church-music",
    category: "music",
    title: "교회음악 아카데미",
    description:
      "찬양대와 예배 반주자를 위한 과정으로 합창 발성, 반주법, 찬양 인도의 기초를 배웁니다.",
    days: ["sat"],
    time: ["14:00", "16:00"],
    audience: "all",
    audienceNote: "교파와 관계없이",
    recruitment: { status: "open", capacity: 20 },
    term: { startsOn: "2027-03-06", endsOn: "2027-06-26" },
    // Opened with the spring term and kept open: an end date would close it as the days pass.
    applicationPeriod: { start: "2026-12-01" },
    completionRate: 80,
    instructor: "문혜진 지휘자 (교회음악 전공)",
    location: "청라 은혜교회 비전홀",
    details: [
      "찬양대 파트별 발성과 화음 맞추기",
      "찬송가 반주법과 코드 반주",
      "예배 흐름에 맞는 찬양 인도",
      "절기 찬양 한 곡 완성 발표",
    ],
    imageAlt: "음표가 떠 있는 아치형 스테인드글라스 창 그림",
    detailAlt: "예배당 창문과 음표 그림",
    body: ["피아노 반주반과 찬양대반을 함께 운영하며, 신청하실 때 메시지에 희망 반을 적어 주세요."],
  },
  {
    // The bundled 추첨 class (decision 270): applications over its period, one draw after it.
    id: 19,
    art: "pilates",
    category: "health",
    title: "아침 요가 교실",
    description:
      "하루를 여는 호흡과 스트레칭으로 몸과 마음을 깨우는 인기 무료 강좌입니다. 신청이 많아 추첨으로 수강생을 정합니다.",
    days: ["mon", "wed", "fri"],
    time: ["07:00", "08:00"],
    scheduleNote: "12주 과정",
    audience: "adult",
    recruitment: { status: "open", capacity: 10 },
    applicationPeriod: { start: "2026-12-01", end: "2027-06-30" },
    lottery: { drawAt: "2027-07-01T01:00:00.000Z" },
    instructor: "한지민 강사 (요가 지도자 자격)",
    imageAlt: "매트 위에서 몸을 늘이는 사람 그림",
    detailAlt: "요가 매트와 소도구가 놓인 아침 운동 장면 그림",
    body: [
      "신청하신 분 가운데 추첨으로 수강생을 뽑습니다. 먼저 신청한다고 유리하지 않으니 기간 안에 편하게 신청해 주세요.",
      "추첨 결과는 메일로 알려 드리고, 프로그램 페이지의 추첨 결과에서 신청번호로 확인할 수 있습니다.",
    ],
  },
];

/**
 * The drag-and-drop order's key (orderRank, a LexoRank as @sanity/orderable-document-list writes
 * them: bucket "0|", six base-36 digits, ":"), spaced so an editor's move between two fits.
 */
export function orderRank(position: number): string {
  return `0|${((position + 1) * 36 ** 4).toString(36).padStart(6, "0")}:`;
}

/**
 * When the bundled classes were last edited: Sanity's export carries `_updatedAt` on every
 * document, and the sitemap dates class pages by it.
 */
const CLASSES_EDITED_AT = "2026-11-02T09:00:00Z";

export function programDocuments() {
  return seeds.map((p, position) => ({
    _id: `program-${p.id}`,
    _type: "program",
    _updatedAt: CLASSES_EDITED_AT,
    orderRank: orderRank(position),
    id: p.id,
    category: p.category,
    title: p.title,
    description: p.description,
    price: "무료",
    image: image(`class-${p.art}`, p.imageAlt),
    detailImage: image(`class-${p.art}-detail`, p.detailAlt),
    location: p.location ?? CHEONGNA,
    weekdays: p.days,
    startTime: p.time[0],
    endTime: p.time[1],
    ...(p.scheduleNote ? { scheduleNote: p.scheduleNote } : {}),
    audience: p.audience,
    ...(p.audienceNote ? { audienceNote: p.audienceNote } : {}),
    recruitmentStatus: p.recruitment?.status ?? "open",
    ...(p.recruitment?.capacity ? { capacity: p.recruitment.capacity } : {}),
    ...(p.term ? { startsOn: p.term.startsOn, endsOn: p.term.endsOn } : {}),
    ...(p.lottery ? { applicationMethod: "lottery", drawAt: p.lottery.drawAt } : {}),
    ...(p.applicationPeriod
      ? {
          applicationPeriod: p.applicationPeriod,
        }
      : {}),
    ...(p.completionRate ? { completionRate: p.completionRate } : {}),
    instructor: p.instructor,
    isFeatured: p.isFeatured ?? false,
    ...(p.details ? { details: p.details } : {}),
    body: portableText(`p${p.id}`, p.body),
  }));
}
