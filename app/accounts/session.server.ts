// The session cookie: signed with SESSION_SECRET, httpOnly, SameSite=Lax, Secure whenever the site
// is served over https (SITE_URL), 14 days. It holds only the session token; the session store
// decides on every request whether that session is still live (decision 075), so logout, expiry,
// password change, deactivation and deletion end it for every copy of the cookie.
import { createCookieSessionStorage, redirect, type Session } from "@remix-run/node";
import { getAccounts } from "~/accounts/accounts.server";
import { SESSION_MAX_AGE_SECONDS } from "~/accounts/identity/contract";
import { deviceLabel } from "~/accounts/device-label";
import type { ResolvedSession, SocialProfile } from "~/accounts/service.server";
import type { SessionUser } from "~/domain/session-user";
import type { Toast } from "~/domain/toast";
import { getEnv } from "~/env.server";
import { once } from "~/once";

export type SessionData = {
  /** 256 random bits; the store keeps only its SHA-256. */
  token: string;
  /** When the cookie was first issued (ms): a re-issued cookie keeps the expiry it had. */
  issuedAt: number;
  /** Kakao login in progress: what the callback must see again. */
  oauth: { state: string; nonce: string; verifier: string; redirectTo: string };
  /** A Kakao login whose e-mail belongs to an e-mail account, waiting for that account's password. */
  pendingLink: {
    provider: string;
    subject: string;
    email: string;
    name: string;
    picture: string | null;
    redirectTo: string;
  };
  /** A first Kakao login of someone new, waiting for the sign-up consents (no account yet). */
  pendingSignup: SocialProfile & { redirectTo: string };
};

/** Read once, then gone: the one-time message after a redirect (app/toast.server.ts). */
type FlashData = { toast: Toast };

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

const sessionStorage = once(() => {
  const env = getEnv();
  return createCookieSessionStorage<SessionData, FlashData>({
    cookie: sessionCookieOptions(env.siteUrl, env.sessionSecret),
  });
});

export type AppSession = Session<SessionData, FlashData>;

export function getSession(request: Request): Promise<AppSession> {
  return sessionFromCookie(request.headers.get("Cookie"));
}

/** The session of a Cookie header (or a lone `__session=…` pair); empty when there is none. */
export function sessionFromCookie(cookieHeader: string | null): Promise<AppSession> {
  return sessionStorage().getSession(cookieHeader);
}

/**
 * The Set-Cookie for `session`. A signed-in session's cookie keeps the expiry it got at login, so
 * re-issuing it (to carry or clear a one-time message) never extends it.
 */
export function commitSession(session: AppSession, now = Date.now()): Promise<string> {
  const issuedAt = session.get("issuedAt");
  if (!issuedAt) return sessionStorage().commitSession(session);
  const left = SESSION_MAX_AGE_SECONDS - Math.floor((now - issuedAt) / 1000);
  return sessionStorage().commitSession(session, { maxAge: Math.max(left, 0) });
}

export function destroySession(session: AppSession): Promise<string> {
  return sessionStorage().destroySession(session);
}

const resolved = new WeakMap<Request, Promise<ResolvedSession | null>>();

/** The live session of this request and its member, or null (memoised per request, never across requests). */
export function getCurrentSession(request: Request): Promise<ResolvedSession | null> {
  let current = resolved.get(request);
  if (!current) {
    current = (async () => {
      const token = (await getSession(request)).get("token");
      return token ? getAccounts().resolveSession(token) : null;
    })();
    resolved.set(request, current);
  }
  return current;
}

/** The member signed in on this request, or null for a visitor. */
export async function getSessionUser(request: Request): Promise<SessionUser | null> {
  return (await getCurrentSession(request))?.user ?? null;
}

/** The label my page shows for the device a login comes from. */
export function deviceOf(request: Request): string {
  return deviceLabel(request.headers.get("User-Agent"));
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

/** Ends the session of this cookie on the server (every copy of it) and in this browser, and redirects. */
export async function signedOutRedirect(request: Request, to: string, extraHeaders?: HeadersInit) {
  const headers = new Headers(extraHeaders);
  const session = await getSession(request);
  const token = session.get("token");
  if (token) await getAccounts().endSession(token);
  headers.append("Set-Cookie", await destroySession(session));
  return redirect(to, { headers });
}
