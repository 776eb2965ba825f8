// The SQLite applications table: its schema steps (append only) and a row read back as the
// contract's Application. Also read by the lottery's SQLite store (its entries are applications).
import type { ApplicationStatus, Companions } from "~/domain/application";
import type { CancelledBy } from "~/domain/cancellation";
import type { Application } from "~/records/applications/contract";

export const MIGRATIONS = [
  `CREATE TABLE applications (
     id TEXT PRIMARY KEY,
     number INTEGER NOT NULL UNIQUE,
     status TEXT NOT NULL,
     name TEXT NOT NULL,
     phone TEXT NOT NULL,
     email TEXT NOT NULL,
     preferred_time TEXT NOT NULL,
     companions TEXT NOT NULL,
     message TEXT NOT NULL,
     program_id INTEGER NOT NULL,
     program_title TEXT NOT NULL,
     user_id TEXT,
     idempotency_key TEXT NOT NULL UNIQUE,
     created_at TEXT NOT NULL,
     updated_at TEXT NOT NULL
   );
   CREATE INDEX applications_created_at ON applications (created_at);
   CREATE INDEX applications_program_created ON applications (program_id, created_at);
   CREATE INDEX applications_status_created ON applications (status, created_at);
   CREATE INDEX applications_user ON applications (user_id);`,
  // Personal-information consent (개인정보 보호법): when the applicant agreed to the notice.
  `ALTER TABLE applications ADD COLUMN privacy_consent_at TEXT;`,
  // Cancelling and the waiting list (decision 134).
  `ALTER TABLE applications ADD COLUMN queue_ticket INTEGER;
   ALTER TABLE applications ADD COLUMN cancelled_at TEXT;
   ALTER TABLE applications ADD COLUMN cancelled_by TEXT;
   ALTER TABLE applications ADD COLUMN cancel_token_hash TEXT;
   CREATE INDEX applications_program_status ON applications (program_id, status);`,
  // One live application per person and class (decision 156): found by class and phone.
  `CREATE INDEX applications_program_phone ON applications (program_id, phone);`,
  // A seat from the waiting list for someone without an e-mail: staff call (decision 191).
  `ALTER TABLE applications ADD COLUMN contact_needed_at TEXT;`,
  // Which staff member cancelled, and why (decision 192).
  `ALTER TABLE applications ADD COLUMN cancelled_by_name TEXT;
   ALTER TABLE applications ADD COLUMN cancel_reason TEXT;`,
  // A revival keeps the cancel's history and says when and by whom (decision 202).
  `ALTER TABLE applications ADD COLUMN revived_at TEXT;
   ALTER TABLE applications ADD COLUMN revived_by_name TEXT;`,
  // A guest's 조회 코드, its hash only (decision 234).
  `ALTER TABLE applications ADD COLUMN lookup_code_hash TEXT;`,
];

export type Row = {
  id: string;
  number: number;
  status: string;
  name: string;
  phone: string;
  email: string;
  preferred_time: string;
  companions: string;
  message: string;
  program_id: number;
  program_title: string;
  user_id: string | null;
  idempotency_key: string;
  privacy_consent_at: string | null;
  queue_ticket: number | null;
  cancelled_at: string | null;
  cancelled_by: string | null;
  cancelled_by_name: string | null;
  cancel_reason: string | null;
  revived_at: string | null;
  revived_by_name: string | null;
  cancel_token_hash: string | null;
  contact_needed_at: string | null;
  lookup_code_hash: string | null;
  created_at: string;
  updated_at: string;
};

export function fromRow(row: Row): Application {
  return {
    id: row.id,
    number: Number(row.number),
    status: row.status as ApplicationStatus,
    name: row.name,
    phone: row.phone,
    email: row.email,
    preferredTime: row.preferred_time,
    companions: row.companions as Companions,
    message: row.message,
    programId: Number(row.program_id),
    programTitle: row.program_title,
    userId: row.user_id,
    idempotencyKey: row.idempotency_key,
    privacyConsentAt: row.privacy_consent_at ?? null,
    queueTicket: row.queue_ticket === null ? null : Number(row.queue_ticket),
    cancelledAt: row.cancelled_at,
    cancelledBy: row.cancelled_by as CancelledBy | null,
    cancelledByName: row.cancelled_by_name ?? null,
    cancelReason: row.cancel_reason ?? null,
    revivedAt: row.revived_at ?? null,
    revivedByName: row.revived_by_name ?? null,
    cancelTokenHash: row.cancel_token_hash,
    contactNeededAt: row.contact_needed_at ?? null,
    lookupCodeHash: row.lookup_code_hash ?? null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
