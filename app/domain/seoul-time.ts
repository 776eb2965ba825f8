// Dates as the centre's visitors read them: the Korean calendar day in Asia/Seoul, whatever the
// server's or the browser's zone (so the server's HTML and the hydrated page agree).
export const SEOUL_TIME_ZONE = "Asia/Seoul";

const dotDate = new Intl.DateTimeFormat("ko-KR", {
  timeZone: SEOUL_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** "2026. 11. 23." — the compact form lists and boards use. */
export function formatSeoulDate(iso: string): string {
  return dotDate.format(new Date(iso));
}

const isoDay = new Intl.DateTimeFormat("en-CA", { timeZone: SEOUL_TIME_ZONE });

/** "2026-11-23": the Seoul calendar day, for <time dateTime> and comparisons. */
export function seoulDay(iso: string): string {
  return isoDay.format(new Date(iso));
}
