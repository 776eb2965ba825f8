// The dashboard's 프로그램별 출석률 (issue 46 §3): each class's recorded marks and the share
// attended, 지각 counted as attended (decision 260), linking to the class's 출결 입력.
import { Link } from "@remix-run/react";
import { count } from "~/components/admin/format";
import { rateLabel } from "~/domain/attendance";

export type AttendanceRateRow = {
  programId: number;
  title: string;
  출석: number;
  지각: number;
  결석: number;
  rate: number | null;
};

const COLUMNS = ["출석", "지각", "결석"] as const;

export function AttendanceRates({ rows }: { rows: AttendanceRateRow[] }) {
  return (
    <section aria-labelledby="stats-attendance" className="rounded-xl border border-slate-200 p-4">
      <h2 id="stats-attendance" className="font-semibold">
        프로그램별 출석률
      </h2>
      <p className="mt-1 text-sm text-muted">
        입력된 출결 가운데 출석한 비율입니다. 지각은 출석으로 셉니다.
      </p>
      {rows.length ? (
        <div className="relative mt-3 overflow-x-auto">
          <table className="w-full text-sm">
            <thead className="text-left text-muted">
              <tr>
                <th scope="col" className="py-1">
                  프로그램
                </th>
                {COLUMNS.map((c) => (
                  <th key={c} scope="col" className="whitespace-nowrap py-1 pl-2 text-right">
                    {c}
                  </th>
                ))}
                <th scope="col" className="whitespace-nowrap py-1 pl-2 text-right">
                  출석률
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.programId} className="border-t border-slate-100">
                  <th scope="row" className="py-1.5 text-left font-normal">
                    <Link
                      to={`/admin/programs/${row.programId}/attendance`}
                      className="hover:underline"
                    >
                      {row.title}
                    </Link>
                  </th>
                  {COLUMNS.map((c) => (
                    <td key={c} className="py-1.5 pl-2 text-right tabular-nums">
                      {count(row[c])}
                    </td>
                  ))}
                  <td className="py-1.5 pl-2 text-right font-semibold tabular-nums">
                    {rateLabel(row.rate)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="mt-3 text-sm text-muted">아직 입력된 출결이 없습니다.</p>
      )}
    </section>
  );
}
