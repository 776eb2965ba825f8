// npm run seed:demo — fills the embedded default (SQLite in DATA_DIR) with believable demo data so
// the admin dashboard means something on a fresh machine: members who joined by e-mail or Kakao
// over the last 12 months (some inactive), applications for the classes and inquiries (some
// answered). Deterministic (seeded random), and refuses to run twice or against Firebase.
// Demo members have no passwords: they exist for the statistics and lists, not for signing in.
import { randomUUID } from "node:crypto";
import { getPrograms } from "~/content/content.server";
import { PREFERRED_TIMES } from "~/domain/application";
import { INQUIRY_CATEGORIES } from "~/domain/inquiry";
import { getEnv } from "~/env.server";
import { getApplicationStore, getInquiryStore, getUserStore } from "~/backends/app.server";
import { closeSqlite } from "~/backends/backends.server";

const DEMO_PREFIX = "demo-";
const MEMBERS = 64;
const APPLICATIONS = 90;
const INQUIRIES = 24;
const DAY = 24 * 60 * 60 * 1000;

/** mulberry32: the same demo data on every machine. */
function seededRandom(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = seededRandom(20250301);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

const FAMILY = [
  "김",
  "이",
  "박",
  "최",
  "정",
  "강",
  "조",
  "윤",
  "장",
  "임",
  "한",
  "오",
  "서",
  "신",
  "권",
  "황",
];
const GIVEN = [
  "민준",
  "서연",
  "도윤",
  "지우",
  "하준",
  "서윤",
  "은우",
  "하은",
  "지호",
  "수아",
  "예준",
  "지민",
  "현우",
  "채원",
  "건우",
  "다은",
  "유진",
  "승민",
  "소율",
  "태윤",
];
const DOMAINS = ["naver.com", "gmail.com", "daum.net", "kakao.com", "hanmail.net"];
const MESSAGES = [
  "처음 배워봅니다. 잘 부탁드립니다.",
  "아이와 함께 참여하고 싶어요.",
  "주말 반이 있으면 좋겠습니다.",
  "",
  "",
  "악기는 따로 준비해야 하나요?",
];
const INQUIRY_SAMPLES = [
  ["드럼 수업 준비물 문의", "드럼 수업에 스틱을 따로 준비해야 하나요? 처음이라 잘 모르겠습니다."],
  ["주차 가능 여부", "센터에 주차가 가능한지, 가능하다면 몇 시간까지 무료인지 궁금합니다."],
  [
    "초등학생도 코딩 수업 가능한가요",
    "초등학교 5학년 아이가 코딩 수업을 듣고 싶어 합니다. 수강 가능할까요?",
  ],
  ["필라테스 반 인원", "필라테스 수업 한 반 정원이 몇 명인지 알고 싶습니다."],
  ["강의실 대관 문의", "동아리 모임으로 주말에 강의실을 빌릴 수 있는지 문의드립니다."],
  ["영어회화 레벨", "영어회화 수업은 어느 정도 수준부터 참여할 수 있나요?"],
  ["모집 마감된 수업 대기", "모집이 마감된 수업도 대기 신청이 가능한가요?"],
  ["수업 시간 변경", "평일 저녁반에서 주말반으로 옮길 수 있을까요?"],
] as const;
const ANSWER =
  "문의해주셔서 감사합니다. 자세한 내용은 센터(032-563-7700)로 연락 주시면 친절히 안내해드리겠습니다.";

function phone() {
  const digits = () => String(Math.floor(random() * 10_000)).padStart(4, "0");
  return `010-${digits()}-${digits()}`;
}

async function main() {
  const env = getEnv();
  if (env.storeBackend !== "sqlite") {
    throw new Error("seed:demo fills the embedded default only (unset FIREBASE_PROJECT_ID)");
  }
  const users = getUserStore();
  if (await users.get(`${DEMO_PREFIX}1`)) {
    console.info(`demo data is already in ${env.dataDir}: nothing to do`);
    return;
  }
  const now = Date.now();

  for (let i = 1; i <= MEMBERS; i++) {
    const name = `${pick(FAMILY)}${pick(GIVEN)}`;
    const kakao = random() < 0.4;
    // Spread over 12 months, more in recent months (the centre is growing).
    const createdAt = new Date(
      now - Math.floor(random() ** 1.6 * 360 * DAY) - Math.floor(random() * DAY),
    );
    await users.create(
      {
        uid: `${DEMO_PREFIX}${i}`,
        name,
        email: `demo${i}.${kakao ? "kakao" : "mail"}@${pick(DOMAINS)}`,
        provider: kakao ? "kakao" : "email",
        // Demo members are made up to months old: as unverified sign-ups, `npm run retention`
        // would delete them after 7 days (decision 209).
        emailVerified: true,
        phoneNumber: random() < 0.7 ? phone() : "",
        interests: [pick(["음악", "교육", "건강", "기술"])],
        lastLogin: new Date(Math.min(now, createdAt.getTime() + random() * 60 * DAY)).toISOString(),
      },
      createdAt,
    );
    if (random() < 0.12)
      await users.update(`${DEMO_PREFIX}${i}`, { status: "inactive" }, createdAt);
  }

  const programs = await getPrograms();
  const applications = getApplicationStore();
  for (let i = 0; i < APPLICATIONS; i++) {
    const program = pick(programs);
    const at = new Date(now - Math.floor(random() ** 1.3 * 90 * DAY));
    const member = random() < 0.5 ? `${DEMO_PREFIX}${1 + Math.floor(random() * MEMBERS)}` : null;
    const result = await applications.create(
      {
        name: `${pick(FAMILY)}${pick(GIVEN)}`,
        phone: phone(),
        email: random() < 0.7 ? `apply${i}@${pick(DOMAINS)}` : "",
        preferredTime: random() < 0.3 ? "" : pick(PREFERRED_TIMES),
        companions: pick(["0", "0", "0", "1", "2+"] as const),
        message: pick(MESSAGES),
        programId: program.id,
        programTitle: program.title,
        userId: member,
        idempotencyKey: randomUUID(),
      },
      at,
    );
    const roll = random();
    if (at.getTime() < now - 7 * DAY && roll < 0.6)
      await applications.updateStatus(result.application.id, "확정", { now: at });
    else if (roll > 0.9)
      await applications.cancel(result.application.id, {
        by: "applicant",
        capacity: null,
        now: at,
      });
  }

  const inquiries = getInquiryStore();
  const created = [];
  const times = Array.from(
    { length: INQUIRIES },
    () => now - Math.floor(random() * 120 * DAY),
  ).sort((a, b) => a - b);
  for (const time of times) {
    const [title, message] = pick(INQUIRY_SAMPLES);
    const member = random() < 0.5 ? Math.floor(1 + random() * MEMBERS) : null;
    created.push(
      await inquiries.create(
        {
          name: `${pick(FAMILY)}${pick(GIVEN)}`,
          email: member
            ? `demo${member}.mail@${pick(DOMAINS)}`
            : `visitor${Math.floor(random() * 1000)}@${pick(DOMAINS)}`,
          phone: random() < 0.6 ? phone() : "",
          category: pick(INQUIRY_CATEGORIES),
          title,
          message,
          userId: member ? `${DEMO_PREFIX}${member}` : null,
        },
        new Date(time),
      ),
    );
  }
  // The older two thirds are answered; the newest wait for the administrator.
  for (const inquiry of created.slice(0, Math.floor(created.length * 0.66))) {
    await inquiries.answer(inquiry.id, { response: ANSWER, status: "답변완료" });
  }

  console.info(
    `demo data added to ${env.dataDir}: ${MEMBERS} members, ${APPLICATIONS} applications, ${INQUIRIES} inquiries`,
  );
}

/** Run by scripts/run-with-vite.mjs (npm run seed:demo). */
export default async function seedDemo() {
  try {
    await main();
  } finally {
    closeSqlite();
  }
}
