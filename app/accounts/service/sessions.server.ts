// A member's sessions: started at sign-in, resolved on every request, ended at logout, password
// change, deletion or from my page.
import type { IdentityStore, SignedIn } from "~/records/identity/contract";
import { UNKNOWN_DEVICE } from "~/accounts/device-label";
import { isAdminIdle, needsTouch, type StoredSession } from "~/domain/session-lifetime";
import type { SessionStore } from "~/records/sessions/contract.server";
import type { SessionUser } from "~/domain/session-user";

/** A verified session and its member. */
export type ResolvedSession = { user: SessionUser; session: StoredSession };

export function createSessions(deps: {
  backend: IdentityStore;
  sessions: SessionStore;
  now: () => Date;
  /** The member behind a uid, or null (no account, inactive). */
  memberFor: (uid: string) => Promise<SessionUser | null>;
}) {
  const { backend, sessions, now, memberFor } = deps;

  /** A new session for a member whose identity was just proven (every login gets its own). */
  async function startSession(uid: string, device: string): Promise<SignedIn> {
    const { token } = await sessions.create(uid, device || UNKNOWN_DEVICE, now().getTime());
    return { uid, sessionToken: token };
  }

  /**
   * The session behind a token and its member, or null (unknown, ended, expired, account gone or
   * inactive). Last-seen is written only when it is older than a few minutes; that is also when
   * the identity provider is asked again, so an account disabled or deleted there (Firebase
   * console) loses its sessions within that interval.
   */
  async function resolveSession(sessionToken: string): Promise<ResolvedSession | null> {
    if (!sessionToken) return null;
    const at = now().getTime();
    const session = await sessions.find(sessionToken, at);
    if (!session) return null;
    const lastSeen = { lastSeenAt: session.lastSeenAt };
    // Only administrators pass a second factor: their last use is kept to the minute.
    if (needsTouch(session, at, session.secondFactorAt !== null)) {
      const account = await backend.getAccount(session.uid);
      if (!account || account.disabled) {
        await sessions.endAllForUser(session.uid);
        return null;
      }
      if (!(await sessions.touch(sessionToken, at))) return null;
      session.lastSeenAt = at;
    }
    const user = await memberFor(session.uid);
    if (!user) {
      await sessions.endAllForUser(session.uid);
      return null;
    }
    // An administrator idle for 30 minutes is signed out here, on the server (decision 195).
    if (user.isAdmin && isAdminIdle(lastSeen, at)) {
      await sessions.endByToken(sessionToken);
      return null;
    }
    return { user, session };
  }

  return {
    startSession,
    resolveSession,

    /** The member behind a session token, or null. */
    async sessionUser(sessionToken: string): Promise<SessionUser | null> {
      return (await resolveSession(sessionToken))?.user ?? null;
    },

    /** This session passed the administrator's second factor; false when it has ended meanwhile. */
    markSecondFactor: (sessionToken: string) =>
      sessions.markSecondFactor(sessionToken, now().getTime()),

    /** Logout: ends this session, for every copy of its cookie; the member's other sessions stay. */
    endSession: (sessionToken: string) => sessions.endByToken(sessionToken),

    /** Ends one of the member's own sessions (my page); false when the member has no such session. */
    endOwnSession: (uid: string, sessionId: string) => sessions.endById(uid, sessionId),

    /** Password change, reset, deactivation, deletion, "log out everywhere". */
    endAllSessions: (uid: string) => sessions.endAllForUser(uid),

    listSessions: (uid: string) => sessions.listForUser(uid, now().getTime()),
  };
}
