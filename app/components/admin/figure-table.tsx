// The dashboard's tables of figures per class (신청, 출석률): the class's name heads its row and
// links where staff act on it; its numbers follow, right-aligned.
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

export type FigureColumn<Row> = {
  label: string;
  value: (row: Row) => ReactNode;
  /** Extra classes of the column's cells (the rate's font-semibold). */
  className?: string;
};

export function FigureTable<Row extends { programId: number; title: string }>({
  rows,
  columns,
  href,
  empty,
}: {
  rows: readonly Row[];
  columns: readonly FigureColumn<Row>[];
  href: (row: Row) => string;
  /** What stands instead of the table when there are no rows. */
  empty: string;
}) {
  if (!rows.length) return <p className="mt-3 text-sm text-muted">{empty}</p>;
  return (
    <div className="relative mt-3 overflow-x-auto">
      <table className="w-full text-sm">
        <thead className="text-left text-muted">
          <tr>
            <th scope="col" className="py-1">
              프로그램
            </th>
            {columns.map(({ label }) => (
              <th key={label} scope="col" className="whitespace-nowrap py-1 pl-2 text-right">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.programId} className="border-t border-slate-100">
              <th scope="row" className="py-1.5 text-left font-normal">
                <Link to={href(row)} className="hover:underline">
                  {row.title}
                </Link>
              </th>
              {columns.map(({ label, value, className }) => (
                <td
                  key={label}
                  className={`py-1.5 pl-2 text-right tabular-nums${className ? ` ${className}` : ""}`}
                >
                  {value(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
