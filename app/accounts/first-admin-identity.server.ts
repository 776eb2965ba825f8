// The two identity sides of `npm run admin:create`: Firebase Authentication through firebase-admin
// (no web API key needed), and the embedded default's account table through its backend.
import type { Auth, UserRecord as AuthUser } from "firebase-admin/auth";
import type { AdministratorAccount, AdministratorIdentity } from "~/accounts/first-admin.server";
import type { IdentityStore } from "~/records/identity/contract";
import type { UserStore } from "~/records/users/contract";

const isNotFound = (error: unknown) => (error as { code?: string }).code === "auth/user-not-found";

function fromAuthUser(user: AuthUser): AdministratorAccount {
  return {
    uid: user.uid,
    emailVerified: Boolean(user.email && user.emailVerified),
    hasPassword: user.providerData.some((p) => p.providerId === "password"),
    disabled: user.disabled,
  };
}

async function orNull<T>(lookup: Promise<T>): Promise<T | null> {
  try {
    return await lookup;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

export function firebaseAdministratorIdentity(auth: Auth): AdministratorIdentity {
  return {
    async findByEmail(email) {
      const user = await orNull(auth.getUserByEmail(email));
      return user ? fromAuthUser(user) : null;
    },
    async getAccount(uid) {
      const user = await orNull(auth.getUser(uid));
      return user ? fromAuthUser(user) : null;
    },
    async createVerified(email, password) {
      return (await auth.createUser({ email, password, emailVerified: true })).uid;
    },
    async markVerified(uid) {
      await auth.updateUser(uid, { emailVerified: true });
    },
    async enable(uid) {
      await auth.updateUser(uid, { disabled: false });
    },
  };
}

/** The embedded default: its account table has no look-up by address, the users table does. */
export function sqliteAdministratorIdentity(
  backend: IdentityStore,
  users: UserStore,
): AdministratorIdentity {
  const getAccount = async (uid: string): Promise<AdministratorAccount | null> => {
    const account = await backend.getAccount(uid);
    return account
      ? {
          uid,
          emailVerified: account.emailVerified,
          hasPassword: account.hasPassword,
          disabled: account.disabled,
        }
      : null;
  };
  return {
    async findByEmail(email) {
      const profile = await users.findByEmail(email);
      return profile ? getAccount(profile.uid) : null;
    },
    getAccount,
    async createVerified(email, password) {
      const { uid } = await backend.signUp(email, password);
      await backend.markEmailVerified(uid);
      return uid;
    },
    markVerified: (uid) => backend.markEmailVerified(uid),
    // The embedded default has no disabled accounts (deactivation is the users record's status).
    enable: async () => undefined,
  };
}
