// The one place that turns the settings into this process's backends. With FIREBASE_PROJECT_ID
// every concern that keeps state uses Firebase (records, identity, sessions, the shared
// rate-limit window, the content version, the health mark); without it, the embedded
// default (SQLite in DATA_DIR, in-memory limits). Nothing else asks which
// store runs: the composition root (./app.server.ts) builds this process's parts over them.
import path from "node:path";
import type { Firestore } from "firebase-admin/firestore";
import { RateLimiterMemory, type RateLimiterAbstract } from "rate-limiter-flexible";
import type { IdentityStore } from "~/records/identity/contract";
import { createFirebaseIdentityStore } from "~/records/identity/firebase.server";
import { createFirestoreSessionStore } from "~/records/sessions/firestore.server";
import { createSqliteSessionStore } from "~/records/sessions/sqlite.server";
import type { SessionStore } from "~/records/sessions/contract.server";
import { createSqliteIdentityStore } from "~/records/identity/sqlite.server";
import type { ContentVersionStore } from "~/records/content-version/contract";
import { createFirestoreContentVersionStore } from "~/records/content-version/firestore.server";
import { createSqliteContentVersionStore } from "~/records/content-version/sqlite.server";
import { getEnv } from "~/env.server";
import { once } from "~/once";
import { createSendMail } from "~/mail/mail.server";
import type { AccessRecordStore } from "~/records/access-records/contract";
import { createFirestoreAccessRecordStore } from "~/records/access-records/firestore.server";
import { createSqliteAccessRecordStore } from "~/records/access-records/sqlite.server";
import type { ApplicationStore } from "~/records/applications/contract";
import { createFirestoreApplicationStore } from "~/records/applications/firestore.server";
import { createSqliteApplicationStore } from "~/records/applications/sqlite.server";
import type { InquiryStore } from "~/records/inquiries/contract";
import { createFirestoreInquiryStore } from "~/records/inquiries/firestore.server";
import { createSqliteInquiryStore } from "~/records/inquiries/sqlite.server";
import type { OutboxStore } from "~/records/outbox/contract";
import type { TextOutboxStore } from "~/records/texts/contract";
import { createFirestoreTextOutboxStore } from "~/records/texts/firestore.server";
import { createSqliteTextOutboxStore } from "~/records/texts/sqlite.server";
import { createFirestoreOutboxStore, type MailCollection } from "~/records/outbox/firestore.server";
import { createSqliteOutboxStore } from "~/records/outbox/sqlite.server";
import { createFirestoreUserStore } from "~/records/users/firestore.server";
import { createSqliteUserStore } from "~/records/users/sqlite.server";
import type { RetentionStore } from "~/records/retention/contract";
import { createFirestoreRetentionStore } from "~/records/retention/firestore.server";
import { createSqliteRetentionStore } from "~/records/retention/sqlite.server";
import type { UserStore } from "~/records/users/contract";
import type { StaffNoteStore } from "~/records/staff-notes/contract";
import { createFirestoreStaffNoteStore } from "~/records/staff-notes/firestore.server";
import { createSqliteStaffNoteStore } from "~/records/staff-notes/sqlite.server";
import type { AttendanceStore } from "~/records/attendance/contract";
import { createFirestoreAttendanceStore } from "~/records/attendance/firestore.server";
import { createSqliteAttendanceStore } from "~/records/attendance/sqlite.server";
import type { LotteryStore } from "~/records/lottery/contract";
import { createFirestoreLotteryStore } from "~/records/lottery/firestore.server";
import { createSqliteLotteryStore } from "~/records/lottery/sqlite.server";
import type { SecondFactorStore } from "~/records/second-factors/contract";
import { createFirestoreSecondFactorStore } from "~/records/second-factors/firestore.server";
import { createSqliteSecondFactorStore } from "~/records/second-factors/sqlite.server";
import type { LimiterRule } from "~/security/rate-limit.server";
import { FirestoreRateLimitStore } from "~/records/rate-limits/firestore.server";
import { firebaseAppOf, firebaseAuthOf, firestoreOfApp } from "~/connections/firestore.server";
import { migrate, openSqlite } from "~/connections/sqlite.server";

/** This process's SQLite database in DATA_DIR, opened on first use. */
export const getSqlite = once(() => openSqlite(path.join(getEnv().dataDir, "centre.sqlite")));

/** Closes the database (graceful shutdown, tests). */
export function closeSqlite() {
  getSqlite.peek()?.close();
  getSqlite.reset();
}

/** This process's firebase-admin app, Firestore and Auth, made on first use. */
const getFirebaseApp = once(() => firebaseAppOf(getEnv()));
export const getFirestore = once(() => firestoreOfApp(getFirebaseApp()));
export const getFirebaseAuth = () => firebaseAuthOf(getFirebaseApp());

export type Backends = {
  kind: "sqlite" | "firebase";
  applications(): ApplicationStore;
  inquiries(): InquiryStore;
  /** The outbox the site's own sender empties; null when the Trigger Email extension sends. */
  outbox(): OutboxStore | null;
  /** The texts the site's text sender empties (decision 266). */
  textOutbox(): TextOutboxStore;
  users(): UserStore;
  /** Administrators' TOTP keys and recovery codes (decision 195). */
  secondFactors(): SecondFactorStore;
  /** What administrators did with personal information, append-only (decision 206). */
  accessRecords(): AccessRecordStore;
  /** Staff memos on applications and members (issue 46 §4). */
  staffNotes(): StaffNoteStore;
  /** Attendance per seated application and session (issue 46 §3). */
  attendance(): AttendanceStore;
  /** Lottery classes' seeds and draws (decision 270). */
  lottery(): LotteryStore;
  /** Proves identity (passwords, Kakao-only accounts); sessions are the session store's. */
  identity(): IdentityStore;
  sessions(): SessionStore;
  /** What the retention job reads and removes across the records (decision 209). */
  retention(): RetentionStore;
  rateLimiter(rule: LimiterRule): RateLimiterAbstract;
  /** The content version each publish changes and every instance reads (decision 290). */
  contentVersion(): ContentVersionStore;
  /** A read past every cache (the detailed health report). */
  probeStore(): Promise<void>;
  /** A tiny write proving the store takes writes now (readiness), one mark per instance. */
  writeHealthMark(at: Date, instanceId: string): Promise<void>;
};

const DAY_MS = 24 * 60 * 60_000;

/** Mail a request waits on: in Firebase mode with MAIL_COLLECTION, a document in this Firestore. */
export const sendMail = createSendMail(getFirestore, getEnv);

/**
 * Firebase mode: where every change's mails are written (decision 162). With MAIL_COLLECTION the
 * Trigger Email extension sends them; without it the site's own sender does, from the same
 * documents (`ownSender`).
 */
function mailCollection(): MailCollection {
  const env = getEnv();
  return {
    name: env.MAIL_COLLECTION ?? "mail",
    ...(env.mailFromSet ? { from: env.MAIL_FROM } : {}),
    ...(env.mailPath === "collection" ? {} : { ownSender: true }),
  };
}

function firebaseBackends(db: () => Firestore): Backends {
  return {
    kind: "firebase",
    applications: () => createFirestoreApplicationStore(db(), mailCollection()),
    inquiries: () => createFirestoreInquiryStore(db(), mailCollection()),
    outbox: () =>
      getEnv().mailPath === "collection"
        ? null
        : createFirestoreOutboxStore(db(), mailCollection()),
    textOutbox: () => createFirestoreTextOutboxStore(db()),
    users: () => createFirestoreUserStore(db()),
    secondFactors: () => createFirestoreSecondFactorStore(db()),
    accessRecords: () => createFirestoreAccessRecordStore(db()),
    staffNotes: () => createFirestoreStaffNoteStore(db()),
    attendance: () => createFirestoreAttendanceStore(db()),
    lottery: () => createFirestoreLotteryStore(db(), mailCollection()),
    identity() {
      const env = getEnv();
      if (!env.FIREBASE_WEB_API_KEY)
        throw new Error("FIREBASE_WEB_API_KEY is needed for Firebase sign-in");
      return createFirebaseIdentityStore({
        auth: getFirebaseAuth(),
        firestore: db(),
        apiKey: env.FIREBASE_WEB_API_KEY,
        emulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST,
      });
    },
    sessions: () => createFirestoreSessionStore(db()),
    retention: () => createFirestoreRetentionStore(db(), mailCollection()),
    // Every instance counts in one Firestore window; a failing or slow Firestore falls back to a
    // per-instance memory limit, never to no limit (decision 096).
    rateLimiter: (rule) =>
      new FirestoreRateLimitStore({
        ...rule,
        storeClient: db(),
        insuranceLimiter: new RateLimiterMemory(rule),
      }) as unknown as RateLimiterAbstract,
    contentVersion: () => createFirestoreContentVersionStore(db()),
    async probeStore() {
      await db().collection("users").limit(1).get();
    },
    async writeHealthMark(at, instanceId) {
      // expireAt: a Firestore TTL policy on health.expireAt removes the marks of instances long gone.
      await db()
        .collection("health")
        .doc(instanceId)
        .set({ checkedAt: at, expireAt: new Date(at.getTime() + DAY_MS) });
    },
  };
}

function sqliteBackends(): Backends {
  let healthTable = false;
  return {
    kind: "sqlite",
    applications: () => createSqliteApplicationStore(getSqlite()),
    inquiries: () => createSqliteInquiryStore(getSqlite()),
    outbox: () => createSqliteOutboxStore(getSqlite()),
    textOutbox: () => createSqliteTextOutboxStore(getSqlite()),
    users: () => createSqliteUserStore(getSqlite()),
    secondFactors: () => createSqliteSecondFactorStore(getSqlite()),
    accessRecords: () => createSqliteAccessRecordStore(getSqlite()),
    staffNotes: () => createSqliteStaffNoteStore(getSqlite()),
    attendance: () => createSqliteAttendanceStore(getSqlite()),
    // After the applications' tables: the draw writes them in its transaction.
    lottery: () => {
      createSqliteApplicationStore(getSqlite());
      return createSqliteLotteryStore(getSqlite());
    },
    identity: () => createSqliteIdentityStore(getSqlite(), { sendMail }),
    sessions: () => createSqliteSessionStore(getSqlite()),
    retention: () => createSqliteRetentionStore(getSqlite()),
    rateLimiter: (rule) => new RateLimiterMemory(rule),
    contentVersion: () => createSqliteContentVersionStore(getSqlite()),
    async probeStore() {
      const row = getSqlite().prepare("SELECT count(*) AS n FROM sqlite_master").get() as {
        n: number;
      };
      if (typeof row.n !== "number") throw new Error("SQLite gave no answer");
    },
    async writeHealthMark(at) {
      const db = getSqlite();
      if (!healthTable) {
        migrate(db, "health", [
          "CREATE TABLE health (id INTEGER PRIMARY KEY CHECK (id = 1), checked_at TEXT NOT NULL)",
        ]);
        healthTable = true;
      }
      db.prepare(
        "INSERT INTO health (id, checked_at) VALUES (1, ?) ON CONFLICT(id) DO UPDATE SET checked_at = excluded.checked_at",
      ).run(at.toISOString());
    },
  };
}

const chosenBackends = once<Backends>(() =>
  getEnv().storeBackend === "firebase" ? firebaseBackends(getFirestore) : sqliteBackends(),
);

let replacement: Backends | undefined;

/** This process's backends, chosen once from the settings (or a test's replacement). */
export function getBackends(): Backends {
  return replacement ?? chosenBackends();
}

/** Tests, through useBackends() in ./app.server.ts: `backends` from now on (undefined: the chosen). */
export function replaceBackends(backends: Backends | undefined) {
  replacement = backends;
}
