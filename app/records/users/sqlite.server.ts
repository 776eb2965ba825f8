// The users table of the embedded default (SQLite).
import type { DatabaseSync } from "node:sqlite";
import { migrate } from "~/connections/sqlite.server";
import {
  changedUser,
  newUserRecord,
  UserExistsError,
  type NewUser,
  type UserChanges,
  type UserRecord,
  type UserStore,
} from "~/records/users/contract";

const STEPS = [
  `CREATE TABLE users (
     uid TEXT PRIMARY KEY,
     name TEXT NOT NULL,
     email TEXT NOT NULL,
     phone_number TEXT NOT NULL DEFAULT '',
     phone_digits TEXT NOT NULL DEFAULT '',
     address TEXT NOT NULL DEFAULT '',
     birth_date TEXT NOT NULL DEFAULT '',
     interests TEXT NOT NULL DEFAULT '[]',
     enrolled_programs TEXT NOT NULL DEFAULT '[]',
     profile_image TEXT,
     created_at TEXT NOT NULL,
     updated_at TEXT NOT NULL,
     last_login TEXT,
     role TEXT NOT NULL DEFAULT 'user' CHECK (role IN ('admin', 'user')),
     provider TEXT NOT NULL,
     is_admin INTEGER NOT NULL DEFAULT 0,
     status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive'))
   );
   CREATE INDEX users_created_at ON users (created_at DESC);
   CREATE INDEX users_email ON users (email);
   CREATE INDEX users_phone_digits ON users (phone_digits);`,
  `ALTER TABLE users ADD COLUMN email_verified INTEGER NOT NULL DEFAULT 0;`,
  // Sign-up consents (개인정보 보호법): terms and personal information, asked separately.
  `ALTER TABLE users ADD COLUMN terms_consent_at TEXT;
   ALTER TABLE users ADD COLUMN privacy_consent_at TEXT;`,
  // 주소 and 생년월일 are no longer collected (decision 248): what was kept goes with the columns.
  `ALTER TABLE users DROP COLUMN address;
   ALTER TABLE users DROP COLUMN birth_date;`,
];

type Row = {
  uid: string;
  name: string;
  email: string;
  phone_number: string;
  interests: string;
  enrolled_programs: string;
  profile_image: string | null;
  created_at: string;
  updated_at: string;
  last_login: string | null;
  role: "admin" | "user";
  provider: string;
  is_admin: number;
  status: "active" | "inactive";
  email_verified: number;
  terms_consent_at: string | null;
  privacy_consent_at: string | null;
};

function fromRow(row: Row): UserRecord {
  return {
    uid: row.uid,
    name: row.name,
    email: row.email,
    phoneNumber: row.phone_number,
    interests: JSON.parse(row.interests) as string[],
    enrolledPrograms: JSON.parse(row.enrolled_programs) as string[],
    profileImage: row.profile_image,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    lastLogin: row.last_login,
    role: row.role,
    provider: row.provider,
    isAdmin: row.is_admin === 1,
    status: row.status,
    emailVerified: row.email_verified === 1,
    termsConsentAt: row.terms_consent_at ?? null,
    privacyConsentAt: row.privacy_consent_at ?? null,
  };
}

function toParams(user: UserRecord) {
  return {
    uid: user.uid,
    name: user.name,
    email: user.email.trim().toLowerCase(),
    phone_number: user.phoneNumber,
    phone_digits: user.phoneNumber.replace(/\D/g, ""),
    interests: JSON.stringify(user.interests),
    enrolled_programs: JSON.stringify(user.enrolledPrograms),
    profile_image: user.profileImage,
    created_at: user.createdAt,
    updated_at: user.updatedAt,
    last_login: user.lastLogin,
    role: user.role,
    provider: user.provider,
    is_admin: user.isAdmin ? 1 : 0,
    status: user.status,
    email_verified: user.emailVerified ? 1 : 0,
    terms_consent_at: user.termsConsentAt,
    privacy_consent_at: user.privacyConsentAt,
  };
}

const COLUMNS = Object.keys(
  toParams(newUserRecord({ uid: "", name: "", email: "", provider: "" }, new Date(0))),
);

export function createSqliteUserStore(db: DatabaseSync): UserStore {
  migrate(db, "users", STEPS);
  const select = (where: string) => db.prepare(`SELECT * FROM users ${where}`);
  const getRow = (uid: string) => select("WHERE uid = ?").get(uid) as Row | undefined;

  const write = (user: UserRecord, insert: boolean) => {
    const params = toParams(user);
    if (insert) {
      db.prepare(
        `INSERT INTO users (${COLUMNS.join(", ")}) VALUES (${COLUMNS.map((c) => `:${c}`).join(", ")})`,
      ).run(params);
    } else {
      db.prepare(
        `UPDATE users SET ${COLUMNS.filter((c) => c !== "uid")
          .map((c) => `${c} = :${c}`)
          .join(", ")} WHERE uid = :uid`,
      ).run(params);
    }
  };

  return {
    async list() {
      return (select("ORDER BY created_at DESC, uid").all() as Row[]).map(fromRow);
    },
    async get(uid) {
      const row = getRow(uid);
      return row ? fromRow(row) : null;
    },
    async create(user: NewUser, now = new Date()) {
      if (getRow(user.uid)) throw new UserExistsError(user.uid);
      const record = newUserRecord(user, now);
      write(record, true);
      return record;
    },
    async update(uid: string, changes: UserChanges, now = new Date()) {
      const row = getRow(uid);
      if (!row) return null;
      const merged = changedUser(fromRow(row), changes, now);
      write(merged, false);
      return merged;
    },
    async delete(uid) {
      return Number(db.prepare("DELETE FROM users WHERE uid = ?").run(uid).changes) > 0;
    },
    async findByPhone(phone) {
      const digits = phone.replace(/\D/g, "");
      if (!digits) return [];
      return (select("WHERE phone_digits = ? ORDER BY created_at DESC").all(digits) as Row[]).map(
        fromRow,
      );
    },
    async findByEmail(email) {
      const row = select("WHERE email = ? ORDER BY created_at LIMIT 1").get(
        email.trim().toLowerCase(),
      ) as Row | undefined;
      return row ? fromRow(row) : null;
    },
  };
}
