// Reading applications from Cloud Firestore: one, a page of the admin list, the admin search, a
// guest's look-up by number, a member's own, the likely duplicates; and an account deletion's
// detach (the applications stay, the link to the member goes). One field per query where it can
// be, so Firestore needs no composite index (firebase/firestore.indexes.json has the rest).
import { Timestamp, type Query } from "firebase-admin/firestore";
import { NAME_PREFIX_END, newestFirst } from "~/domain/application-search";
import { pageOf } from "~/domain/page";
import {
  clampPageRequest,
  duplicateKeyOf,
  type ApplicationFilter,
  type ApplicationStore,
} from "~/records/applications/contract";
import type { FirestoreApplications } from "~/records/applications/firestore/context.server";
import { LIVE } from "~/records/applications/firestore/locks.server";
import { fromDoc } from "~/records/applications/firestore/rows.server";

/** Firestore allows at most 500 writes per batch. */
const BATCH_LIMIT = 500;

type Reads = Pick<
  ApplicationStore,
  "get" | "list" | "search" | "getByNumber" | "listForUser" | "likelyDuplicates" | "detachUser"
>;

function filtered(query: Query, filter: ApplicationFilter): Query {
  let q = query;
  if (filter.programId !== undefined) q = q.where("programId", "==", filter.programId);
  if (filter.status !== undefined) q = q.where("status", "==", filter.status);
  if (filter.from) q = q.where("createdAt", ">=", Timestamp.fromDate(filter.from));
  if (filter.to) q = q.where("createdAt", "<", Timestamp.fromDate(filter.to));
  return q;
}

export function firestoreReads(store: FirestoreApplications): Reads {
  const { db, applications } = store;
  return {
    get: store.get,

    async list(filter, pageRequest) {
      const { page, pageSize } = clampPageRequest(pageRequest);
      const query = filtered(applications, filter);
      const [countSnapshot, pageSnapshot] = await Promise.all([
        query.count().get(),
        query
          .orderBy("createdAt", "desc")
          .orderBy("number", "desc")
          .offset((page - 1) * pageSize)
          .limit(pageSize)
          .get(),
      ]);
      return pageOf(
        pageSnapshot.docs.map((d) => fromDoc(d.id, d.data())),
        countSnapshot.data().count,
        { page, pageSize },
      );
    },

    async search(search, limit) {
      const max = Math.max(0, Math.floor(limit));
      if (max === 0) return [];
      const query =
        search.kind === "number"
          ? applications.where("number", "==", search.number)
          : search.kind === "phone"
            ? applications.where("phone", "==", search.phone)
            : search.kind === "email"
              ? applications.where("email", "in", search.emails)
              : applications
                  .where("name", ">=", search.prefix)
                  .where("name", "<", `${search.prefix}${NAME_PREFIX_END}`);
      // One field per query (its automatic index); sorted here, the read bounded by `limit`.
      const snapshot = await query.limit(max).get();
      return snapshot.docs.map((d) => fromDoc(d.id, d.data())).sort(newestFirst);
    },

    async getByNumber(number) {
      if (!Number.isSafeInteger(number) || number < 1) return null;
      const snapshot = await applications.where("number", "==", number).limit(1).get();
      const doc = snapshot.docs[0];
      return doc ? fromDoc(doc.id, doc.data()) : null;
    },

    async listForUser(userId) {
      // A member has a handful of applications: sorting here spares a composite index.
      const snapshot = await applications.where("userId", "==", userId).get();
      return snapshot.docs
        .map((d) => fromDoc(d.id, d.data()))
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.number - a.number);
    },

    async likelyDuplicates(list) {
      // One equality query per class and phone (single-field indexes), the status checked here.
      const marked = await Promise.all(
        list.map(async (application) => {
          if (!LIVE.has(application.status)) return null;
          const { programId, phone } = duplicateKeyOf(application);
          const same = await applications
            .where("programId", "==", programId)
            .where("phone", "==", phone)
            .get();
          const other = same.docs.some(
            (doc) => doc.id !== application.id && LIVE.has(String(doc.get("status"))),
          );
          return other ? application.id : null;
        }),
      );
      return new Set(marked.filter((id): id is string => id !== null));
    },

    async detachUser(userId) {
      const snapshot = await applications.where("userId", "==", userId).get();
      const updatedAt = Timestamp.fromDate(store.clock());
      for (let i = 0; i < snapshot.docs.length; i += BATCH_LIMIT) {
        const batch = db.batch();
        for (const doc of snapshot.docs.slice(i, i + BATCH_LIMIT)) {
          batch.update(doc.ref, { userId: null, updatedAt });
        }
        await batch.commit();
      }
      return snapshot.docs.length;
    },
  };
}
