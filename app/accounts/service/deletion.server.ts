// Deleting an account, and the refusals that keep the site an administrator who can sign in
// (a deletion, or an administrator's role or status change on the admin pages).
import type { IdentityStore } from "~/records/identity/contract";
import type { SessionStore } from "~/records/sessions/contract.server";
import { isAdministrator } from "~/domain/administrator";
import { refuseUserChange, refuseUserDeletion, type AdminCandidate } from "~/domain/admin-users";
import type { UserStore } from "~/records/users/contract";

/** A deletion that would leave the site without an administrator who can sign in (Korean message). */
export class RefusedDeletionError extends Error {
  constructor(readonly userMessage: string) {
    super(userMessage);
    this.name = "RefusedDeletionError";
  }
}

export function createDeletion(deps: {
  backend: IdentityStore;
  users: UserStore;
  sessions: SessionStore;
  adminEmail: string | undefined;
  /** Runs when an account is deleted (applications keep their record without the personal link). */
  onAccountDeleted?: (uid: string) => Promise<void>;
}) {
  const { backend, users, sessions, adminEmail } = deps;

  /**
   * Everybody, each active administrator with whether the identity backend lets anyone sign in
   * to them (only administrators matter to the rules, so only they cost a look-up).
   */
  async function adminCandidates(): Promise<AdminCandidate[]> {
    return Promise.all(
      (await users.list()).map(async (user) => ({
        ...user,
        canSignIn:
          isAdministrator(user, adminEmail) && user.status !== "inactive"
            ? await backend.canSignIn(user.uid)
            : false,
      })),
    );
  }

  /** Why deleting `uid` must be refused (the configured or last administrator who can sign in), or null. */
  async function deletionRefusal(uid: string): Promise<string | null> {
    const everyone = await adminCandidates();
    const target = everyone.find((u) => u.uid === uid);
    return target ? refuseUserDeletion(everyone, target, adminEmail) : null;
  }

  return {
    deletionRefusal,

    /** Why an administrator's role/status change must be refused (admin pages), or null. */
    async changeRefusal(
      uid: string,
      change: { role: "admin" | "user"; status: "active" | "inactive" },
    ): Promise<string | null> {
      const everyone = await adminCandidates();
      const target = everyone.find((u) => u.uid === uid);
      return target ? refuseUserChange(everyone, target, change, adminEmail) : null;
    },

    /** Every path that deletes an account comes here, so none can remove the last administrator. */
    async deleteAccount(uid: string): Promise<void> {
      const refusal = await deletionRefusal(uid);
      if (refusal) throw new RefusedDeletionError(refusal);
      await sessions.endAllForUser(uid);
      await deps.onAccountDeleted?.(uid);
      await users.delete(uid);
      await backend.deleteAccount(uid);
    },
  };
}
