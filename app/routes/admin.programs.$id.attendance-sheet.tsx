// GET /admin/programs/:id/attendance-sheet: a class's 출석부 for paper (A4 landscape): its sessions
// (개강일 to 종강일 on its weekdays) across, the seated and then the waiting down, 14 sessions a
// page. A class without dates gets blank columns to write on. Administrators only; everyone shown
// is in the access record.
import { adminPageMeta } from "~/seo/private-meta";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { classDeps, requireAdminAccess } from "~/backends/app.server";
import { adminErrorBoundary } from "~/components/admin/admin-error";
import { PrintSheet } from "~/components/admin/print-sheet";
import { ScrollRegion } from "~/components/ui/scroll-region";
import { ROSTER_MESSAGES, sessionLabel, sessionPages } from "~/domain/class-roster";
import { statusLabel } from "~/domain/application";
import { classRoster, type RosterPerson } from "~/services/class-roster.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const access = await requireAdminAccess(request, context);
  return classRoster(classDeps(access), params.id, `출석부 · 프로그램 ${params.id}`);
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  adminPageMeta(`출석부${data ? ` · ${data.title}` : ""}`);

const cell = "border border-slate-500 px-1 py-1.5";

function SheetPage({
  days,
  people,
  first,
  dated,
  pageNumber,
  pageCount,
}: {
  days: (string | null)[];
  people: RosterPerson[];
  first: number;
  /** Whether the class's dates are known: then a blank column is a spare, not a numbered session. */
  dated: boolean;
  pageNumber: number;
  pageCount: number;
}) {
  return (
    // Scrolls sideways on a phone; on paper it is as wide as the page.
    <ScrollRegion
      label={`출석부 ${pageNumber}쪽`}
      className="attendance-page mb-6 print:overflow-visible"
    >
      <table className="attendance-table w-full min-w-[60rem] table-fixed border-collapse text-sm print:min-w-0">
        {pageCount > 1 && (
          <caption className="mb-1 text-left text-sm text-muted">
            {`${pageNumber} / ${pageCount}쪽 (${first + 1}회차부터)`}
          </caption>
        )}
        <thead>
          <tr className="bg-slate-100">
            <th scope="col" className={`${cell} w-10`}>
              번호
            </th>
            <th scope="col" className={`${cell} w-36 text-left`}>
              이름
            </th>
            {days.map((day, i) => (
              <th key={day ?? `blank-${i}`} scope="col" className={`${cell} text-xs font-semibold`}>
                <span className="block tabular-nums">
                  {day || !dated ? `${first + i + 1}회` : " "}
                </span>
                {/* The date over its weekday: "10/22(목)" on one line is wider than a column. */}
                <span className="block font-normal tabular-nums">
                  {day ? sessionLabel(day).slice(0, -3) : "\u00a0"}
                </span>
                <span className="block font-normal">
                  {day ? sessionLabel(day).slice(-3) : "\u00a0"}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {people.map((p, i) => (
            <tr key={p.id} className="break-inside-avoid">
              <td className={`${cell} text-center tabular-nums`}>{i + 1}</td>
              <th scope="row" className={`${cell} text-left font-semibold`}>
                {p.name}
                {p.status === "대기" && (
                  <span className="ml-1 text-xs font-normal">
                    ({statusLabel(p.status, p.waitingPlace)})
                  </span>
                )}
              </th>
              {days.map((day, j) => (
                <td key={day ?? `blank-${j}`} className={cell} />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

export default function AttendanceSheetPage() {
  const roster = useLoaderData<typeof loader>();
  const { sessions } = roster;
  const days = sessions.kind === "dates" ? sessions.days : [];
  const pages = sessionPages(days);
  const people = [...roster.seated, ...roster.waiting];
  const note =
    sessions.kind === "unknown"
      ? sessions.message
      : !days.length
        ? ROSTER_MESSAGES.noSessions
        : sessions.truncated
          ? ROSTER_MESSAGES.truncated
          : null;
  return (
    <div className="attendance-sheet">
      <PrintSheet
        kind="출석부"
        title={roster.title}
        term={roster.term}
        schedule={days.length ? `${roster.schedule} · 총 ${days.length}회` : roster.schedule}
        links={[
          { to: `/admin/applications?program=${roster.programId}`, label: "신청 관리로" },
          { to: `/admin/programs/${roster.programId}/roster`, label: "수강생 명단 보기" },
        ]}
      >
        {note && (
          <p
            role="note"
            className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm"
          >
            {note}
          </p>
        )}
        {people.length ? (
          pages.map((page, i) => (
            <SheetPage
              key={i}
              days={page}
              people={people}
              first={i * pages[0]!.length}
              dated={days.length > 0}
              pageNumber={i + 1}
              pageCount={pages.length}
            />
          ))
        ) : (
          <p className="text-muted">이 프로그램에 신청한 사람이 없습니다.</p>
        )}
      </PrintSheet>
    </div>
  );
}

export const ErrorBoundary = adminErrorBoundary("/admin/applications", "신청 관리로 돌아가기");
