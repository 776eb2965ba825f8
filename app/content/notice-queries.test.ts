// The notice queries' own rules, on a tiny dataset: a future publish time schedules a notice,
// and a notice without a title or date never shows.
import { evaluate, parse } from "groq-js";
import { describe, expect, it } from "vitest";
import { LATEST_NOTICES_QUERY, NOTICE_QUERY, NOTICES_PAGE_QUERY } from "./queries";

const hour = 60 * 60 * 1000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
const dataset = [
  { _id: "past", _type: "notice", title: "지난 공지", publishedAt: at(-2 * hour) },
  {
    _id: "scheduled",
    _type: "notice",
    title: "예약 공지",
    publishedAt: at(2 * hour),
    pinned: true,
  },
  { _id: "untitled", _type: "notice", publishedAt: at(-hour) },
  { _id: "undated", _type: "notice", title: "날짜 없음" },
  { _id: "drafts.past", _type: "notice", title: "초안", publishedAt: at(-hour) },
];

async function run(query: string, params: Record<string, unknown> = {}) {
  return (
    await evaluate(parse(query, { params }), {
      dataset: dataset.filter((d) => !d._id.startsWith("drafts.")),
      params,
    })
  ).get();
}

describe("notice queries", () => {
  it("show a notice only once its publish time has come", async () => {
    const page = await run(NOTICES_PAGE_QUERY, { start: 0, end: 10, withScheduled: false });
    expect(page.total).toBe(1);
    expect(page.items.map((n: { id: string }) => n.id)).toEqual(["past"]);
    const latest = await run(LATEST_NOTICES_QUERY, { withScheduled: false });
    expect(latest.map((n: { id: string }) => n.id)).toEqual(["past"]);
    expect(await run(NOTICE_QUERY, { id: "scheduled", withScheduled: false })).toBeNull();
  });

  it("show scheduled notices too in the Studio's preview (withScheduled), never untitled or undated ones", async () => {
    const page = await run(NOTICES_PAGE_QUERY, { start: 0, end: 10, withScheduled: true });
    expect(page.items.map((n: { id: string }) => n.id)).toEqual(["scheduled", "past"]);
    const latest = await run(LATEST_NOTICES_QUERY, { withScheduled: true });
    expect(latest.map((n: { id: string }) => n.id)).toEqual(["scheduled", "past"]);
    const notice = await run(NOTICE_QUERY, { id: "scheduled", withScheduled: true });
    expect(notice).toMatchObject({ id: "scheduled", title: "예약 공지" });
  });
});
