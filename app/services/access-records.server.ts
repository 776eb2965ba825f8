// Writes the access record (접속기록, decision 206) of an administrator's read, export, change
// or deletion of personal information. Routes call it on the server, in the loader or action,
// before the data leaves or the change is made: when the record cannot be written the request
// fails (the store's 503) and nothing is shown or changed. The routes write through the `record`
// their guard gives them (requireAdminAccess in app/backends/app.server.ts).
import type { AccessAction, AccessTarget } from "~/domain/access-records";
import type { SessionUser } from "~/domain/session-user";
import type { AccessRecordStore } from "~/records/access-records/contract";

export type AccessEntry = {
  action: AccessAction;
  target: AccessTarget;
  /** The ids of the records read or changed. */
  subjects: readonly string[];
  /** How many there were in all, when more than `subjects` lists (an export). */
  subjectCount?: number;
  /** The list's filter, or what the change sets. */
  detail?: string | null;
  /** 다운로드 사유. */
  reason?: string | null;
};

/** Who and from where: the signed-in administrator and the request's client address. */
export type Accessor = {
  admin: Pick<SessionUser, "uid" | "email" | "name">;
  clientAddress: string;
};

/**
 * An administrator's request past its guard: who, and the writer of this request's access
 * records (its client address already in them).
 */
export type AdminAccess = {
  admin: SessionUser;
  record(entry: AccessEntry): Promise<void>;
};

export async function recordAccess(
  { admin, clientAddress }: Accessor,
  entry: AccessEntry,
  store: AccessRecordStore,
): Promise<void> {
  await store.append({
    actorUid: admin.uid,
    actorEmail: admin.email,
    actorName: admin.name,
    clientAddress,
    action: entry.action,
    target: entry.target,
    subjects: [...entry.subjects],
    subjectCount: entry.subjectCount ?? entry.subjects.length,
    detail: entry.detail ?? null,
    reason: entry.reason ?? null,
  });
}
