// Mapping a class's raw result to what pages show: summaries, details, the link preview, and
// the recruitment terms.
import { describe, expect, it } from "vitest";
import { local, picture, program } from "../../tests/support/mapping-fixtures";
import { toProgramDetail, toProgramSummaries, type ProgramSummaryResult } from "./mapping";
import { ogRenditionPath } from "./og-image";

describe("programs", () => {
  it("writes 요일·시간 from the day and time fields, and reads the facts' fields (decision 244)", () => {
    const [p] = toProgramSummaries(
      [
        program({
          schedule: null,
          weekdays: ["thu", "tue", "holiday"],
          startTime: "10:00",
          endTime: "11:00",
          scheduleNote: " 8주 과정 ",
          audience: "senior",
          audienceNote: " 보호자 함께 ",
          endsOn: "2027-06-25",
        }),
      ],
      local,
    );
    expect(p).toMatchObject({
      schedule: "매주 화·목 10:00–11:00 (8주 과정)",
      weekdays: ["tue", "thu"],
      audience: "senior",
      audienceNote: "보호자 함께",
      endsOn: "2027-06-25",
    });
  });

  it("keeps an older class's written schedule, reads its days, and drops unreadable facts", () => {
    const [p] = toProgramSummaries(
      [
        program({
          schedule: "매주 월·수 19:00 [모집마감]",
          startTime: "7시",
          audience: "everyone" as never, // a value from a schema older or newer than this code
          endsOn: "2027-02-30",
        }),
      ],
      local,
    );
    expect(p).toMatchObject({
      schedule: "매주 월·수 19:00",
      weekdays: ["mon", "wed"],
      audience: null,
      endsOn: null,
      isClosed: true,
    });
  });

  it("trims text, marks a closed schedule, defaults the price to 무료 and the alt to the title", () => {
    const [p] = toProgramSummaries([program()], local);
    expect(p).toMatchObject({
      id: 7,
      title: "신나는 드럼 교실",
      isClosed: true,
      price: "무료",
      isFeatured: false,
    });
    expect(p!.image).toEqual({
      src: "/content/class-drum-800x600.svg",
      width: 800,
      height: 600,
      alt: "신나는 드럼 교실",
    });
  });

  it("leaves out classes without id, title, known category or picture", () => {
    const list = toProgramSummaries(
      [
        program({ id: null as unknown as number }),
        program({ title: "  " }),
        program({ category: "cooking" as never }),
        program({ image: null }),
        null,
        program({ id: 8, schedule: "매주 목 10:30" }),
      ],
      local,
    );
    expect(list.map((p) => [p.id, p.isClosed])).toEqual([[8, false]]);
  });

  it("gives a detail with cleaned bullets and an empty body when none is written", () => {
    const detail = toProgramDetail(
      {
        ...program(),
        detailImage: null,
        details: [" 하나 ", "", "둘"],
        body: [],
        completionRate: null,
      },
      local,
    );
    expect(detail).toMatchObject({
      details: ["하나", "둘"],
      body: [],
      detailImage: null,
      completionRate: null,
    });
    expect(toProgramDetail(null, local)).toBeNull();
  });

  it("keeps a 수료 기준 of 1–100 whole percent and nothing else", () => {
    const rate = (completionRate: number | null) =>
      toProgramDetail(
        { ...program(), detailImage: null, details: [], body: [], completionRate },
        local,
      )?.completionRate;
    expect([rate(80), rate(100), rate(1)]).toEqual([80, 100, 1]);
    expect([rate(null), rate(0), rate(101), rate(79.5)]).toEqual([null, null, null, null]);
  });

  it("previews a class by its detail picture, or its card picture when it has none", () => {
    const withDetail = toProgramDetail(
      {
        ...program(),
        detailImage: picture("class-drum-detail"),
        details: [],
        body: [],
        completionRate: null,
      },
      local,
    );
    expect(withDetail?.ogImage?.src).toBe(ogRenditionPath(picture("class-drum-detail").asset.url));
    const withoutDetail = toProgramDetail(
      { ...program(), detailImage: null, details: [], body: [], completionRate: null },
      local,
    );
    expect(withoutDetail?.ogImage?.src).toBe(ogRenditionPath(program().image!.asset!.url!));
  });
});

describe("recruitment", () => {
  // 2026-03-10 09:30 in Seoul.
  const now = new Date("2026-03-10T00:30:00Z");
  const terms = (over: Partial<ProgramSummaryResult["recruitment"]>) => ({
    recruitment: { ...program().recruitment, status: "open" as const, ...over },
  });

  it("reads the status, the period and the capacity, and the old marker still closes", () => {
    const [open, closed, marked, ending, upcoming, ended, withCapacity, unreadable] =
      toProgramSummaries(
        [
          program({ schedule: "매주 월", ...terms({}) }),
          program({ schedule: "매주 월", ...terms({ status: "closed" }) }),
          program({ schedule: "매주 월 [모집마감]", ...terms({}) }),
          program({
            schedule: "매주 월",
            ...terms({ opensOn: "2026-03-01", closesOn: "2026-03-13" }),
          }),
          program({ schedule: "매주 월", ...terms({ opensOn: "2026-03-11" }) }),
          program({ schedule: "매주 월", ...terms({ closesOn: "2026-03-09" }) }),
          program({ schedule: "매주 월", ...terms({ capacity: 8 }) }),
          program({
            schedule: "매주 월",
            ...terms({ status: null, opensOn: "3월 1일", capacity: -2 }),
          }),
        ],
        local,
        now,
      );
    expect(open).toMatchObject({ isClosed: false, recruitment: { phase: "open", daysLeft: null } });
    expect(closed).toMatchObject({ isClosed: true, recruitment: { phase: "closed" } });
    expect(marked).toMatchObject({
      isClosed: true,
      recruitment: { phase: "closed", markedClosed: true },
    });
    expect(ending).toMatchObject({
      isClosed: false,
      recruitment: { phase: "open", daysLeft: 3, closesOn: "2026-03-13" },
    });
    expect(upcoming).toMatchObject({ isClosed: true, recruitment: { phase: "upcoming" } });
    expect(ended).toMatchObject({ isClosed: true, recruitment: { phase: "ended" } });
    // Seats are counted by content.server.ts, not here.
    expect(withCapacity).toMatchObject({
      isClosed: false,
      recruitment: { capacity: 8, seatsTaken: null },
    });
    expect(unreadable!.recruitment).toMatchObject({
      status: "open",
      opensOn: null,
      capacity: null,
      isClosed: false,
    });
  });
});
