// An administrator's sign-in (issue 46 §5): "로그인되었습니다" says so only once the second factor
// is given, not above the code step; and after the code the administrator lands where they were
// going, the admin area when they came to /login with no destination (not the public home).
import { describe, expect, it } from "vitest";
import { adminServerForThisFile } from "../support/built-server-hooks";
import { FormClient } from "../support/form-client";
import { TEST_ADMIN_TOTP_SECRET, withFreshCode } from "../support/second-factor";

const ADMIN_EMAIL = "landing-admin@example.com";
const PASSWORD = "correct-horse-42";
const SIGNED_IN = "로그인되었습니다";

const server = adminServerForThisFile({ email: ADMIN_EMAIL, password: PASSWORD });

/**
 * Opens `start` as a visitor, follows it to /login, signs in through the code step with the forms'
 * own redirectTo fields: where it lands.
 */
async function signIn(start: string) {
  const client = new FormClient(server.url);
  const opened = await client.get(start);
  const login = opened.status === 302 ? await client.get(opened.location!) : opened;
  const redirectTo = /name="redirectTo" value="([^"]*)"/.exec(login.text)?.[1] ?? "";
  const password = await client.post("/login", {
    email: ADMIN_EMAIL,
    password: PASSWORD,
    redirectTo,
  });
  expect(password.status).toBe(302);
  const codeStep = await client.get(password.location!);
  expect(codeStep.status).toBe(200);
  const codeRedirect = /name="redirectTo" value="([^"]*)"/.exec(codeStep.text)?.[1] ?? "";
  let landed = "";
  await withFreshCode(TEST_ADMIN_TOTP_SECRET, async (code) => {
    const answer = await client.post(password.location!, { code, redirectTo: codeRedirect });
    landed = answer.location ?? "";
    return answer.status === 302;
  });
  const page = await client.get(landed);
  return { codeStep, landed, page };
}

describe("an administrator signs in", () => {
  it("from /login: no 로그인되었습니다 above the code step; after it, the admin area says so", async () => {
    const { codeStep, landed, page } = await signIn("/login");
    expect(codeStep.text).toContain("인증 코드");
    expect(codeStep.text).not.toContain(SIGNED_IN);
    expect(landed).toBe("/admin");
    expect(page.status).toBe(200);
    expect(page.text).toContain(SIGNED_IN);
  }, 90_000);

  it("sent to the login from an admin page: back to that page after the code", async () => {
    const { codeStep, landed, page } = await signIn("/admin/inquiries?status=대기중");
    expect(codeStep.text).not.toContain(SIGNED_IN);
    expect(decodeURIComponent(landed)).toBe("/admin/inquiries?status=대기중");
    expect(page.text).toContain(SIGNED_IN);
  }, 90_000); // a code used by the sign-in above is refused: this one may wait for the next
});
