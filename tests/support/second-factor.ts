// The administrator's code step in tests (decision 195): the start-up administrator is pre-enrolled
// with ADMIN_TOTP_SECRET, and a test computes the code as the phone app would.
import { Secret, TOTP } from "otpauth";

/** The ADMIN_TOTP_SECRET the test servers and the browser tests' server start with. */
export const TEST_ADMIN_TOTP_SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";

const STEP_MS = 30_000;

/** The app's code of `secret` at `at` (ms). */
export function totpCodeAt(secret: string, at: number): string {
  return new TOTP({ secret: Secret.fromBase32(secret.replace(/\s/g, "")) }).generate({
    timestamp: at,
  });
}

/**
 * Passes the code step with `tryCode` (true when the site accepted the code). The site accepts
 * each code once per account and one step either side of now, so several sign-ins of one
 * administrator in the same half-minute take the previous, current and next codes in turn, and
 * after that wait for the next step.
 */
export async function withFreshCode(
  secret: string,
  tryCode: (code: string) => Promise<boolean>,
): Promise<void> {
  for (let round = 0; round < 4; round++) {
    const now = Date.now();
    for (const offset of [-STEP_MS, 0, STEP_MS]) {
      if (await tryCode(totpCodeAt(secret, now + offset))) return;
    }
    await new Promise((resolve) => setTimeout(resolve, STEP_MS - (now % STEP_MS) + 200));
  }
  throw new Error("no code was accepted in four half-minute steps");
}

type FormLike = {
  get(pathname: string): Promise<{ status: number; text: string; location?: string | null }>;
  post(
    pathname: string,
    form: Record<string, string>,
  ): Promise<{ status: number; text: string; location?: string | null }>;
};

/** The key the enrolment page shows (grouped by four), or "" on the code step. */
export const secretOnPage = (html: string) =>
  /data-testid="totp-secret"[^>]*>([A-Z2-7 ]+)</.exec(html)?.[1]?.replace(/ /g, "") ?? "";

/**
 * An administrator signed in with a password passes the code step as a browser without JavaScript
 * would: enrols when the page offers a key (returns it), else uses `secret`'s codes.
 */
export async function passSecondFactorWithForms(client: FormLike, secret?: string) {
  const page = await client.get("/login/second-factor");
  if (page.status !== 200) throw new Error(`code step: ${page.status}`);
  const shown = secretOnPage(page.text);
  const key = shown || secret;
  if (!key) throw new Error("enrolled already, and no key given");
  let recoveryCodes: string[] = [];
  await withFreshCode(key, async (code) => {
    const answer = await client.post("/login/second-factor", { code, redirectTo: "/admin" });
    recoveryCodes = [...answer.text.matchAll(/>([A-Z2-9]{5}-[A-Z2-9]{5})</g)].map((m) => m[1]!);
    return shown ? answer.status === 200 && recoveryCodes.length > 0 : answer.status === 302;
  });
  return { secret: key, recoveryCodes };
}

/**
 * A browser without JavaScript signed in as a start-up administrator (password, then a code of
 * TEST_ADMIN_TOTP_SECRET), as the admin routes' tests need one.
 */
export async function adminWithForms(
  client: FormLike,
  admin: { email: string; password: string },
): Promise<void> {
  const login = await client.post("/login", { email: admin.email, password: admin.password });
  if (login.status !== 302) throw new Error(`administrator's password step: ${login.status}`);
  await passSecondFactorWithForms(client, TEST_ADMIN_TOTP_SECRET);
}
