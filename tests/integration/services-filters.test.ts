// /services filters on the server from the URL's query alone (decision 244): the category,
// 모집중만, 대상, 요일 and a text search, on the bundled dataset and the SQLite store.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const dataDir = mkdtempSync(path.join(tmpdir(), "services-filters-"));
process.env.DATA_DIR = dataDir;
delete process.env.FIREBASE_PROJECT_ID;

const services = await import("~/routes/services");
const { closeSqlite } = await import("~/backends/backends.server");

afterAll(() => {
  closeSqlite();
  rmSync(dataDir, { recursive: true, force: true });
});

async function visit(search: string) {
  const data = await services.loader({
    request: new Request(`http://localhost/services${search}`),
    context: { clientAddress: "x", cspNonce: "" },
    params: {},
  });
  return data as Awaited<ReturnType<typeof services.loader>>;
}
const ids = (data: Awaited<ReturnType<typeof visit>>) => data.programs.map((p) => p.id);

describe("/services filtered by the URL", () => {
  it("shows every class without a query", async () => {
    const all = await visit("");
    expect(all.programs).toHaveLength(18);
    expect(all.summary).toBe("");
  });

  it("keeps only open classes with open=1 (5 and 11 are closed)", async () => {
    const open = await visit("?open=1");
    expect(ids(open)).not.toContain(5);
    expect(ids(open)).not.toContain(11);
    expect(open.programs).toHaveLength(16);
    expect(open.summary).toBe("모집중");
  });

  it("filters by day: classes meeting on any chosen day", async () => {
    const friday = await visit("?day=fri");
    expect(ids(friday).sort((a, b) => a - b)).toEqual([4, 7, 12, 17, 19]);
    const both = await visit("?day=fri&day=sun&day=nonsense");
    expect(both.filters.days).toEqual(["fri", "sun"]);
    expect(ids(both)).toEqual(ids(friday));
  });

  it("filters by audience, with classes for everyone (누구나) among them", async () => {
    const seniors = await visit("?audience=senior");
    expect(ids(seniors).sort((a, b) => a - b)).toEqual([7, 10, 12, 14, 17, 18]);
    expect(seniors.programs.every((p) => p.audience === "어르신" || p.audience === "누구나")).toBe(
      true,
    );
  });

  it("searches title, description, instructor and place, every word", async () => {
    // 바이올린: the violin class, and the cello class whose instructor studied the violin
    expect(ids(await visit("?q=%EB%B0%94%EC%9D%B4%EC%98%AC%EB%A6%B0"))).toEqual([11, 12]);
    expect(ids(await visit(`?q=${encodeURIComponent("서지민 첼로")}`))).toEqual([12]);
    expect(ids(await visit(`?q=${encodeURIComponent("은혜교회")}`))).toEqual([18]);
    expect(await visit(`?q=${encodeURIComponent("없는 말")}`)).toMatchObject({ programs: [] });
  });

  it("combines filters, and counts each category within the others", async () => {
    const data = await visit("?category=music&open=1&day=sat");
    expect(ids(data).sort((a, b) => a - b)).toEqual([6, 13, 18]);
    expect(data.summary).toBe("음악 · 모집중 · 토");
    const education = data.categoryLinks.find((l) => l.category === "education")!;
    expect(education).toMatchObject({
      count: 1,
      href: "/services?category=education&open=1&day=sat",
    });
    expect(data.categoryLinks[0]).toMatchObject({
      label: "전체",
      href: "/services?open=1&day=sat",
    });
  });

  it("ignores what it does not know instead of failing", async () => {
    const data = await visit(`?category=cooking&audience=aliens&open=yes&q=${"가".repeat(500)}`);
    expect(data.filters).toMatchObject({ category: null, audience: null, openOnly: false });
    expect(data.filters.query).toHaveLength(40);
  });
});
