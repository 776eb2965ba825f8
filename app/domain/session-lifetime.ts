// The lifetime of a member's session (decision 075), pure: the stores and the service apply it.
// The cookie only carries the token; these rules, checked on the server, decide when it ends.
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from "~/domain/retention";

/**
 * Absolute lifetime (14 days after the login, however active) and idle lifetime (7 days without a
 * request): the privacy policy's numbers (~/domain/retention), so the two cannot drift apart.
 */
export { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS };

/** Last-seen is written at most this often per session (not on every request). */
export const SESSION_TOUCH_AFTER_MS = 5 * 60 * 1000;
/** An administrator's session ends after 30 idle minutes (decision 195); members keep the 7 days. */
export const ADMIN_IDLE_MS = 30 * 60 * 1000;
/** An administrator's last-seen is kept to the minute, so the idle limit is not cut short by 5 minutes. */
export const ADMIN_TOUCH_AFTER_MS = 60 * 1000;

/** A session as the stores keep it (times in ms since the epoch); the token itself is never kept. */
export type StoredSession = {
  /** A public handle (my page's "end this session"); not the token and not its hash. */
  id: string;
  uid: string;
  /** A short label of the browser and system at login ("Chrome · Windows"). */
  device: string;
  createdAt: number;
  expiresAt: number;
  lastSeenAt: number;
  /** When this session passed an administrator's second factor (decision 195); null before. */
  secondFactorAt: number | null;
};

export function isSessionLive(
  session: Pick<StoredSession, "expiresAt" | "lastSeenAt">,
  now: number,
): boolean {
  return now < session.expiresAt && now - session.lastSeenAt < SESSION_IDLE_MS;
}

export function needsTouch(
  session: Pick<StoredSession, "lastSeenAt">,
  now: number,
  isAdmin = false,
): boolean {
  return now - session.lastSeenAt >= (isAdmin ? ADMIN_TOUCH_AFTER_MS : SESSION_TOUCH_AFTER_MS);
}

/** An administrator's session idle past ADMIN_IDLE_MS is over, whatever the member limits say. */
export function isAdminIdle(session: Pick<StoredSession, "lastSeenAt">, now: number): boolean {
  return now - session.lastSeenAt >= ADMIN_IDLE_MS;
}

/** Newest use first: the order my page lists them in. */
export function byLastSeen(a: StoredSession, b: StoredSession): number {
  return b.lastSeenAt - a.lastSeenAt;
}
