// The verification command recomputes a stored draw (decision 270): from the result page's
// tickets and extras, and from staff's list of applications (grouping phones itself).
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createSqliteApplicationStore } from "~/records/applications/sqlite.server";
import { createSqliteLotteryStore } from "~/records/lottery/sqlite.server";
import { openSqlite } from "~/connections/sqlite.server";
import { parseArgs, verify } from "./draw-verify";

const dir = mkdtempSync(path.join(tmpdir(), "draw-verify-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function storedDraw() {
  const db = openSqlite(path.join(dir, `c-${Math.random()}.sqlite`));
  const applications = createSqliteApplicationStore(db);
  const lottery = createSqliteLotteryStore(db);
  const phones = [
    "010-1111-0001",
    "010-1111-0002",
    "01011110001",
    "010-1111-0003",
    "010-1111-0004",
  ];
  for (const [i, phone] of phones.entries())
    await applications.create({
      name: "검증",
      phone,
      email: "",
      preferredTime: "",
      companions: "0",
      message: "",
      programId: 5,
      programTitle: "추첨",
      userId: null,
      idempotencyKey: `verify-key-${i}`,
      lottery: true,
    });
  const { record } = await lottery.draw(5, { capacity: 2, by: "자동 추첨" });
  const list = (await applications.list({ programId: 5 }, { page: 1, pageSize: 20 })).items;
  return { record, list: list.map(({ number, phone }) => ({ number, phone })) };
}

describe("scripts/draw-verify.ts", () => {
  it("recomputes the stored result from the published tickets, and from the applications", async () => {
    const { record, list } = await storedDraw();
    const fromPage = verify({
      seed: record.seed,
      seats: record.seats,
      tickets: record.tickets,
      extras: record.extras,
      hash: record.seedHash,
    });
    expect(fromPage).toMatchObject({
      seated: record.seated,
      waiting: record.waiting,
      hashMatches: true,
    });
    const file = path.join(dir, "applications.json");
    writeFileSync(file, JSON.stringify(list));
    const parsed = parseArgs(["--seed", record.seed, "--seats", "2", "--applications", file]);
    expect(typeof parsed).toBe("object");
    const fromList = verify(parsed as Exclude<typeof parsed, string>);
    expect(fromList.tickets).toEqual(record.tickets);
    expect(fromList.extras).toEqual(record.extras);
    expect(fromList.seated).toEqual(record.seated);
    expect(fromList.waiting).toEqual(record.waiting);
    expect(
      verify({ seed: record.seed, seats: 2, tickets: record.tickets, hash: "00" }).hashMatches,
    ).toBe(false);
  });

  it("runs from the command line and refuses bad arguments with the usage", async () => {
    const { record } = await storedDraw();
    const out = execFileSync(
      path.resolve("node_modules/.bin/tsx"),
      [
        "scripts/draw-verify.ts",
        "--seed",
        record.seed,
        "--seats",
        "2",
        "--tickets",
        record.tickets.join(","),
        "--extras",
        record.extras.join(","),
      ],
      { encoding: "utf8" },
    );
    expect(JSON.parse(out)).toMatchObject({ seated: record.seated, waiting: record.waiting });
    expect(parseArgs(["--seed", "xyz", "--seats", "2", "--tickets", "1"])).toMatch(/16진수 64자/);
    expect(parseArgs(["--seed", record.seed])).toMatch(/정원/);
  });
});
