// Attendance of the embedded default: the `attendance` table, one row per application and day.
import type { DatabaseSync } from "node:sqlite";
import type { AttendanceMark } from "~/domain/attendance";
import { migrate, transaction } from "~/connections/sqlite.server";
import type { AttendanceRecord, AttendanceStore } from "~/records/attendance/contract";
import { camelCased } from "~/records/sqlite-row";

const STEPS = [
  `CREATE TABLE attendance (
     application_id TEXT NOT NULL,
     program_id INTEGER NOT NULL,
     day TEXT NOT NULL,
     mark TEXT NOT NULL,
     recorded_by_uid TEXT NOT NULL,
     recorded_by_name TEXT NOT NULL,
     recorded_at TEXT NOT NULL,
     PRIMARY KEY (application_id, day)
   );
   CREATE INDEX attendance_program ON attendance (program_id, day);`,
];

type Row = {
  application_id: string;
  program_id: number;
  day: string;
  mark: string;
  recorded_by_uid: string;
  recorded_by_name: string;
  recorded_at: string;
};

const fromRow = (row: Row): AttendanceRecord => ({
  ...camelCased(row),
  programId: Number(row.program_id),
  mark: row.mark as AttendanceMark,
});

export function createSqliteAttendanceStore(db: DatabaseSync): AttendanceStore {
  migrate(db, "attendance", STEPS);

  return {
    async record(marks, now = new Date()) {
      const statement = db.prepare(
        `INSERT INTO attendance (application_id, program_id, day, mark, recorded_by_uid, recorded_by_name, recorded_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (application_id, day) DO UPDATE SET program_id = excluded.program_id,
           mark = excluded.mark, recorded_by_uid = excluded.recorded_by_uid,
           recorded_by_name = excluded.recorded_by_name, recorded_at = excluded.recorded_at`,
      );
      const at = now.toISOString();
      transaction(db, () => {
        for (const m of marks)
          statement.run(
            m.applicationId,
            m.programId,
            m.day,
            m.mark,
            m.recordedByUid,
            m.recordedByName,
            at,
          );
      });
    },

    async listForProgram(programId) {
      const rows = db
        .prepare("SELECT * FROM attendance WHERE program_id = ? ORDER BY day, application_id")
        .all(programId) as Row[];
      return rows.map(fromRow);
    },

    async listForApplications(applicationIds) {
      if (!applicationIds.length) return [];
      const rows = db
        .prepare(
          `SELECT * FROM attendance WHERE application_id IN (${applicationIds.map(() => "?").join(", ")})
           ORDER BY day, application_id`,
        )
        .all(...applicationIds) as Row[];
      return rows.map(fromRow);
    },

    async countsByProgram() {
      const rows = db
        .prepare(
          `SELECT program_id,
             sum(mark = '출석') AS present, sum(mark = '지각') AS late, sum(mark = '결석') AS absent
           FROM attendance GROUP BY program_id ORDER BY program_id`,
        )
        .all() as { program_id: number; present: number; late: number; absent: number }[];
      return rows.map((r) => ({
        programId: Number(r.program_id),
        출석: Number(r.present),
        지각: Number(r.late),
        결석: Number(r.absent),
      }));
    },

    async deleteFor(applicationIds) {
      if (!applicationIds.length) return 0;
      const statement = db.prepare("DELETE FROM attendance WHERE application_id = ?");
      return transaction(db, () =>
        applicationIds.reduce((n, id) => n + Number(statement.run(id).changes), 0),
      );
    },
  };
}
