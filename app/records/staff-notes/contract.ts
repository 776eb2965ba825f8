// Staff memos (issue 46 §4): one interface on both backends (SQLite embedded default, Cloud
// Firestore), both held to tests/integration/staff-notes.contract.test.ts. Staff-only records:
// nothing an applicant or member sees reads them. They go with their subject: deleteFor is called
// when an application is anonymised (retention, decision 209) and when a member is deleted.
import type { StaffNoteSubject } from "~/domain/staff-notes";

export type StaffNote = {
  id: string;
  subject: StaffNoteSubject;
  /** The application's id or the member's uid. */
  subjectId: string;
  text: string;
  /** Who wrote it: the administrator's uid and "이름 (이메일)" at the time. */
  authorUid: string;
  authorName: string;
  /** ISO 8601. */
  createdAt: string;
};

export type NewStaffNote = Omit<StaffNote, "id" | "createdAt">;

export interface StaffNoteStore {
  add(note: NewStaffNote, now?: Date): Promise<StaffNote>;
  /** The notes of these subjects (of one kind), oldest first. */
  listFor(subject: StaffNoteSubject, subjectIds: readonly string[]): Promise<StaffNote[]>;
  /** Deletes the note only when it belongs to this subject; false when there is no such note. */
  delete(id: string, subject: StaffNoteSubject, subjectId: string): Promise<boolean>;
  /** Deletes every note of these subjects; returns how many. Idempotent. */
  deleteFor(subject: StaffNoteSubject, subjectIds: readonly string[]): Promise<number>;
}

export const byCreation = (a: StaffNote, b: StaffNote) =>
  a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);
