// The Firestore `users` collection, keyed by the authentication user id.
// Timestamps are stored as Firestore Timestamps and read back as ISO strings.
import { isAlreadyExists } from "~/connections/firestore-errors.server";
import { runTransaction } from "~/connections/firestore-transaction.server";
import { FieldValue, Timestamp, type DocumentData, type Firestore } from "firebase-admin/firestore";
import { normalizePhone } from "~/domain/phone";
import {
  changedUser,
  newUserRecord,
  UserExistsError,
  withConsistentAdminFlag,
  type NewUser,
  type UserChanges,
  type UserRecord,
  type UserStore,
} from "~/records/users/contract";

/** Fields no longer collected (decision 248): any write of a member's document removes them. */
const UNCOLLECTED_FIELDS = ["address", "birthDate"] as const;

const TIMESTAMP_FIELDS = [
  "createdAt",
  "updatedAt",
  "lastLogin",
  "termsConsentAt",
  "privacyConsentAt",
] as const;

function isoOf(value: unknown): string | null {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "string") return value;
  return null;
}

function fromDoc(uid: string, data: DocumentData): UserRecord {
  const role = data.role === "admin" ? "admin" : "user";
  return {
    uid,
    name: typeof data.name === "string" ? data.name : "",
    email: typeof data.email === "string" ? data.email : "",
    phoneNumber: typeof data.phoneNumber === "string" ? data.phoneNumber : "",
    interests: Array.isArray(data.interests) ? data.interests.map(String) : [],
    enrolledPrograms: Array.isArray(data.enrolledPrograms) ? data.enrolledPrograms.map(String) : [],
    profileImage: typeof data.profileImage === "string" ? data.profileImage : null,
    createdAt: isoOf(data.createdAt) ?? new Date(0).toISOString(),
    updatedAt: isoOf(data.updatedAt) ?? isoOf(data.createdAt) ?? new Date(0).toISOString(),
    lastLogin: isoOf(data.lastLogin),
    role,
    provider: typeof data.provider === "string" ? data.provider : "email",
    isAdmin: data.isAdmin === true || role === "admin",
    status: data.status === "inactive" ? "inactive" : "active",
    emailVerified: data.emailVerified === true,
    termsConsentAt: isoOf(data.termsConsentAt),
    privacyConsentAt: isoOf(data.privacyConsentAt),
  };
}

function toDoc(fields: Partial<UserRecord>): DocumentData {
  const { uid: _uid, ...rest } = fields;
  const doc: DocumentData = { ...rest };
  for (const key of TIMESTAMP_FIELDS) {
    const value = fields[key];
    if (typeof value === "string") doc[key] = Timestamp.fromDate(new Date(value));
  }
  if (typeof fields.email === "string") doc.email = fields.email.trim().toLowerCase();
  return doc;
}

export function createFirestoreUserStore(db: Firestore, collectionName = "users"): UserStore {
  const users = db.collection(collectionName);
  return {
    async list() {
      const snapshot = await users.orderBy("createdAt", "desc").get();
      return snapshot.docs.map((d) => fromDoc(d.id, d.data()));
    },
    async get(uid) {
      const doc = await users.doc(uid).get();
      return doc.exists ? fromDoc(doc.id, doc.data()!) : null;
    },
    async create(user: NewUser, now = new Date()) {
      const record = newUserRecord(user, now);
      try {
        await users.doc(user.uid).create(toDoc(record));
      } catch (error) {
        if (isAlreadyExists(error)) throw new UserExistsError(user.uid);
        throw error;
      }
      return record;
    },
    async update(uid, changes: UserChanges, now = new Date()) {
      const ref = users.doc(uid);
      return runTransaction(db, async (tx) => {
        const doc = await tx.get(ref);
        if (!doc.exists) return null;
        const merged = changedUser(fromDoc(uid, doc.data()!), changes, now);
        const written = toDoc({ ...withConsistentAdminFlag(changes), updatedAt: merged.updatedAt });
        for (const field of UNCOLLECTED_FIELDS) written[field] = FieldValue.delete();
        tx.set(ref, written, { merge: true });
        return merged;
      });
    },
    async delete(uid) {
      const ref = users.doc(uid);
      return runTransaction(db, async (tx) => {
        const doc = await tx.get(ref);
        if (!doc.exists) return false;
        tx.delete(ref);
        return true;
      });
    },
    async findByPhone(phone) {
      const digits = phone.replace(/\D/g, "");
      if (!digits) return [];
      const forms = [...new Set([normalizePhone(digits), digits])];
      const snapshot = await users.where("phoneNumber", "in", forms).get();
      return snapshot.docs
        .map((d) => fromDoc(d.id, d.data()))
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    },
    async findByEmail(email) {
      const snapshot = await users.where("email", "==", email.trim().toLowerCase()).get();
      const found = snapshot.docs
        .map((d) => fromDoc(d.id, d.data()))
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
      return found[0] ?? null;
    },
  };
}
