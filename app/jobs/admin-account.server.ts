// Start-up: on the embedded default the ADMIN_EMAIL account is made, and with ADMIN_TOTP_SECRET
// its second factor enrolled, over this process's accounts service (~/backends/app.server.ts).
import { randomBytes } from "node:crypto";
import {
  getAccountsService,
  getSecondFactorService,
  getUserStore,
  getSettings,
} from "~/backends/app.server";
import { getBackends } from "~/backends/backends.server";
import { isAdministrator } from "~/domain/administrator";
import { log } from "~/log.server";

/**
 * Embedded default: when ADMIN_EMAIL is set and has no account, creates it with ADMIN_PASSWORD
 * or a generated password printed once; that account's address is verified by construction (the
 * operator wrote it). An existing account with the address is left as it is: if it was made by a
 * sign-up and never verified, it gets no administrator rights. Firebase projects manage their
 * accounts in the console.
 */
export async function ensureAdminAccount(): Promise<void> {
  await ensureAdminLogin();
  await preEnrolAdmin();
}

/** ADMIN_TOTP_SECRET (local runs, tests): the ADMIN_EMAIL account's second factor, already enrolled. */
async function preEnrolAdmin(): Promise<void> {
  const env = getSettings();
  if (!env.ADMIN_EMAIL || !env.ADMIN_TOTP_SECRET) return;
  const admin = await getUserStore().findByEmail(env.ADMIN_EMAIL);
  // An unproven account holding the address is no administrator: it gets no key either.
  if (!admin || !isAdministrator(admin, env.ADMIN_EMAIL)) return;
  if (await getSecondFactorService().preEnrol(admin.uid, env.ADMIN_TOTP_SECRET)) {
    log.info(`[accounts] second factor of ${env.ADMIN_EMAIL} enrolled from ADMIN_TOTP_SECRET`);
  }
}

async function ensureAdminLogin(): Promise<void> {
  const env = getSettings();
  if (getBackends().kind !== "sqlite" || !env.ADMIN_EMAIL) return;
  const accounts = getAccountsService();
  const users = getUserStore();
  const existing = await users.findByEmail(env.ADMIN_EMAIL);
  if (existing) {
    if (!existing.emailVerified && existing.role !== "admin") {
      log.warn(
        `[accounts] ${env.ADMIN_EMAIL} belongs to an account whose address is not verified: it has no administrator rights until its owner verifies it`,
      );
    }
    return;
  }
  const password = env.ADMIN_PASSWORD ?? randomBytes(12).toString("base64url");
  // The operator's settings create it: it records the consent times every account holds (decision 212).
  const consentedAt = new Date().toISOString();
  try {
    await accounts.createAccount(
      {
        email: env.ADMIN_EMAIL,
        password,
        name: "관리자",
        termsConsentAt: consentedAt,
        privacyConsentAt: consentedAt,
      },
      { verified: true },
    );
  } catch (error) {
    log.error(
      { error },
      `[accounts] could not create the administrator account ${env.ADMIN_EMAIL}`,
    );
    return;
  }
  if (env.ADMIN_PASSWORD) {
    log.info(`[accounts] administrator account ${env.ADMIN_EMAIL} created with ADMIN_PASSWORD`);
  } else {
    log.info(
      `[accounts] administrator account ${env.ADMIN_EMAIL} created; its password (shown once, change it on /mypage): ${password}`,
    );
  }
}
