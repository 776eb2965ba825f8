// Attack (decision 070): the last administrator deletes their own account on my page, then anyone
// registers ADMIN_EMAIL with any password and is administrator at once, also after a restart.
// Now: my page refuses to delete the last administrator (409, as /admin/users does), and the
// address grants rights only once verified. Embedded default over HTTP; the Firebase side of the
// same rules is in tests/integration/accounts.contract.test.ts (both backends).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ADMIN_USER_MESSAGES } from "~/domain/admin-users";
import { startBuiltServer, type RunningServer } from "../support/built-server";
import { FormClient, signUpForm, uniqueEmail } from "../support/form-client";
import { latestVerificationLink } from "../support/outbox";

const dataDir = mkdtempSync(path.join(tmpdir(), "admin-address-"));
const ADMIN = { email: "director@centre.test", password: "admin-pass-123" };
const env = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, TRUST_PROXY: "1" };
let server: RunningServer | undefined;

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function signedIn(email: string, password: string) {
  const client = new FormClient(server!.url);
  const response = await client.post("/login", { email, password });
  expect(response.status, response.text.slice(0, 300)).toBe(302);
  return client;
}

const deleteMyAccount = (client: FormClient) =>
  client.post("/mypage", { intent: "delete", confirmation: "탈퇴합니다" });

describe("the administrator address is trusted only when proven", () => {
  it("my page refuses to delete the last administrator who can sign in", async () => {
    server = await startBuiltServer({ env, dataDir });
    const admin = await signedIn(ADMIN.email, ADMIN.password);
    const refused = await deleteMyAccount(admin);
    expect(refused.status).toBe(409);
    expect(refused.text).toContain(ADMIN_USER_MESSAGES.lastAdmin);
    expect((await admin.get("/admin")).status).toBe(200);
    await signedIn(ADMIN.email, ADMIN.password);
  }, 240_000);

  it("after the address's account is gone, a sign-up with it gets no rights, also after a restart", async () => {
    // A second administrator, so the address's own account may leave.
    const admin = await signedIn(ADMIN.email, ADMIN.password);
    const deputyEmail = uniqueEmail("deputy");
    const deputy = new FormClient(server!.url);
    expect((await deputy.post("/register", signUpForm(deputyEmail))).status).toBe(302);
    const listing = await admin.get(`/admin/users?q=${encodeURIComponent(deputyEmail)}`);
    const uid = /\/admin\/users\/([^"?]+)"/.exec(listing.text)?.[1];
    expect(uid, "the deputy's row in the admin list").toBeTruthy();
    const promoted = await admin.post(`/admin/users/${uid}`, {
      intent: "update",
      role: "admin",
      status: "active",
    });
    expect(promoted.status).toBe(302);
    expect((await deleteMyAccount(admin)).status).toBe(302);

    const attacker = new FormClient(server!.url);
    expect((await attacker.post("/register", signUpForm(ADMIN.email, "attacker-pw"))).status).toBe(
      302,
    );
    expect((await attacker.get("/admin")).location).toBe("/");
    expect((await attacker.get("/admin/users")).location).toBe("/");

    await server!.stop();
    server = await startBuiltServer({ env, dataDir });
    const again = await signedIn(ADMIN.email, "attacker-pw");
    expect((await again.get("/admin")).location).toBe("/");

    // The address's real owner (who reads its mailbox) proves it: only then is it administrator.
    const verified = await again.get(latestVerificationLink(dataDir, ADMIN.email));
    expect(verified.status).toBe(200);
    expect(verified.text).toContain("이메일 인증이 완료되었습니다.");
    expect((await again.get("/admin")).status).toBe(200);
  }, 240_000);
});
