// `npm run backup` (decision 176) as the Cloud Run job runs it: scripts/backup.mjs over the server
// build, in a child process with only the job's settings, against the Auth emulator and the fake
// Sanity API, into a temporary folder. The files must hold every user in the form `firebase
// auth:import` checks (firebase-tools' own validator) and every document, drafts included.
import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { deleteApp, initializeApp, type App } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { afterAll, beforeAll, expect, inject, it } from "vitest";
import { ensureBuild } from "../support/built-server";
import { describeOnEmulators } from "../support/emulator-suite";
import { startFakeSanity, type FakeSanity } from "../support/fake-sanity-api";

const ROOT = path.resolve(import.meta.dirname, "../..");
const NODE = path.join(ROOT, "node_modules/.bin/node");
const VIEWER_TOKEN = "viewer-token-for-backups";
const { validateUserJson } = createRequire(import.meta.url)(
  "firebase-tools/lib/accountImporter.js",
) as { validateUserJson: (user: unknown) => { error?: string } };

type Run = { code: number; stdout: string; stderr: string };

function backup(args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      NODE,
      ["scripts/backup.mjs", ...args],
      { cwd: ROOT, env: { PATH: process.env.PATH ?? "", NODE_ENV: "production", ...env } },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** The single run folder a backup wrote under `root`, and its files. */
function runFolder(root: string) {
  const runs = readdirSync(root);
  expect(runs).toHaveLength(1);
  expect(runs[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z$/);
  const folder = path.join(root, runs[0]!);
  return { folder, read: (name: string) => readFileSync(path.join(folder, name), "utf8") };
}

describeOnEmulators("npm run backup", ["auth"], () => {
  const projectId = `demo-backup-${randomUUID().slice(0, 8)}`;
  const folders: string[] = [];
  let app: App;
  let sanity: FakeSanity;
  let env: Record<string, string>;
  const emails = {
    member: `member-${randomUUID().slice(0, 6)}@example.com`,
    disabled: `gone-${randomUUID().slice(0, 6)}@example.com`,
  };
  const temporaryFolder = () => {
    const folder = mkdtempSync(path.join(tmpdir(), "backup-"));
    folders.push(folder);
    return folder;
  };

  beforeAll(async () => {
    const auth = inject("authEmulator");
    if (!("host" in auth)) throw new Error("unreachable");
    process.env.FIREBASE_AUTH_EMULATOR_HOST = auth.host;
    app = initializeApp({ projectId }, `backup-test-${projectId}`);
    const users = getAuth(app);
    await users.createUser({ email: emails.member, password: "member-pw", emailVerified: true });
    const gone = await users.createUser({ email: emails.disabled, password: "gone-pw-1" });
    await users.updateUser(gone.uid, { disabled: true });
    await users.setCustomUserClaims(gone.uid, { note: "disabled by staff" });
    sanity = await startFakeSanity({ viewerToken: VIEWER_TOKEN });
    sanity.put({ _id: "drafts.notice-backup", _type: "notice", title: "게시 전 공지" });
    env = {
      FIREBASE_PROJECT_ID: projectId,
      FIREBASE_AUTH_EMULATOR_HOST: auth.host,
      SANITY_PROJECT_ID: sanity.project,
      SANITY_DATASET: sanity.dataset,
      SANITY_VIEWER_TOKEN: VIEWER_TOKEN,
      SANITY_API_HOST: sanity.apiHost,
      BUILD_DIR: await ensureBuild(),
    };
  }, 240_000);

  afterAll(async () => {
    delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    if (app) await deleteApp(app);
    await sanity?.close();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it("writes the Auth users as auth:import reads them and the whole dataset, with a manifest", async () => {
    const root = temporaryFolder();
    const run = await backup(["--to", root], env);
    expect(run.code, run.stderr + run.stdout).toBe(0);
    const log = run.stdout
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(log.at(-1)).toMatchObject({ severity: "INFO", event: "backup.done" });

    const { read } = runFolder(root);
    const { users } = JSON.parse(read("auth-users.json")) as {
      users: {
        email?: string;
        disabled?: boolean;
        passwordHash?: string;
        customAttributes?: string;
      }[];
    };
    expect(users.map((u) => u.email).sort()).toEqual([emails.disabled, emails.member].sort());
    for (const user of users) {
      // The emulator's hashes are readable stand-ins ("fakeHash:salt=…:password=…"), not base64
      // as Firebase's are: checked as exported here, and left out of the importer's check
      // (app/backup/backup.test.ts runs that check on a real hash's form).
      expect(user.passwordHash, "a password account's hash").toMatch(/^fakeHash:salt=/);
      const { passwordHash: _hash, salt: _salt, ...rest } = user as Record<string, unknown>;
      expect(validateUserJson(rest), JSON.stringify(user)).toEqual({});
    }
    const gone = users.find((u) => u.email === emails.disabled)!;
    expect(gone.disabled).toBe(true);
    expect(JSON.parse(gone.customAttributes!)).toEqual({ note: "disabled by staff" });

    const documents = read(`sanity-${sanity.dataset}.ndjson`)
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as { _id: string; _type: string });
    expect(documents.map((d) => d._id)).toContain("drafts.notice-backup");
    expect(documents.filter((d) => d._type === "program").length).toBe(18);
    expect(documents.some((d) => d._type === "sanity.imageAsset")).toBe(true);
    expect(sanity.seen.at(-1)).toMatchObject({ withViewerToken: true });

    expect(JSON.parse(read("manifest.json"))).toMatchObject({
      auth: { project: projectId, users: 2, passwordAccounts: 2, passwordHashes: 2 },
      sanity: { dataset: sanity.dataset, documents: documents.length },
    });
  }, 120_000);

  it("refuses a missing destination with exit code 2, and fails (exit 1, logged) when Sanity does", async () => {
    const missing = await backup([], env);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("--to");

    const root = temporaryFolder();
    sanity.failNext(1);
    const failed = await backup(["--to", root], env);
    expect(failed.code).toBe(1);
    expect(failed.stdout).toContain('"event":"backup.failed"');
    expect(failed.stdout).toContain("Sanity export answered 503");
  }, 120_000);
});
