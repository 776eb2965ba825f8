// Inquiries on the embedded default: one table in the shared SQLite file. The sequence number comes
// from a one-row counter updated in the same BEGIN IMMEDIATE transaction as the insert, so two
// requests (or two processes) never get the same number and a deletion never frees one.
import { randomUUID } from "node:crypto";
import type { DatabaseSync } from "node:sqlite";
import { INITIAL_INQUIRY_STATUS, InquiryNotFoundError, type InquiryStatus } from "~/domain/inquiry";
import { migrate, transaction } from "~/connections/sqlite.server";
import { clampPage } from "~/domain/page";
import { createSqliteOutboxStore } from "~/records/outbox/sqlite.server";
import { MEMBER_INQUIRY_LIMIT, type Inquiry, type InquiryStore } from "./contract";
import { camelCased } from "~/records/sqlite-row";

const MIGRATIONS = [
  `CREATE TABLE inquiries (
     id TEXT PRIMARY KEY,
     sequence_number INTEGER NOT NULL UNIQUE,
     name TEXT NOT NULL,
     email TEXT NOT NULL,
     phone TEXT NOT NULL DEFAULT '',
     category TEXT NOT NULL,
     title TEXT NOT NULL,
     message TEXT NOT NULL,
     user_id TEXT,
     status TEXT NOT NULL,
     response TEXT,
     answered_at TEXT,
     created_at TEXT NOT NULL,
     updated_at TEXT NOT NULL
   );
   CREATE INDEX inquiries_created ON inquiries (created_at DESC, sequence_number DESC);
   CREATE INDEX inquiries_status_created ON inquiries (status, created_at DESC);
   CREATE INDEX inquiries_user ON inquiries (user_id);
   CREATE INDEX inquiries_email ON inquiries (email);
   CREATE TABLE inquiry_sequence (
     id INTEGER PRIMARY KEY CHECK (id = 1),
     last INTEGER NOT NULL
   );
   INSERT INTO inquiry_sequence (id, last) VALUES (1, 0);`,
  // Personal-information consent (개인정보 보호법): when the writer agreed to the notice.
  `ALTER TABLE inquiries ADD COLUMN privacy_consent_at TEXT;`,
  // An answer texted to a phone that did not reach it (decision 286): staff call.
  `ALTER TABLE inquiries ADD COLUMN answer_undelivered_at TEXT;`,
];

type Row = {
  id: string;
  sequence_number: number;
  name: string;
  email: string;
  phone: string;
  category: string;
  title: string;
  message: string;
  user_id: string | null;
  status: string;
  response: string | null;
  answered_at: string | null;
  answer_undelivered_at: string | null;
  privacy_consent_at: string | null;
  created_at: string;
  updated_at: string;
};

function toInquiry(row: Row): Inquiry {
  return {
    ...camelCased(row),
    category: row.category as Inquiry["category"],
    status: row.status as InquiryStatus,
  };
}

const NEWEST_FIRST = "ORDER BY created_at DESC, sequence_number DESC";

export function createSqliteInquiryStore(db: DatabaseSync): InquiryStore {
  migrate(db, "inquiries", MIGRATIONS);
  const outbox = createSqliteOutboxStore(db);

  function find(id: string): Inquiry {
    const row = db.prepare("SELECT * FROM inquiries WHERE id = ?").get(id) as Row | undefined;
    if (!row) throw new InquiryNotFoundError(id);
    return toInquiry(row);
  }

  return {
    async create(input, at = new Date(), mails) {
      const now = at.toISOString();
      return transaction(db, () => {
        const { last } = db
          .prepare("UPDATE inquiry_sequence SET last = last + 1 WHERE id = 1 RETURNING last")
          .get() as { last: number };
        const id = randomUUID();
        db.prepare(
          `INSERT INTO inquiries (id, sequence_number, name, email, phone, category, title, message,
             user_id, status, response, answered_at, privacy_consent_at, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, NULL, ?, ?, ?)`,
        ).run(
          id,
          last,
          input.name,
          input.email,
          input.phone,
          input.category,
          input.title,
          input.message,
          input.userId,
          INITIAL_INQUIRY_STATUS,
          input.privacyConsentAt ?? null,
          now,
          now,
        );
        const inquiry = find(id);
        if (mails) outbox.write(mails(inquiry), at);
        return inquiry;
      });
    },

    async get(id) {
      return find(id);
    },

    async list({ status, page, pageSize }) {
      const where = status ? "WHERE status = ?" : "";
      const params = status ? [status] : [];
      const { total } = db
        .prepare(`SELECT COUNT(*) AS total FROM inquiries ${where}`)
        .get(...params) as { total: number };
      const clamped = clampPage(page, total, pageSize);
      const rows = db
        .prepare(`SELECT * FROM inquiries ${where} ${NEWEST_FIRST} LIMIT ? OFFSET ?`)
        .all(...params, pageSize, (clamped.page - 1) * pageSize) as Row[];
      return { items: rows.map(toInquiry), total, pageSize, ...clamped };
    },

    async listForMember(userId, limit = MEMBER_INQUIRY_LIMIT) {
      const rows = db
        .prepare(`SELECT * FROM inquiries WHERE user_id = ? ${NEWEST_FIRST} LIMIT ?`)
        .all(userId, limit) as Row[];
      return rows.map(toInquiry);
    },

    async countByStatus(status) {
      const { total } = db
        .prepare("SELECT COUNT(*) AS total FROM inquiries WHERE status = ?")
        .get(status) as { total: number };
      return total;
    },

    async answer(id, { response, status }, mails) {
      const at = new Date();
      const now = at.toISOString();
      return transaction(db, () => {
        const result = db
          .prepare(
            `UPDATE inquiries SET response = ?, status = ?, answered_at = ?, answer_undelivered_at = NULL,
               updated_at = ? WHERE id = ?`,
          )
          .run(response, status, now, now, id);
        if (result.changes === 0) throw new InquiryNotFoundError(id);
        const inquiry = find(id);
        if (mails) outbox.write(mails(inquiry), at);
        return inquiry;
      });
    },

    async markAnswerUndelivered(id, at = new Date()) {
      const now = at.toISOString();
      const result = db
        .prepare("UPDATE inquiries SET answer_undelivered_at = ?, updated_at = ? WHERE id = ?")
        .run(now, now, id);
      return result.changes > 0;
    },

    async delete(id) {
      const result = db.prepare("DELETE FROM inquiries WHERE id = ?").run(id);
      if (result.changes === 0) throw new InquiryNotFoundError(id);
    },
  };
}
