// Staff memos on Firestore: collection `staffNotes`, one document per note. Browsers cannot reach
// it (firebase/firestore.rules allow no client access to anything not named there).
import { randomUUID } from "node:crypto";
import type { DocumentData, Firestore } from "firebase-admin/firestore";
import type { StaffNoteSubject } from "~/domain/staff-notes";
import { byCreation, type StaffNote, type StaffNoteStore } from "~/records/staff-notes/contract";

export const STAFF_NOTES_COLLECTION = "staffNotes";
/** Firestore's bound on an `in` query's values. */
const IN_LIMIT = 30;
const BATCH_LIMIT = 400;

const fromData = (id: string, data: DocumentData): StaffNote => ({
  id,
  subject: String(data.subject) as StaffNoteSubject,
  subjectId: String(data.subjectId),
  text: String(data.text ?? ""),
  authorUid: String(data.authorUid ?? ""),
  authorName: String(data.authorName ?? ""),
  createdAt: String(data.createdAt),
});

export function createFirestoreStaffNoteStore(
  db: Firestore,
  collectionName = STAFF_NOTES_COLLECTION,
): StaffNoteStore {
  const collection = db.collection(collectionName);
  // One field per query (subjectId's automatic index); the kind is checked here.
  const notesOf = async (subject: StaffNoteSubject, subjectIds: readonly string[]) => {
    const ids = [...new Set(subjectIds)];
    const chunks = Array.from({ length: Math.ceil(ids.length / IN_LIMIT) }, (_, i) =>
      ids.slice(i * IN_LIMIT, (i + 1) * IN_LIMIT),
    );
    const snapshots = await Promise.all(
      chunks.map((chunk) => collection.where("subjectId", "in", chunk).get()),
    );
    return snapshots.flatMap((s) => s.docs).filter((d) => d.get("subject") === subject);
  };

  return {
    async add(note, now = new Date()) {
      const stored: StaffNote = { id: randomUUID(), createdAt: now.toISOString(), ...note };
      const { id, ...data } = stored;
      await collection.doc(id).create(data);
      return stored;
    },

    async listFor(subject, subjectIds) {
      const docs = await notesOf(subject, subjectIds);
      return docs.map((d) => fromData(d.id, d.data())).sort(byCreation);
    },

    async delete(id, subject, subjectId) {
      return db.runTransaction(async (tx) => {
        const ref = collection.doc(id);
        const snapshot = await tx.get(ref);
        if (!snapshot.exists) return false;
        if (snapshot.get("subject") !== subject || snapshot.get("subjectId") !== subjectId)
          return false;
        tx.delete(ref);
        return true;
      });
    },

    async deleteFor(subject, subjectIds) {
      const docs = await notesOf(subject, subjectIds);
      for (let i = 0; i < docs.length; i += BATCH_LIMIT) {
        const batch = db.batch();
        for (const d of docs.slice(i, i + BATCH_LIMIT)) batch.delete(d.ref);
        await batch.commit();
      }
      return docs.length;
    },
  };
}
