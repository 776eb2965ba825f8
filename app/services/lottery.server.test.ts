// The lottery's use cases on the embedded store (decision 270): the schedule commits the seed at
// once and draws only when due, staff draw only once the period has closed, a second draw changes
// nothing, and every applicant with an e-mail gets the result mail written with the result; one
// with only a phone gets the result text instead, when texts are on.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { ProgramSummary } from "~/content/types";
import { formatApplicationNumber } from "~/domain/application";
import { judgeRecruitment, recruitmentTerms } from "~/domain/recruitment";
import { createSqliteApplicationStore } from "~/records/applications/sqlite.server";
import { createSqliteLotteryStore } from "~/records/lottery/sqlite.server";
import { createSqliteOutboxStore } from "~/records/outbox/sqlite.server";
import { createSqliteTextOutboxStore } from "~/records/texts/sqlite.server";
import { openSqlite } from "~/connections/sqlite.server";
import { drawClass, runDueDraws, type LotteryDeps } from "./lottery.server";

const dir = mkdtempSync(path.join(tmpdir(), "lottery-service-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const DRAW_AT = "2027-07-01T01:00:00.000Z"; // 10:00 in Seoul, the day after the period
const klass = (id: number, method: string | null): ProgramSummary =>
  ({
    id,
    title: `강좌 ${id}`,
    recruitment: judgeRecruitment(
      recruitmentTerms({
        schedule: "",
        opensOn: "2027-06-01",
        closesOn: "2027-06-30",
        capacity: 2,
        method,
        drawAt: DRAW_AT,
      }),
      new Date("2027-06-10T00:00:00Z"),
      null,
    ),
  }) as unknown as ProgramSummary;

async function setUp({ textsOn = false } = {}) {
  const db = openSqlite(path.join(dir, `${Math.random()}.sqlite`));
  const applications = createSqliteApplicationStore(db);
  const outbox = createSqliteOutboxStore(db);
  const texts = createSqliteTextOutboxStore(db);
  let changed = 0;
  const deps: LotteryDeps = {
    programs: async () => [klass(19, "lottery"), klass(3, null)],
    siteUrl: "https://centre.example",
    mailWritten: () => changed++,
    seatsChanged: () => undefined,
    lottery: createSqliteLotteryStore(db),
    textsOn,
  };
  let phoneOnlyNumber = 0;
  for (let i = 0; i < 5; i++) {
    const created = await applications.create({
      name: `신청자${i}`,
      phone: `010-2000-000${i}`,
      email: i === 4 ? "" : `p${i}@example.kr`,
      preferredTime: "",
      companions: "0",
      message: "",
      programId: 19,
      programTitle: "강좌 19",
      userId: null,
      idempotencyKey: `service-key-${i}-${Math.random()}`,
      lottery: true,
    });
    if (i === 4 && created.outcome === "created") phoneOnlyNumber = created.application.number;
  }
  return { deps, outbox, texts, applications, phoneOnlyNumber, changed: () => changed };
}

describe("the lottery's use cases", () => {
  it("commits the seed at once, and draws only when the draw is due", async () => {
    const { deps, outbox } = await setUp();
    const during = await runDueDraws(deps, new Date("2027-06-15T00:00:00Z"));
    expect(during).toEqual({ committed: [19], drawn: [], failed: [] });
    const closedNotYet = await runDueDraws(deps, new Date("2027-07-01T00:30:00Z"));
    expect(closedNotYet.drawn).toEqual([]);
    const due = await runDueDraws(deps, new Date(DRAW_AT));
    expect(due.drawn).toEqual([19]);
    const mails = outbox.list().map((entry) => entry.mail);
    expect(mails).toHaveLength(4); // the one without an e-mail is not mailed
    expect(mails.filter((m) => m.subject.endsWith("추첨 결과: 선정")).length).toBeLessThanOrEqual(
      2,
    );
    expect(mails.every((m) => m.text.includes("https://centre.example/program/19/lottery"))).toBe(
      true,
    );
    expect((await runDueDraws(deps, new Date(DRAW_AT))).drawn).toEqual([]);
    expect(outbox.list()).toHaveLength(4);
  });

  it("texts the result, with the draw, to the one with a phone and no e-mail when texts are on", async () => {
    const off = await setUp();
    await runDueDraws(off.deps, new Date(DRAW_AT));
    expect(off.texts.list()).toEqual([]);

    const { deps, texts, applications, phoneOnlyNumber } = await setUp({ textsOn: true });
    await runDueDraws(deps, new Date(DRAW_AT));
    const phoneOnly = (await applications.getByNumber(phoneOnlyNumber))!;
    const written = texts.list().map((entry) => entry.message);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ to: "01020000004", applicationId: phoneOnly.id });
    expect(written[0]!.text).toContain(`신청번호 ${formatApplicationNumber(phoneOnly.number)}`);
    expect(written[0]!.text).toContain(
      phoneOnly.status === "대기" ? "추첨 결과 대기" : "추첨 결과 선정",
    );
    expect((await runDueDraws(deps, new Date(DRAW_AT))).drawn).toEqual([]);
    expect(texts.list()).toHaveLength(1);
  });

  it("lets staff draw once the period has closed, once; refuses a class that is not a lottery", async () => {
    const { deps, applications, changed } = await setUp();
    const by = "김직원 (staff@example.kr)";
    expect(await drawClass(19, by, deps, new Date("2027-06-30T10:00:00Z"))).toEqual({
      outcome: "not-closed",
    });
    expect(await drawClass(3, by, deps, new Date(DRAW_AT))).toEqual({ outcome: "not-lottery" });
    const early = new Date("2027-06-30T15:00:00Z"); // 7월 1일 0시 in Seoul: closed, not yet due
    const drawn = await drawClass(19, by, deps, early);
    expect(drawn).toMatchObject({ outcome: "drawn", record: { drawnBy: by } });
    expect(changed()).toBe(1);
    expect((await applications.countSeatHolders([19])).get(19)).toBe(2);
    expect((await drawClass(19, by, deps, early)).outcome).toBe("already");
  });
});
