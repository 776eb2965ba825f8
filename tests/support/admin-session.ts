// Administrators for browser tests without the sign-in pages (as the Epic Stack's login fixture
// does): the account, its second factor and a session are written from the test process into the
// store of the server under test (DATA_DIR's SQLite file, through the app's own record stores),
// and the session cookie is signed as the server signs it. Nothing here runs in the site: the
// server has no hook for it; whoever can write its data folder and knows SESSION_SECRET could do
// the same.
import { randomBytes, randomUUID } from "node:crypto";
import path from "node:path";
import type { DatabaseSync } from "node:sqlite";
import { createCookieSessionStorage } from "@remix-run/node";
import { createSqliteIdentityStore } from "~/records/identity/sqlite.server";
import { createAccountsService } from "~/accounts/service.server";
import { sessionCookieOptions } from "~/accounts/session.server";
import { createSqliteSessionStore } from "~/records/sessions/sqlite.server";
import { newTotpSecret } from "~/accounts/totp.server";
import { createSqliteSecondFactorStore } from "~/records/second-factors/sqlite.server";
import { createSqliteUserStore } from "~/records/users/sqlite.server";
import { openSqlite } from "~/connections/sqlite.server";

/** The SESSION_SECRET of the browser tests' server (playwright.config.ts). */
export const E2E_SESSION_SECRET = "e2e-session-secret-0123456789abcdef0123";

export type TestAdministrator = {
  uid: string;
  email: string;
  password: string;
  /** Its own authenticator key: codes no other test spends. */
  totpSecret: string;
};

function withStore<T>(dataDir: string, work: (db: DatabaseSync) => Promise<T>): Promise<T> {
  const db = openSqlite(path.join(dataDir, "centre.sqlite"));
  return work(db).finally(() => db.close());
}

/**
 * A new administrator in the store of the server using `dataDir`: an e-mail account with a
 * verified address, role admin, and a second factor enrolled with its own key. Named 관리자 like
 * the start-up administrator, so pages read the same.
 */
export function createAdministrator(dataDir: string): Promise<TestAdministrator> {
  return withStore(dataDir, async (db) => {
    const users = createSqliteUserStore(db);
    const accounts = createAccountsService({
      backend: createSqliteIdentityStore(db, { sendMail: async () => undefined }),
      users,
      sessions: createSqliteSessionStore(db),
      adminEmail: undefined,
    });
    const email = `admin-${randomUUID().slice(0, 12)}@centre.test`;
    const password = randomBytes(12).toString("base64url");
    const consentedAt = new Date().toISOString();
    const { uid } = await accounts.createAccount(
      {
        email,
        password,
        name: "관리자",
        termsConsentAt: consentedAt,
        privacyConsentAt: consentedAt,
      },
      { verified: true },
    );
    await users.update(uid, { role: "admin" });
    const totpSecret = newTotpSecret();
    await createSqliteSecondFactorStore(db).enrol(uid, totpSecret, new Date());
    return { uid, email, password, totpSecret };
  });
}

/**
 * A new session of `admin` that has passed the second factor, as the `__session` cookie the
 * server at `siteUrl` reads (signed with E2E_SESSION_SECRET), for `context.addCookies`.
 */
export function adminSessionCookie(dataDir: string, admin: TestAdministrator, siteUrl: string) {
  return withStore(dataDir, async (db) => {
    const sessions = createSqliteSessionStore(db);
    const now = Date.now();
    const { token } = await sessions.create(admin.uid, "Playwright", now);
    await sessions.markSecondFactor(token, now);
    const options = sessionCookieOptions(siteUrl, E2E_SESSION_SECRET);
    const storage = createCookieSessionStorage({ cookie: options });
    const session = await storage.getSession();
    session.set("token", token);
    session.set("issuedAt", now);
    const setCookie = await storage.commitSession(session);
    const value = setCookie.slice(`${options.name}=`.length).split(";")[0]!;
    return {
      name: options.name,
      value,
      url: siteUrl,
      httpOnly: true,
      secure: options.secure,
      sameSite: "Lax" as const,
    };
  });
}
