// The session cookie: signed with SESSION_SECRET (and read with SESSION_SECRET_PREVIOUS too during
// a rotation, decision 171), httpOnly, SameSite=Lax, Secure whenever the site
// is served over https (SITE_URL), 14 days. It holds only the session token; the session store
// decides on every request whether that session is still live (decision 075), so logout, expiry,
// password change, deactivation and deletion end it for every copy of the cookie. It also keeps
// this browser's proofs of earlier sign-ins (device-proof.ts, decision 150), across logout.
import { createHmac, randomBytes } from "node:crypto";
import { createCookieSessionStorage, redirect, type Session } from "@remix-run/node";
import { SESSION_MAX_AGE_SECONDS } from "~/records/identity/contract";
import { SESSION_COOKIE_NAME } from "~/http/session-cookie";
import { deviceLabel } from "~/accounts/device-label";
import {
  liveProofs,
  proofFor,
  proofsLifeLeftSeconds,
  withProof,
  type DeviceProof,
} from "~/accounts/device-proof";
import type { AccountsService, ResolvedSession, SocialProfile } from "~/accounts/service.server";
import type { SessionUser } from "~/domain/session-user";
import { toastOf, type PageNotice, type Toast, type ToastInput } from "~/domain/toast";
import type { Env } from "~/env.server";
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
  /** Accounts this browser has signed in to (kept after logout): the login limits spare it. */
  devices: DeviceProof[];
};

/**
 * Read once, then gone: the one-time messages after a redirect (app/toast.server.ts), and the
 * 조회 코드 of the guest application /apply just stored, for its receipt page (decision 234).
 */
type FlashData = {
  toast: Toast;
  notices: PageNotice[];
  lookupCode: { applicationId: string; code: string };
};

/** Pure: the cookie options for a site origin and secrets (the first signs, each one reads). */
export function sessionCookieOptions(siteUrl: string, secrets: string | readonly string[]) {
  return {
    name: SESSION_COOKIE_NAME,
    httpOnly: true,
    sameSite: "lax" as const,
    secure: siteUrl.startsWith("https:"),
    path: "/",
    maxAge: SESSION_MAX_AGE_SECONDS,
    secrets: typeof secrets === "string" ? [secrets] : [...secrets],
  };
}

export type AppSession = Session<SessionData, FlashData>;

/** The label my page shows for the device a login comes from. */
export function deviceOf(request: Request): string {
  return deviceLabel(request.headers.get("User-Agent"));
}

/** What the session cookie reads of the settings: the origin (Secure) and the signing secrets. */
export type CookieSettings = Pick<Env, "siteUrl" | "sessionSecret" | "sessionSecrets">;

/** The session cookie over this process's settings (read on first use): made once by the composition root. */
export function createCookieSessions(settings: () => CookieSettings) {
  const sessionStorage = once(() => {
    const env = settings();
    return createCookieSessionStorage<SessionData, FlashData>({
      cookie: sessionCookieOptions(env.siteUrl, env.sessionSecrets),
    });
  });

  function getSession(request: Request): Promise<AppSession> {
    return sessionFromCookie(request.headers.get("Cookie"));
  }

  /** The session of a Cookie header (or a lone `__session=…` pair); empty when there is none. */
  function sessionFromCookie(cookieHeader: string | null): Promise<AppSession> {
    return sessionStorage().getSession(cookieHeader);
  }

  /**
   * The Set-Cookie for `session`. A signed-in session's cookie keeps the expiry it got at login, so
   * re-issuing it (to carry or clear a one-time message) never extends it; one that carries proofs
   * of sign-ins lives as long as the newest (the server alone decides whether the session is live).
   */
  function commitSession(session: AppSession, now = Date.now()): Promise<string> {
    const issuedAt = session.get("issuedAt");
    const proofsLeft = proofsLifeLeftSeconds(session.get("devices"), now);
    if (!issuedAt && !proofsLeft) return sessionStorage().commitSession(session);
    const sessionLeft = issuedAt
      ? SESSION_MAX_AGE_SECONDS - Math.floor((now - issuedAt) / 1000)
      : 0;
    return sessionStorage().commitSession(session, {
      maxAge: Math.max(sessionLeft, proofsLeft, 0),
    });
  }

  /** The keyed hash a proof names its account by: the cookie never shows the e-mail. */
  function accountTag(email: string, secret = settings().sessionSecret): string {
    return createHmac("sha256", secret)
      .update(`device-proof:${email.trim().toLowerCase()}`)
      .digest("base64url")
      .slice(0, 22);
  }

  /** The id of this browser's proof that it signed in to `email`'s account before, or null. */
  async function deviceProofOf(request: Request, email: string): Promise<string | null> {
    const stored = (await getSession(request)).get("devices");
    // A proof made before a rotation names the account under the previous secret.
    for (const secret of settings().sessionSecrets) {
      const proof = proofFor(stored, accountTag(email, secret), Date.now());
      if (proof) return proof.id;
    }
    return null;
  }

  /** A session holding only what outlives a sign-in: the request's proofs, plus one for `provenEmail`. */
  async function sessionKeepingProofs(request: Request, provenEmail?: string): Promise<AppSession> {
    const now = Date.now();
    const stored = (await getSession(request)).get("devices");
    const devices = provenEmail
      ? withProof(stored, accountTag(provenEmail), randomBytes(16).toString("base64url"), now)
      : liveProofs(stored, now);
    const session = await sessionStorage().getSession();
    if (devices.length) session.set("devices", devices);
    return session;
  }

  function destroySession(session: AppSession): Promise<string> {
    return sessionStorage().destroySession(session);
  }

  /**
   * Starts a session for a signed-in user (a fresh session: nothing from before sign-in survives but
   * the browser's proofs of sign-ins) and shows `toast` on the page it lands on. `provenEmail`: the
   * account whose password (or mailbox) this browser just proved, so later password checks from it
   * are spared the account's limit.
   */
  async function signedInRedirect(
    request: Request,
    sessionToken: string,
    redirectTo: string,
    toast?: ToastInput,
    provenEmail?: string,
  ) {
    const session = await sessionKeepingProofs(request, provenEmail);
    session.set("token", sessionToken);
    session.set("issuedAt", Date.now());
    if (toast) session.flash("toast", toastOf(toast));
    return redirect(redirectTo, { headers: { "Set-Cookie": await commitSession(session) } });
  }

  return {
    getSession,
    sessionFromCookie,
    commitSession,
    destroySession,
    deviceProofOf,
    sessionKeepingProofs,
    signedInRedirect,
  };
}

export type CookieSessions = ReturnType<typeof createCookieSessions>;

/** What the sessions of requests are checked against: this process's accounts service. */
export type SessionChecks = Pick<AccountsService, "resolveSession" | "endSession">;

/**
 * The reads and the logout that need the session store, over `accounts` and `cookies` (the
 * composition root's).
 */
export function createCurrentSessions(accounts: () => SessionChecks, cookies: CookieSessions) {
  const { getSession, sessionKeepingProofs, commitSession, destroySession } = cookies;
  const resolved = new WeakMap<Request, Promise<ResolvedSession | null>>();

  /** The live session of this request and its member, or null (memoised per request, never across requests). */
  function getCurrentSession(request: Request): Promise<ResolvedSession | null> {
    let current = resolved.get(request);
    if (!current) {
      current = (async () => {
        const token = (await getSession(request)).get("token");
        return token ? accounts().resolveSession(token) : null;
      })();
      resolved.set(request, current);
    }
    return current;
  }

  /** The member signed in on this request, or null for a visitor. */
  async function getSessionUser(request: Request): Promise<SessionUser | null> {
    return (await getCurrentSession(request))?.user ?? null;
  }

  /**
   * Ends the session of this cookie on the server (every copy of it) and in this browser, and
   * redirects, showing `toast` on the page it lands on. The browser keeps its proofs of sign-ins
   * (plus one for `provenEmail`, a reset link's account), so logging out never hands the account's
   * limit back to whoever guesses at it.
   */
  async function signedOutRedirect(
    request: Request,
    to: string,
    toast?: ToastInput,
    provenEmail?: string,
  ) {
    const session = await getSession(request);
    const token = session.get("token");
    if (token) await accounts().endSession(token);
    const kept = await sessionKeepingProofs(request, provenEmail);
    if (toast) kept.flash("toast", toastOf(toast));
    const cookie =
      kept.has("devices") || toast ? await commitSession(kept) : await destroySession(session);
    return redirect(to, { headers: { "Set-Cookie": cookie } });
  }

  return { getCurrentSession, getSessionUser, signedOutRedirect };
}

export type CurrentSession = ReturnType<typeof createCurrentSessions>["getCurrentSession"];
