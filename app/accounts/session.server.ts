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

/** Starts a session for a signed-in user (a fresh session: nothing from before sign-in survives). */
export async function signedInRedirect(
  sessionToken: string,
  redirectTo: string,
  extraHeaders?: HeadersInit,
) {
  const headers = new Headers(extraHeaders);
  const session = await sessionStorage().getSession();
  session.set("token", sessionToken);
  headers.append("Set-Cookie", await commitSession(session));
  return redirect(redirectTo, { headers });
}

/** Ends the session on this device and redirects. */
export async function signedOutRedirect(request: Request, to: string, extraHeaders?: HeadersInit) {
  const headers = new Headers(extraHeaders);
  headers.append("Set-Cookie", await destroySession(await getSession(request)));
  return redirect(to, { headers });
}
