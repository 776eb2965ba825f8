// The accounts service of this process, over the identity backend and session store that
// app/backends/backends.server.ts chose. On the embedded default the ADMIN_EMAIL account is made at start.
import { randomBytes } from "node:crypto";
import { getBackends } from "~/backends/backends.server";
import { createAccountsService, type AccountsService } from "~/accounts/service.server";
import {
  createSecondFactorService,
  type SecondFactorService,
} from "~/accounts/second-factor.server";
import { isAdministrator } from "~/domain/administrator";
import { getEnv } from "~/env.server";
import { once } from "~/once";
import { sendMail } from "~/mail/mail.server";
import { getApplicationRecords } from "~/backends/applications.server";
import { getUsers } from "~/backends/users.server";
import { answeringStoreOutages } from "~/store/unavailable.server";
import { log } from "~/server/log.server";

export const getSecondFactors = once<SecondFactorService>(() =>
  createSecondFactorService({
    store: answeringStoreOutages(() => getBackends().secondFactors()),
  }),
);

export const getAccounts = once<AccountsService>(() =>
  // A store that cannot be reached or written answers a Korean 503, as the records do (decision 082).
  createAccountsService({
    backend: answeringStoreOutages(() => getBackends().identity()),
    users: getUsers(),
    // Sessions live in the same store as the records, whichever backend proves identity.
    sessions: answeringStoreOutages(() => getBackends().sessions()),
    adminEmail: getEnv().ADMIN_EMAIL,
    sendMail,
    onAccountDeleted: async (uid) => {
      await getApplicationRecords().detachUser(uid);
      await getSecondFactors().reset(uid);
    },
  }),
);

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
  const env = getEnv();
  if (!env.ADMIN_EMAIL || !env.ADMIN_TOTP_SECRET) return;
  const admin = await getUsers().findByEmail(env.ADMIN_EMAIL);
  // An unproven account holding the address is no administrator: it gets no key either.
  if (!admin || !isAdministrator(admin, env.ADMIN_EMAIL)) return;
  if (await getSecondFactors().preEnrol(admin.uid, env.ADMIN_TOTP_SECRET)) {
    log.info(`[accounts] second factor of ${env.ADMIN_EMAIL} enrolled from ADMIN_TOTP_SECRET`);
  }
}

async function ensureAdminLogin(): Promise<void> {
  const env = getEnv();
  if (getBackends().kind !== "sqlite" || !env.ADMIN_EMAIL) return;
  const accounts = getAccounts();
  const users = getUsers();
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
