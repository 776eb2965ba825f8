// Decision 161: what the server answered "ok" includes its mail. The moment the 201 for an
// application with an e-mail arrives, the server is frozen (SIGSTOP, as Cloud Run throttles the
// CPU of an instance whose requests are done) and then killed (SIGKILL). Started again on the same
// data, it must deliver the applicant's receipt (with its cancel link) and the staff notification.
// Before the transactional outbox the receipt never came: it was built after the answer.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureBuild, startBuiltServer, type RunningServer } from "../support/built-server";
import { readOutbox } from "../support/outbox";
import { uniquePhone } from "../support/phones";

const ROUNDS = 5;
const dataDir = mkdtempSync(path.join(tmpdir(), "mail-after-freeze-"));
beforeAll(() => ensureBuild(), 300_000);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** The staff address of the bundled site settings. */
const STAFF = "office@cheongna-culture.kr";

type Round = { email: string; number: string };

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
  return { email, number: `A-${String(number).padStart(6, "0")}` };
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
        }
        if (round <= ROUNDS) previous = await applyAndFreeze(server, round);
      } finally {
        if (server.child.exitCode === null && server.child.signalCode === null) await server.stop();
      }
    }
    expect(missing).toEqual([]);
    // At least once: no round's mail was delivered twice either.
    const receipts = readOutbox(dataDir).filter((m) => m.to.includes("@example.kr"));
    expect(receipts).toHaveLength(ROUNDS);
  }, 180_000);
});
