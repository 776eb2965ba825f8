// Shown in 신청 관리 when one class is chosen in the filter: its printable 수강생 명단 and 출석부,
// and the staff's 출결 입력 (issue 46 §3).
import { Link } from "@remix-run/react";

export function ClassPrintLinks({ programId, title }: { programId: number; title: string }) {
  return (
    <nav
      aria-label={`${title} 명단과 출결`}
      className="mt-3 flex flex-wrap items-center gap-2 text-sm"
    >
      <span className="text-muted">인쇄용:</span>
      <Link to={`/admin/programs/${programId}/roster`} className="btn-secondary">
        수강생 명단
      </Link>
      <Link to={`/admin/programs/${programId}/attendance-sheet`} className="btn-secondary">
        출석부
      </Link>
      <span className="text-muted">수업 중:</span>
      <Link to={`/admin/programs/${programId}/attendance`} className="btn-secondary">
        출결 입력
      </Link>
    </nav>
  );
}
