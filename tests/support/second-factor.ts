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
