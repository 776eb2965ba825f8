// Dashboard statistics (spec section 7): pure functions of the users list and "now".
// Months are calendar months in Asia/Seoul, where the centre is, whatever the server's zone.

export const STATISTICS_TIME_ZONE = "Asia/Seoul";
/** Registrations chart window (spec section 9). */
export const REGISTRATION_MONTHS = 12;
/** "New users" are those created within this many months before now (spec section 9). */
export const NEW_USER_WINDOW_MONTHS = 1;

/** The fields of a user the statistics read (structurally a subset of UserRecord). */
export type UserForStatistics = {
  createdAt: string;
  role: string;
  isAdmin?: boolean;
  provider: string;
  status?: string;
};

export type MonthCount = {
  /** "2025-03" (Seoul calendar). */
  month: string;
  /** "2025년 3월". */
  label: string;
  /** "3월". */
  shortLabel: string;
  count: number;
};

export type DashboardStatistics = {
  totalUsers: number;
  newUsersThisMonth: number;
  adminCount: number;
  kakaoUsers: number;
  emailUsers: number;
  registrationsByMonth: MonthCount[];
  userStatus: { active: number; inactive: number };
};

type YearMonth = { year: number; month: number };

const seoulParts = new Intl.DateTimeFormat("en-CA", {
  timeZone: STATISTICS_TIME_ZONE,
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
  hourCycle: "h23",
});

/** Korea's last daylight-saving time ended here; since then Seoul is always UTC+9. */
const FIXED_OFFSET_SINCE = Date.UTC(1988, 9, 9);
const SEOUL_OFFSET_MS = 9 * 60 * 60_000;

/** The Seoul wall-clock fields of an instant (arithmetic since 1988: pages ask per class and request). */
export function seoulDateParts(date: Date) {
  const time = date.getTime();
  if (time >= FIXED_OFFSET_SINCE) {
    const seoul = new Date(time + SEOUL_OFFSET_MS);
    return {
      year: seoul.getUTCFullYear(),
      month: seoul.getUTCMonth() + 1,
      day: seoul.getUTCDate(),
      hour: seoul.getUTCHours(),
      minute: seoul.getUTCMinutes(),
      second: seoul.getUTCSeconds(),
      millisecond: seoul.getUTCMilliseconds(),
    };
  }
  const parts = Object.fromEntries(
    seoulParts.formatToParts(date).map((p) => [p.type, Number(p.value)]),
  ) as Record<string, number>;
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
    millisecond: date.getUTCMilliseconds(),
  };
}

/** The instant of a Seoul wall-clock time (Korea has kept UTC+9 without daylight saving since 1988). */
function seoulInstant(year: number, month: number, day: number, time: number[] = []): Date {
  const [hour = 0, minute = 0, second = 0, ms = 0] = time;
  return new Date(Date.UTC(year, month - 1, day, hour - 9, minute, second, ms));
}

function addMonths({ year, month }: YearMonth, delta: number): YearMonth {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

function daysInMonth({ year, month }: YearMonth): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function monthKey({ year, month }: YearMonth): string {
  return `${year}-${String(month).padStart(2, "0")}`;
}

/** The first instant of the Seoul calendar month containing `now` (for "this month" counts). */
export function startOfSeoulMonth(now: Date): Date {
  const { year, month } = seoulDateParts(now);
  return seoulInstant(year, month, 1);
}

/** The first instant of the Seoul calendar month after the one containing `now`. */
export function startOfNextSeoulMonth(now: Date): Date {
  const next = addMonths(seoulDateParts(now), 1);
  return seoulInstant(next.year, next.month, 1);
}

/**
 * The same Seoul wall-clock time `months` calendar months before `now`, clamped to the end of a
 * shorter month (31 March minus one month is 28/29 February).
 */
export function monthsBefore(now: Date, months: number): Date {
  const p = seoulDateParts(now);
  const target = addMonths(p, -months);
  const day = Math.min(p.day, daysInMonth(target));
  return seoulInstant(target.year, target.month, day, [p.hour, p.minute, p.second, p.millisecond]);
}

function isSocialProvider(provider: string): boolean {
  return provider !== "" && provider !== "email";
}

export function isAdminUser(user: Pick<UserForStatistics, "role" | "isAdmin">): boolean {
  return user.role === "admin" || user.isAdmin === true;
}

/** The last `months` Seoul calendar months up to the one containing `now`, oldest first, at 0. */
export function emptyMonthWindow(now: Date, months = REGISTRATION_MONTHS): MonthCount[] {
  const current = seoulDateParts(now);
  return Array.from({ length: months }, (_, i) => {
    const ym = addMonths(current, i - (months - 1));
    return {
      month: monthKey(ym),
      label: `${ym.year}년 ${ym.month}월`,
      shortLabel: `${ym.month}월`,
      count: 0,
    };
  });
}

export function computeDashboardStatistics(
  users: readonly UserForStatistics[],
  now: Date,
): DashboardStatistics {
  const newSince = monthsBefore(now, NEW_USER_WINDOW_MONTHS).getTime();
  const months = emptyMonthWindow(now);
  const byKey = new Map(months.map((m) => [m.month, m]));
  const stats: DashboardStatistics = {
    totalUsers: users.length,
    newUsersThisMonth: 0,
    adminCount: 0,
    kakaoUsers: 0,
    emailUsers: 0,
    registrationsByMonth: months,
    userStatus: { active: 0, inactive: 0 },
  };
  for (const user of users) {
    const created = Date.parse(user.createdAt);
    if (Number.isFinite(created)) {
      if (created >= newSince && created <= now.getTime()) stats.newUsersThisMonth++;
      const bucket = byKey.get(monthKey(seoulDateParts(new Date(created))));
      if (bucket && created <= now.getTime()) bucket.count++;
    }
    if (isAdminUser(user)) stats.adminCount++;
    if (isSocialProvider(user.provider)) stats.kakaoUsers++;
    else stats.emailUsers++;
    if (user.status === "inactive") stats.userStatus.inactive++;
    else stats.userStatus.active++;
  }
  return stats;
}
