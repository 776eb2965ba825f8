// 신청 관리's columns for the list kit (list-table.tsx): each row a card on a phone, where every
// button and select is at least 44 px tall (max-md:min-h-11).
import { Form } from "@remix-run/react";
import type { ListColumn } from "~/components/admin/list-table";
import { StaffNotes, type NoteView } from "~/components/admin/staff-notes";
import { compactFieldClass } from "~/components/ui/forms";
import { ADMIN_STATUSES, cancelHistoryLines, needsContact } from "~/domain/admin-applications";
import {
  WAITING_STATUS,
  formatApplicationNumber,
  preferredTimeLabel,
  statusLabel,
} from "~/domain/application";
import { formatSeoulDateTime } from "~/domain/seoul-time";
import type { Application } from "~/records/applications/contract";

/** A row as the list's loader gives it: no secrets, its place in line, duplicates and memos. */
export type ApplicationRow = Omit<
  Application,
  "cancelTokenHash" | "lookupCodeHash" | "idempotencyKey"
> & { waitingPlace: number | null; likelyDuplicate: boolean; notes: NoteView[] };

const smallButton =
  "rounded-full border border-brand-300 px-3 py-1 text-xs font-semibold text-brand-700 hover:bg-brand-50 max-md:min-h-11 max-md:px-4";

const COMPANIONS: Record<string, string> = { "0": "동반 없음", "1": "1명" };

/**
 * The columns; `answers` counts the action's answers and keys the status cells, so each answer
 * redraws their selects: until a cancel is confirmed, a row shows its stored status, not the 취소
 * just chosen.
 */
export function applicationColumns(answers: number): ListColumn<ApplicationRow>[] {
  return [
    {
      header: "신청번호",
      cell: (a) => formatApplicationNumber(a.number),
      className: "whitespace-nowrap tabular-nums",
    },
    { header: "프로그램", cell: (a) => a.programTitle, className: "min-w-[8rem]" },
    { header: "이름", cell: (a) => <NameCell application={a} />, className: "min-w-[8rem]" },
    { header: "연락처", cell: (a) => <ContactCell application={a} />, className: "min-w-[10rem]" },
    {
      header: "희망 시간 · 동반",
      cell: (a) =>
        `${preferredTimeLabel(a.preferredTime)} · ${COMPANIONS[a.companions] ?? "2명 이상"}`,
      className: "min-w-[7rem]",
    },
    {
      header: "신청 일시",
      cell: (a) => (
        <>
          <span className="whitespace-nowrap tabular-nums">{formatSeoulDateTime(a.createdAt)}</span>
          <p className="mt-1 text-xs text-muted">
            {a.privacyConsentAt
              ? `개인정보 동의 ${formatSeoulDateTime(a.privacyConsentAt)}`
              : "개인정보 동의 기록 없음"}
          </p>
        </>
      ),
      className: "min-w-[9rem]",
    },
    {
      header: "상태",
      cell: (a) => <StatusCell key={answers} application={a} />,
      className: "min-w-[11rem]",
    },
  ];
}

function NameCell({ application: a }: { application: ApplicationRow }) {
  return (
    <>
      {a.name}
      {a.message ? (
        <p className="mt-1 max-w-xs whitespace-pre-wrap text-xs text-muted">{a.message}</p>
      ) : null}
      <details className="mt-1 max-w-xs">
        <summary className="cursor-pointer text-xs font-semibold text-brand-700 max-md:py-3.5">
          직원 메모 ({a.notes.length})
        </summary>
        <div className="mt-2">
          <StaffNotes
            notes={a.notes}
            subjectId={a.id}
            label={`${formatApplicationNumber(a.number)} 메모`}
          />
        </div>
      </details>
    </>
  );
}

function ContactCell({ application: a }: { application: ApplicationRow }) {
  return (
    <>
      {needsContact(a) ? (
        <ContactNeeded id={a.id} number={formatApplicationNumber(a.number)} />
      ) : null}
      <span className="whitespace-nowrap tabular-nums">{a.phone}</span>
      {a.likelyDuplicate ? (
        <span
          className="ml-1.5 inline-block rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900"
          title="같은 프로그램에 같은 전화번호로 된 다른 신청이 있습니다. 같은 분인지 확인해주세요."
        >
          중복 의심
        </span>
      ) : null}
      <br />
      <span className="text-xs text-muted">{a.email || "이메일 없음"}</span>
    </>
  );
}

/** Seated from the waiting list without an e-mail: staff call, then mark it done (decision 191). */
function ContactNeeded({ id, number }: { id: string; number: string }) {
  return (
    <Form method="post" className="mb-1 flex flex-wrap items-center gap-1.5">
      <strong className="rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-900">
        연락 필요
      </strong>
      <input type="hidden" name="intent" value="contacted" />
      <input type="hidden" name="id" value={id} />
      <button type="submit" className={smallButton} aria-label={`${number} 연락 완료`}>
        연락 완료
      </button>
    </Form>
  );
}

/** The status and its change: a select for 접수/확정/취소; a waiting row promotes or removes. */
function StatusCell({ application: a }: { application: ApplicationRow }) {
  const number = formatApplicationNumber(a.number);
  if (a.status === WAITING_STATUS) {
    return (
      <div>
        <p className="font-semibold text-accent-600">{statusLabel(a.status, a.waitingPlace)}</p>
        <div className="mt-1 flex flex-wrap gap-1.5">
          {(
            [
              ["접수", "접수로 올리기"],
              ["취소", "대기 취소"],
            ] as const
          ).map(([status, label]) => (
            <Form key={status} method="post">
              <input type="hidden" name="intent" value="status" />
              <input type="hidden" name="id" value={a.id} />
              <input type="hidden" name="status" value={status} />
              <button type="submit" className={smallButton} aria-label={`${number} ${label}`}>
                {label}
              </button>
            </Form>
          ))}
        </div>
        <CancelHistory application={a} />
      </div>
    );
  }
  return (
    <div>
      <Form method="post" className="flex items-center gap-2">
        <input type="hidden" name="intent" value="status" />
        <input type="hidden" name="id" value={a.id} />
        <label htmlFor={`status-${a.id}`} className="sr-only">
          {number} 상태
        </label>
        <select
          id={`status-${a.id}`}
          name="status"
          defaultValue={a.status}
          className={`${compactFieldClass} max-md:min-h-11`}
        >
          {ADMIN_STATUSES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
        <button type="submit" className={smallButton} aria-label={`${number} 상태 변경`}>
          변경
        </button>
      </Form>
      <CancelHistory application={a} />
    </div>
  );
}

/** When and by whom it was cancelled and why, and a take-back after it (decision 202). */
function CancelHistory({ application }: { application: ApplicationRow }) {
  const lines = cancelHistoryLines(application);
  if (!lines.length) return null;
  return (
    <p className="mt-1 text-xs text-muted">
      {lines.map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
    </p>
  );
}
