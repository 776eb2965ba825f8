// The accounts service of this process: Firebase when configured, the embedded SQLite backend
// otherwise. On the embedded default the ADMIN_EMAIL account is created on first use (at start).
import { randomBytes } from "node:crypto";
import type { AccountsBackend } from "~/accounts/backend";
import { createFirebaseAccounts } from "~/accounts/firebase-backend.server";
import { createAccountsService, type AccountsService } from "~/accounts/service.server";
import { createFirestoreSessions } from "~/accounts/session-store-firestore.server";
import { createSqliteSessions } from "~/accounts/session-store-sqlite.server";
import type { SessionStore } from "~/accounts/session-store.server";
import { createSqliteAccounts } from "~/accounts/sqlite-backend.server";
import { getEnv } from "~/env.server";
import { sendMail } from "~/mail/mail.server";
import { getApplicationRecords } from "~/records/applications.server";
import { getUsers } from "~/records/users.server";
import { getDatabase, getFirebaseAuth } from "~/store/firebase.server";
import { getDb } from "~/store/sqlite.server";
import { answeringStoreOutages } from "~/store/unavailable.server";

let service: AccountsService | undefined;
let backend: AccountsBackend | undefined;

function createBackend(): AccountsBackend {
  const env = getEnv();
  if (env.storeBackend === "firebase") {
    if (!env.FIREBASE_WEB_API_KEY) throw new Error("FIREBASE_WEB_API_KEY is needed for Firebase sign-in");
    return createFirebaseAccounts({
      auth: getFirebaseAuth(),
      firestore: getDatabase(),
      apiKey: env.FIREBASE_WEB_API_KEY,
      emulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST,
    });
  }
  return createSqliteAccounts(getDb(), { sendMail });
}

/** Sessions live in the same store as the records, whichever auth backend proves identity. */
function createSessionStore(): SessionStore {
  return getEnv().storeBackend === "firebase" ? createFirestoreSessions(getDatabase()) : createSqliteSessions(getDb());
}

export function getAccounts(): AccountsService {
  if (!service) {
    // A store that cannot be reached or written answers a Korean 503, as the records do (decision 082).
    backend = answeringStoreOutages(createBackend);
    service = createAccountsService({
      backend,
      users: getUsers(),
      sessions: answeringStoreOutages(createSessionStore),
      adminEmail: getEnv().ADMIN_EMAIL,
      sendMail,
      onAccountDeleted: async (uid) => {
        await getApplicationRecords().detachUser(uid);
      },
    });
  }
  return service;
}

/**
 * Embedded default: when ADMIN_EMAIL is set and has no account, creates it with ADMIN_PASSWORD
 * or a generated password printed once; that account's address is verified by construction (the
 * operator wrote it). An existing account with the address is left as it is: if it was made by a
 * sign-up and never verified, it gets no administrator rights. Firebase projects manage their
 * accounts in the console.
 */
export async function ensureAdminAccount(): Promise<void> {
  const env = getEnv();
  if (env.storeBackend !== "sqlite" || !env.ADMIN_EMAIL) return;
  const accounts = getAccounts();
  const users = getUsers();
  const existing = await users.findByEmail(env.ADMIN_EMAIL);
  if (existing) {
    if (!existing.emailVerified && existing.role !== "admin") {
      console.warn(
        `[accounts] ${env.ADMIN_EMAIL} belongs to an account whose address is not verified: it has no administrator rights until its owner verifies it`,
      );
    }
    return;
  }
  const password = env.ADMIN_PASSWORD ?? randomBytes(12).toString("base64url");
  try {
    await accounts.createAccount({ email: env.ADMIN_EMAIL, password, name: "관리자" }, { verified: true });
  } catch (error) {
    console.error(`[accounts] could not create the administrator account ${env.ADMIN_EMAIL}`, error);
    return;
  }
  if (env.ADMIN_PASSWORD) {
    console.info(`[accounts] administrator account ${env.ADMIN_EMAIL} created with ADMIN_PASSWORD`);
  } else {
    console.info(
      `[accounts] administrator account ${env.ADMIN_EMAIL} created; its password (shown once, change it on /mypage): ${password}`,
    );
  }
}

/** Forgets the wiring (tests that switch DATA_DIR or backends). */
export function resetAccounts() {
  service = undefined;
  backend = undefined;
}
