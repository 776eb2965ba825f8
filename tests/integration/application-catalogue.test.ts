// The application dialog's class list comes from its own resource route, fetched with the
// dialog's code, not in every page's root loader data (decision 117).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const dataDir = mkdtempSync(path.join(tmpdir(), "application-catalogue-"));
process.env.DATA_DIR = dataDir;
delete process.env.FIREBASE_PROJECT_ID;

const catalogueRoute = await import("~/routes/resources.application-catalogue");
const root = await import("~/root");
const { closeSqlite } = await import("~/backends/backends.server");

afterAll(() => {
  closeSqlite();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the application dialog's catalogue", () => {
  it("lists every class, closed ones marked, with the fields the dialog shows and searches", async () => {
    const response = await catalogueRoute.loader();
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toMatch(/max-age=60/);
    const { programs } = (await response.json()) as { programs: Record<string, unknown>[] };
    expect(programs).toHaveLength(18);
    expect(programs.find((p) => p.id === 5)).toMatchObject({
      isClosed: true,
      closedLabel: "마감",
    });
    expect(programs.filter((p) => !p.isClosed).every((p) => p.closedLabel === null)).toBe(true);
    // A class without a 개강일 or cancel deadline (termsLine null) has nothing to warn about.
    expect(programs.filter((p) => p.termsLine === null).every((p) => p.lateNote === null)).toBe(
      true,
    );
    // Each class brings its facts in the class page's words (decision 244).
    expect(programs.find((p) => p.id === 17)?.facts).toContainEqual({
      key: "term",
      label: "수강 기간",
      value: "2027년 3월 5일(금) ~ 6월 25일(금)",
    });
    expect(Object.keys(programs[0]!).sort()).toEqual(
      [
        "category",
        "closedLabel",
        "description",
        "facts",
        "id",
        "isClosed",
        "lateNote",
        "schedule",
        "termsLine",
        "title",
        "waitlist",
      ].sort(),
    );
  });

  it("is no longer part of the root loader's data (sent with every page)", async () => {
    const result = (await root.loader({
      request: new Request("http://localhost/"),
      context: { clientAddress: "x", cspNonce: "" },
      params: {},
    })) as unknown as { data: Record<string, unknown> };
    expect(result.data).toHaveProperty("settings");
    expect(result.data).not.toHaveProperty("applicationCatalogue");
    expect(JSON.stringify(result.data).length).toBeLessThan(2_000);
  });
});
