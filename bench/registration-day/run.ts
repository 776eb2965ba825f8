// Registration day (수강신청일, issue 31): the rush for one popular class on the production
// backends. Two instances of the production build (`npm run build`, served from `build/` or
// BUILD_DIR) run against the Firestore and Auth emulators and a fake of Sanity's API in which
// class 16 has 정원 20. 300 applicants apply within 10 seconds, one every 33 ms, alternately to
// each instance, each from its own client address; a second run has 50 of them (every sixth)
// share one address (a family, the front desk, a school's Wi-Fi). Each run has a fresh Firestore
// project and fresh instances. Then the applications collection is read: seats held, the waiting
// list against the order the front received the requests, p50/p99 per instance, 429s, lost and
// duplicated applications.
//
//   npm run build && node_modules/.bin/tsx bench/registration-day/run.ts
//
// The instances run as production does behind the load balancer (decision 170): TRUST_PROXY=2 and
// FRONT_SECRET, each request carrying `X-Forwarded-For: <client>, <load balancer>` and the front
// header. NODE_ENV=test, because production refuses emulator settings (decision 097). Addresses
// are header values from the benchmarking range 198.18.0.0/15, never connected to.
// APPLICANTS, SECONDS and SHARED change the load; RUNS=distinct or RUNS=shared runs one of them;
// EMAILS=1 gives every applicant an e-mail (a receipt mail each, and the mailbox limit asked).
import { randomUUID } from "node:crypto";
import { rmSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { deleteApp, initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { SEAT_HOLDING_STATUSES } from "~/domain/recruitment";
import { startAuthEmulator } from "../../tests/support/auth-emulator";
import { startBuiltServer, type RunningServer } from "../../tests/support/built-server";
import { startFakeSanity } from "../../tests/support/fake-sanity-api";
import { startFirestoreEmulator } from "../../tests/support/firestore-emulator";
import { cpuMs } from "./cpu-time";
import { percentile, summarise, type Sent, type Stored } from "./figures";
import { slowCalls, slowestApplications } from "./slowest";
import {
  callsPerApplication,
  countingOption,
  storeCalls,
  storeCallsDir,
  type TracedRequest,
} from "./store-calls";

const APPLICANTS = Number(process.env.APPLICANTS ?? 300);
const SECONDS = Number(process.env.SECONDS ?? 10);
const SHARED = Number(process.env.SHARED ?? 50);
const EMAILS = process.env.EMAILS === "1";
const WARM_UP = Math.max(2, Number(process.env.WARM_UP ?? 200));
const CAPACITY = 20;
const PROGRAM_ID = 16;
const FRONT_SECRET = "registration-day-bench-front-secret-0123456789";
const LOAD_BALANCER = "35.191.0.1";
const FAMILY_ADDRESS = "198.19.255.1";
const BASE_PORT = Number(process.env.BENCH_PORT ?? 3750);
// STORE_CALLS_TRACE=1: each instance keeps its calls to the store under their request, and each
// run also prints its slowest applications' calls and the calls that took SLOW_CALL_MS or more.
const TRACING = process.env.STORE_CALLS_TRACE === "1";
const SLOW_CALL_MS = Number(process.env.SLOW_CALL_MS ?? 500);

const distinctAddress = (rank: number) => `198.18.${Math.floor(rank / 250)}.${(rank % 250) + 1}`;

function addressOf(rank: number, shared: number) {
  const everyNth = shared > 0 ? Math.floor(APPLICANTS / shared) : 0;
  const inFamily = everyNth > 0 && rank % everyNth === 0 && rank / everyNth < shared;
  return inFamily ? FAMILY_ADDRESS : distinctAddress(rank);
}

const phoneOf = (rank: number) =>
  `010-7${String(rank).padStart(3, "0")}-${String(rank).padStart(4, "0")}`;

async function apply(
  server: RunningServer,
  instance: number,
  rank: number,
  shared: number,
  runId: string,
  startedAt: number,
): Promise<Sent> {
  const key = `rush-${runId}-${String(rank).padStart(4, "0")}`;
  const address = addressOf(rank, shared);
  const sentAt = performance.now();
  let status: number;
  try {
    const response = await fetch(`${server.url}/api/applications`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "idempotency-key": key,
        "x-forwarded-for": `${address}, ${LOAD_BALANCER}`,
        "x-front-secret": FRONT_SECRET,
      },
      body: JSON.stringify({
        name: `신청자${rank}`,
        phone: phoneOf(rank),
        ...(EMAILS ? { email: `rush${rank}@example.kr` } : {}),
        programId: String(PROGRAM_ID),
        consent: true,
        ageConfirm: true,
      }),
    });
    status = response.status;
    await response.arrayBuffer();
  } catch {
    status = 0; // no answer at all
  }
  return {
    rank,
    instance,
    key,
    address,
    sentAtMs: sentAt - startedAt,
    status,
    latencyMs: performance.now() - sentAt,
  };
}

/** The warm-up's class: its own capacity, so claims, the line and the counts all run before the rush. */
const WARM_UP_PROGRAM_ID = 12;
const WARM_UP_CAPACITY = 10;

async function warmUpApplication(server: RunningServer, rank: number) {
  const response = await fetch(`${server.url}/api/applications`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "idempotency-key": randomUUID(),
      "x-forwarded-for": `198.19.${200 + Math.floor(rank / 250)}.${(rank % 250) + 1}, ${LOAD_BALANCER}`,
      "x-front-secret": FRONT_SECRET,
    },
    body: JSON.stringify({
      name: `준비${rank}`,
      phone: `010-6${String(rank).padStart(3, "0")}-${String(rank).padStart(4, "0")}`,
      ...(EMAILS ? { email: `warm${rank}@example.kr` } : {}),
      programId: String(WARM_UP_PROGRAM_ID),
      consent: true,
      ageConfirm: true,
    }),
  });
  if (response.status !== 201) throw new Error(`warm-up ${rank}: ${response.status}`);
  await response.arrayBuffer();
}

/**
 * Before the doors open: the instances and the emulator have run the same paths WARM_UP times (a
 * site that has served the morning, a Firestore that is not a cold JVM). The first application
 * at each instance pays the clients' start-up (about 15 s on the emulator); then four at a time.
 */
async function warmUp(servers: RunningServer[]) {
  await Promise.all(servers.map((server, i) => warmUpApplication(server, i)));
  let next = servers.length;
  const worker = async () => {
    while (next < WARM_UP) {
      const rank = next++;
      await warmUpApplication(servers[rank % servers.length]!, rank);
    }
  };
  await Promise.all([0, 1, 2, 3].map(worker));
}

/** With STORE_CALLS_TRACE=1: where the rush's time went (the warm-up's calls left out). */
function traced(sent: Sent[], all: Record<string, TracedRequest>) {
  const requests = Object.fromEntries(
    sent.flatMap((s) => {
      const request = all[s.key];
      return request ? [[s.key, request] as const] : [];
    }),
  );
  return {
    slowestApplications: slowestApplications(sent, requests, 3),
    [`storeCallsOf${SLOW_CALL_MS}MsOrMore`]: slowCalls(requests, SLOW_CALL_MS),
  };
}

async function oneRun(
  label: string,
  shared: number,
  hosts: { firestore: string; firestorePid: number | undefined; auth: string | null },
) {
  const sanity = await startFakeSanity();
  sanity.updateDocument(`program-${PROGRAM_ID}`, { capacity: CAPACITY, recruitmentStatus: "open" });
  sanity.updateDocument(`program-${WARM_UP_PROGRAM_ID}`, {
    capacity: WARM_UP_CAPACITY,
    recruitmentStatus: "open",
  });
  const projectId = `demo-rush-${randomUUID().slice(0, 8)}`;
  const callsDir = storeCallsDir();
  const env = {
    NODE_ENV: "test",
    TRUST_PROXY: "2",
    FRONT_SECRET,
    FIREBASE_PROJECT_ID: projectId,
    FIREBASE_WEB_API_KEY: "bench",
    // Mail as production sends it (deploy/cloudrun/service.yaml): written to the Trigger Email
    // extension's collection, no sender in the instances.
    MAIL_COLLECTION: "mail",
    FIRESTORE_EMULATOR_HOST: hosts.firestore,
    ...(hosts.auth ? { FIREBASE_AUTH_EMULATOR_HOST: hosts.auth } : {}),
    SANITY_PROJECT_ID: sanity.project,
    SANITY_DATASET: sanity.dataset,
    SANITY_API_HOST: sanity.apiHost,
    // Each instance counts its calls to the store (count-store-calls.mjs); INSTANCE_NODE_OPTIONS
    // adds flags, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile the instances.
    NODE_OPTIONS: [countingOption(), process.env.INSTANCE_NODE_OPTIONS ?? ""].join(" ").trim(),
    STORE_CALLS_DIR: callsDir,
    ...(TRACING ? { STORE_CALLS_TRACE: "1" } : {}),
  };
  const buildDir = process.env.BUILD_DIR ?? "build";
  // On a loaded machine (load average 30 on two cores) a start took more than 30 s.
  const start = (i: number) =>
    startBuiltServer({ env, buildDir, port: BASE_PORT + i, startWithinMs: 180_000 });
  const servers = await Promise.all([0, 1].map(start));
  try {
    await warmUp(servers);
    const runId = Date.now().toString(36);
    const gapMs = (SECONDS * 1000) / APPLICANTS;
    const startedAt = performance.now();
    const pending: Promise<Sent>[] = [];
    const processes = [...servers.map((s) => s.child.pid), hosts.firestorePid];
    const cpuBefore = processes.map(cpuMs);
    const callsBefore = await Promise.all(servers.map((s) => storeCalls(callsDir, s.child.pid)));
    for (let rank = 0; rank < APPLICANTS; rank++) {
      const due = startedAt + rank * gapMs;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const instance = rank % 2;
      pending.push(apply(servers[instance]!, instance, rank, shared, runId, startedAt));
    }
    const sent = await Promise.all(pending);
    const sendingMs = Math.round(sent.at(-1)!.sentAtMs);
    const cpuUsed = processes.map((pid, i) => cpuMs(pid) - cpuBefore[i]!);
    const callsAfter = await Promise.all(servers.map((s) => storeCalls(callsDir, s.child.pid)));
    const perApplication = (ms: number) => Math.round(ms / APPLICANTS);
    const cpu = {
      instancesMs: perApplication(cpuUsed[0]! + cpuUsed[1]!),
      emulatorMs: perApplication(cpuUsed[2]!),
    };

    process.env.FIRESTORE_EMULATOR_HOST = hosts.firestore;
    const app = initializeApp({ projectId }, `rush-${runId}`);
    const stored = (
      await getFirestore(app).collection("applications").where("programId", "==", PROGRAM_ID).get()
    ).docs.map((doc): Stored => ({
      idempotencyKey: String(doc.get("idempotencyKey")),
      phone: String(doc.get("phone")),
      number: Number(doc.get("number")),
      status: String(doc.get("status")),
      queueTicket: (doc.get("queueTicket") as number | null) ?? null,
    }));
    await deleteApp(app);
    const figures = summarise(sent, stored, new Set(SEAT_HOLDING_STATUSES));
    const family = sent.filter((s) => s.address === FAMILY_ADDRESS);
    const familyRefused = family.filter((s) => s.status !== 201).length;
    const familyMs = family.map((s) => s.latencyMs);
    const familyLatencyMs = {
      p50: Math.round(percentile(familyMs, 50)),
      p99: Math.round(percentile(familyMs, 99)),
    };
    const result = {
      run: label,
      shared,
      sendingMs,
      capacity: CAPACITY,
      ...figures,
      // What one application cost in CPU while the rush lasted, and the rate this machine's cores
      // could sustain at that cost (the instances, the emulator and the sender share them).
      cpuPerApplication: cpu,
      // The instances' calls to the store per application, by method (null: not counted).
      storeCallsPerApplication: callsPerApplication(
        callsBefore.map((r) => r.counts),
        callsAfter.map((r) => r.counts),
        APPLICANTS,
      ),
      sustainablePerSecond: Math.round(
        (availableParallelism() * 1000) / (cpu.instancesMs + cpu.emulatorMs),
      ),
      ...(shared ? { familyRefused, familyLatencyMs } : {}),
      ...(TRACING ? traced(sent, Object.assign({}, ...callsAfter.map((r) => r.requests))) : {}),
    };
    console.log(JSON.stringify(result, null, 2)); // each run as soon as it is done
    return result;
  } finally {
    if (process.env.SERVER_LOG)
      writeFileSync(process.env.SERVER_LOG, servers.map((s) => s.output()).join("\n-----\n"));
    await Promise.all(servers.map((s) => s.stop()));
    await sanity.close();
    rmSync(callsDir, { recursive: true, force: true });
  }
}

const firestore = await startFirestoreEmulator();
if ("skipReason" in firestore) throw new Error(`Firestore emulator: ${firestore.skipReason}`);
// Applications never call Auth; the Auth emulator is there because production has it. On a
// loaded machine it may not start within its 120 s: the run goes on without it and says so.
const auth = await startAuthEmulator();
const authHost = "host" in auth ? auth.host : null;
if (!authHost)
  console.warn(`without the Auth emulator: ${"skipReason" in auth ? auth.skipReason : ""}`);
try {
  const runs = process.env.RUNS ?? "distinct,shared";
  const results = [];
  if (runs.includes("distinct"))
    results.push(
      await oneRun(`${APPLICANTS} distinct addresses`, 0, {
        firestore: firestore.host,
        firestorePid: firestore.pid,
        auth: authHost,
      }),
    );
  if (runs.includes("shared"))
    results.push(
      await oneRun(`${SHARED} of ${APPLICANTS} share one address`, SHARED, {
        firestore: firestore.host,
        firestorePid: firestore.pid,
        auth: authHost,
      }),
    );
  console.log(
    JSON.stringify(
      {
        date: new Date().toISOString(),
        applicants: APPLICANTS,
        seconds: SECONDS,
        authEmulator: Boolean(authHost),
        emails: EMAILS,
        warmUp: WARM_UP,
        loadAverage: loadavg().map((l) => Number(l.toFixed(1))),
        runs: results.length,
      },
      null,
      2,
    ),
  );
  const ok = results.every(
    (r) =>
      r.seatsHeld === CAPACITY &&
      r.lost === 0 &&
      r.duplicatedApplicants === 0 &&
      r.duplicatedNumbers === 0,
  );
  console.log(
    ok
      ? "OK: the class holds exactly its capacity; nothing lost or duplicated."
      : "FAILED: see the figures above.",
  );
  process.exitCode = ok ? 0 : 1;
} finally {
  if ("stop" in auth) await auth.stop();
  await firestore.stop();
}
