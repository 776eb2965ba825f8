// One class as the content gives it, for the tests of its card: the card's data
// (program-card-data.test.ts) and the card's cached markup (server/markup-cache.server.test.tsx).
import type { ProgramSummary } from "./types";

/** The fields the card shows as the class has them. */
export const DRUM_CLASS_SHOWN = {
  id: 7,
  category: "music",
  title: "신나는 드럼 교실",
  description: "리듬",
  price: "무료",
  schedule: "매주 월 18:00",
  location: "청라",
  image: { src: "/a.svg", width: 800, height: 600, alt: "드럼" },
} satisfies Partial<ProgramSummary>;

/** An adults' class open for applications: 10 seats, 4 taken, 3 days left. */
export const DRUM_CLASS: ProgramSummary = {
  ...DRUM_CLASS_SHOWN,
  weekdays: ["mon"],
  audience: "adult",
  audienceNote: "직장인",
  endsOn: "2027-02-22",
  isClosed: false,
  recruitment: {
    status: "open",
    opensOn: null,
    closesOn: "2026-12-01",
    capacity: 10,
    markedClosed: false,
    startsOn: "2026-12-07",
    cancelUntil: null,
    phase: "open",
    isClosed: false,
    daysLeft: 3,
    seatsTaken: 4,
    waiting: 0,
  },
  instructor: "강사",
  isFeatured: true,
};
