// The access records on Firestore: collection `accessRecords`, one document per entry, created
// with `create` (never `set`), so no code path writes over an entry. Browsers cannot reach the
// collection at all (firebase/firestore.rules); the only delete is the purge of expired entries.
import { randomUUID } from "node:crypto";
import { Timestamp, type DocumentData, type Firestore, type Query } from "firebase-admin/firestore";
import { accessRecordCutoff, type AccessAction, type AccessTarget } from "~/domain/access-records";
import { clampPage } from "~/domain/page";
import {
  boundedEntry,
  type AccessRecord,
  type AccessRecordStore,
} from "~/records/access-records/contract";

export const ACCESS_RECORDS_COLLECTION = "accessRecords";
/** Deletes per batch (Firestore allows 500 writes in one). */
const PURGE_BATCH = 400;

function fromData(id: string, data: DocumentData): AccessRecord {
  const at = data.at instanceof Timestamp ? data.at.toDate() : new Date(String(data.at));
  return {
    id,
    at: at.toISOString(),
    actorUid: typeof data.actorUid === "string" ? data.actorUid : null,
    actorEmail: String(data.actorEmail ?? ""),
    actorName: String(data.actorName ?? ""),
    clientAddress: String(data.clientAddress ?? ""),
    action: String(data.action) as AccessAction,
    target: String(data.target) as AccessTarget,
    subjects: Array.isArray(data.subjects) ? data.subjects.map(String) : [],
    subjectCount: Number(data.subjectCount) || 0,
    detail: typeof data.detail === "string" ? data.detail : null,
    reason: typeof data.reason === "string" ? data.reason : null,
  };
}

export function createFirestoreAccessRecordStore(
  db: Firestore,
  collectionName = ACCESS_RECORDS_COLLECTION,
): AccessRecordStore {
  const collection = db.collection(collectionName);

  return {
    async append(input, at = new Date()) {
      const entry = boundedEntry(input);
      const ref = collection.doc(randomUUID());
      await ref.create({ ...entry, at: Timestamp.fromDate(at) });
      return { id: ref.id, at: at.toISOString(), ...entry };
    },

    async list(query, { page, pageSize }) {
      let filtered: Query = collection;
      if (query.actorEmail)
        filtered = filtered.where("actorEmail", "==", query.actorEmail.toLowerCase());
      if (query.action) filtered = filtered.where("action", "==", query.action);
      if (query.from) filtered = filtered.where("at", ">=", Timestamp.fromDate(query.from));
      if (query.to) filtered = filtered.where("at", "<", Timestamp.fromDate(query.to));
      const total = (await filtered.count().get()).data().count;
      const clamped = clampPage(page, total, pageSize);
      const snapshot = await filtered
        .orderBy("at", "desc")
        .offset((clamped.page - 1) * pageSize)
        .limit(pageSize)
        .get();
      return {
        items: snapshot.docs.map((doc) => fromData(doc.id, doc.data())),
        total,
        pageSize,
        ...clamped,
      };
    },

    async purgeExpired(now) {
      const cutoff = Timestamp.fromDate(accessRecordCutoff(now));
      let removed = 0;
      for (;;) {
        const expired = await collection.where("at", "<", cutoff).limit(PURGE_BATCH).get();
        if (expired.empty) return removed;
        const batch = db.batch();
        for (const doc of expired.docs) batch.delete(doc.ref);
        await batch.commit();
        removed += expired.size;
      }
    },
  };
}
