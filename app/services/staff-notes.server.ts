// The memo forms of the admin pages (issue 46 §4): add or delete one staff memo on an application
// or a member, recorded first in the access records (decision 206) as an input or a deletion.
import { parseWithZod } from "@conform-to/zod/v4";
import type { AccessTarget } from "~/domain/access-records";
import { staffName } from "~/domain/admin-applications";
import {
  STAFF_NOTE_MESSAGES,
  staffNoteAddSchema,
  staffNoteDeleteSchema,
  type StaffNoteSubject,
} from "~/domain/staff-notes";
import type { StaffNoteStore } from "~/records/staff-notes/contract";

type Admin = { uid: string; name: string; email: string };
type RecordAccess = (entry: {
  action: "change";
  target: AccessTarget;
  subjects: string[];
  detail: string;
}) => Promise<unknown>;

export type NoteOutcome =
  | { ok: true; notice: "note-added" | "note-deleted" }
  | { ok: false; status: 400 | 404; errors: string[] };

export const isNoteIntent = (formData: FormData) =>
  formData.get("intent") === "note-add" || formData.get("intent") === "note-delete";

const TARGETS: Record<StaffNoteSubject, AccessTarget> = {
  application: "applications",
  user: "users",
};

export async function staffNoteAction(
  formData: FormData,
  subject: { kind: StaffNoteSubject; id: string },
  deps: { admin: Admin; notes: StaffNoteStore; record: RecordAccess; now?: Date },
): Promise<NoteOutcome> {
  const target = TARGETS[subject.kind];
  if (formData.get("intent") === "note-add") {
    const submission = parseWithZod(formData, { schema: staffNoteAddSchema });
    if (submission.status !== "success")
      return {
        ok: false,
        status: 400,
        errors: Object.values(submission.error ?? {}).flat() as string[],
      };
    await deps.record({ action: "change", target, subjects: [subject.id], detail: "메모 입력" });
    await deps.notes.add(
      {
        subject: subject.kind,
        subjectId: subject.id,
        text: submission.value.text,
        authorUid: deps.admin.uid,
        authorName: staffName(deps.admin),
      },
      deps.now,
    );
    return { ok: true, notice: "note-added" };
  }
  const submission = parseWithZod(formData, { schema: staffNoteDeleteSchema });
  if (submission.status !== "success")
    return { ok: false, status: 400, errors: [STAFF_NOTE_MESSAGES.notFound] };
  await deps.record({ action: "change", target, subjects: [subject.id], detail: "메모 삭제" });
  const deleted = await deps.notes.delete(submission.value.noteId, subject.kind, subject.id);
  return deleted
    ? { ok: true, notice: "note-deleted" }
    : { ok: false, status: 404, errors: [STAFF_NOTE_MESSAGES.notFound] };
}
