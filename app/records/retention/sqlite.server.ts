// The retention store on the embedded SQLite database (decision 209). It reads and changes the
// tables of the applications, inquiries, users and outbox stores, which own their schemas: a table
// not created yet holds nothing to remove.
import type { DatabaseSync } from "node:sqlite";
import { ANONYMISED_NAME } from "~/domain/retention";
import type { AgedInquiry, HeldApplication, RetentionStore } from "~/records/retention/contract";
import { transaction } from "~/connections/sqlite.server";

export function createSqliteRetentionStore(db: DatabaseSync): RetentionStore {
  const hasTable = (name: string) =>
    db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(name) !==
    undefined;

  const each = (ids: readonly string[], statement: string) => {
    const run = db.prepare(statement);
    return transaction(db, () =>
      ids.reduce((changed, id) => changed + Number(run.run(id).changes), 0),
    );
  };

  return {
    async applicationsHoldingDetails() {
      if (!hasTable("applications")) return [];
      const rows = db
        .prepare("SELECT id, program_id, updated_at FROM applications WHERE name <> ?")
        .all(ANONYMISED_NAME) as { id: string; program_id: number; updated_at: string }[];
      return rows.map((r): HeldApplication => ({
        id: r.id,
        programId: Number(r.program_id),
        updatedAt: r.updated_at,
      }));
    },

    async anonymiseApplications(ids, now) {
      if (ids.length === 0 || !hasTable("applications")) return 0;
      const at = now.toISOString();
      const run = db.prepare(
        `UPDATE applications SET name = ?, phone = '', email = '', preferred_time = '', message = '',
           user_id = NULL, cancel_token_hash = NULL, cancelled_by_name = NULL, cancel_reason = NULL,
           revived_by_name = NULL,
           contact_needed_at = NULL, updated_at = ?
         WHERE id = ? AND name <> ?`,
      );
      // Staff memos and attendance of an application go with its details (issue 46 §3–4).
      const notes = hasTable("staff_notes")
        ? db.prepare("DELETE FROM staff_notes WHERE subject = 'application' AND subject_id = ?")
        : null;
      const attendance = hasTable("attendance")
        ? db.prepare("DELETE FROM attendance WHERE application_id = ?")
        : null;
      return transaction(db, () =>
        ids.reduce((changed, id) => {
          notes?.run(id);
          attendance?.run(id);
          return changed + Number(run.run(ANONYMISED_NAME, at, id, ANONYMISED_NAME).changes);
        }, 0),
      );
    },

    async inquiriesCreatedBefore(createdBefore) {
      if (!hasTable("inquiries")) return [];
      const rows = db
        .prepare("SELECT id, answered_at, created_at FROM inquiries WHERE created_at < ?")
        .all(createdBefore.toISOString()) as {
        id: string;
        answered_at: string | null;
        created_at: string;
      }[];
      return rows.map((r): AgedInquiry => ({
        id: r.id,
        answeredAt: r.answered_at,
        createdAt: r.created_at,
      }));
    },

    async deleteInquiries(ids) {
      if (ids.length === 0 || !hasTable("inquiries")) return 0;
      return each(ids, "DELETE FROM inquiries WHERE id = ?");
    },

    async unverifiedEmailAccounts(createdBefore) {
      if (!hasTable("users")) return [];
      const rows = db
        .prepare(
          "SELECT uid FROM users WHERE email_verified = 0 AND provider = 'email' AND role = 'user' AND created_at < ? ORDER BY created_at",
        )
        .all(createdBefore.toISOString()) as { uid: string }[];
      return rows.map((r) => r.uid);
    },

    async purgeMail(before) {
      if (!hasTable("outbox")) return 0;
      const at = before.toISOString();
      return Number(
        db
          .prepare("DELETE FROM outbox WHERE sent_at < ? OR (sent_at IS NULL AND failed_at < ?)")
          .run(at, at).changes,
      );
    },

    async purgeTexts(before) {
      if (!hasTable("text_outbox")) return 0;
      return Number(
        db
          .prepare("DELETE FROM text_outbox WHERE COALESCE(sent_at, failed_at, created_at) < ?")
          .run(before.toISOString()).changes,
      );
    },
  };
}
