// Staff memos on an application or a member (issue 46 §4): who wrote each and when, a delete
// button, and a plain form to add one (works without JavaScript). Staff only: no page an applicant
// or member sees renders this.
import { Form } from "@remix-run/react";
import { compactFieldClass, FormAlert } from "~/components/ui/forms";
import { STAFF_NOTE_MAX_LENGTH } from "~/domain/staff-notes";
import { formatSeoulDateTime } from "~/domain/seoul-time";
import { SectionCard } from "~/components/ui/section-card";

export type NoteView = { id: string; text: string; authorName: string; createdAt: string };

const smallButton =
  "rounded-full border border-brand-300 px-3 py-1 text-xs font-semibold text-brand-700 hover:bg-brand-50";

/**
 * `subjectId`: posted as `id` (the applications list holds many rows); `label` names the subject
 * for screen readers ("A-000123 메모").
 */
export function StaffNotes({
  notes,
  subjectId,
  label,
}: {
  notes: NoteView[];
  subjectId?: string;
  label: string;
}) {
  const fieldId = `note-${subjectId ?? "member"}`;
  return (
    <div className="grid gap-2">
      {notes.length ? (
        <ul className="grid gap-2">
          {notes.map((n) => (
            <li key={n.id} className="rounded-lg bg-slate-50 p-2 text-sm">
              <p className="whitespace-pre-wrap break-words [word-break:keep-all]">{n.text}</p>
              <div className="mt-1 flex flex-wrap items-center justify-between gap-2 text-xs text-muted">
                <span>
                  {n.authorName} · {formatSeoulDateTime(n.createdAt)}
                </span>
                <Form method="post">
                  <input type="hidden" name="intent" value="note-delete" />
                  <input type="hidden" name="noteId" value={n.id} />
                  {subjectId ? <input type="hidden" name="id" value={subjectId} /> : null}
                  <button type="submit" className={smallButton} aria-label={`${label} 삭제`}>
                    삭제
                  </button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">남긴 메모가 없습니다.</p>
      )}
      <Form method="post" className="grid gap-1.5">
        <input type="hidden" name="intent" value="note-add" />
        {subjectId ? <input type="hidden" name="id" value={subjectId} /> : null}
        <label htmlFor={fieldId} className="text-sm font-medium">
          {label} 남기기
        </label>
        <textarea
          id={fieldId}
          name="text"
          required
          maxLength={STAFF_NOTE_MAX_LENGTH}
          rows={2}
          className={`w-full ${compactFieldClass}`}
        />
        <p className="text-xs text-muted">
          직원만 봅니다. 신청자·회원에게 보이지 않으며{" "}
          {STAFF_NOTE_MAX_LENGTH.toLocaleString("ko-KR")}자까지 쓸 수 있습니다.
        </p>
        <div>
          <button type="submit" className={smallButton}>
            메모 저장
          </button>
        </div>
      </Form>
    </div>
  );
}

/** The member page's section: its heading, the refused form's errors, the memos. */
export function MemberNotes({ notes, errors }: { notes: NoteView[]; errors: string[] }) {
  return (
    <SectionCard headingId="member-notes-title" title="직원 메모" look="admin" className="mt-6">
      <FormAlert errors={errors} />
      <div className="mt-2">
        <StaffNotes notes={notes} label="회원 메모" />
      </div>
    </SectionCard>
  );
}
