// Attack (decision 070): the last administrator deletes their own account on my page, then anyone
// registers ADMIN_EMAIL with any password and is administrator at once, also after a restart.
// Attack (decision 145): a stranger holds an address before the operator names it ADMIN_EMAIL,
// asks for a verification mail, and the owner's mail scanner opens the link (GET): the stranger
// was administrator. And an administrator promotes a member who cannot sign in (a demo member:
// no password, no Kakao link), then deletes themself: no administrator could sign in any more.
// Now: the ADMIN_EMAIL account cannot be deleted, the address grants rights only once its owner
// presses the confirmation button, and only administrators who can sign in count as the one
// who remains. Embedded default over HTTP; the Firebase side of the same rules is in
// tests/integration/accounts.contract.test.ts (both backends).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, describe, expect, it } from "vitest";
import { ADMIN_USER_MESSAGES } from "~/domain/admin-users";
import { createSqliteUserStore } from "~/records/users/sqlite.server";
import { openSqlite } from "~/connections/sqlite.server";
import { startBuiltServer, type RunningServer } from "../support/built-server";
import { FormClient, signUpForm, uniqueEmail } from "../support/form-client";
import { latestVerificationLink } from "../support/outbox";
import { passSecondFactorWithForms, TEST_ADMIN_TOTP_SECRET } from "../support/second-factor";

const dataDir = mkdtempSync(path.join(tmpdir(), "admin-address-"));
const ADMIN = { email: "director@centre.test", password: "admin-pass-123" };
/** The address the operator names next; a stranger signed up with it first. */
const NEXT_ADMIN = { email: "new-director@centre.test", password: "stranger-pw" };
const env = {
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  ADMIN_TOTP_SECRET: TEST_ADMIN_TOTP_SECRET,
  TRUST_PROXY: "1",
};
/** Administrators' authenticator keys: the start-up one's, and each one enrolled on the way. */
const keys = new Map([[ADMIN.email, TEST_ADMIN_TOTP_SECRET]]);
const nextEnv = { ...env, ADMIN_EMAIL: NEXT_ADMIN.email };
let server: RunningServer | undefined;

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function signedIn(email: string, password: string) {
  const client = new FormClient(server!.url);
  const response = await client.post("/login", { email, password });
  expect(response.status, response.text.slice(0, 300)).toBe(302);
  // An administrator passes the code step (enrolling at the first sign-in), decision 195.
  if (response.location?.startsWith("/login/second-factor"))
    keys.set(email, (await passSecondFactorWithForms(client, keys.get(email))).secret);
  return client;
}

const deleteMyAccount = (client: FormClient) =>
  client.post("/mypage", { intent: "delete", confirmation: "탈퇴합니다" });

/** The uid of the account with exactly this address (the admin search also finds look-alikes). */
function uidOf(email: string): string {
  const db = new DatabaseSync(path.join(dataDir, "centre.sqlite"), { readOnly: true });
  try {
    const row = db.prepare("SELECT uid FROM users WHERE email = ?").get(email) as
      { uid: string } | undefined;
    expect(row, `${email} in the users table`).toBeTruthy();
    return row!.uid;
  } finally {
    db.close();
  }
}

const deputyEmail = uniqueEmail("deputy");

describe("the administrator address is trusted only when proven", () => {
  it("the ADMIN_EMAIL account cannot be deleted, on my page or the admin pages, even with another administrator", async () => {
    server = await startBuiltServer({ env, dataDir });
    const admin = await signedIn(ADMIN.email, ADMIN.password);
    const refused = await deleteMyAccount(admin);
    expect(refused.status).toBe(409);
    expect(refused.text).toContain(ADMIN_USER_MESSAGES.fixedAdminDelete);

    const deputy = new FormClient(server.url);
    expect((await deputy.post("/register", signUpForm(deputyEmail))).status).toBe(302);
    const promoted = await admin.post(`/admin/users/${uidOf(deputyEmail)}`, {
      intent: "update",
      role: "admin",
      status: "active",
    });
    expect(promoted.status).toBe(302);
    keys.set(deputyEmail, (await passSecondFactorWithForms(deputy)).secret);
    expect((await deleteMyAccount(admin)).status).toBe(409);
    const byDeputy = await deputy.post(`/admin/users/${uidOf(ADMIN.email)}`, {
      intent: "delete",
      confirm: "on",
    });
    expect(byDeputy.status).toBe(409);
    expect(byDeputy.text).toContain(ADMIN_USER_MESSAGES.fixedAdminDelete);
    expect((await admin.get("/admin")).status).toBe(200);
    await signedIn(ADMIN.email, ADMIN.password);
  }, 240_000);

  it("a stranger holding the next ADMIN_EMAIL gets no rights when a mail scanner opens the link, also after a restart", async () => {
    const stranger = new FormClient(server!.url);
    expect(
      (await stranger.post("/register", signUpForm(NEXT_ADMIN.email, NEXT_ADMIN.password))).status,
    ).toBe(302);
    await server!.stop();
    server = await startBuiltServer({ env: nextEnv, dataDir });

    const again = await signedIn(NEXT_ADMIN.email, NEXT_ADMIN.password);
    expect((await again.get("/admin")).location).toBe("/");
    expect((await again.post("/mypage", { intent: "verify-email" })).status).toBe(200);
    // The owner's mail system opens the new link: plain GET and HEAD, no cookies.
    const link = latestVerificationLink(dataDir, NEXT_ADMIN.email);
    for (const method of ["GET", "HEAD"])
      expect((await fetch(`${server!.url}${link}`, { method, redirect: "manual" })).status).toBe(
        200,
      );
    expect((await again.get("/admin")).location).toBe("/");
    expect((await again.get("/admin/users")).location).toBe("/");

    await server!.stop();
    server = await startBuiltServer({ env: nextEnv, dataDir });
    const afterRestart = await signedIn(NEXT_ADMIN.email, NEXT_ADMIN.password);
    expect((await afterRestart.get("/admin")).location).toBe("/");
  }, 240_000);

  it("an administrator who cannot sign in (no password, no Kakao link) does not count as the one who remains", async () => {
    // A demo member as `npm run seed:demo` makes them: a user document and no account to sign in with.
    await server!.stop();
    const db = openSqlite(path.join(dataDir, "centre.sqlite"));
    const demo = await createSqliteUserStore(db).create({
      uid: "demo-1",
      name: "김데모",
      email: "demo1.mail@example.com",
      provider: "email",
    });
    db.close();
    server = await startBuiltServer({ env: nextEnv, dataDir });

    // ADMIN.email is no longer the configured address: that account is an ordinary administrator.
    const director = await signedIn(ADMIN.email, ADMIN.password);
    const deputy = await signedIn(deputyEmail, "secret1");
    expect((await deleteMyAccount(deputy)).status).toBe(302);
    const promoted = await director.post(`/admin/users/${demo.uid}`, {
      intent: "update",
      role: "admin",
      status: "active",
    });
    expect(promoted.status).toBe(302);

    const deleted = await deleteMyAccount(director);
    expect(deleted.status).toBe(409);
    expect(deleted.text).toContain(ADMIN_USER_MESSAGES.lastAdmin);
    const demoted = await director.post(`/admin/users/${uidOf(ADMIN.email)}`, {
      intent: "update",
      role: "user",
      status: "active",
    });
    expect(demoted.status).toBe(409);
    expect(demoted.text).toContain(ADMIN_USER_MESSAGES.lastAdmin);
    expect((await director.get("/admin")).status).toBe(200);
  }, 240_000);

  it("only the owner's press on the confirmation page makes the address administrator", async () => {
    const link = latestVerificationLink(dataDir, NEXT_ADMIN.email);
    const code = new URL(link, server!.url).searchParams.get("code")!;
    const owner = new FormClient(server!.url);
    const confirmed = await owner.post("/verify-email", { code });
    expect(confirmed.status).toBe(200);
    expect(confirmed.text).toContain("이메일 인증이 완료되었습니다.");
    const holder = await signedIn(NEXT_ADMIN.email, NEXT_ADMIN.password);
    expect((await holder.get("/admin")).status).toBe(200);
  }, 60_000);
});
