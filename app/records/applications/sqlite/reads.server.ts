// Reading applications from the SQLite store: one, a page of the admin list, the admin search, a
// guest's look-up by number, a member's own, the likely duplicates; and an account deletion's
// detach (the applications stay, the link to the member goes).
import { CANCELLED_STATUS } from "~/domain/application";
import { NAME_PREFIX_END, type ApplicationSearch } from "~/domain/application-search";
import { pageOf } from "~/domain/page";
import {
  clampPageRequest,
  duplicateKeyOf,
  type ApplicationStore,
} from "~/records/applications/contract";
import { whereAll } from "~/records/sqlite-where";
import type { SqliteApplications } from "~/records/applications/sqlite/context.server";
import { fromRow, type Row } from "~/records/applications/sqlite/schema.server";

type Reads = Pick<
  ApplicationStore,
  "get" | "list" | "search" | "getByNumber" | "listForUser" | "likelyDuplicates" | "detachUser"
>;

export function sqliteReads(store: SqliteApplications): Reads {
  const { db } = store;
  const byNumber = db.prepare("SELECT * FROM applications WHERE number = ?");
  const ofUser = db.prepare(
    "SELECT * FROM applications WHERE user_id = ? ORDER BY created_at DESC, number DESC",
  );
  // The live applications of a class with a phone (stored normalised; the class-phone index).
  const liveWithPhone = db.prepare(
    `SELECT id FROM applications WHERE program_id = ? AND phone = ?
       AND status != '${CANCELLED_STATUS}' LIMIT 2`,
  );
  const detach = db.prepare(
    "UPDATE applications SET user_id = NULL, updated_at = ? WHERE user_id = ?",
  );

  return {
    async get(id) {
      return store.get(id);
    },

    async list(filter, pageRequest) {
      const { page, pageSize } = clampPageRequest(pageRequest);
      const where = whereAll([
        filter.programId !== undefined && ["program_id = ?", filter.programId],
        filter.status !== undefined && ["status = ?", filter.status],
        filter.from && ["created_at >= ?", filter.from.toISOString()],
        filter.to && ["created_at < ?", filter.to.toISOString()],
      ]);
      const { total } = db
        .prepare(`SELECT COUNT(*) AS total FROM applications ${where.sql}`)
        .get(...where.params) as { total: number };
      const rows = db
        .prepare(
          `SELECT * FROM applications ${where.sql} ORDER BY created_at DESC, number DESC LIMIT ? OFFSET ?`,
        )
        .all(...where.params, pageSize, (page - 1) * pageSize) as Row[];
      return pageOf(rows.map(fromRow), Number(total), { page, pageSize });
    },

    async search(search, limit) {
      const [where, params] = searchWhere(search);
      const rows = db
        .prepare(
          `SELECT * FROM applications WHERE ${where} ORDER BY created_at DESC, number DESC LIMIT ?`,
        )
        .all(...params, Math.max(0, Math.floor(limit))) as Row[];
      return rows.map(fromRow);
    },

    async getByNumber(number) {
      if (!Number.isSafeInteger(number) || number < 1) return null;
      const row = byNumber.get(number) as Row | undefined;
      return row ? fromRow(row) : null;
    },

    async listForUser(userId) {
      return (ofUser.all(userId) as Row[]).map(fromRow);
    },

    async likelyDuplicates(applications) {
      const marked = new Set<string>();
      for (const application of applications) {
        if (application.status === CANCELLED_STATUS) continue;
        const { programId, phone } = duplicateKeyOf(application);
        const rows = liveWithPhone.all(programId, phone) as { id: string }[];
        if (rows.some((row) => row.id !== application.id)) marked.add(application.id);
      }
      return marked;
    },

    async detachUser(userId) {
      return Number(detach.run(store.clock().toISOString(), userId).changes);
    },
  };
}

/** The search's condition; a name prefix as a range, as Firestore reads it (same byte order). */
function searchWhere(search: ApplicationSearch): [string, (string | number)[]] {
  switch (search.kind) {
    case "number":
      return ["number = ?", [search.number]];
    case "phone":
      return ["phone = ?", [search.phone]];
    case "email":
      return [`email IN (${search.emails.map(() => "?").join(", ")})`, search.emails];
    case "name":
      return ["name >= ? AND name < ?", [search.prefix, `${search.prefix}${NAME_PREFIX_END}`]];
  }
}
