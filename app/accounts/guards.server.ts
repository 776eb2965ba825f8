// Route guards (the route table of requirements §2), for the first line of every loader and action
// that needs one. They throw redirects, so nothing guarded is read or changed without the role.
import { redirect } from "@remix-run/node";
import type { AppSession, CurrentSession, SessionData } from "~/accounts/session.server";
import type { SessionUser } from "~/domain/session-user";

/** The page the request is for, without Remix's data-request suffix and parameters. */
export function returnPathOf(request: Request): string {
  const url = new URL(request.url);
  let pathname = url.pathname.replace(/\.data$/, "");
  if (pathname === "/_root") pathname = "/";
  url.searchParams.delete("_routes");
  url.searchParams.delete("index");
  const search = url.searchParams.toString();
  return `${pathname}${search ? `?${search}` : ""}`;
}

export function loginPathFor(request: Request): string {
  return `/login?${new URLSearchParams({ redirectTo: returnPathOf(request) })}`;
}

/** Where an administrator signed in with a password alone proves the second factor (or enrols). */
export function secondFactorPathFor(redirectTo: string): string {
  return `/login/second-factor?${new URLSearchParams({ redirectTo })}`;
}

/**
 * The guards over `getCurrentSession` and the session cookie's `getSession` (the composition
 * root's, over this process's accounts).
 */
export function createGuards(
  getCurrentSession: CurrentSession,
  getSession: (request: Request) => Promise<AppSession>,
) {
  /** Members only: visitors go to /login and come back after signing in. */
  async function requireUser(request: Request): Promise<SessionUser> {
    const user = (await getCurrentSession(request))?.user;
    if (!user) throw redirect(loginPathFor(request));
    return user;
  }

  /** Visitors only (/login, /register): a signed-in member goes to /. */
  async function requireAnonymous(request: Request): Promise<void> {
    if ((await getCurrentSession(request))?.user) throw redirect("/");
  }

  /**
   * Visitors midway through a Kakao login (linking it to their e-mail account, or giving the
   * sign-up consents): the login waiting at this step; without one, /login.
   */
  async function requirePendingKakao<Step extends "pendingLink" | "pendingSignup">(
    request: Request,
    step: Step,
  ): Promise<SessionData[Step]> {
    await requireAnonymous(request);
    const pending = (await getSession(request)).get(step) as SessionData[Step] | undefined;
    if (!pending) throw redirect("/login");
    return pending;
  }

  /**
   * Administrators only: members go to /, visitors to /login, and an administrator whose session has
   * not passed the second factor (a password alone, a Kakao or reset sign-in) to the code step,
   * whatever page or action it asked for (decision 195).
   */
  async function requireAdmin(request: Request): Promise<SessionUser> {
    const current = await getCurrentSession(request);
    if (!current) throw redirect(loginPathFor(request));
    if (!current.user.isAdmin) throw redirect("/");
    if (current.session.secondFactorAt === null)
      throw redirect(secondFactorPathFor(returnPathOf(request)));
    return current.user;
  }

  return { requireUser, requireAnonymous, requirePendingKakao, requireAdmin };
}
