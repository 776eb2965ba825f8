// The restore drill (docs/deploying.md, "Restore a backup"; docs/backups.md) rehearsed end to end
// on the emulators (issue 47, finding 12; decision 274): a realistic data set written by the site's
// own Firestore stores and Auth members with passwords; the backup job's code (runBackup, as
// `npm run backup` runs it); a wipe; the restore as the runbook gives it; then every document and
// every account compared with what was there, and the members sign in with their old passwords.
//
// The accounts are wiped and restored in an Auth emulator of this file's own (the same start-up as
// the global set-up's): the emulator answers sign-ins (API-key calls) for one project only, and
// wiping the shared one's accounts would pull them from under the other suites.
//
// Where the emulators fall short of the providers, the rehearsal comes as close as they allow:
// - Firestore's managed backups, point-in-time recovery and `gcloud firestore databases restore`
//   do not exist on the emulator. The restored database the runbook's copy-back reads is made here
//   by copying `(default)` into a named database, `restore-drill`; from there on the runbook's
//   own step runs: `npm run firestore:copy-back` (scripts/firestore-copy-back.ts).
// - `firebase auth:import` first checks the signed-in account's IAM permissions at Google, which
//   cannot run offline; its own code after that check runs here (firebase-tools' accountImporter:
//   the hash flags' validation and the upload), pointed at the Auth emulator, with the flags read
//   from the runbook's command and their values from the recorded hash parameters.
// - The Auth emulator keeps readable stand-in hashes ("fakeHash:salt=…:password=…"), not SCRYPT:
//   it stores an imported hash as given and ignores the hash parameters, so the sign-in proves the
//   hash and salt came back byte for byte with the right uid, not that the parameters are right
//   (the provider checks them; the drill's sign-in on the scratch project does). The importer's
//   base64 check of the hash is left out for the same reason (app/backup/backup.test.ts runs it on
//   a real hash's form).
// - The Sanity half (`sanity dataset import`) needs Sanity's servers: tests/integration/backup.test.ts
//   checks the file the import reads.
import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { deleteApp, initializeApp, type App } from "firebase-admin/app";
import { getAuth, type Auth, type UserRecord } from "firebase-admin/auth";
import {
  getFirestore,
  Timestamp,
  type DocumentData,
  type DocumentReference,
  type Firestore,
} from "firebase-admin/firestore";
import { afterAll, beforeAll, expect, inject, it } from "vitest";
import { runBackup } from "~/backup/backup.server";
import { createFirestoreSessionStore } from "~/records/sessions/firestore.server";
import { createFirestoreAccessRecordStore } from "~/records/access-records/firestore.server";
import { createFirestoreApplicationStore } from "~/records/applications/firestore.server";
import { createFirestoreInquiryStore } from "~/records/inquiries/firestore.server";
import { DEFAULT_MAIL_COLLECTION } from "~/records/outbox/firestore.server";
import { createFirestoreSecondFactorStore } from "~/records/second-factors/firestore.server";
import { createFirestoreStaffNoteStore } from "~/records/staff-notes/firestore.server";
import { createFirestoreUserStore } from "~/records/users/firestore.server";
import firestoreCopyBack from "../../scripts/firestore-copy-back";
import { startAuthEmulator } from "../support/auth-emulator";
import { describeOnEmulators } from "../support/emulator-suite";
import type { StartedEmulator } from "../support/firestore-emulator";
import { uniquePhone } from "../support/phones";

const ROOT = path.resolve(import.meta.dirname, "../..");
const NODE = path.join(ROOT, "node_modules/.bin/node");
const T0 = new Date("2026-12-01T01:00:00Z");
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

/** The project's password hash parameters as the deploy records them (decision 252). */
const RECORDED_HASH_CONFIG = {
  algorithm: "SCRYPT",
  signerKey:
    "jxspr8Ki0RYycVU8zykbdLGjFQ3McFUH0uiiTvC8pVMXAn210wjLNmdZJzxUECKbm0QsEmYUSDzZvpjeJ9WmXA==",
  saltSeparator: "Bw==",
  rounds: 8,
  memoryCost: 14,
};

/**
 * Members with passwords. None has "+" or "/": the backup writes a hash in base64's standard
 * alphabet ("-" to "+", "_" to "/") and auth:import turns it back, which is the identity for real
 * hashes (web-safe base64) and for the emulator's stand-ins only without those two characters.
 */
const MEMBERS = [
  { name: "김하늘", email: "haneul@example.com", password: "old-password_1", verified: true },
  { name: "이바다", email: "bada@example.com", password: "바다의-비밀번호", verified: false },
  { name: "센터장", email: "director@example.com", password: "admin-pass-2026", verified: true },
];
const GONE = {
  name: "박퇴사",
  email: "gone@example.com",
  password: "disabled-pass",
  verified: true,
};

/** Every document under `db`, at any depth, by path. */
async function dump(db: Firestore): Promise<Map<string, DocumentData>> {
  const out = new Map<string, DocumentData>();
  const walk = async (refs: DocumentReference[]) => {
    for (const ref of refs) {
      const snapshot = await ref.get();
      if (snapshot.exists) out.set(ref.path, snapshot.data()!);
      for (const sub of await ref.listCollections()) await walk(await sub.listDocuments());
    }
  };
  for (const collection of await db.listCollections()) await walk(await collection.listDocuments());
  return out;
}

/** What an account is, apart from the times the emulator sets at each write. */
function account(user: UserRecord) {
  return {
    uid: user.uid,
    email: user.email,
    emailVerified: user.emailVerified,
    displayName: user.displayName,
    disabled: user.disabled,
    customClaims: user.customClaims,
    passwordHash: user.passwordHash,
    passwordSalt: user.passwordSalt,
    creationTime: user.metadata.creationTime,
    providers: user.providerData.map((p) => p.providerId),
  };
}

async function accounts(auth: Auth) {
  const { users } = await auth.listUsers(1000);
  return users.map(account).sort((a, b) => a.uid.localeCompare(b.uid));
}

describeOnEmulators("a backup restored end to end", ["firestore", "auth"], () => {
  const projectId = `demo-restore-${randomUUID().slice(0, 8)}`;
  let ownAuthEmulator: StartedEmulator | undefined;
  let authHost: string;
  let firestoreHost: string;
  let app: App;
  let db: Firestore;
  let auth: Auth;
  let folder: string;
  let before: Map<string, DocumentData>;
  let accountsBefore: ReturnType<typeof account>[];
  const uids = new Map<string, string>();
  const saved = {
    auth: process.env.FIREBASE_AUTH_EMULATOR_HOST,
    firestore: process.env.FIRESTORE_EMULATOR_HOST,
  };

  const signIn = async (email: string, password: string) => {
    const response = await fetch(
      `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-api-key`,
      {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email, password, returnSecureToken: true }),
      },
    );
    return (await response.json()) as { localId?: string; error?: { message: string } };
  };

  beforeAll(async () => {
    const f = inject("firestoreEmulator");
    if (!("host" in f)) throw new Error("unreachable");
    const a = await startAuthEmulator(projectId);
    if (!("host" in a)) throw new Error(`own Auth emulator: ${a.skipReason}`);
    ownAuthEmulator = a;
    [authHost, firestoreHost] = [a.host, f.host];
    process.env.FIREBASE_AUTH_EMULATOR_HOST = authHost;
    process.env.FIRESTORE_EMULATOR_HOST = firestoreHost;
    app = initializeApp({ projectId }, `restore-${projectId}`);
    db = getFirestore(app);
    db.settings({ ignoreUndefinedProperties: true });
    auth = getAuth(app);
    folder = mkdtempSync(path.join(tmpdir(), "restore-rehearsal-"));

    // The members, as sign-up makes them: an Auth account with a password and a users record.
    const users = createFirestoreUserStore(db);
    for (const [i, m] of [...MEMBERS, GONE].entries()) {
      const created = await auth.createUser({
        email: m.email,
        password: m.password,
        displayName: m.name,
        emailVerified: m.verified,
      });
      uids.set(m.email, created.uid);
      await users.create(
        {
          uid: created.uid,
          name: m.name,
          email: m.email,
          provider: "email",
          phoneNumber: uniquePhone(),
          interests: ["도예", "요가"],
          role: m.email.startsWith("director") ? "admin" : "user",
          termsConsentAt: at(i).toISOString(),
          privacyConsentAt: at(i).toISOString(),
        },
        at(i),
      );
      expect((await signIn(m.email, m.password)).localId).toBe(created.uid);
    }
    const director = uids.get("director@example.com")!;
    await auth.setCustomUserClaims(director, { admin: true });
    const gone = uids.get(GONE.email)!;
    await auth.updateUser(gone, { disabled: true });
    await users.update(gone, { status: "inactive" }, at(9));

    // Applications (a member's and a guest's, seats counted, a waiting list), with their mails.
    const applications = createFirestoreApplicationStore(db, DEFAULT_MAIL_COLLECTION);
    const receipt = (to: string) => () => [
      { to, subject: "[센터] 신청이 접수되었습니다", text: "신청 번호와 취소 링크를 안내합니다." },
    ];
    const apply = (name: string, userId: string | null, email: string, key: string) =>
      applications.create(
        {
          name,
          phone: uniquePhone(),
          email,
          preferredTime: "주말",
          companions: "1",
          message: "주차가 가능한가요?",
          programId: 7,
          programTitle: "주말 도예 교실",
          userId,
          idempotencyKey: key,
          capacity: 1,
          privacyConsentAt: at(20).toISOString(),
        },
        at(20),
        receipt(email || "centre@example.com"),
      );
    const seated = await apply(
      "김하늘",
      uids.get("haneul@example.com")!,
      "haneul@example.com",
      "k1",
    );
    await apply("손님", null, "", "k2");
    if (seated.outcome !== "created") throw new Error(seated.outcome);
    await applications.updateStatus(seated.application.id, "확정", { now: at(30) });

    // Inquiries (one answered), staff memos, a second factor (on the users record), access
    // records, sessions.
    const inquiries = createFirestoreInquiryStore(db, DEFAULT_MAIL_COLLECTION);
    const question = await inquiries.create(
      {
        name: "이바다",
        email: "bada@example.com",
        phone: uniquePhone(),
        category: "수강 문의",
        title: "초급반 준비물",
        message: "앞치마를 가져가야 하나요?",
        userId: uids.get("bada@example.com")!,
        privacyConsentAt: at(40).toISOString(),
      },
      at(40),
      () => [{ to: "centre@example.com", subject: "[문의] 초급반 준비물", text: "새 문의" }],
    );
    await inquiries.answer(question.id, { response: "센터에서 드립니다.", status: "답변완료" });
    const notes = createFirestoreStaffNoteStore(db);
    await notes.add(
      {
        subject: "application",
        subjectId: seated.application.id,
        text: "전화로 주차 안내함.\n다음 주 재확인.",
        authorUid: director,
        authorName: "센터장 (director@example.com)",
      },
      at(50),
    );
    const factors = createFirestoreSecondFactorStore(db);
    await factors.enrol(director, "JBSWY3DPEHPK3PXP", at(51));
    await createFirestoreAccessRecordStore(db).append(
      {
        actorUid: director,
        actorEmail: "director@example.com",
        actorName: "센터장",
        clientAddress: "203.0.113.9",
        action: "view",
        target: "applications",
        subjects: [seated.application.id],
        subjectCount: 1,
        detail: null,
        reason: null,
      },
      at(52),
    );
    const sessions = createFirestoreSessionStore(db);
    await sessions.create(director, "Firefox on Linux", Date.now());
    await sessions.create(uids.get("haneul@example.com")!, "Safari on iPhone", Date.now());

    before = await dump(db);
    accountsBefore = await accounts(auth);
  }, 120_000);

  afterAll(async () => {
    for (const [key, value] of [
      ["FIREBASE_AUTH_EMULATOR_HOST", saved.auth],
      ["FIRESTORE_EMULATOR_HOST", saved.firestore],
    ] as const) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    if (app) await deleteApp(app);
    await ownAuthEmulator?.stop();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it("starts from a realistic data set: every kind of record the site keeps", () => {
    const collections = new Set([...before.keys()].map((p) => p.split("/")[0]));
    for (const name of [
      "users",
      "applications",
      "inquiries",
      "mail",
      "staffNotes",
      "accessRecords",
      "sessions",
    ])
      expect(collections, name).toContain(name);
    expect(before.size).toBeGreaterThan(15);
    expect(accountsBefore).toHaveLength(4);
  });

  it("backs the accounts up as the nightly job does: every password account with its hash", async () => {
    const code = await runBackup(
      ["--to", folder],
      { FIREBASE_PROJECT_ID: projectId, FIREBASE_AUTH_EMULATOR_HOST: authHost },
      new Date(),
    );
    expect(code).toBe(0);
    const [run] = readdirSync(folder);
    const manifest = JSON.parse(readFileSync(path.join(folder, run!, "manifest.json"), "utf8"));
    expect(manifest.auth).toMatchObject({ users: 4, passwordAccounts: 4, passwordHashes: 4 });
  });

  it("brings every Firestore document back through the restored database and the copy-back script", async () => {
    // The provider's restore, which the emulator lacks: (default) as it was, into restore-drill.
    const env = { FIREBASE_PROJECT_ID: projectId };
    expect(await firestoreCopyBack(["--from", "(default)", "--to", "restore-drill"], env)).toBe(0);
    expect(await dump(getFirestore(app, "restore-drill"))).toEqual(before);

    // The loss: (default) emptied.
    const wiped = await fetch(
      `http://${firestoreHost}/emulator/v1/projects/${projectId}/databases/(default)/documents`,
      { method: "DELETE" },
    );
    expect(wiped.ok).toBe(true);
    expect((await dump(db)).size).toBe(0);

    // The runbook's step: a dry run counts, then the copy back.
    expect(await firestoreCopyBack(["--from", "restore-drill", "--dry-run"], env)).toBe(0);
    expect((await dump(db)).size).toBe(0);
    expect(await firestoreCopyBack(["--from", "restore-drill"], env)).toBe(0);
    const after = await dump(db);
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
    for (const [documentPath, data] of before)
      expect(after.get(documentPath), documentPath).toEqual(data);

    // The site reads them as before: a member, the confirmed application with its seat.
    const users = createFirestoreUserStore(db);
    expect((await users.get(uids.get("haneul@example.com")!))?.name).toBe("김하늘");
    const applications = createFirestoreApplicationStore(db, DEFAULT_MAIL_COLLECTION);
    const list = await applications.list({}, { page: 1, pageSize: 10 });
    expect(list.items.map((a) => a.status).sort()).toEqual(["대기", "확정"]);
  });

  it("copies subcollections at any depth, under documents that exist only as parents too", async () => {
    // The site keeps none today; the runbook promises them, so the copy is shown to take them.
    const scratch = getFirestore(app, "scratch-from");
    await scratch.doc("classes/c1").set({ title: "도예" });
    await scratch.doc("classes/c1/sessions/s1").set({ at: Timestamp.fromDate(at(60)) });
    await scratch.doc("classes/c1/sessions/s1/notes/n1").set({ text: "재료 준비" });
    await scratch.doc("archive/2025/classes/old").set({ title: "지난 수업" }); // archive/2025: no document
    const env = { FIREBASE_PROJECT_ID: projectId };
    expect(await firestoreCopyBack(["--from", "scratch-from", "--to", "scratch-to"], env)).toBe(0);
    const copied = await dump(getFirestore(app, "scratch-to"));
    expect(copied).toEqual(await dump(scratch));
    expect([...copied.keys()].sort()).toEqual([
      "archive/2025/classes/old",
      "classes/c1",
      "classes/c1/sessions/s1",
      "classes/c1/sessions/s1/notes/n1",
    ]);
  });

  it("imports the accounts with the recorded hash parameters; members sign in with their old passwords", async () => {
    const [run] = readdirSync(folder);
    const file = path.join(folder, run!, "auth-users.json");

    // The loss: every account gone.
    const wiped = await fetch(`http://${authHost}/emulator/v1/projects/${projectId}/accounts`, {
      method: "DELETE",
      headers: { authorization: "Bearer owner" },
    });
    expect(wiped.ok).toBe(true);
    expect(await accounts(auth)).toEqual([]);
    expect((await signIn(MEMBERS[0]!.email, MEMBERS[0]!.password)).localId).toBeUndefined();

    // docs/backups.md's command: its hash flags, each filled from the recorded parameters.
    const options = authImportOptions(RECORDED_HASH_CONFIG);
    const imported = await authImport(authHost, projectId, file, options);
    expect(imported.code, imported.output).toBe(0);
    expect(imported.output).toContain("import finished");

    expect(await accounts(auth)).toEqual(accountsBefore);
    for (const m of MEMBERS) {
      expect((await signIn(m.email, m.password)).localId, m.email).toBe(uids.get(m.email));
      expect((await signIn(m.email, `${m.password}x`)).error?.message, m.email).toMatch(
        /INVALID_PASSWORD|INVALID_LOGIN_CREDENTIALS/,
      );
    }
    expect((await signIn(GONE.email, GONE.password)).error?.message).toBe("USER_DISABLED");
    const director = await auth.getUser(uids.get("director@example.com")!);
    expect(director.customClaims).toEqual({ admin: true });
  });
});

/**
 * The `firebase auth:import` options docs/backups.md's command gives, read from the command itself:
 * each `--flag="$(jq -r .field hash.json)"` filled with that field of the recorded parameters.
 */
function authImportOptions(hashConfig: Record<string, string | number>) {
  const text = readFileSync(path.join(ROOT, "docs/backups.md"), "utf8");
  const command = /npx firebase auth:import [^`]+/.exec(text)?.[0] ?? "";
  const pairs = [...command.matchAll(/--([\w-]+)="\$\(jq -r \.(\w+) hash\.json\)"/g)];
  // Every recorded parameter reaches a flag (a missing one would fail the provider's import).
  expect(pairs.map((p) => p[2]).sort()).toEqual(Object.keys(hashConfig).sort());
  const camel = (flag: string) => flag.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
  // As the recorded JSON has them: the CLI hands its flags over as text ("14"), which Google's
  // API takes (proto3's JSON mapping accepts a number as a string) but the emulator's request
  // check refuses ("/memoryCost must be integer"), so the numbers stay numbers here.
  return Object.fromEntries(pairs.map(([, flag, field]) => [camel(flag!), hashConfig[field!]]));
}

/**
 * What `firebase auth:import <file> --project <id> <hash flags>` does after its IAM check, in a
 * process of its own (firebase-tools reads its API addresses once, when loaded): the hash flags
 * validated, each account checked, the accounts uploaded; the API addresses on the Auth emulator.
 */
function authImport(
  host: string,
  projectId: string,
  file: string,
  options: Record<string, string | number | undefined>,
): Promise<{ code: number; output: string }> {
  const script = `
    const importer = require("firebase-tools/lib/accountImporter.js");
    const { users } = JSON.parse(require("node:fs").readFileSync(process.argv[1], "utf8"));
    const hashOptions = importer.validateOptions(JSON.parse(process.argv[2]));
    if (!hashOptions.hashAlgo) throw new Error("no hash algorithm: password accounts would be left out");
    for (const user of users) {
      const { passwordHash, salt, ...rest } = user;
      const checked = importer.validateUserJson(rest);
      if (checked.error) throw new Error(checked.error);
    }
    importer.serialImportUsers(process.argv[3], hashOptions, [users], 0)
      .then(() => console.log("import finished"), (e) => { console.error(e); process.exit(1); });
  `;
  return new Promise((resolve) => {
    execFile(
      NODE,
      ["-e", script, file, JSON.stringify(options), projectId],
      {
        cwd: ROOT,
        env: {
          PATH: process.env.PATH ?? "",
          NODE_ENV: "test",
          HOME: path.dirname(file), // firebase-tools' own settings, removed with the backup
          FIREBASE_GOOGLE_URL: `http://${host}/www.googleapis.com`,
          FIREBASE_CLI_DISABLE_UPDATE_CHECK: "true",
        },
      },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` }),
    );
  });
}
