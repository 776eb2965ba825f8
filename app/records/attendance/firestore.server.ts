// Attendance on Firestore: collection `attendance`, one document per application and day (its id
// `<applicationId>_<day>`, so a second save replaces the first). Browsers cannot reach it
// (firebase/firestore.rules allow no client access to anything not named there).
import type { DocumentData, Firestore } from "firebase-admin/firestore";
import type { AttendanceMark } from "~/domain/attendance";
import {
  byDayThenApplication,
  tally,
  type AttendanceRecord,
  type AttendanceStore,
} from "~/records/attendance/contract";

export const ATTENDANCE_COLLECTION = "attendance";
/** Firestore's bound on an `in` query's values. */
const IN_LIMIT = 30;
const BATCH_LIMIT = 400;

const fromData = (data: DocumentData): AttendanceRecord => ({
  applicationId: String(data.applicationId),
  programId: Number(data.programId),
  day: String(data.day),
  mark: String(data.mark) as AttendanceMark,
  recordedByUid: String(data.recordedByUid ?? ""),
  recordedByName: String(data.recordedByName ?? ""),
  recordedAt: String(data.recordedAt),
});

const chunks = <T>(items: readonly T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) =>
    items.slice(i * size, (i + 1) * size),
  );

export function createFirestoreAttendanceStore(
  db: Firestore,
  collectionName = ATTENDANCE_COLLECTION,
): AttendanceStore {
  const collection = db.collection(collectionName);
  const ofApplications = async (applicationIds: readonly string[]) => {
    const snapshots = await Promise.all(
      chunks([...new Set(applicationIds)], IN_LIMIT).map((chunk) =>
        collection.where("applicationId", "in", chunk).get(),
      ),
    );
    return snapshots.flatMap((s) => s.docs);
  };

  return {
    async record(marks, now = new Date()) {
      const recordedAt = now.toISOString();
      // One batch: a class's save is all or nothing (MAX_MARKS_PER_SAVE is under the bound).
      const batch = db.batch();
      for (const m of marks)
        batch.set(collection.doc(`${m.applicationId}_${m.day}`), { ...m, recordedAt });
      await batch.commit();
    },

    async listForProgram(programId) {
      const snapshot = await collection.where("programId", "==", programId).get();
      return snapshot.docs.map((d) => fromData(d.data())).sort(byDayThenApplication);
    },

    async listForApplications(applicationIds) {
      const docs = await ofApplications(applicationIds);
      return docs.map((d) => fromData(d.data())).sort(byDayThenApplication);
    },

    async countsByProgram() {
      // Two small fields per mark: a centre's classes hold thousands of marks, not millions.
      const snapshot = await collection.select("programId", "mark").get();
      return tally(
        snapshot.docs.map((d) => ({
          programId: Number(d.get("programId")),
          mark: String(d.get("mark")) as AttendanceMark,
        })),
      );
    },

    async deleteFor(applicationIds) {
      const docs = await ofApplications(applicationIds);
      for (const part of chunks(docs, BATCH_LIMIT)) {
        const batch = db.batch();
        for (const d of part) batch.delete(d.ref);
        await batch.commit();
      }
      return docs.length;
    },
  };
}
