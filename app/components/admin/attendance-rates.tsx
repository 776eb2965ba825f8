// The dashboard's 프로그램별 출석률 (issue 46 §3): each class's recorded marks and the share
// attended, 지각 counted as attended (decision 260), linking to the class's 출결 입력.
import { count } from "~/components/admin/format";
import { FigureTable, type FigureColumn } from "~/components/admin/figure-table";
import { SectionCard } from "~/components/ui/section-card";
import { rateLabel } from "~/domain/attendance";

export type AttendanceRateRow = {
  programId: number;
  title: string;
  출석: number;
  지각: number;
  결석: number;
  rate: number | null;
};

const COLUMNS: FigureColumn<AttendanceRateRow>[] = [
  ...(["출석", "지각", "결석"] as const).map((mark) => ({
    label: mark,
    value: (row: AttendanceRateRow) => count(row[mark]),
  })),
  { label: "출석률", value: (row) => rateLabel(row.rate), className: "font-semibold" },
];

export function AttendanceRates({ rows }: { rows: AttendanceRateRow[] }) {
  return (
    <SectionCard headingId="stats-attendance" title="프로그램별 출석률" look="admin">
      <p className="mt-1 text-sm text-muted">
        입력된 출결 가운데 출석한 비율입니다. 지각은 출석으로 셉니다.
      </p>
      <FigureTable
        rows={rows}
        columns={COLUMNS}
        href={(row) => `/admin/programs/${row.programId}/attendance`}
        empty="아직 입력된 출결이 없습니다."
      />
    </SectionCard>
  );
}
