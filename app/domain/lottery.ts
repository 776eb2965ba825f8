// The lottery (추첨 접수, issue 49; decision 270): the pure rule that turns a committed seed and
// the class's applications into seats and a waiting order. The keyed hash is given as an
// argument (`keyOf`): the records' draw (`app/records/lottery/draw.server.ts`) passes
// HMAC-SHA256, and `scripts/draw-verify.ts` recomputes a result with the same code.
//
// The algorithm, exactly:
// 1. Tickets: the class's 추첨 applications grouped by their stored (normalised) phone; each
//    group holds ONE ticket, its lowest 신청번호. The group's other applications are extras.
// 2. Order: every ticket's key is HMAC-SHA256(key = the seed's 64 hex characters as ASCII,
//    message = the 신청번호 in decimal ASCII), as lower-case hex; tickets sorted by key
//    ascending (the number breaks a tie, which SHA-256 makes practically impossible).
// 3. Result: the first `seats` tickets are seated (접수), the remaining tickets wait (대기) in
//    that order, and the extras wait after them in 신청번호 order.
import { normalizePhone } from "./phone";
import { formatSeoulLongDateTime, formatSeoulMonthDayTime } from "./seoul-time";

/** The stored status of an application taken during a lottery's period: no seat, no place. */
export const LOTTERY_STATUS = "추첨";
/** What people read for it. */
export const LOTTERY_STATUS_LABEL = "추첨 접수";

/** A class's 접수 방식. */
export const APPLICATION_METHODS = ["firstCome", "lottery"] as const;
export type ApplicationMethod = (typeof APPLICATION_METHODS)[number];
export const APPLICATION_METHOD_LABELS: Record<ApplicationMethod, string> = {
  firstCome: "선착순",
  lottery: "추첨",
};

/** What the draw reads of an application. */
export type LotteryEntrant = { number: number; phone: string };

/** One ticket per phone: the lowest number holds it; the others are extras (number order). */
export function ticketsOf(entrants: readonly LotteryEntrant[]): {
  tickets: number[];
  extras: number[];
} {
  const byNumber = [...entrants].sort((a, b) => a.number - b.number);
  const seen = new Set<string>();
  const tickets: number[] = [];
  const extras: number[] = [];
  for (const { number, phone } of byNumber) {
    const key = normalizePhone(phone);
    if (seen.has(key)) extras.push(number);
    else {
      seen.add(key);
      tickets.push(number);
    }
  }
  return { tickets, extras };
}

/** The tickets in drawn order: by their keyed hash, ascending; the number breaks a tie. */
export function drawOrder(tickets: readonly number[], keyOf: (number: number) => string): number[] {
  const keyed = tickets.map((number) => ({ number, key: keyOf(number) }));
  keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.number - b.number));
  return keyed.map(({ number }) => number);
}

export type LotteryResult = {
  /** 신청번호 seated, in drawn order. */
  seated: number[];
  /** 신청번호 waiting, first in line first. */
  waiting: number[];
};

/** The seats and the line from the drawn order, the extras and the seats to give. */
export function lotteryResult(
  order: readonly number[],
  extras: readonly number[],
  seats: number | null,
): LotteryResult {
  const free = seats === null ? order.length : Math.max(0, seats);
  return { seated: order.slice(0, free), waiting: [...order.slice(free), ...extras] };
}

/** The whole rule: entrants, seed's keyed hash and seats → result (what the command recomputes). */
export function drawLottery(
  entrants: readonly LotteryEntrant[],
  keyOf: (number: number) => string,
  seats: number | null,
): LotteryResult & { tickets: number[]; extras: number[]; order: number[] } {
  const { tickets, extras } = ticketsOf(entrants);
  const order = drawOrder(tickets, keyOf);
  return { tickets, extras, order, ...lotteryResult(order, extras, seats) };
}

/** What a class's draw decided for one application: a seat, or its place in line. */
export type DrawnPlace =
  { seated: true; waitingPlace: null } | { seated: false; waitingPlace: number };

/** Each number's outcome, for the writes and mails of the draw. */
export function placesOf(result: LotteryResult): Map<number, DrawnPlace> {
  const places = new Map<number, DrawnPlace>();
  for (const number of result.seated) places.set(number, { seated: true, waitingPlace: null });
  result.waiting.forEach((number, i) => places.set(number, { seated: false, waitingPlace: i + 1 }));
  return places;
}

/** The instant a period's last Seoul day ends ("YYYY-MM-DD" → next day's 00:00 KST). */
export function periodEndsAt(closesOn: string): Date {
  return new Date(Date.parse(`${closesOn}T00:00:00+09:00`) + 86_400_000);
}

/** A lottery's terms as the editor set them: the draw's instant (ISO 8601). */
export type LotteryTerms = { drawAt: string };

/** Whether the draw is due at `now` (its time came and the period is over). */
export function drawIsDue(
  terms: { closesOn: string | null; lottery?: LotteryTerms | null },
  now: Date,
): boolean {
  if (!terms.lottery) return false;
  const drawAt = Date.parse(terms.lottery.drawAt);
  if (Number.isNaN(drawAt) || now.getTime() < drawAt) return false;
  return mayDrawByHand(terms, now);
}

/** Staff may draw once the period has closed (a class without a last day: never by the clock). */
export function mayDrawByHand(terms: { closesOn: string | null }, now: Date): boolean {
  return terms.closesOn !== null && now.getTime() >= periodEndsAt(terms.closesOn).getTime();
}

/** The draw's record as shown to anyone (the seed only once drawn). */
export type PublicDraw = {
  programId: number;
  seedHash: string;
  committedAt: string;
  /** Null until drawn: the seed is revealed with the result. */
  seed: string | null;
  drawnAt: string | null;
  tickets: number[];
  extras: number[];
  seated: number[];
  waiting: number[];
  seats: number | null;
};

/** The class page's, the dialog's and the receipt's 접수 방식 fact; null for 선착순. */
export function lotteryLine(terms: { lottery?: LotteryTerms | null }): string | null {
  if (!terms.lottery) return null;
  return `추첨 (${formatSeoulLongDateTime(terms.lottery.drawAt)} 추첨, 접수 순서와 관계없음)`;
}

/** The card's short words: "7월 1일 오전 10:00 추첨"; null for 선착순. */
export function briefLotteryLine(terms: { lottery?: LotteryTerms | null }): string | null {
  return terms.lottery ? `${formatSeoulMonthDayTime(terms.lottery.drawAt)} 추첨` : null;
}
