// A lottery's draw for a class of APPLICANTS (5,000) with 정원 SEATS (30) (issue 49, decision
// 270): the applications are stored as 추첨 entries first (not timed), then the draw is timed,
// with every applicant's result mail written with it, on SQLite (a file in a fresh folder) and on
// the Firestore emulator (skipped, with the reason, when it cannot start). Checks that exactly the
// seats are seated, everyone else waits, one mail each, and that the result recomputes from the
// seed. `BACKENDS=sqlite` runs one.
//
//   node_modules/.bin/tsx bench/lottery/run.ts
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { deleteApp, initializeApp } from "firebase-admin/app";
import { Timestamp, getFirestore } from "firebase-admin/firestore";
import type { Mail } from "~/domain/mail";
import type { ApplicationStore } from "~/records/applications/contract";
import { createFirestoreApplicationStore } from "~/records/applications/firestore.server";
import { createSqliteApplicationStore } from "~/records/applications/sqlite.server";
import type { DrawnApplication, LotteryStore } from "~/records/lottery/contract";
import { drawFromSeed } from "~/records/lottery/draw.server";
import { createFirestoreLotteryStore } from "~/records/lottery/firestore.server";
import { createSqliteLotteryStore } from "~/records/lottery/sqlite.server";
import { openSqlite } from "~/connections/sqlite.server";
import { startFirestoreEmulator } from "../../tests/support/firestore-emulator";

const APPLICANTS = Number(process.env.APPLICANTS ?? 5000);
const SEATS = Number(process.env.SEATS ?? 30);
const PROGRAM = 19;
const BACKENDS = (process.env.BACKENDS ?? "sqlite,firestore").split(",");

const phoneOf = (i: number) =>
  `010-${String(2000 + Math.floor(i / 10000)).padStart(4, "0")}-${String(i % 10000).padStart(4, "0")}`;
const mail = ({ application, place }: DrawnApplication): Mail[] => [
  {
    to: application.email,
    subject: place.seated ? "선정" : `대기 ${place.waitingPlace}`,
    text: "",
  },
];

type Opened = {
  applications: ApplicationStore;
  lottery: LotteryStore;
  fill: () => Promise<void>;
  mails: () => Promise<number>;
  close: () => Promise<void>;
};

async function sqlite(): Promise<Opened> {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-lottery-"));
  const db = openSqlite(path.join(dir, "centre.sqlite"));
  const applications = createSqliteApplicationStore(db);
  return {
    applications,
    lottery: createSqliteLotteryStore(db),
    async fill() {
      // The store's group commit takes these as a few transactions.
      await Promise.all(
        Array.from({ length: APPLICANTS }, (_, i) =>
          applications.create({
            name: `벤치${i}`,
            phone: phoneOf(i),
            email: `b${i}@example.kr`,
            preferredTime: "",
            companions: "0",
            message: "",
            programId: PROGRAM,
            programTitle: "추첨 벤치",
            userId: null,
            idempotencyKey: `bench-lottery-${i}`,
            lottery: true,
          }),
        ),
      );
    },
    mails: async () =>
      Number((db.prepare("SELECT COUNT(*) AS n FROM outbox").get() as { n: number }).n),
    async close() {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function firestore(): Promise<Opened | string> {
  const emulator = await startFirestoreEmulator();
  if ("skipReason" in emulator) return emulator.skipReason;
  process.env.FIRESTORE_EMULATOR_HOST = emulator.host;
  const app = initializeApp({ projectId: `demo-lottery-${randomUUID().slice(0, 8)}` }, "bench");
  const db = getFirestore(app);
  const mailTo = { name: "mail" };
  return {
    applications: createFirestoreApplicationStore(db, mailTo),
    lottery: createFirestoreLotteryStore(db, mailTo),
    async fill() {
      // Written directly in batches: the period's creates are not what is measured here.
      const at = Timestamp.now();
      for (let start = 0; start < APPLICANTS; start += 500) {
        const batch = db.batch();
        for (let i = start; i < Math.min(APPLICANTS, start + 500); i++)
          batch.set(db.collection("applications").doc(`bench-${i}`), {
            number: i + 1,
            status: "추첨",
            name: `벤치${i}`,
            phone: phoneOf(i),
            email: `b${i}@example.kr`,
            programId: PROGRAM,
            programTitle: "추첨 벤치",
            userId: null,
            queueTicket: null,
            createdAt: at,
            updatedAt: at,
          });
        await batch.commit();
      }
    },
    mails: async () => (await db.collection("mail").count().get()).data().count,
    async close() {
      await deleteApp(app);
      await emulator.stop();
    },
  };
}

let failed = false;
for (const name of BACKENDS) {
  const opened = name === "sqlite" ? await sqlite() : await firestore();
  if (typeof opened === "string") {
    console.log(`${name}: skipped (${opened})`);
    continue;
  }
  const filling = performance.now();
  await opened.fill();
  const filled = performance.now() - filling;
  const started = performance.now();
  const outcome = await opened.lottery.draw(PROGRAM, { capacity: SEATS, by: "벤치", mails: mail });
  const ms = performance.now() - started;
  const { record } = outcome;
  const seated = (await opened.applications.countSeatHolders([PROGRAM])).get(PROGRAM);
  const waiting = (await opened.applications.countWaiting([PROGRAM])).get(PROGRAM);
  const mails = await opened.mails();
  const entrants = Array.from({ length: APPLICANTS }, (_, i) => ({ number: 0, phone: phoneOf(i) }));
  // Numbers as stored: recomputed from the record's own tickets (one phone each here).
  const recomputed = drawFromSeed(
    record.seed,
    record.tickets.map((number, i) => ({ number, phone: entrants[i]!.phone })),
    SEATS,
  );
  const ok =
    seated === SEATS &&
    waiting === APPLICANTS - SEATS &&
    mails === APPLICANTS &&
    recomputed.seated.join() === record.seated.join() &&
    recomputed.waiting.join() === record.waiting.join();
  failed ||= !ok;
  console.log(
    `${name}: ${APPLICANTS} applicants, 정원 ${SEATS}: draw ${ms.toFixed(0)} ms ` +
      `(stored first in ${filled.toFixed(0)} ms); seated ${seated}, waiting ${waiting}, mails ${mails}, ` +
      `recomputes ${ok ? "yes" : "NO"}`,
  );
  await opened.close();
}
process.exit(failed ? 1 : 0);
