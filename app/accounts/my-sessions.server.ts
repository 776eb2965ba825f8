// The member's live sessions as my page shows them, this request's own marked.
import { getAccountsService } from "~/accounts/accounts.server";
import { getCurrentSession } from "~/accounts/session.server";
import type { MySession } from "~/domain/sessions";

export async function mySessions(request: Request, uid: string): Promise<MySession[]> {
  const [current, sessions] = await Promise.all([
    getCurrentSession(request),
    getAccountsService().listSessions(uid),
  ]);
  return sessions.map((s) => ({
    id: s.id,
    device: s.device,
    createdAt: new Date(s.createdAt).toISOString(),
    lastSeenAt: new Date(s.lastSeenAt).toISOString(),
    current: s.id === current?.session.id,
  }));
}
