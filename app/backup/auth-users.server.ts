// The Auth half of a backup: every Firebase Authentication user, paged through listUsers (the only
// Admin SDK call that returns password hashes), in the JSON file `firebase auth:import` reads.
import type { Auth, UserRecord } from "firebase-admin/auth";

/** One account as `firebase auth:import` takes it (firebase-tools' accountImporter keys). */
export type ImportableUser = {
  localId: string;
  email?: string;
  emailVerified?: boolean;
  passwordHash?: string;
  salt?: string;
  displayName?: string;
  photoUrl?: string;
  phoneNumber?: string;
  disabled?: boolean;
  /** Milliseconds since the epoch, as strings (the importer's format). */
  createdAt?: string;
  lastSignedInAt?: string;
  customAttributes?: string;
  providerUserInfo?: {
    providerId: string;
    rawId: string;
    email?: string;
    displayName?: string;
    photoUrl?: string;
  }[];
};

/** The federated providers auth:import accepts; password accounts carry their hash instead. */
const IMPORTABLE_PROVIDERS = new Set(["google.com", "facebook.com", "twitter.com", "github.com"]);

/** The API hands hashes over in web-safe base64; auth:import checks for the standard alphabet. */
const standardBase64 = (value: string) => value.replace(/-/g, "+").replace(/_/g, "/");

const millis = (utc: string | undefined | null) => {
  const at = utc ? Date.parse(utc) : NaN;
  return Number.isFinite(at) ? String(at) : undefined;
};

/** Pure: an Admin SDK user record as an auth:import entry (absent fields left out). */
export function importableUser(user: UserRecord): ImportableUser {
  const entry: ImportableUser = {
    localId: user.uid,
    email: user.email,
    emailVerified: user.emailVerified,
    passwordHash: user.passwordHash ? standardBase64(user.passwordHash) : undefined,
    salt: user.passwordSalt ? standardBase64(user.passwordSalt) : undefined,
    displayName: user.displayName,
    photoUrl: user.photoURL,
    phoneNumber: user.phoneNumber,
    disabled: user.disabled,
    createdAt: millis(user.metadata.creationTime),
    lastSignedInAt: millis(user.metadata.lastSignInTime),
    customAttributes: user.customClaims ? JSON.stringify(user.customClaims) : undefined,
  };
  const federated = user.providerData
    .filter((p) => IMPORTABLE_PROVIDERS.has(p.providerId))
    .map((p) => ({
      providerId: p.providerId,
      rawId: p.uid,
      ...(p.email ? { email: p.email } : {}),
      ...(p.displayName ? { displayName: p.displayName } : {}),
      ...(p.photoURL ? { photoUrl: p.photoURL } : {}),
    }));
  if (federated.length) entry.providerUserInfo = federated;
  return JSON.parse(JSON.stringify(entry)) as ImportableUser;
}

const PAGE_SIZE = 1000; // listUsers' maximum

/** Every user, page by page; `withHash` counts the password accounts whose hash came back. */
export async function exportAuthUsers(
  auth: Auth,
): Promise<{ users: ImportableUser[]; passwordAccounts: number; withHash: number }> {
  const users: ImportableUser[] = [];
  let passwordAccounts = 0;
  let withHash = 0;
  let pageToken: string | undefined;
  do {
    const page = await auth.listUsers(PAGE_SIZE, pageToken);
    for (const user of page.users) {
      const entry = importableUser(user);
      if (user.providerData.some((p) => p.providerId === "password")) passwordAccounts++;
      if (entry.passwordHash) withHash++;
      users.push(entry);
    }
    pageToken = page.pageToken;
  } while (pageToken);
  return { users, passwordAccounts, withHash };
}
