// The staff's 출결 입력 for one session, made for a phone in the classroom: each seated person a
// group of three large choices (출석 / 지각 / 결석, 48 px high), one 저장 for all (a class of more
// than MAX_MARKS_PER_SAVE in forms of that many). Plain radios in a plain form: no JavaScript needed.
import { Form, Link } from "@remix-run/react";
import {
  ATTENDANCE_MARKS,
  MARK_FIELD_PREFIX,
  MAX_MARKS_PER_SAVE,
  type AttendanceMark,
} from "~/domain/attendance";
import { sessionLabel } from "~/domain/class-roster";
import { formatApplicationNumber } from "~/domain/application-number";
import { compactFieldClass } from "~/components/ui/forms";

type Person = { id: string; number: number; name: string; mark: AttendanceMark | null };

const CHOSEN: Record<AttendanceMark, string> = {
  출석: "peer-checked:border-brand-600 peer-checked:bg-brand-600 peer-checked:text-white",
  지각: "peer-checked:border-amber-500 peer-checked:bg-amber-100 peer-checked:text-amber-950",
  결석: "peer-checked:border-red-600 peer-checked:bg-red-50 peer-checked:text-red-800",
};

function MarkChoices({ person }: { person: Person }) {
  return (
    <fieldset className="rounded-xl border border-slate-200 bg-white p-3">
      <legend className="px-1 text-base font-semibold text-ink">
        {person.name}
        <span className="ml-2 text-xs font-normal text-muted tabular-nums">
          {formatApplicationNumber(person.number)}
        </span>
      </legend>
      <div className="mt-1 grid grid-cols-3 gap-2">
        {ATTENDANCE_MARKS.map((mark) => (
          <label key={mark} className="block">
            <input
              type="radio"
              name={`${MARK_FIELD_PREFIX}${person.id}`}
              value={mark}
              defaultChecked={person.mark === mark}
              className="peer sr-only"
            />
            <span
              className={`flex min-h-12 cursor-pointer items-center justify-center rounded-lg border-2 border-slate-300 text-base font-semibold text-ink peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent-500 ${CHOSEN[mark]}`}
            >
              {mark}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function SessionPicker({
  programId,
  days,
  day,
}: {
  programId: number;
  days: string[];
  day: string;
}) {
  const at = days.indexOf(day);
  // The first and last sessions have no link on that side (nothing faded to read).
  const link = (d: string | undefined, label: string) =>
    d ? (
      <Link to={`/admin/programs/${programId}/attendance?day=${d}`} className="btn-secondary px-3">
        {label}
      </Link>
    ) : null;
  return (
    <div className="flex flex-wrap items-end gap-2">
      <Form method="get" className="flex items-end gap-2">
        <label className="text-sm">
          <span className="block text-muted">수업 날짜</span>
          <select name="day" defaultValue={day} className={`${compactFieldClass} min-h-11`}>
            {days.map((d, i) => (
              <option key={d} value={d}>
                {`${i + 1}회 · ${sessionLabel(d)}`}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn-secondary">
          보기
        </button>
      </Form>
      {link(days[at - 1], "◀ 이전 수업")}
      {link(days[at + 1], "다음 수업 ▶")}
    </div>
  );
}

export function AttendanceForm({
  day,
  people,
  busy,
}: {
  day: string;
  people: Person[];
  busy: boolean;
}) {
  const groups = Array.from({ length: Math.ceil(people.length / MAX_MARKS_PER_SAVE) }, (_, i) =>
    people.slice(i * MAX_MARKS_PER_SAVE, (i + 1) * MAX_MARKS_PER_SAVE),
  );
  return groups.map((group, i) => (
    <Form key={group[0]!.id} method="post" className="grid gap-3">
      <input type="hidden" name="day" value={day} />
      {group.map((person) => (
        <MarkChoices key={person.id} person={person} />
      ))}
      <div className="sticky bottom-0 -mx-4 border-t border-slate-200 bg-white/95 px-4 py-3">
        <button
          type="submit"
          disabled={busy}
          className="btn-primary min-h-12 w-full text-base disabled:opacity-60"
        >
          {busy
            ? "저장하는 중…"
            : groups.length > 1
              ? `출결 저장 (${i * MAX_MARKS_PER_SAVE + 1}–${i * MAX_MARKS_PER_SAVE + group.length}번)`
              : "출결 저장"}
        </button>
      </div>
    </Form>
  ));
}
