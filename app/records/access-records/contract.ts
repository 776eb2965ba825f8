// The access records (접속기록, decision 206): one entry each time an administrator reads,
// exports, changes or deletes personal information. Append-only on both backends: the interface
// has no update and no delete of one entry; the only removal is the purge of entries older than
// the retention period (two years, app/domain/access-records.ts), called by the retention job.
import {
  boundedDetail,
  DOWNLOAD_REASON_MAX,
  MAX_SUBJECTS,
  type AccessAction,
  type AccessRecordQuery,
  type AccessTarget,
} from "~/domain/access-records";
import type { Page, PageRequest } from "~/domain/page";

export type AccessRecord = {
  id: string;
  /** 접속일시 (ISO 8601, milliseconds). */
  at: string;
  /** 식별자: the administrator's account id; null for an operator at the command line. */
  actorUid: string | null;
  /** The administrator's e-mail (lower case) at the time, or "" for an operator. */
  actorEmail: string;
  /** The administrator's name, or the operator's system user name. */
  actorName: string;
  /** 접속지 정보: the client address (decision 170), or "명령줄 (host)" for the command. */
  clientAddress: string;
  /** 수행업무. */
  action: AccessAction;
  /** 처리한 정보주체 정보: the kind of record and the ids of those touched (at most MAX_SUBJECTS). */
  target: AccessTarget;
  subjects: string[];
  /** How many records were touched in all (a CSV export lists more than it keeps ids of). */
  subjectCount: number;
  /** The list's filter, or what was changed ("status=확정"); null when there is nothing to say. */
  detail: string | null;
  /** 다운로드 사유 (exports only). */
  reason: string | null;
};

export type NewAccessRecord = Omit<AccessRecord, "id" | "at">;

export interface AccessRecordStore {
  /** Writes one entry at `at` (default now) and returns it. Never changes an earlier one. */
  append(entry: NewAccessRecord, at?: Date): Promise<AccessRecord>;
  /** Newest first, filtered by administrator, action and time, one page of it. */
  list(query: AccessRecordQuery, page: PageRequest): Promise<Page<AccessRecord>>;
  /**
   * Removes the entries older than the retention period before `now` (accessRecordCutoff) and
   * says how many. The only path that removes an entry; it cannot reach a younger one.
   */
  purgeExpired(now: Date): Promise<number>;
}

/** The store's methods, as the contract test checks them: nothing else may be exported. */
export const ACCESS_RECORD_STORE_METHODS = ["append", "list", "purgeExpired"] as const;

/** Pure: the entry as both stores keep it (ids capped, texts bounded, the e-mail in lower case). */
export function boundedEntry(entry: NewAccessRecord): NewAccessRecord {
  return {
    ...entry,
    actorEmail: entry.actorEmail.trim().toLowerCase(),
    actorName: entry.actorName.slice(0, 100),
    clientAddress: entry.clientAddress.slice(0, 100),
    subjects: entry.subjects.slice(0, MAX_SUBJECTS).map((id) => id.slice(0, 200)),
    subjectCount: Math.max(entry.subjectCount, entry.subjects.length),
    detail: boundedDetail(entry.detail),
    reason: entry.reason === null ? null : entry.reason.slice(0, DOWNLOAD_REASON_MAX),
  };
}
