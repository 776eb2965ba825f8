// Korean date formats for the account pages (Asia/Seoul whatever the server's zone).
const dateTime = new Intl.DateTimeFormat("ko-KR", {
  timeZone: "Asia/Seoul",
  year: "numeric",
  month: "long",
  day: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});
const date = new Intl.DateTimeFormat("ko-KR", {
  timeZone: "Asia/Seoul",
  year: "numeric",
  month: "long",
  day: "numeric",
});

export const formatKoreanDateTime = (iso: string) => dateTime.format(new Date(iso));
export const formatKoreanDate = (iso: string) => date.format(new Date(iso));
