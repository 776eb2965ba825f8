import type { SessionUser } from "~/accounts/types";

/** The member signed in on this request, or null for a visitor. */
export async function getSessionUser(_request: Request): Promise<SessionUser | null> {
  // Sign-in arrives with the accounts issue; until then nobody has a session.
  return null;
}
