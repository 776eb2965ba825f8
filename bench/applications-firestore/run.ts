// Application numbers under a rush across instances (production as N instances, Firebase mode):
// starts Google's Firestore emulator and TWO instances of the production build against it, fires
// BENCH_AMOUNT (1000) valid applications over 2 × BENCH_CONNECTIONS (25) connections, half to
// each instance at the same time, then reads the applications collection itself: stored, numbers
// unique and without gaps, nothing acknowledged lost.
//
//   node_modules/.bin/tsx bench/applications-firestore/run.ts
//
// Instances run with NODE_ENV=test (emulator settings are refused in production; decision 097) on
// the integration build (made if needed). The application rate limit stays as it is: each
// simulated visitor sends 5 applications with its own X-Forwarded-For (TRUST_PROXY=1); the
// addresses are header values from the benchmarking range 198.18.0.0/15, never connected to.
import { randomUUID } from "node:crypto";
import autocannon from "autocannon";
import { deleteApp, initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { startBuiltServer, type RunningServer } from "../../tests/support/built-server";
import { startFirestoreEmulator } from "../../tests/support/firestore-emulator";

const AMOUNT = Number(process.env.BENCH_AMOUNT ?? 1000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 25);
const PER_VISITOR = 5;
// Every open class without a capacity (16 has one: its waiting list is the browser tests').
const PROGRAM_IDS = [1, 2, 3, 4, 6, 7, 8, 9, 10, 12, 13, 14, 17, 18];

const visitorAddress = (index: number) => {
  const visitor = Math.floor(index / PER_VISITOR);
  return `198.18.${Math.floor(visitor / 250)}.${(visitor % 250) + 1}`;
};

const body = (index: number) =>
  JSON.stringify({
    name: `벤치${index}`,
    phone: `010-${String(1000 + (index % 9000)).padStart(4, "0")}-${String(index % 10000).padStart(4, "0")}`,
    programId: String(PROGRAM_IDS[index % PROGRAM_IDS.length]),
    consent: true,
    ageConfirm: true,
  });

type Fired = { key: string; status: number };
type CannonResult = { latency: { p50: number; p99: number; max: number } };

/** Fires requests `from`…`from + count - 1` (global indexes, so visitors never repeat across instances). */
function fire(server: RunningServer, from: number, count: number, keyOf: (i: number) => string) {
  const fired: Fired[] = [];
  let next = from;
  const run = autocannon({
    url: server.url,
    connections: Math.min(CONNECTIONS, count),
    amount: count,
    timeout: 60,
    requests: [
      {
        method: "POST",
        path: "/api/applications",
        setupRequest(request: Record<string, unknown>, context: Record<string, unknown>) {
          const index = next++;
          context.key = keyOf(index);
          return {
            ...request,
            headers: {
              "content-type": "application/json",
              "idempotency-key": keyOf(index),
              "x-forwarded-for": visitorAddress(index),
            },
            body: body(index),
          };
        },
        onResponse(status: number, _body: string, context: Record<string, unknown>) {
          fired.push({ key: String(context.key), status });
        },
      },
    ],
  });
  return (run as Promise<CannonResult>).then((result) => ({ result, fired }));
}

const emulator = await startFirestoreEmulator();
if ("skipReason" in emulator) throw new Error(`Firestore emulator: ${emulator.skipReason}`);
const projectId = `demo-bench-${randomUUID().slice(0, 8)}`;
const env = {
  NODE_ENV: "test",
  TRUST_PROXY: "1",
  FIREBASE_PROJECT_ID: projectId,
  FIRESTORE_EMULATOR_HOST: emulator.host,
  FIREBASE_WEB_API_KEY: "bench",
};
const servers = await Promise.all([startBuiltServer({ env }), startBuiltServer({ env })]);
try {
  const runId = Date.now().toString(36);
  const keyOf = (i: number) => `bench-${runId}-${String(i).padStart(6, "0")}`;
  const half = Math.floor(AMOUNT / 2);
  console.log(
    `firing ${AMOUNT} applications over 2 × ${CONNECTIONS} connections at two instances …`,
  );
  const started = Date.now();
  const runs = await Promise.all([
    fire(servers[0], 0, half, keyOf),
    fire(servers[1], half, AMOUNT - half, keyOf),
  ]);
  const seconds = (Date.now() - started) / 1000;

  process.env.FIRESTORE_EMULATOR_HOST = emulator.host;
  const app = initializeApp({ projectId }, "bench");
  const stored = (await getFirestore(app).collection("applications").get()).docs.map((doc) =>
    doc.data(),
  );
  await deleteApp(app);

  const fired = runs.flatMap((r) => r.fired);
  const acknowledged = fired.filter((f) => f.status === 201).map((f) => f.key);
  const storedKeys = new Set(stored.map((a) => String(a.idempotencyKey)));
  const numbers = stored.map((a) => Number(a.number)).sort((x, y) => x - y);
  const statuses = fired.reduce<Record<string, number>>(
    (acc, f) => ({ ...acc, [f.status]: (acc[f.status] ?? 0) + 1 }),
    {},
  );
  const summary = {
    date: new Date().toISOString(),
    amount: AMOUNT,
    connections: `2 × ${CONNECTIONS}`,
    requestsPerSecond: Math.round(AMOUNT / seconds),
    latencyMs: runs.map((r) => ({
      p50: r.result.latency.p50,
      p99: r.result.latency.p99,
      max: r.result.latency.max,
    })),
    statuses,
    acknowledged: acknowledged.length,
    stored: stored.length,
    duplicateNumbers: numbers.length - new Set(numbers).size,
    gaps: numbers.length ? numbers.at(-1)! - numbers[0]! + 1 - new Set(numbers).size : 0,
    lost: acknowledged.filter((key) => !storedKeys.has(key)).length,
  };
  console.log(JSON.stringify(summary, null, 2));
  const ok =
    summary.lost === 0 && summary.duplicateNumbers === 0 && summary.stored === summary.acknowledged;
  console.log(
    ok
      ? "OK: every acknowledged application stored once, numbers unique."
      : "FAILED: see the figures above.",
  );
  process.exitCode = ok ? 0 : 1;
} finally {
  await Promise.all(servers.map((s) => s.stop()));
  await emulator.stop();
}
