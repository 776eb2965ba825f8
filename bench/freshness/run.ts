// How soon a publish reaches every instance (decision 290): TWO instances of the production build
// on the Firestore emulator and one fake of Sanity's query API. Each of `PUBLISHES` (20) rounds
// changes a class's title in the fake, sends the signed publish webhook to one instance (A and B
// in turn), and reads `/program/2` from both every `POLL_MS` (50) until each serves the new title:
// the milliseconds from sending the webhook, for the instance that received it and for the other,
// as p50 / p99 / max. Visitors keep both instances busy between rounds (the page is read every
// POLL_MS), so each instance reads the version on its own one-second rhythm. Then `IDLE` (5)
// rounds leave the other instance without a request for 3 s before the publish and count whether
// its first request after it already serves the new title (it reads the version before answering).
//
//   node_modules/.bin/tsx bench/freshness/run.ts
//
// The first publish each instance receives after its start (cold: its first write to Firestore)
// is a round of its own, printed apart and left out of the figures.
//
// Instances run with NODE_ENV=test (emulator settings are refused in production; decision 097) on
// the integration build (made if needed; BUILD_DIR for another), on ports PORT (4340) and PORT+1.
import { randomUUID } from "node:crypto";
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from "@sanity/webhook";
import { startBuiltServer, type RunningServer } from "../../tests/support/built-server";
import { startFakeSanity } from "../../tests/support/fake-sanity-api";
import { startFirestoreEmulator } from "../../tests/support/firestore-emulator";

const PUBLISHES = Number(process.env.PUBLISHES ?? 20);
const IDLE = Number(process.env.IDLE ?? 5);
const POLL_MS = Number(process.env.POLL_MS ?? 50);
const PORT = Number(process.env.PORT ?? 4340);
const GIVE_UP_MS = 30_000;
const SECRET = "bench-freshness-secret";
const PATH = "/program/2";
const DOCUMENT = { _id: "program-2", _type: "program" };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function html(server: RunningServer) {
  const response = await fetch(`${server.url}${PATH}`);
  return response.text();
}

async function publish(server: RunningServer) {
  const body = JSON.stringify(DOCUMENT);
  const response = await fetch(`${server.url}/api/webhooks/sanity`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, Date.now(), SECRET),
    },
    body,
  });
  if (response.status !== 200) throw new Error(`webhook answered ${response.status}`);
  await response.arrayBuffer();
}

/** Reads the page every POLL_MS until it holds `text`; milliseconds from `since`. */
async function reached(server: RunningServer, text: string, since: number) {
  while (!(await html(server)).includes(text)) {
    if (Date.now() - since > GIVE_UP_MS) throw new Error(`not within ${GIVE_UP_MS} ms`);
    await sleep(POLL_MS);
  }
  return Date.now() - since;
}

function figures(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  return { p50: at(0.5), p99: at(0.99), max: sorted.at(-1)! };
}

const emulator = await startFirestoreEmulator();
if ("skipReason" in emulator) throw new Error(`Firestore emulator: ${emulator.skipReason}`);
const sanity = await startFakeSanity();
const env = {
  NODE_ENV: "test",
  FIREBASE_PROJECT_ID: `demo-freshness-${randomUUID().slice(0, 8)}`,
  FIRESTORE_EMULATOR_HOST: emulator.host,
  FIREBASE_WEB_API_KEY: "bench",
  SANITY_PROJECT_ID: sanity.project,
  SANITY_DATASET: sanity.dataset,
  SANITY_API_HOST: sanity.apiHost,
  SANITY_WEBHOOK_SECRET: SECRET,
};
const buildDir = process.env.BUILD_DIR;
const servers = await Promise.all(
  [PORT, PORT + 1].map((port) => startBuiltServer({ env, port, buildDir })),
);
try {
  const receiving: number[] = [];
  const other: number[] = [];
  let idleFresh = 0;
  // Visitors on both instances between rounds: each reads the version on its own rhythm.
  let visiting = true;
  const visitors = servers.map(async (server) => {
    while (visiting) {
      await html(server);
      await sleep(POLL_MS);
    }
  });
  await sleep(3_000);
  let first = "";
  for (let round = -2; round < PUBLISHES + IDLE; round++) {
    const idle = round >= PUBLISHES;
    const [to, away] = round % 2 ? [servers[0]!, servers[1]!] : [servers[1]!, servers[0]!];
    const title = `벤치 클래스 ${round}-${randomUUID().slice(0, 6)}`;
    if (idle) {
      visiting = false;
      await Promise.all(visitors);
      await sleep(3_000); // the other instance's last version read is over a second old
    }
    sanity.updateDocument(DOCUMENT._id, { title });
    const sent = Date.now();
    await publish(to);
    if (idle) {
      if ((await html(away)).includes(title)) idleFresh++;
      continue;
    }
    const [here, there] = await Promise.all([reached(to, title, sent), reached(away, title, sent)]);
    if (round < 0) first += ` ${here}/${there}`;
    else {
      receiving.push(here);
      other.push(there);
    }
    await sleep(500 + Math.random() * 1_000); // publishes land anywhere in the one-second rhythm
  }
  visiting = false;
  await Promise.all(visitors);
  const both = receiving.map((ms, i) => Math.max(ms, other[i]!));
  console.log(
    JSON.stringify(
      {
        date: new Date().toISOString(),
        publishes: PUBLISHES,
        pollMs: POLL_MS,
        firstPublishEachMs: first.trim(),
        receivingInstanceMs: figures(receiving),
        otherInstanceMs: figures(other),
        everyInstanceMs: figures(both),
        rounds: receiving.map((ms, i) => `${ms}/${other[i]}`).join(" "),
        idleOtherInstance: `${idleFresh} of ${IDLE} first requests after a publish served it`,
      },
      null,
      2,
    ),
  );
  const ok = figures(both).p99 <= 2_000 && idleFresh === IDLE;
  console.log(ok ? "OK: every instance within 2 s (p99)." : "OVER: see the figures above.");
  process.exitCode = ok ? 0 : 1;
} finally {
  await Promise.all(servers.map((server) => server.stop()));
  await sanity.close();
  await emulator.stop();
}
