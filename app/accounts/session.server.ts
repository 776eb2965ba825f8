// The session cookie: signed with SESSION_SECRET, httpOnly, SameSite=Lax, Secure whenever the site
// is served over https (SITE_URL), 14 days. It holds the backend's session credential, checked on
// every request (so revocation, deletion and deactivation end a session at once).
import { createCookieSessionStorage, redirect, type Session } from "@remix-run/node";
import { getAccounts } from "~/accounts/accounts.server";
import { SESSION_MAX_AGE_SECONDS } from "~/accounts/backend";
import type { SessionUser } from "~/accounts/types";
import { getEnv } from "~/env.server";

export type SessionData = {
  token: string;
  /** When `token` was issued (ms); renewed once a day while the member is active. */
  issuedAt: number;
  /** Kakao login in progress: what the callback must see again. */
  oauth: { state: string; nonce: string; verifier: string; redirectTo: string };
  /** A Kakao login whose e-mail belongs to an e-mail account, waiting for that account's password. */
  pendingLink: { provider: string; subject: string; email: string; name: string; picture: string | null; redirectTo: string };
};

/** Pure: the cookie options for a site origin and secret. */
export function sessionCookieOptions(siteUrl: string, secret: string) {
  return {
    name: "__session",
    httpOnly: true,
    sameSite: "lax" as const,
    secure: siteUrl.startsWith("https:"),
    path: "/",
    maxAge: SESSION_MAX_AGE_SECONDS,
    secrets: [secret],
  };
}

let storage: ReturnType<typeof createCookieSessionStorage<SessionData>> | undefined;

function sessionStorage() {
  const env = getEnv();
  storage ??= createCookieSessionStorage<SessionData>({
    cookie: sessionCookieOptions(env.siteUrl, env.sessionSecret),
  });
  return storage;
}

export function getSession(request: Request): Promise<Session<SessionData>> {
  return sessionStorage().getSession(request.headers.get("Cookie"));
}

export function commitSession(session: Session<SessionData>): Promise<string> {
  return sessionStorage().commitSession(session);
}

export function destroySession(session: Session<SessionData>): Promise<string> {
  return sessionStorage().destroySession(session);
}

const resolved = new WeakMap<Request, Promise<SessionUser | null>>();

/** The member signed in on this request, or null for a visitor (memoised per request). */
export function getSessionUser(request: Request): Promise<SessionUser | null> {
  let user = resolved.get(request);
  if (!user) {
    user = (async () => {
      const token = (await getSession(request)).get("token");
      return token ? getAccounts().sessionUser(token) : null;
    })();
    resolved.set(request, user);
  }
  return user;
}

export const SESSION_RENEW_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * Rolling renewal: a member who comes back after a day gets a fresh credential and another 14 days
 * (Firebase: a new session cookie through a custom token, before the old one runs out). Returns a
 * Set-Cookie value, or null when nothing is due. Never fails the page: a renewal error is logged.
 */
export async function renewedSessionCookie(request: Request): Promise<string | null> {
  const session = await getSession(request);
  const issuedAt = session.get("issuedAt") ?? 0;
  if (!session.get("token") || Date.now() - issuedAt < SESSION_RENEW_AFTER_MS) return null;
  const user = await getSessionUser(request);
  if (!user) return null;
  try {
    session.set("token", await getAccounts().renewSession(user.uid));
    session.set("issuedAt", Date.now());
    return await commitSession(session);
  } catch (error) {
    console.error("[accounts] session renewal failed", error);
    return null;
  }
}

/** Starts a session for a signed-in user (a fresh session: nothing from before sign-in survives). */
export async function signedInRedirect(
  sessionToken: string,
  redirectTo: string,
  extraHeaders?: HeadersInit,
) {
  const headers = new Headers(extraHeaders);
  const session = await sessionStorage().getSession();
  session.set("token", sessionToken);
  session.set("issuedAt", Date.now());
  headers.append("Set-Cookie", await commitSession(session));
  return redirect(redirectTo, { headers });
}

/** Ends the session on this device and redirects. */
export async function signedOutRedirect(request: Request, to: string, extraHeaders?: HeadersInit) {
  const headers = new Headers(extraHeaders);
  headers.append("Set-Cookie", await destroySession(await getSession(request)));
  return redirect(to, { headers });
}
