// GET /admin/programs/:id/roster: a class's 수강생 명단 for paper (A4): the seated by 신청번호, then
// the waiting line in order, with phone, 신청번호, status and the staff memos. Administrators only;
// everyone shown is in the access record. The CSV goes through the reasoned export (decision 206).
import { adminPageMeta } from "~/seo/private-meta";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { classDeps, requireAdminAccess } from "~/backends/app.server";
import { adminErrorBoundary } from "~/components/admin/admin-error";
import { ExportForm } from "~/components/admin/export-form";
import { PrintSheet } from "~/components/admin/print-sheet";
import { ScrollRegion } from "~/components/ui/scroll-region";
import { formatApplicationNumber, statusLabel } from "~/domain/application";
import { classRoster, type RosterPerson } from "~/services/class-roster.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const access = await requireAdminAccess(request, context);
  return classRoster(classDeps(access), params.id, `수강생 명단 · 프로그램 ${params.id}`);
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  adminPageMeta(`수강생 명단${data ? ` · ${data.title}` : ""}`);

const cell = "border border-slate-400 px-2 py-1.5 align-top";

function Rows({ people }: { people: RosterPerson[] }) {
  return people.map((p, i) => (
    <tr key={p.id} className="break-inside-avoid">
      <td className={`${cell} text-center tabular-nums`}>{i + 1}</td>
      <td className={`${cell} font-semibold`}>{p.name}</td>
      <td className={`${cell} whitespace-nowrap tabular-nums`}>{p.phone}</td>
      <td className={`${cell} whitespace-nowrap tabular-nums`}>
        {formatApplicationNumber(p.number)}
      </td>
      <td className={`${cell} whitespace-nowrap`}>{statusLabel(p.status, p.waitingPlace)}</td>
      <td className={`${cell} text-sm`}>
        {p.memos.map((memo, j) => (
          <p key={j}>{memo}</p>
        ))}
      </td>
    </tr>
  ));
}

function RosterTable({ caption, people }: { caption: string; people: RosterPerson[] }) {
  return (
    // Scrolls sideways on a phone; on paper it is as wide as the page (a scrolling box would not
    // break across pages).
    <ScrollRegion label={caption} className="mb-6 print:overflow-visible">
      <table className="roster-table w-full min-w-[44rem] table-fixed border-collapse text-sm print:min-w-0">
        <caption className="mb-1 text-left text-base font-bold">
          {caption} ({people.length}명)
        </caption>
        <thead>
          <tr className="bg-slate-100">
            <th scope="col" className={`${cell} w-12`}>
              번호
            </th>
            <th scope="col" className={`${cell} w-28`}>
              이름
            </th>
            <th scope="col" className={`${cell} w-36`}>
              전화번호
            </th>
            <th scope="col" className={`${cell} w-28`}>
              신청번호
            </th>
            <th scope="col" className={`${cell} w-20`}>
              상태
            </th>
            <th scope="col" className={cell}>
              메모
            </th>
          </tr>
        </thead>
        <tbody>
          {people.length ? (
            <Rows people={people} />
          ) : (
            <tr>
              <td colSpan={6} className={`${cell} text-center text-muted`}>
                없음
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

export default function ClassRosterPage() {
  const roster = useLoaderData<typeof loader>();
  return (
    <PrintSheet
      kind="수강생 명단"
      title={roster.title}
      term={roster.term}
      schedule={roster.schedule}
      links={[
        { to: `/admin/applications?program=${roster.programId}`, label: "신청 관리로" },
        { to: `/admin/programs/${roster.programId}/attendance-sheet`, label: "출석부 보기" },
        { to: `/admin/programs/${roster.programId}/texts`, label: "문자 보내기" },
      ]}
    >
      <div className="mb-4 print:hidden">
        <ExportForm filter={{ program: String(roster.programId) }} />
      </div>
      <RosterTable caption="수강생" people={roster.seated} />
      <RosterTable caption="대기자 (대기 순서)" people={roster.waiting} />
    </PrintSheet>
  );
}

export const ErrorBoundary = adminErrorBoundary("/admin/applications", "신청 관리로 돌아가기");
