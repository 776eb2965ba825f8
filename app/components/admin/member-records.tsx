// A member's applications and inquiries on their admin page (issue 46 §1): each row links to where
// staff act on it — the application found in 신청 관리 by its number, the inquiry's own page.
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { EmptyRow } from "~/components/admin/empty-row";
import { formatApplicationNumber } from "~/domain/application-number";
import { formatSeoulDateTime } from "~/domain/seoul-time";

type ApplicationRow = {
  id: string;
  number: number;
  programTitle: string;
  status: string;
  createdAt: string;
};
type InquiryRow = { id: string; title: string; status: string; createdAt: string };

const cell = "px-3 py-2";

/** What the rows are (신청 내역: the heading, with their count, and the empty row's words), and
 * each column's heading, its cell and extra classes of its cells. */
type Records<Row> = {
  id: string;
  records: string;
  columns: ReadonlyArray<readonly [string, (row: Row) => ReactNode, string?]>;
};

const APPLICATIONS: Records<ApplicationRow> = {
  id: "member-applications",
  records: "신청 내역",
  columns: [
    [
      "신청번호",
      (a) => {
        const number = formatApplicationNumber(a.number);
        return (
          <Link
            to={`/admin/applications?q=${encodeURIComponent(number)}`}
            className="text-brand-700 hover:underline"
          >
            {number}
          </Link>
        );
      },
      "whitespace-nowrap tabular-nums",
    ],
    ["프로그램", (a) => a.programTitle],
    ["상태", (a) => a.status],
    ["신청 일시", (a) => formatSeoulDateTime(a.createdAt)],
  ],
};

const INQUIRIES: Records<InquiryRow> = {
  id: "member-inquiries",
  records: "문의 내역",
  columns: [
    [
      "제목",
      (i) => (
        <Link
          to={`/admin/inquiries/${encodeURIComponent(i.id)}`}
          className="text-brand-700 hover:underline"
        >
          {i.title}
        </Link>
      ),
    ],
    ["상태", (i) => i.status],
    ["문의 일시", (i) => formatSeoulDateTime(i.createdAt)],
  ],
};

export function MemberRecords(props: { applications: ApplicationRow[]; inquiries: InquiryRow[] }) {
  return (
    <>
      <RecordTable {...APPLICATIONS} items={props.applications} />
      <RecordTable {...INQUIRIES} items={props.inquiries} />
    </>
  );
}

/** A titled table of the member's records: a heading, the cells of each row, one empty row. */
function RecordTable<Row extends { id: string }>({
  id,
  records,
  items,
  columns,
}: Records<Row> & { items: readonly Row[] }) {
  return (
    <section aria-labelledby={`${id}-title`} className="mt-6">
      <h2 id={`${id}-title`} className="font-semibold">
        {`${records} (${items.length}건)`}
      </h2>
      <div className="mt-2 overflow-x-auto rounded-xl border border-slate-200">
        <table className="w-full min-w-[32rem] text-left text-sm">
          <thead className="bg-slate-50 text-muted">
            <tr>
              {columns.map(([label]) => (
                <th key={label} scope="col" className={cell}>
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {items.map((row) => (
              <tr key={row.id} className="border-t border-slate-100">
                {columns.map(([label, value, extra]) => (
                  <td key={label} className={extra ? `${cell} ${extra}` : cell}>
                    {value(row)}
                  </td>
                ))}
              </tr>
            ))}
            {items.length === 0 ? (
              <EmptyRow columns={columns.length}>{`${records}이 없습니다.`}</EmptyRow>
            ) : null}
          </tbody>
        </table>
      </div>
    </section>
  );
}
