// Part of `npm run test:studio` (before the build): the schema's new editing rules. The pure
// checks run as they are; the schema itself is read from schema.json, which the check proves is a
// fresh extract. Plain Node (node:test via tsx): nothing here loads the Studio.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, it } from "node:test";
import { fileURLToPath } from "node:url";
import { PAGE_SLUGS } from "../../app/content/types";
import { evaluate, parse } from "groq-js";
import { LOCATION_QUERIES, programLocations, publishedId, resolveLocations } from "../locations";
import { PAGE_OPTIONS } from "../schemaTypes/page-options";
import {
  checkApplicationPeriod,
  checkCancelUntil,
  checkClockTime,
  checkDrawAt,
  checkEndsOn,
  checkSchedule,
  checkPhone,
  checkSlideLink,
  checkUniqueReferences,
  checkYoutubeId,
  AUDIENCE_OPTIONS,
  SITE_LINK_OPTIONS,
  WEEKDAY_OPTIONS,
} from "../schemaTypes/rules";
import { orderRank } from "../seed/content/programs";

const studio = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
type Field = {
  name: string;
  type: string;
  value?: unknown;
  attributes?: Record<string, Field>;
  of?: Field[];
};
type SchemaType = { name: string; type: string; attributes?: Record<string, { value: Field }> };
const schema = JSON.parse(readFileSync(path.join(studio, "schema.json"), "utf8")) as SchemaType[];
const fieldsOf = (name: string) => schema.find((t) => t.name === name)?.attributes ?? {};

describe("schema", () => {
  it("gives classes the drag-and-drop rank and the recruitment fields", () => {
    const program = fieldsOf("program");
    assert.equal(program.orderRank?.value.type, "string");
    const status = program.recruitmentStatus?.value as unknown as {
      type: string;
      of: { value: string }[];
    };
    assert.deepEqual(
      status.of.map((o) => o.value),
      ["open", "closed"],
    );
    assert.deepEqual(Object.keys(program.applicationPeriod?.value.attributes ?? {}), [
      "start",
      "end",
    ]);
    assert.equal(program.capacity?.value.type, "number");
  });

  it("gives classes their facts as fields: days, times, audience (decision 244)", () => {
    const program = fieldsOf("program");
    for (const name of ["weekdays", "startTime", "endTime", "scheduleNote", "audience"])
      assert.ok(program[name], `program.${name}`);
    assert.deepEqual(
      WEEKDAY_OPTIONS.map((o) => o.title),
      ["월", "화", "수", "목", "금", "토", "일"],
    );
    assert.deepEqual(
      AUDIENCE_OPTIONS.map((o) => o.value),
      ["all", "adult", "senior", "youth", "child", "family"],
    );
  });

  it("gives hero slides a link field with a kind, a page path, a class reference and a label", () => {
    const text = JSON.stringify(fieldsOf("homePage"));
    for (const name of ['"link"', '"kind"', '"path"', '"program"', '"label"'])
      assert.ok(text.includes(name), name);
  });
});

describe("pure checks", () => {
  it("refuses the same class twice in the education carousel", () => {
    assert.equal(checkUniqueReferences([{ _ref: "program-9" }, { _ref: "program-14" }]), true);
    assert.match(
      String(checkUniqueReferences([{ _ref: "program-9" }, { _ref: "drafts.program-9" }])),
      /두 번/,
    );
    assert.equal(checkUniqueReferences(undefined), true);
  });

  it("checks phone numbers as Korean numbers and lets an empty optional one pass", () => {
    for (const ok of ["032-563-7700", "1588-1234", "010-1234-5678", "", undefined])
      assert.equal(checkPhone(ok), true, String(ok));
    for (const bad of ["12345", "032-563-77", "+82 32 563 7700"])
      assert.match(String(checkPhone(bad)), /전화번호/, bad);
  });

  it("lets a lecture publish only with an 11-character YouTube id", () => {
    assert.equal(checkYoutubeId("dQw4w9WgXcQ"), true);
    assert.match(String(checkYoutubeId(undefined)), /게시/);
    assert.match(String(checkYoutubeId("https://youtu.be/x")), /11자리/);
  });

  it("wants an application period whose last day is not before its first", () => {
    assert.equal(checkApplicationPeriod({ start: "2026-03-02", end: "2026-03-13" }), true);
    assert.equal(checkApplicationPeriod({ start: "2026-03-02" }), true);
    assert.match(
      String(checkApplicationPeriod({ start: "2026-03-13", end: "2026-03-02" })),
      /마감일/,
    );
  });

  it("wants a cancel cut-off on or before the first class day", () => {
    assert.equal(checkCancelUntil("2026-03-01", "2026-03-02"), true);
    assert.equal(checkCancelUntil("2026-03-02", "2026-03-02"), true);
    assert.equal(checkCancelUntil("2026-03-01", undefined), true);
    assert.match(String(checkCancelUntil("2026-03-05", "2026-03-02")), /개강일/);
  });

  it("wants a lottery (추첨) to have a last day, a 정원 and a draw after the period (decision 270)", () => {
    const lottery = {
      applicationMethod: "lottery",
      applicationPeriod: { end: "2027-06-30" },
      capacity: 10,
    };
    assert.equal(checkDrawAt(undefined, { applicationMethod: "firstCome" }), true);
    assert.equal(checkDrawAt("2027-07-01T01:00:00Z", lottery), true);
    assert.equal(checkDrawAt("2027-06-30T15:00:00Z", lottery), true);
    assert.match(String(checkDrawAt("2027-06-30T14:59:00Z", lottery)), /접수 마감일이 끝난 뒤/);
    assert.match(String(checkDrawAt(undefined, lottery)), /추첨 일시를 입력/);
    assert.match(
      String(checkDrawAt("2027-07-01T01:00:00Z", { ...lottery, capacity: undefined })),
      /정원/,
    );
    assert.match(
      String(checkDrawAt("2027-07-01T01:00:00Z", { ...lottery, applicationPeriod: {} })),
      /마감일/,
    );
  });

  it("wants times as 24-hour HH:MM, and days or a written schedule", () => {
    assert.equal(checkClockTime("19:00"), true);
    assert.equal(checkClockTime(undefined), true);
    assert.match(String(checkClockTime("7시")), /24시간제/);
    assert.match(String(checkClockTime("24:00")), /24시간제/);
    assert.equal(checkSchedule(undefined, ["tue"]), true);
    assert.equal(checkSchedule("격주 토요일 10:00", []), true);
    assert.match(String(checkSchedule(" ", undefined)), /요일을 고르거나/);
  });

  it("wants a class end date (종강일) on or after the first class day", () => {
    assert.equal(checkEndsOn("2026-06-30", "2026-03-02"), true);
    assert.equal(checkEndsOn("2026-03-02", "2026-03-02"), true);
    assert.equal(checkEndsOn("2026-06-30", undefined), true);
    assert.match(String(checkEndsOn("2026-03-01", "2026-03-02")), /종강일은 개강일보다/);
  });

  it("wants a slide link's target for its kind, from the known pages", () => {
    assert.equal(checkSlideLink({ kind: "page", path: "/music" }), true);
    assert.equal(checkSlideLink({ kind: "program", program: { _ref: "program-7" } }), true);
    assert.match(String(checkSlideLink({ kind: "program" })), /프로그램/);
    assert.match(String(checkSlideLink({ kind: "page", path: "https://example.com" })), /페이지/);
    for (const option of SITE_LINK_OPTIONS) assert.match(option.value, /^\/[a-z-]*$/);
  });

  it("offers exactly the site's CMS pages as page addresses", () => {
    assert.deepEqual(PAGE_OPTIONS.map((p) => p.value).sort(), [...PAGE_SLUGS].sort());
  });

  it("writes seed ranks that sort in order, as LexoRank strings", () => {
    const ranks = Array.from({ length: 20 }, (_, i) => orderRank(i));
    assert.deepEqual([...ranks].sort(), ranks);
    for (const rank of ranks) assert.match(rank, /^0\|[0-9a-z]{6}:$/);
  });
});

describe("Presentation locations (이 문서가 쓰인 페이지)", () => {
  it("list a class's page, the list and every home carousel that shows it", () => {
    const state = programLocations({
      doc: { title: "신나는 드럼 교실", id: 7, category: "music", isFeatured: true },
      onEducationSlide: true,
      onHeroSlide: true,
    });
    assert.deepEqual(
      state?.locations.map((location) => `${location.title} ${location.href}`),
      [
        "신나는 드럼 교실 /program/7",
        "전체 프로그램 /services",
        "음악 프로그램 /music",
        "홈 · 음악 프로그램 슬라이드 /",
        "홈 · 교육 프로그램 슬라이드 /",
        "홈 · 이번 달 추천 프로그램 /",
        "홈 · 큰 배너 슬라이드 /",
      ],
    );
  });

  it("give a new class without a number no /program/undefined page", () => {
    const state = programLocations({ doc: { title: "새 프로그램", category: "education" } });
    assert.deepEqual(state?.locations, [{ title: "전체 프로그램", href: "/services" }]);
    assert.ok(!JSON.stringify(state).includes("undefined"));
  });

  it("list a notice's page (by its published id, also for a draft) and the board", () => {
    assert.deepEqual(
      resolveLocations("notice", "drafts.notice-winter-closure", { doc: { title: "휴관 안내" } }),
      {
        locations: [
          { title: "휴관 안내", href: "/notices/notice-winter-closure" },
          { title: "공지사항", href: "/notices" },
        ],
      },
    );
    assert.equal(publishedId("versions.rABC.notice-x"), "notice-x");
  });

  it("find the home carousels that name a class in the bundled dataset", async () => {
    const dataset = readFileSync(path.join(studio, "seed/production.ndjson"), "utf8")
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as { _id: string; _type: string });
    const locationsOf = async (id: string) => {
      const params = { id, draft: `drafts.${id}` };
      const tree = parse(LOCATION_QUERIES.program!, { params });
      const answer = await (await evaluate(tree, { dataset, params })).get();
      return programLocations(answer)?.locations.map((location) => location.title);
    };
    const education = await locationsOf("program-9"); // 생활 영어회화: education slide, featured
    assert.ok(education?.includes("홈 · 교육 프로그램 슬라이드"), String(education));
    assert.ok(education?.includes("홈 · 이번 달 추천 프로그램"), String(education));
    const guitar = await locationsOf("program-3"); // 처음 만나는 통기타: music, not featured
    assert.ok(guitar?.includes("홈 · 음악 프로그램 슬라이드"), String(guitar));
    assert.ok(!guitar?.includes("홈 · 교육 프로그램 슬라이드"), String(guitar));
  });
});
