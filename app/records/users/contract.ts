// The users collection/table (requirements §4), the same shape on both backends.
import type { Role } from "~/domain/session-user";

export type UserStatus = "active" | "inactive";

export type UserRecord = {
  uid: string;
  name: string;
  email: string;
  phoneNumber: string;
  interests: string[];
  enrolledPrograms: string[];
  profileImage: string | null;
  /** ISO 8601 timestamps. */
  createdAt: string;
  updatedAt: string;
  lastLogin: string | null;
  role: Role;
  /** "email", or the social provider's name ("kakao"). */
  provider: string;
  isAdmin: boolean;
  status: UserStatus;
  /**
   * The member has proven they own `email` (our link, Firebase's emailVerified, Kakao's
   * email_verified). Mirrored from the auth side at sign-up, verification and each sign-in.
   */
  emailVerified: boolean;
  /** When the member agreed to the terms and, separately, to the collection notice (ISO 8601); null when never asked (social or start-up accounts). */
  termsConsentAt: string | null;
  privacyConsentAt: string | null;
};

export type NewUser = Pick<UserRecord, "uid" | "name" | "email" | "provider"> &
  Partial<
    Pick<
      UserRecord,
      | "phoneNumber"
      | "interests"
      | "profileImage"
      | "role"
      | "lastLogin"
      | "emailVerified"
      | "termsConsentAt"
      | "privacyConsentAt"
    >
  >;

/** Fields that may be merged into an existing user (uid, createdAt and updatedAt are ours). */
export type UserChanges = Partial<Omit<UserRecord, "uid" | "createdAt" | "updatedAt">>;

export interface UserStore {
  /** Every user, newest first (createdAt descending). */
  list(): Promise<UserRecord[]>;
  get(uid: string): Promise<UserRecord | null>;
  /** Creates the document; fails with UserExistsError when the uid is taken. */
  create(user: NewUser, now?: Date): Promise<UserRecord>;
  /** Merges the changes and sets updatedAt; null when there is no such user. */
  update(uid: string, changes: UserChanges, now?: Date): Promise<UserRecord | null>;
  /** True when a user was deleted. */
  delete(uid: string): Promise<boolean>;
  /** Users whose phone number is this one (any formatting; compared by digits). */
  findByPhone(phone: string): Promise<UserRecord[]>;
  /** Case-insensitive e-mail lookup. */
  findByEmail(email: string): Promise<UserRecord | null>;
}

export class UserExistsError extends Error {
  constructor(uid: string) {
    super(`user ${uid} already exists`);
    this.name = "UserExistsError";
  }
}

/** Pure: the complete record for a new user, with every spec field defaulted. */
export function newUserRecord(user: NewUser, now: Date): UserRecord {
  const at = now.toISOString();
  const role = user.role ?? "user";
  return {
    uid: user.uid,
    name: user.name,
    email: user.email.trim().toLowerCase(),
    phoneNumber: user.phoneNumber ?? "",
    interests: user.interests ?? [],
    enrolledPrograms: [],
    profileImage: user.profileImage ?? null,
    createdAt: at,
    updatedAt: at,
    lastLogin: user.lastLogin ?? null,
    role,
    provider: user.provider,
    isAdmin: role === "admin",
    status: "active",
    emailVerified: user.emailVerified ?? false,
    termsConsentAt: user.termsConsentAt ?? null,
    privacyConsentAt: user.privacyConsentAt ?? null,
  };
}

/** Pure: keeps isAdmin in step with role whenever a change touches either. */
export function withConsistentAdminFlag(changes: UserChanges): UserChanges {
  if (changes.role) return { ...changes, isAdmin: changes.role === "admin" };
  if (changes.isAdmin !== undefined)
    return { ...changes, role: changes.isAdmin ? "admin" : "user" };
  return changes;
}

/** Pure: the member's record after `changes` at `now`, the admin flag kept in step with the role. */
export function changedUser(current: UserRecord, changes: UserChanges, now: Date): UserRecord {
  return {
    ...current,
    ...withConsistentAdminFlag(changes),
    uid: current.uid,
    updatedAt: now.toISOString(),
  };
}
