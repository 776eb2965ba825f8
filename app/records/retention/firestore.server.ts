// The retention store on Cloud Firestore (decision 209): the `applications`, `applicantLocks`,
// `inquiries`, `users`, mail and `texts` collections. Queries use single-field indexes only (Firestore
// makes those itself); the finer choice is made in code on the few documents they return.
import { Timestamp, type DocumentData, type Firestore, type Query } from "firebase-admin/firestore";
import { runTransaction } from "~/connections/firestore-transaction.server";
import { ANONYMISED_NAME } from "~/domain/retention";
import { APPLICATIONS_COLLECTION } from "~/records/applications/firestore/context.server";
import { APPLICANT_LOCKS_COLLECTION } from "~/records/applications/firestore/locks.server";
import { INQUIRIES_COLLECTION } from "~/records/inquiries/firestore.server";
import { DEFAULT_MAIL_COLLECTION, type MailCollection } from "~/records/outbox/firestore.server";
import type { RetentionStore } from "~/records/retention/contract";
import { createFirestoreStaffNoteStore } from "~/records/staff-notes/firestore.server";
import { createFirestoreAttendanceStore } from "~/records/attendance/firestore.server";
import { TEXT_COLLECTION } from "~/records/texts/firestore.server";

/** Firestore allows at most 500 writes per batch. */
const BATCH_LIMIT = 500;
/** An `in` filter takes at most 30 values. */
const IN_LIMIT = 30;

const FINISHED_MAIL = new Set(["SUCCESS", "ERROR"]);

function isoOf(value: unknown): string | null {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "string" && value) return new Date(value).toISOString();
  return null;
}

const chunks = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) =>
    items.slice(i * size, (i + 1) * size),
  );

export function createFirestoreRetentionStore(
  db: Firestore,
  mail: MailCollection = DEFAULT_MAIL_COLLECTION,
): RetentionStore {
  const applications = db.collection(APPLICATIONS_COLLECTION);
  const inquiries = db.collection(INQUIRIES_COLLECTION);

  /** Deletes every document a query finds, in batches; returns how many. */
  const deleteFound = async (query: Query, keep: (data: DocumentData) => boolean) => {
    const found = (await query.get()).docs.filter((d) => !keep(d.data()));
    for (const part of chunks(found, BATCH_LIMIT)) {
      const batch = db.batch();
      for (const doc of part) batch.delete(doc.ref);
      await batch.commit();
    }
    return found.length;
  };

  return {
    async applicationsHoldingDetails() {
      const snapshot = await applications.where("name", "!=", ANONYMISED_NAME).get();
      return snapshot.docs.map((d) => ({
        id: d.id,
        programId: Number(d.get("programId")),
        updatedAt: isoOf(d.get("updatedAt")) ?? new Date(0).toISOString(),
      }));
    },

    async anonymiseApplications(ids, now) {
      let changed = 0;
      for (const id of ids) {
        const done = await runTransaction(db, async (tx) => {
          const ref = applications.doc(id);
          const doc = await tx.get(ref);
          if (!doc.exists || doc.get("name") === ANONYMISED_NAME) return false;
          tx.update(ref, {
            name: ANONYMISED_NAME,
            phone: "",
            email: "",
            preferredTime: "",
            message: "",
            userId: null,
            cancelTokenHash: null,
            cancelledByName: null,
            cancelReason: null,
            revivedByName: null,
            contactNeededAt: null,
            updatedAt: Timestamp.fromDate(now),
          });
          return true;
        });
        if (done) changed++;
      }
      // The one-live-application locks name a digest of the phone and member: they go too.
      for (const part of chunks(ids, IN_LIMIT))
        await deleteFound(
          db.collection(APPLICANT_LOCKS_COLLECTION).where("applicationId", "in", part),
          () => false,
        );
      // Staff memos and attendance of an application go with its details (issue 46 §3–4).
      await createFirestoreStaffNoteStore(db).deleteFor("application", ids);
      await createFirestoreAttendanceStore(db).deleteFor(ids);
      return changed;
    },

    async inquiriesCreatedBefore(createdBefore) {
      const snapshot = await inquiries
        .where("createdAt", "<", Timestamp.fromDate(createdBefore))
        .get();
      return snapshot.docs.map((d) => ({
        id: d.id,
        answeredAt: isoOf(d.get("answeredAt")),
        createdAt: isoOf(d.get("createdAt")) ?? new Date(0).toISOString(),
      }));
    },

    async deleteInquiries(ids) {
      let deleted = 0;
      for (const part of chunks(ids, BATCH_LIMIT)) {
        const refs = part.map((id) => inquiries.doc(id));
        const found = (await db.getAll(...refs)).filter((d) => d.exists);
        if (found.length === 0) continue;
        const batch = db.batch();
        for (const doc of found) batch.delete(doc.ref);
        await batch.commit();
        deleted += found.length;
      }
      return deleted;
    },

    async unverifiedEmailAccounts(createdBefore) {
      const snapshot = await db.collection("users").where("emailVerified", "==", false).get();
      return snapshot.docs
        .map((d) => ({
          uid: d.id,
          provider: d.get("provider") as unknown,
          role: d.get("role") as unknown,
          createdAt: isoOf(d.get("createdAt")),
        }))
        .filter(
          (u) =>
            u.provider === "email" &&
            u.role !== "admin" &&
            u.createdAt !== null &&
            u.createdAt < createdBefore.toISOString(),
        )
        .sort((a, b) => a.createdAt!.localeCompare(b.createdAt!))
        .map((u) => u.uid);
    },

    async purgeMail(before) {
      return deleteFound(
        db.collection(mail.name).where("delivery.endTime", "<", Timestamp.fromDate(before)),
        (data) => !FINISHED_MAIL.has(String((data.delivery as { state?: unknown })?.state)),
      );
    },

    async purgeTexts(before) {
      // Written before `before` (a single-field query); kept when sent or given up since.
      const last = (data: DocumentData) =>
        isoOf(data.sentAt) ?? isoOf(data.failedAt) ?? isoOf(data.createdAt) ?? "";
      return deleteFound(
        db.collection(TEXT_COLLECTION).where("createdAt", "<", Timestamp.fromDate(before)),
        (data) => last(data) >= before.toISOString(),
      );
    },
  };
}
