// My page: the member's own attendance per class (issue 46 §3): counts, 출석률, each session's
// mark, where they stand against the class's 수료 기준, and the 수료증 once they reached it.
import type { AttendanceMark, MyClassAttendance } from "~/domain/attendance";
import { rateLabel } from "~/domain/attendance";
import { sessionLabel } from "~/domain/class-roster";
import { SectionCard } from "~/components/ui/section-card";

const MARK_CLASS: Record<AttendanceMark, string> = {
  출석: "bg-brand-100 text-brand-800",
  지각: "bg-amber-100 text-amber-900",
  결석: "bg-red-50 text-red-800",
};

function Standing({ item }: { item: MyClassAttendance }) {
  const { completion } = item;
  if (!completion) return null;
  if (completion.reached)
    return (
      <p className="mt-3 flex flex-wrap items-center gap-3 text-sm">
        <span>{`수료 기준(출석률 ${completion.threshold}%)을 채웠습니다.`}</span>
        <a
          href={`/mypage/certificate?application=${encodeURIComponent(item.applicationId)}`}
          className="btn-primary"
          download
        >
          수료증 출력
        </a>
      </p>
    );
  return (
    <p className="mt-3 text-sm text-muted">
      {`수료 기준은 출석률 ${completion.threshold}%(전체 ${item.sessions}회 가운데 ${completion.needed}회)입니다. 지금까지 ${completion.attended}회 출석했습니다.`}
    </p>
  );
}

export function MyAttendance({ items }: { items: MyClassAttendance[] }) {
  if (!items.length) return null;
  return (
    <SectionCard headingId="my-attendance" title="출석 현황" look="member" className="break-keep">
      <p className="mt-1 text-sm text-muted">지각은 출석으로 셉니다.</p>
      <ul className="mt-3 divide-y divide-slate-100">
        {items.map((item) => (
          <li key={item.applicationId} className="py-4">
            <h3 className="font-semibold text-ink">{item.programTitle}</h3>
            <p className="mt-1 text-sm tabular-nums">
              {`출석 ${item.counts.출석}회 · 지각 ${item.counts.지각}회 · 결석 ${item.counts.결석}회 · 출석률 ${rateLabel(item.rate)}`}
              {item.sessions ? ` (전체 ${item.sessions}회)` : ""}
            </p>
            <Standing item={item} />
            <details className="mt-2 text-sm">
              <summary className="inline-flex min-h-11 cursor-pointer items-center text-brand-700">
                수업별 출결 보기
              </summary>
              <ul
                className="mt-1 flex flex-wrap gap-2"
                aria-label={`${item.programTitle} 수업별 출결`}
              >
                {item.marks.map(({ day, mark }) => (
                  <li key={day} className={`rounded-lg px-2 py-1 tabular-nums ${MARK_CLASS[mark]}`}>
                    {`${sessionLabel(day)} ${mark}`}
                  </li>
                ))}
              </ul>
            </details>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
