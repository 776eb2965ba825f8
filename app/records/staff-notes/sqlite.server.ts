// Staff memos of the embedded default: the `staff_notes` table.
import { randomUUID } from "node:crypto";
import type { DatabaseSync } from "node:sqlite";
import type { StaffNoteSubject } from "~/domain/staff-notes";
import { migrate, transaction } from "~/connections/sqlite.server";
import type { StaffNote, StaffNoteStore } from "~/records/staff-notes/contract";
import { camelCased } from "~/records/sqlite-row";

const STEPS = [
  `CREATE TABLE staff_notes (
     id TEXT PRIMARY KEY,
     subject TEXT NOT NULL,
     subject_id TEXT NOT NULL,
     text TEXT NOT NULL,
     author_uid TEXT NOT NULL,
     author_name TEXT NOT NULL,
     created_at TEXT NOT NULL
   );
   CREATE INDEX staff_notes_subject ON staff_notes (subject, subject_id, created_at);`,
];

type Row = {
  id: string;
  subject: string;
  subject_id: string;
  text: string;
  author_uid: string;
  author_name: string;
  created_at: string;
};

const fromRow = (row: Row): StaffNote => ({
  ...camelCased(row),
  subject: row.subject as StaffNoteSubject,
});

export function createSqliteStaffNoteStore(db: DatabaseSync): StaffNoteStore {
  migrate(db, "staff_notes", STEPS);

  return {
    async add(note, now = new Date()) {
      const stored: StaffNote = { id: randomUUID(), createdAt: now.toISOString(), ...note };
      db.prepare(
        `INSERT INTO staff_notes (id, subject, subject_id, text, author_uid, author_name, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        stored.id,
        stored.subject,
        stored.subjectId,
        stored.text,
        stored.authorUid,
        stored.authorName,
        stored.createdAt,
      );
      return stored;
    },

    async listFor(subject, subjectIds) {
      if (!subjectIds.length) return [];
      const rows = db
        .prepare(
          `SELECT * FROM staff_notes WHERE subject = ? AND subject_id IN (${subjectIds.map(() => "?").join(", ")})
           ORDER BY created_at, id`,
        )
        .all(subject, ...subjectIds) as Row[];
      return rows.map(fromRow);
    },

    async delete(id, subject, subjectId) {
      const result = db
        .prepare("DELETE FROM staff_notes WHERE id = ? AND subject = ? AND subject_id = ?")
        .run(id, subject, subjectId);
      return Number(result.changes) > 0;
    },

    async deleteFor(subject, subjectIds) {
      if (!subjectIds.length) return 0;
      const statement = db.prepare("DELETE FROM staff_notes WHERE subject = ? AND subject_id = ?");
      return transaction(db, () =>
        subjectIds.reduce((n, id) => n + Number(statement.run(subject, id).changes), 0),
      );
    },
  };
}
