// `npm run admin:create` (decision 175) as an operator runs it: the command in a child process,
// then the production build of the site proving the result the way it proves every request — a
// login over HTTP, then /admin. On the embedded default always; on Firebase Authentication and
// Firestore through the emulators the vitest set-up starts.
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { AUTH_EMULATOR_PROJECT } from "../support/auth-emulator";
import { startBuiltServer, type RunningServer } from "../support/built-server";
import { describeOnEmulators } from "../support/emulator-suite";
import { FormClient, signUpForm } from "../support/form-client";
import { passSecondFactorWithForms, secretOnPage } from "../support/second-factor";

const ROOT = path.resolve(import.meta.dirname, "../..");
const NODE = path.join(ROOT, "node_modules/.bin/node");

type Run = { code: number | null; stdout: string; stderr: string };

/** The npm script's command line, with only the settings given (no .env, no test runner's). */
function adminCreate(args: string[], env: Record<string, string>, stdin?: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(NODE, ["scripts/run-with-vite.mjs", "scripts/admin-create.ts", ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? "", NODE_ENV: "development", ...env },
      stdio: ["pipe", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("error", reject);
    child.on("exit", (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(stdin ?? "");
  });
}

const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;

/** Signed in with the password, then past the second factor (enrolled at the first sign-in). */
async function signedIn(server: RunningServer, email: string, password: string) {
  const client = new FormClient(server.url);
  const login = await client.post("/login", { email, password });
  expect(login.status, login.text.slice(0, 300)).toBe(302);
  const known = keys.get(email);
  if (login.location?.startsWith("/login/second-factor"))
    keys.set(email, (await passSecondFactorWithForms(client, known)).secret);
  return client;
}
const keys = new Map<string, string>();

/** The account id the reset's log entry names. */
const uidOf = (output: string) => /"uid":"([^"]+)"/.exec(output)?.[1] ?? "no uid in the output";

/** The same scenario on either backend: what the site sees after the command. */
function scenario(name: string, setUp: () => Promise<{ env: Record<string, string> }>) {
  describe(`admin:create on ${name}`, () => {
    let env: Record<string, string>;
    let server: RunningServer;
    beforeAll(async () => {
      ({ env } = await setUp());
      server = await startBuiltServer({ env: { ...env, TRUST_PROXY: "1" } });
    }, 240_000);
    afterAll(async () => {
      await server?.stop();
    });

    it("refuses a malformed address with exit code 2 and says why, changing nothing", async () => {
      const run = await adminCreate(["--email", "director@@example"], env);
      expect(run.code).toBe(2);
      expect(run.stderr).toContain("올바른 이메일 주소가 아닙니다");
      expect(run.stderr).toContain("not a valid e-mail address");
      const missing = await adminCreate([], env);
      expect(missing.code).toBe(2);
      expect(missing.stderr).toContain("--email");
    }, 120_000);

    it("creates a proven administrator who signs in to /admin; a second run changes nothing", async () => {
      const email = uniqueEmail("director");
      const first = await adminCreate(
        ["--email", email.toUpperCase(), "--password-from-stdin"],
        env,
        "first-admin-pw\n",
      );
      expect(first.code, first.stderr).toBe(0);
      expect(first.stdout).toContain("계정을 만들었습니다");
      expect(first.stdout).not.toContain("임시 비밀번호");

      const client = await signedIn(server, email, "first-admin-pw");
      const admin = await client.get("/admin");
      expect(admin.status, admin.text.slice(0, 300)).toBe(200);
      expect(admin.text).toContain("대시보드");

      const again = await adminCreate(["--email", email], env);
      expect(again.code, again.stderr).toBe(0);
      expect(again.stdout).toContain("변경 없음");
      expect(again.stdout).toContain("Nothing changed");
      expect(again.stdout).not.toContain("임시 비밀번호");
      // Still the same password: the second run touched nothing.
      expect((await (await signedIn(server, email, "first-admin-pw")).get("/admin")).status).toBe(
        200,
      );
    }, 180_000);

    it("makes an existing unproven member a proven administrator, keeping the password", async () => {
      const email = uniqueEmail("member");
      const member = new FormClient(server.url);
      expect((await member.post("/register", signUpForm(email, "member-pw"))).status).toBe(302);
      const before = await member.get("/admin");
      expect(before.status).toBe(302);
      expect(before.location).toBe("/");

      const run = await adminCreate(["--email", email, "--password-from-stdin"], env, "other-pw");
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout).toContain("관리자 권한을 주었습니다");
      expect(run.stdout).toContain("이메일 주소를 인증된 것으로 표시했습니다");
      expect(run.stdout).toContain("비밀번호는 바꾸지 않았습니다");

      // The member's own session sees the role at once (and must pass the second factor); the old
      // password still signs in.
      expect((await member.get("/admin")).location).toMatch(/^\/login\/second-factor/);
      keys.set(email, (await passSecondFactorWithForms(member)).secret);
      expect((await member.get("/admin")).status).toBe(200);
      expect((await (await signedIn(server, email, "member-pw")).get("/admin")).status).toBe(200);
      const mypage = await member.get("/mypage");
      expect(mypage.text).not.toContain("인증 메일 다시 보내기");
    }, 180_000);

    it("--reset-second-factor forgets a lost phone: every session ends and the next sign-in enrols again", async () => {
      const email = uniqueEmail("lost-phone");
      const made = await adminCreate(["--email", email, "--password-from-stdin"], env, "phone-pw");
      expect(made.code, made.stderr).toBe(0);
      const before = await signedIn(server, email, "phone-pw");
      expect((await before.get("/admin")).status).toBe(200);
      const oldKey = keys.get(email)!;

      const refused = await adminCreate(
        ["--email", email, "--reset-second-factor", "--password-from-stdin"],
        env,
      );
      expect(refused.code).toBe(2);
      const nobody = await adminCreate(
        ["--email", uniqueEmail("nobody"), "--reset-second-factor"],
        env,
      );
      expect(nobody.code).toBe(1);
      expect(nobody.stderr).toContain("계정이 없습니다");

      const run = await adminCreate(["--email", email, "--reset-second-factor"], env);
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout).toContain("2단계 인증을 초기화");
      expect(run.stdout + run.stderr).toContain("second-factor-reset");
      // The session that passed with the lost phone is over.
      expect((await before.get("/admin")).location).toMatch(/^\/login\?/);
      const after = new FormClient(server.url);
      expect((await after.post("/login", { email, password: "phone-pw" })).status).toBe(302);
      const page = await after.get("/login/second-factor");
      const newKey = secretOnPage(page.text);
      expect(newKey).toMatch(/^[A-Z2-7]{32}$/);
      expect(newKey).not.toBe(oldKey);
      // The reset is in the access records (decision 206), read on the review page once the new
      // phone is enrolled.
      keys.set(email, (await passSecondFactorWithForms(after)).secret);
      const review = await after.get("/admin/access-records?action=second-factor-reset");
      expect(review.status).toBe(200);
      const row = review.text
        .split("<tr")
        .find((line) => line.includes(uidOf(run.stdout + run.stderr)));
      expect(row).toContain("2단계 인증 초기화");
      expect(row).toContain("명령줄");
    }, 180_000);

    it("creates an account with a generated password, printed once, when none is given", async () => {
      const email = uniqueEmail("generated");
      const run = await adminCreate(["--email", email], env);
      expect(run.code, run.stderr).toBe(0);
      const password = /shown once: (\S+)/.exec(run.stdout)?.[1];
      expect(password).toMatch(/^[\w-]{20,}$/);
      expect((await (await signedIn(server, email, password!)).get("/admin")).status).toBe(200);
    }, 180_000);
  });
}

const dataDirs: string[] = [];
afterAll(() => {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

scenario("the embedded default (SQLite)", async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "admin-create-"));
  dataDirs.push(dataDir);
  return { env: { DATA_DIR: dataDir } };
});

describeOnEmulators("admin:create on the emulators", ["auth", "firestore"], () => {
  scenario("Firebase Authentication and Firestore", async () => {
    const auth = inject("authEmulator");
    const firestore = inject("firestoreEmulator");
    if (!("host" in auth) || !("host" in firestore)) throw new Error("unreachable");
    const dataDir = mkdtempSync(path.join(tmpdir(), "admin-create-fb-"));
    dataDirs.push(dataDir);
    return {
      env: {
        DATA_DIR: dataDir,
        // The emulator's own project: its Identity Toolkit REST calls (the site's sign-up and
        // sign-in) carry no project and land there, where firebase-admin must look too.
        FIREBASE_PROJECT_ID: AUTH_EMULATOR_PROJECT,
        FIREBASE_WEB_API_KEY: "emulator-web-api-key",
        FIRESTORE_EMULATOR_HOST: firestore.host,
        FIREBASE_AUTH_EMULATOR_HOST: auth.host,
        MAIL_COLLECTION: "mail",
        NODE_ENV: "test",
      },
    };
  });
});
