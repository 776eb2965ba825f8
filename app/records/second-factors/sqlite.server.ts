// The second factors of the embedded default: the `second_factors` table beside `users`.
import type { DatabaseSync } from "node:sqlite";
import { migrate, transaction } from "~/connections/sqlite.server";
import {
  pendingFactor,
  type SecondFactor,
  type SecondFactorStore,
} from "~/records/second-factors/contract";

const STEPS = [
  `CREATE TABLE second_factors (
     uid TEXT PRIMARY KEY,
     secret TEXT NOT NULL,
     confirmed_at TEXT,
     recovery_code_hashes TEXT NOT NULL DEFAULT '[]',
     last_step INTEGER
   );`,
];

type Row = {
  secret: string;
  confirmed_at: string | null;
  recovery_code_hashes: string;
  last_step: number | null;
};

const fromRow = (row: Row): SecondFactor => ({
  secret: row.secret,
  confirmedAt: row.confirmed_at,
  recoveryCodeHashes: JSON.parse(row.recovery_code_hashes) as string[],
  lastStep: row.last_step,
});

export function createSqliteSecondFactorStore(db: DatabaseSync): SecondFactorStore {
  migrate(db, "second_factors", STEPS);
  const read = (uid: string) => {
    const row = db.prepare("SELECT * FROM second_factors WHERE uid = ?").get(uid) as
      Row | undefined;
    return row ? fromRow(row) : null;
  };

  return {
    async get(uid) {
      return read(uid);
    },

    async begin(uid, secret) {
      db.prepare(
        "INSERT INTO second_factors (uid, secret) VALUES (?, ?) ON CONFLICT(uid) DO NOTHING",
      ).run(uid, secret);
      return read(uid) ?? pendingFactor(secret);
    },

    async confirm(uid, step, hashes, now) {
      const result = db
        .prepare(
          "UPDATE second_factors SET confirmed_at = ?, last_step = ?, recovery_code_hashes = ? WHERE uid = ? AND confirmed_at IS NULL",
        )
        .run(now.toISOString(), step, JSON.stringify(hashes), uid);
      return result.changes > 0;
    },

    async enrol(uid, secret, now) {
      db.prepare(
        `INSERT INTO second_factors (uid, secret, confirmed_at) VALUES (?, ?, ?)
         ON CONFLICT(uid) DO UPDATE SET secret = excluded.secret, confirmed_at = excluded.confirmed_at,
           recovery_code_hashes = '[]', last_step = NULL`,
      ).run(uid, secret, now.toISOString());
    },

    async useStep(uid, step) {
      const result = db
        .prepare(
          "UPDATE second_factors SET last_step = ? WHERE uid = ? AND confirmed_at IS NOT NULL AND (last_step IS NULL OR last_step < ?)",
        )
        .run(step, uid, step);
      return result.changes > 0;
    },

    async useRecoveryCode(uid, hash) {
      return transaction(db, () => {
        const factor = read(uid);
        if (!factor?.confirmedAt || !factor.recoveryCodeHashes.includes(hash)) return false;
        const left = factor.recoveryCodeHashes.filter((h) => h !== hash);
        db.prepare("UPDATE second_factors SET recovery_code_hashes = ? WHERE uid = ?").run(
          JSON.stringify(left),
          uid,
        );
        return true;
      });
    },

    async reset(uid) {
      return db.prepare("DELETE FROM second_factors WHERE uid = ?").run(uid).changes > 0;
    },
  };
}
