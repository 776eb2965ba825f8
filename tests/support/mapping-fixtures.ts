// Raw query results as Sanity gives them, for the mapping tests (app/content/mapping-*.test.ts):
// a local image source, a picture, and one class to vary.
import type { ProgramSummaryResult } from "~/content/mapping";

export const local = { kind: "local" } as const;
export const picture = (name: string) => ({
  alt: null,
  crop: null,
  hotspot: null,
  asset: {
    _id: `image-${name}-800x600-svg`,
    url: `/content/${name}-800x600.svg`,
    width: 800,
    height: 600,
  },
});

export const program = (over: Partial<ProgramSummaryResult> = {}): ProgramSummaryResult => ({
  id: 7,
  category: "music",
  title: " 신나는 드럼 교실 ",
  description: "리듬을 배웁니다.",
  price: null,
  schedule: "매주 월 18:00 [모집마감]",
  weekdays: [],
  startTime: null,
  endTime: null,
  scheduleNote: null,
  audience: null,
  audienceNote: null,
  endsOn: null,
  instructor: "오세훈",
  location: "인천 청라동",
  isFeatured: null as unknown as boolean,
  recruitment: {
    status: null,
    opensOn: null,
    closesOn: null,
    capacity: null,
    startsOn: null,
    cancelUntil: null,
    method: null,
    drawAt: null,
  },
  image: picture("class-drum"),
  ...over,
});
