// The member's profile: the user document (made from the auth account when missing) and the
// signed-in member read from it.
import { AuthError, type IdentityStore } from "~/records/identity/contract";
import type { SessionUser } from "~/domain/session-user";
import { isAdministrator, roleFor } from "~/domain/administrator";
import type { UserChanges, UserRecord, UserStore } from "~/records/users/contract";
import { log } from "~/log.server";

export function toSessionUser(user: UserRecord, adminEmail: string | undefined): SessionUser {
  const isAdmin = isAdministrator(user, adminEmail);
  return {
    uid: user.uid,
    email: user.email,
    name: user.name,
    profileImage: user.profileImage,
    emailVerified: user.emailVerified,
    provider: user.provider,
    role: isAdmin ? "admin" : "user",
    isAdmin,
  };
}

export function createProfiles(deps: {
  backend: IdentityStore;
  users: UserStore;
  adminEmail: string | undefined;
  now: () => Date;
}) {
  const { backend, users, adminEmail, now } = deps;

  /** The user's document, created from the auth account when missing; the verified admin address forced to admin. */
  async function loadProfile(uid: string): Promise<UserRecord | null> {
    const existing = await users.get(uid);
    if (existing) {
      const role = roleFor(existing, adminEmail);
      if (role === "admin" && existing.role !== "admin") return users.update(uid, { role }, now());
      return existing;
    }
    const account = await backend.getAccount(uid);
    if (!account) return null;
    const email = account.email ?? "";
    const emailVerified = account.emailVerified;
    return users.create(
      {
        uid,
        email,
        name: "",
        provider: account.hasPassword ? "email" : "social",
        emailVerified,
        role: roleFor({ email, emailVerified }, adminEmail),
      },
      now(),
    );
  }

  /** The member behind a uid, or null (no account, inactive); the auth data when the profile cannot be read. */
  async function memberFor(uid: string): Promise<SessionUser | null> {
    let profile: UserRecord | null;
    try {
      profile = await loadProfile(uid);
    } catch (error) {
      // Requirements §4: without the profile document the session goes on with the auth data.
      log.error({ error }, "[accounts] profile could not be loaded");
      const account = await backend.getAccount(uid);
      if (!account) return null;
      const fallback = { uid, email: account.email ?? "", role: "user" as const };
      const isAdmin = isAdministrator(fallback, adminEmail);
      return {
        uid,
        email: fallback.email,
        name: "",
        profileImage: null,
        emailVerified: false,
        provider: account.hasPassword ? "email" : "social",
        role: isAdmin ? "admin" : "user",
        isAdmin,
      };
    }
    if (!profile || profile.status === "inactive") return null;
    return toSessionUser(profile, adminEmail);
  }

  return {
    loadProfile,
    memberFor,

    /** Whether the account signs in with a password (e-mail accounts; not Kakao-only ones). */
    async hasPassword(uid: string): Promise<boolean> {
      return Boolean((await backend.getAccount(uid))?.hasPassword);
    },

    async updateProfile(uid: string, changes: UserChanges): Promise<UserRecord> {
      const updated = await users.update(uid, changes, now());
      if (!updated) throw new AuthError("user-not-found");
      return updated;
    },
  };
}
