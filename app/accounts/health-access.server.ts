// Who may read the detailed health report: a signed-in administrator, or a monitor presenting
// HEALTH_TOKEN as a bearer token. Answers instead of redirecting: monitors do not follow logins.
import { createHash, timingSafeEqual } from "node:crypto";
import type { CurrentSession } from "~/accounts/session.server";

export type HealthAccess = "granted" | "unauthenticated" | "forbidden";

/** Pure: whether `header` carries exactly `token` as a bearer token (constant time). */
export function bearerMatches(header: string | null, token: string | undefined): boolean {
  const presented = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "")?.[1];
  if (!presented || !token) return false;
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(presented), digest(token));
}

export async function healthDetailsAccess(
  request: Request,
  getCurrentSession: CurrentSession,
  healthToken: string | undefined,
): Promise<HealthAccess> {
  const authorization = request.headers.get("Authorization");
  if (authorization)
    return bearerMatches(authorization, healthToken) ? "granted" : "unauthenticated";
  const current = await getCurrentSession(request);
  if (!current) return "unauthenticated";
  // An administrator counts only past the second factor (decision 195).
  return current.user.isAdmin && current.session.secondFactorAt !== null ? "granted" : "forbidden";
}
