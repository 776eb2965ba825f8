// One live application per member and class in Cloud Firestore (decisions 156, 235):
// `applicantLocks/{id}` names the application a member holds for a class. Every create reads its
// locks in its transaction and writes them, so two creates of one person for one class run one
// after another; a lock whose application is no longer live (cancelled) is simply taken over.
import { createHash } from "node:crypto";
import { Timestamp, type DocumentSnapshot, type Transaction } from "firebase-admin/firestore";
import { LIVE_STATUSES } from "~/domain/application";
import { applicantOf, type NewApplication } from "~/records/applications/contract";
import type { FirestoreApplications } from "~/records/applications/firestore/context.server";
import { fromDoc } from "~/records/applications/firestore/rows.server";

export const APPLICANT_LOCKS_COLLECTION = "applicantLocks";

export const LIVE = new Set<string>(LIVE_STATUSES);

/**
 * The lock documents' ids of one applicant for one class: the member's, none for a guest (a
 * phone proves nobody, decision 235; the `-phone-` locks written before are no longer read).
 */
export function applicantLockIds(input: Pick<NewApplication, "programId" | "userId">) {
  const { userId } = applicantOf(input);
  const digest = (value: string) => createHash("sha256").update(value).digest("hex");
  return userId ? [`${input.programId}-member-${digest(userId)}`] : [];
}

export function applicantLocks({ db, applications }: FirestoreApplications) {
  const lockRef = (id: string) => db.collection(APPLICANT_LOCKS_COLLECTION).doc(id);

  /**
   * Inside a transaction (reads only): the live application one of the applicant's locks names,
   * if any (a lock naming a cancelled or missing application is stale).
   */
  const heldBy = async (tx: Transaction, locks: DocumentSnapshot[]) => {
    // Reads the named applications only after the locks (a transaction reads before it writes).
    const named = await Promise.all(
      locks.map((lock) => {
        const id = lock.get("applicationId") as unknown;
        return typeof id === "string" ? tx.get(applications.doc(id)) : null;
      }),
    );
    const live = named
      .filter((doc) => doc?.exists && LIVE.has(String(doc.get("status"))))
      .map((doc) => fromDoc(doc!.id, doc!.data()!));
    return { held: live[0] ?? null };
  };

  return {
    lockRef,
    heldBy,
    /** Inside a transaction (reads only): the locks, then the live application they name. */
    read: async (tx: Transaction, lockIds: string[]) =>
      heldBy(tx, lockIds.length > 0 ? await tx.getAll(...lockIds.map(lockRef)) : []),
    /** Inside a transaction (writes only): the locks name this application. */
    write(tx: Transaction, lockIds: string[], applicationId: string, now: Date) {
      for (const id of lockIds)
        tx.set(lockRef(id), { applicationId, updatedAt: Timestamp.fromDate(now) });
    },
  };
}
