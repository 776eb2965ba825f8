// Decision 266, as decision 161 for mail: what the server answered "ok" includes its texts. The
// moment the 201 for a phone-only guest's application arrives, the server is frozen (SIGSTOP, as
// Cloud Run throttles an instance whose requests are done) and then killed (SIGKILL). Started
// again on the same data, it must write the receipt text naming the 신청번호 to
// DATA_DIR/sms-outbox/. At least once: a kill between a text's file and its sent mark writes it
// again, so each round first waits for the previous round's sent marks.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openSqlite } from "~/connections/sqlite.server";
import { ensureBuild, startBuiltServer, type RunningServer } from "../support/built-server";
import { readTextFiles } from "../support/outbox";
import { uniquePhone } from "../support/phones";

const ROUNDS = 3;
const dataDir = mkdtempSync(path.join(tmpdir(), "texts-after-freeze-"));
beforeAll(() => ensureBuild(), 300_000);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

type Round = { digits: string; number: string };

const receiptsOf = (round: Round) =>
  readTextFiles(dataDir).filter((t) => t.to === round.digits && t.text.includes(round.number));

function unsentTexts(): number {
  const db = openSqlite(path.join(dataDir, "centre.sqlite"));
  try {
    const table = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'text_outbox'")
      .all();
    if (!table.length) return 0;
    return Number(
      (
        db
          .prepare(
            "SELECT count(*) AS n FROM text_outbox WHERE sent_at IS NULL AND failed_at IS NULL",
          )
          .get() as { n: number }
      ).n,
    );
  } finally {
    db.close();
  }
}

async function until(done: () => boolean, what: string, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`timed out: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function applyAndFreeze(server: RunningServer): Promise<Round> {
  const phone = uniquePhone();
  const response = await fetch(`${server.url}/api/applications`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ name: "얼음문자", phone, programId: "1" }),
  });
  if (response.status === 201) server.child.kill("SIGSTOP");
  expect(response.status).toBe(201);
  const { number } = (await response.json()) as { number: number };
  await server.kill();
  return { digits: phone.replace(/-/g, ""), number: `A-${String(number).padStart(6, "0")}` };
}

describe("texts of an answered application, across a freeze and a kill", () => {
  it(`writes the receipt text after a restart (${ROUNDS} rounds)`, async () => {
    let previous: Round | undefined;
    const rounds: Round[] = [];
    for (let round = 1; round <= ROUNDS + 1; round++) {
      const server = await startBuiltServer({ dataDir });
      try {
        if (previous) {
          const last = previous;
          await until(() => receiptsOf(last).length > 0, `the receipt text of ${last.number}`);
          await until(() => unsentTexts() === 0, "the sent marks");
        }
        if (round <= ROUNDS) rounds.push((previous = await applyAndFreeze(server)));
      } finally {
        if (server.child.exitCode === null && server.child.signalCode === null) await server.stop();
      }
    }
    for (const round of rounds) {
      const count = receiptsOf(round).length;
      expect(count, round.number).toBeGreaterThanOrEqual(1);
      expect(count, round.number).toBeLessThanOrEqual(2);
    }
  }, 240_000);
});
