// Inquiries in Cloud Firestore (collection `inquiries`). The sequence number comes from the counter
// document `counters/inquiries`, read and written in the same transaction as the new inquiry, so
// concurrent requests never share a number (Firestore retries the losing transaction).
import { runTransaction } from "~/connections/firestore-transaction.server";
import { randomUUID } from "node:crypto";
import {
  Timestamp,
  type DocumentData,
  type DocumentSnapshot,
  type Firestore,
  type Query,
} from "firebase-admin/firestore";
import { INITIAL_INQUIRY_STATUS, InquiryNotFoundError, type InquiryStatus } from "~/domain/inquiry";
import { clampPage } from "~/domain/page";
import {
  DEFAULT_MAIL_COLLECTION,
  writeMailDocuments,
  type MailCollection,
} from "~/records/outbox/firestore.server";
import { MEMBER_INQUIRY_LIMIT, type Inquiry, type InquiryStore } from "./contract";
import { isNotFound } from "~/connections/firestore-errors.server";

export const INQUIRIES_COLLECTION = "inquiries";
const COUNTER = { collection: "counters", doc: "inquiries" } as const;

/** Firestore Timestamps (and ISO strings written by older clients) as ISO 8601. */
function toIso(value: unknown): string | null {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "string" && value) return new Date(value).toISOString();
  return null;
}

function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}

function toInquiry(snapshot: DocumentSnapshot<DocumentData>): Inquiry {
  return fromData(snapshot.id, snapshot.data() ?? {});
}

function fromData(id: string, data: DocumentData): Inquiry {
  const createdAt = toIso(data.createdAt) ?? new Date(0).toISOString();
  return {
    id,
    sequenceNumber: Number(data.sequenceNumber) || 0,
    name: text(data.name),
    email: text(data.email),
    phone: text(data.phone),
    category: (text(data.category) || "기타") as Inquiry["category"],
    title: text(data.title),
    message: text(data.message),
    userId: typeof data.userId === "string" ? data.userId : null,
    status: (text(data.status) || INITIAL_INQUIRY_STATUS) as InquiryStatus,
    response: typeof data.response === "string" ? data.response : null,
    answeredAt: toIso(data.answeredAt),
    answerUndeliveredAt: toIso(data.answerUndeliveredAt),
    privacyConsentAt: toIso(data.privacyConsentAt),
    createdAt,
    updatedAt: toIso(data.updatedAt) ?? createdAt,
  };
}

/** `mailTo`: the Trigger Email collection each change's mails are written to, in its transaction. */
export function createFirestoreInquiryStore(
  db: Firestore,
  mailTo: MailCollection = DEFAULT_MAIL_COLLECTION,
): InquiryStore {
  const collection = db.collection(INQUIRIES_COLLECTION);
  const counterRef = db.collection(COUNTER.collection).doc(COUNTER.doc);
  const newestFirst = (query: Query) =>
    query.orderBy("createdAt", "desc").orderBy("sequenceNumber", "desc");

  async function find(id: string): Promise<Inquiry> {
    const snapshot = await collection.doc(id).get();
    if (!snapshot.exists) throw new InquiryNotFoundError(id);
    return toInquiry(snapshot);
  }

  return {
    async create(input, at = new Date(), mails) {
      const ref = collection.doc(randomUUID());
      await runTransaction(db, async (tx) => {
        const counter = await tx.get(counterRef);
        let last = counter.exists ? Number(counter.get("last")) : NaN;
        if (!Number.isFinite(last)) {
          // First inquiry through this app: continue after whatever the collection already holds.
          const highest = await tx.get(collection.orderBy("sequenceNumber", "desc").limit(1));
          last = highest.empty ? 0 : Number(highest.docs[0]!.get("sequenceNumber")) || 0;
        }
        const now = Timestamp.fromDate(at);
        tx.set(counterRef, { last: last + 1, updatedAt: now });
        const { privacyConsentAt, ...fields } = input;
        const data = {
          ...fields,
          privacyConsentAt: privacyConsentAt
            ? Timestamp.fromDate(new Date(privacyConsentAt))
            : null,
          sequenceNumber: last + 1,
          status: INITIAL_INQUIRY_STATUS,
          response: null,
          answeredAt: null,
          answerUndeliveredAt: null,
          createdAt: now,
          updatedAt: now,
        };
        tx.create(ref, data);
        if (mails) writeMailDocuments(db, tx, mailTo, mails(fromData(ref.id, data)));
      });
      return find(ref.id);
    },

    get: find,

    async list({ status, page, pageSize }) {
      const filtered: Query = status ? collection.where("status", "==", status) : collection;
      const total = (await filtered.count().get()).data().count;
      const clamped = clampPage(page, total, pageSize);
      const snapshot = await newestFirst(filtered)
        .offset((clamped.page - 1) * pageSize)
        .limit(pageSize)
        .get();
      return { items: snapshot.docs.map(toInquiry), total, pageSize, ...clamped };
    },

    async listForMember(userId, limit = MEMBER_INQUIRY_LIMIT) {
      // One equality query (a single-field index), sorted here.
      const byUser = await collection.where("userId", "==", userId).limit(limit).get();
      return byUser.docs
        .map(toInquiry)
        .sort(
          (a, b) => b.createdAt.localeCompare(a.createdAt) || b.sequenceNumber - a.sequenceNumber,
        );
    },

    async countByStatus(status) {
      return (await collection.where("status", "==", status).count().get()).data().count;
    },

    async answer(id, { response, status }, mails) {
      const ref = collection.doc(id);
      await runTransaction(db, async (tx) => {
        const snapshot = await tx.get(ref);
        if (!snapshot.exists) throw new InquiryNotFoundError(id);
        const now = Timestamp.now();
        const changes = {
          response,
          status,
          answeredAt: now,
          answerUndeliveredAt: null,
          updatedAt: now,
        };
        tx.update(ref, changes);
        if (mails)
          writeMailDocuments(
            db,
            tx,
            mailTo,
            mails(fromData(id, { ...snapshot.data(), ...changes })),
          );
      });
      return find(id);
    },

    async markAnswerUndelivered(id, at = new Date()) {
      const now = Timestamp.fromDate(at);
      try {
        await collection.doc(id).update({ answerUndeliveredAt: now, updatedAt: now });
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },

    async delete(id) {
      const ref = collection.doc(id);
      await runTransaction(db, async (tx) => {
        const snapshot = await tx.get(ref);
        if (!snapshot.exists) throw new InquiryNotFoundError(id);
        tx.delete(ref);
      });
    },
  };
}
