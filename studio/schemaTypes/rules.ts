// Pure checks and option lists the schema's validation uses, apart from Sanity so that
// scripts/schema.test.ts can run them in plain Node. Each returns true or a Korean message.
import {
  AUDIENCES,
  AUDIENCE_LABELS,
  CLOCK_TIME,
  WEEKDAYS,
  WEEKDAY_LABELS,
} from "../../app/domain/class-facts";
import { isKoreanPhoneNumber, KOREAN_PHONE_MESSAGE } from "../../app/domain/phone";

/** A class's days and audience: the site's own lists (app/domain/class-facts.ts), so the two agree. */
export const WEEKDAY_OPTIONS = WEEKDAYS.map((value) => ({ title: WEEKDAY_LABELS[value], value }));
export const AUDIENCE_OPTIONS = AUDIENCES.map((value) => ({
  title: AUDIENCE_LABELS[value],
  value,
}));

/** A start or end time: "HH:MM" on the 24-hour clock, or empty. */
export function checkClockTime(value: unknown): true | string {
  if (value === undefined || value === null || value === "") return true;
  return typeof value === "string" && CLOCK_TIME.test(value)
    ? true
    : "시간은 24시간제로 ‘19:00’처럼 입력해 주세요.";
}

/** A class says when it meets: its days, or (for one without fixed days) the free-text schedule. */
export function checkSchedule(schedule: unknown, weekdays: unknown): true | string {
  if (Array.isArray(weekdays) && weekdays.length > 0) return true;
  return typeof schedule === "string" && schedule.trim()
    ? true
    : "요일을 고르거나, 요일이 정해지지 않은 프로그램이면 일정을 직접 입력해 주세요.";
}

/** Where a hero slide's button may lead: the site's own pages (a class is chosen as a reference). */
export const SITE_LINK_OPTIONS = [
  { title: "전체 프로그램 (/services)", value: "/services" },
  { title: "음악 프로그램 (/music)", value: "/music" },
  { title: "센터 소개 (/about)", value: "/about" },
  { title: "동영상 강의 (/video-lectures)", value: "/video-lectures" },
  { title: "뉴질랜드 어학연수 (/study-abroad)", value: "/study-abroad" },
  { title: "실시간 랭킹 (/ranking)", value: "/ranking" },
  { title: "수강 신청 (/apply)", value: "/apply" },
  { title: "문의하기 (/contact)", value: "/contact" },
  { title: "회원가입 (/register)", value: "/register" },
  { title: "홈 (/)", value: "/" },
];

export const YOUTUBE_ID = /^[\w-]{11}$/;

export function checkYoutubeId(value: unknown): true | string {
  if (value === undefined || value === null || value === "") {
    return "실제 유튜브 영상 ID(11자리)를 넣어야 게시할 수 있습니다. 초안은 ID 없이 저장해 둘 수 있어요.";
  }
  return typeof value === "string" && YOUTUBE_ID.test(value)
    ? true
    : "유튜브 영상 ID는 영상 주소 youtube.com/watch?v= 뒤의 11자리입니다.";
}

export function checkPhone(value: unknown): true | string {
  if (value === undefined || value === null || value === "") return true;
  return typeof value === "string" && isKoreanPhoneNumber(value) ? true : KOREAN_PHONE_MESSAGE;
}

/** Each class at most once in a list of references (the home page's education carousel). */
export function checkUniqueReferences(items: unknown): true | string {
  if (!Array.isArray(items)) return true;
  const seen = new Set<string>();
  for (const item of items as { _ref?: unknown }[]) {
    const ref = typeof item?._ref === "string" ? item._ref.replace(/^drafts\./, "") : null;
    if (!ref) continue;
    if (seen.has(ref)) return "같은 프로그램이 두 번 들어 있습니다. 한 번만 넣어 주세요.";
    seen.add(ref);
  }
  return true;
}

/** The application period: the last day is not before the first. Dates are "YYYY-MM-DD". */
export function checkApplicationPeriod(period: unknown): true | string {
  if (!period || typeof period !== "object") return true;
  const { start, end } = period as { start?: unknown; end?: unknown };
  if (typeof start === "string" && typeof end === "string" && end < start) {
    return "접수 마감일이 시작일보다 앞설 수 없습니다.";
  }
  return true;
}

/**
 * A lottery (추첨, decision 270) needs a last day of its period, a 정원 and a draw time after the
 * period's last day has ended in Seoul; a first-come class needs none of them.
 */
export function checkDrawAt(
  drawAt: unknown,
  document: {
    applicationMethod?: unknown;
    applicationPeriod?: { end?: unknown };
    capacity?: unknown;
  },
): true | string {
  if (document.applicationMethod !== "lottery") return true;
  const end = document.applicationPeriod?.end;
  if (typeof end !== "string") return "추첨 방식은 접수 기간의 마감일이 있어야 합니다.";
  if (typeof document.capacity !== "number") return "추첨 방식은 정원이 있어야 합니다.";
  if (typeof drawAt !== "string" || Number.isNaN(Date.parse(drawAt)))
    return "추첨 일시를 입력해 주세요.";
  const periodEnds = Date.parse(`${end}T00:00:00+09:00`) + 86_400_000;
  if (Date.parse(drawAt) < periodEnds)
    return "추첨 일시는 접수 마감일이 끝난 뒤(다음 날 0시 이후)여야 합니다.";
  return true;
}

/** The cancel cut-off is on or before the first class day (a later one would mean nothing). */
export function checkCancelUntil(cancelUntil: unknown, startsOn: unknown): true | string {
  if (typeof cancelUntil === "string" && typeof startsOn === "string" && cancelUntil > startsOn) {
    return "취소 마감일은 개강일보다 늦을 수 없습니다.";
  }
  return true;
}

/** The last class day (종강일) is not before the first (개강일). Dates are "YYYY-MM-DD". */
export function checkEndsOn(endsOn: unknown, startsOn: unknown): true | string {
  if (typeof endsOn === "string" && typeof startsOn === "string" && endsOn < startsOn) {
    return "종강일은 개강일보다 앞설 수 없습니다.";
  }
  return true;
}

/** A hero slide's link: the chosen kind has its target. */
export function checkSlideLink(link: unknown): true | string {
  if (!link || typeof link !== "object") return true;
  const { kind, path, program } = link as {
    kind?: unknown;
    path?: unknown;
    program?: { _ref?: unknown };
  };
  if (kind === "program" && !program?._ref) return "연결할 프로그램을 골라 주세요.";
  if (kind === "page" && !SITE_LINK_OPTIONS.some((o) => o.value === path))
    return "연결할 페이지를 골라 주세요.";
  return true;
}
