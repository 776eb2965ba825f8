// The member's live sessions as my page shows them, this request's own marked.
import type { AccountsService, ResolvedSession } from "~/accounts/service.server";
import type { MySession } from "~/domain/sessions";

export async function mySessions(
  accounts: Pick<AccountsService, "listSessions">,
  current: ResolvedSession | null,
  uid: string,
): Promise<MySession[]> {
  const sessions = await accounts.listSessions(uid);
  return sessions.map((s) => ({
    id: s.id,
    device: s.device,
    createdAt: new Date(s.createdAt).toISOString(),
    lastSeenAt: new Date(s.lastSeenAt).toISOString(),
    current: s.id === current?.session.id,
  }));
}
