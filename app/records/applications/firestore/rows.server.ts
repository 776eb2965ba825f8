// An application's Firestore document read back as the contract's Application.
import { Timestamp, type DocumentData } from "firebase-admin/firestore";
import type { ApplicationStatus, Companions } from "~/domain/application";
import type { CancelledBy } from "~/domain/cancellation";
import type { Application } from "~/records/applications/contract";

function toIso(value: unknown): string {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (typeof value === "string") return value;
  return new Date(0).toISOString();
}

function toIsoOrNull(value: unknown): string | null {
  return value === null || value === undefined ? null : toIso(value);
}

export function fromDoc(id: string, data: DocumentData): Application {
  return {
    id,
    number: Number(data.number),
    status: data.status as ApplicationStatus,
    name: String(data.name ?? ""),
    phone: String(data.phone ?? ""),
    email: String(data.email ?? ""),
    preferredTime: String(data.preferredTime ?? ""),
    companions: (data.companions ?? "0") as Companions,
    message: String(data.message ?? ""),
    programId: Number(data.programId),
    programTitle: String(data.programTitle ?? ""),
    userId: (data.userId as string | null | undefined) ?? null,
    idempotencyKey: String(data.idempotencyKey ?? ""),
    privacyConsentAt: toIsoOrNull(data.privacyConsentAt),
    queueTicket: typeof data.queueTicket === "number" ? data.queueTicket : null,
    cancelledAt: toIsoOrNull(data.cancelledAt),
    cancelledBy: (data.cancelledBy as CancelledBy | null | undefined) ?? null,
    cancelledByName: (data.cancelledByName as string | null | undefined) ?? null,
    cancelReason: (data.cancelReason as string | null | undefined) ?? null,
    revivedAt: toIsoOrNull(data.revivedAt),
    revivedByName: (data.revivedByName as string | null | undefined) ?? null,
    cancelTokenHash: (data.cancelTokenHash as string | null | undefined) ?? null,
    contactNeededAt: toIsoOrNull(data.contactNeededAt),
    lookupCodeHash: (data.lookupCodeHash as string | null | undefined) ?? null,
    createdAt: toIso(data.createdAt),
    updatedAt: toIso(data.updatedAt),
  };
}
