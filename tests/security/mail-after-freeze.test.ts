// Decision 161: what the server answered "ok" includes its mail. The moment the 201 for an
// application with an e-mail arrives, the server is frozen (SIGSTOP, as Cloud Run throttles the
// CPU of an instance whose requests are done) and then killed (SIGKILL). Started again on the same
// data, it must deliver the applicant's receipt (with its cancel link) and the staff notification.
// Before the transactional outbox the receipt never came: it was built after the answer.
//
// The outbox promises at-least-once delivery: a kill that lands between a mail's sending and its
// sent mark sends it again after the restart. So each round waits for the previous round's sent
// marks before it freezes the server (a kill then can only interrupt this round's own mail), and
// a round's receipt may come twice only when its send was caught half done by its own kill.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openSqlite } from "~/connections/sqlite.server";
import { ensureBuild, startBuiltServer, type RunningServer } from "../support/built-server";
import { readOutbox } from "../support/outbox";
import { uniquePhone } from "../support/phones";

const ROUNDS = 5;
const dataDir = mkdtempSync(path.join(tmpdir(), "mail-after-freeze-"));
beforeAll(() => ensureBuild(), 300_000);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** The staff address of the bundled site settings. */
const STAFF = "office@cheongna-culture.kr";

/**
 * Round: the applicant's address, the 신청번호, and whether the kill caught the receipt's send
 * half done (its file written, its sent mark not).
 */
type Round = { email: string; number: string; interrupted: boolean };

/** The outbox's rows, read from the server's own file (it runs on the embedded store). */
function outboxRows(): { to: string; subject: string; sent: boolean }[] {
  const db = openSqlite(path.join(dataDir, "centre.sqlite"));
  try {
    const tables = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'outbox'")
      .all();
    if (!tables.length) return [];
    return (
      db.prepare("SELECT mail, sent_at FROM outbox").all() as { mail: string; sent_at: string }[]
    ).map((row) => {
      const mail = JSON.parse(row.mail) as { to: string; subject: string };
      return { to: mail.to, subject: mail.subject, sent: row.sent_at !== null };
    });
  } finally {
    db.close();
  }
}

const receiptsTo = (email: string) => readOutbox(dataDir).filter((m) => m.to.includes(email));

/** Every mail written so far is marked sent: a kill now interrupts none of them. */
async function allMarkedSent(ms = 10_000) {
  const deadline = Date.now() + ms;
  while (outboxRows().some((row) => !row.sent)) {
    if (Date.now() > deadline) throw new Error("the outbox did not mark its mails sent");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function applyAndFreeze(server: RunningServer, round: number): Promise<Round> {
  const email = `freeze-${round}-${Date.now()}@example.kr`;
  const response = await fetch(`${server.url}/api/applications`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ name: "얼음", phone: uniquePhone(), email, programId: "1" }),
  });
  // Frozen the moment the answer is in: nothing after the answer gets any CPU.
  if (response.status === 201) server.child.kill("SIGSTOP");
  expect(response.status).toBe(201);
  const { number } = (await response.json()) as { number: number };
  await server.kill();
  const receiptRow = outboxRows().find((row) => row.to.includes(email));
  const interrupted = receiptsTo(email).length > 0 && receiptRow?.sent === false;
  return { email, number: `A-${String(number).padStart(6, "0")}`, interrupted };
}

async function delivered(round: Round, ms = 10_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const mails = readOutbox(dataDir);
    const receipt = mails.find((m) => m.to.includes(round.email));
    const staff = mails.find((m) => m.to.includes(STAFF) && m.text.includes(round.number));
    if ((receipt && staff) || Date.now() > deadline) return { receipt, staff };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("mail of an answered application, across a freeze and a kill", () => {
  it(`delivers the receipt and the staff notification after a restart (${ROUNDS} rounds)`, async () => {
    let previous: Round | undefined;
    const rounds: Round[] = [];
    const missing: string[] = [];
    for (let round = 1; round <= ROUNDS + 1; round++) {
      const server = await startBuiltServer({ dataDir });
      try {
        if (previous) {
          const { receipt, staff } = await delivered(previous);
          if (!receipt) missing.push(`round ${round - 1}: the receipt to ${previous.email}`);
          if (!staff) missing.push(`round ${round - 1}: the staff notification ${previous.number}`);
          if (receipt)
            expect(receipt.text).toMatch(/\/applications\/[\w-]+\/cancel\?token=[\w-]{43}/);
          // Delivered is not yet marked sent: freezing before the mark would send it again.
          await allMarkedSent();
        }
        if (round <= ROUNDS) rounds.push((previous = await applyAndFreeze(server, round)));
      } finally {
        if (server.child.exitCode === null && server.child.signalCode === null) await server.stop();
      }
    }
    expect(missing).toEqual([]);
    // Once each; twice only for a receipt whose send its own kill caught half done.
    const deliveries = rounds.map((r) => ({
      round: r.email,
      interrupted: r.interrupted,
      receipts: receiptsTo(r.email).length,
    }));
    for (const d of deliveries) expect(d.receipts, JSON.stringify(d)).toBe(d.interrupted ? 2 : 1);
  }, 180_000);
});
