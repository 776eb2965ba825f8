// A member's applications and inquiries on their admin page (issue 46 §1): each row links to where
// staff act on it — the application found in 신청 관리 by its number, the inquiry's own page.
import { Link } from "@remix-run/react";
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

export function MemberApplications({ items }: { items: ApplicationRow[] }) {
  return (
    <Section id="member-applications" title={`신청 내역 (${items.length}건)`}>
      <table className="w-full min-w-[32rem] text-left text-sm">
        <thead className="bg-slate-50 text-muted">
          <tr>
            {["신청번호", "프로그램", "상태", "신청 일시"].map((label) => (
              <th key={label} scope="col" className={cell}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((a) => {
            const number = formatApplicationNumber(a.number);
            return (
              <tr key={a.id} className="border-t border-slate-100">
                <td className={`${cell} whitespace-nowrap tabular-nums`}>
                  <Link
                    to={`/admin/applications?q=${encodeURIComponent(number)}`}
                    className="text-brand-700 hover:underline"
                  >
                    {number}
                  </Link>
                </td>
                <td className={cell}>{a.programTitle}</td>
                <td className={cell}>{a.status}</td>
                <td className={cell}>{formatSeoulDateTime(a.createdAt)}</td>
              </tr>
            );
          })}
          {items.length === 0 ? <EmptyRow columns={4}>신청 내역이 없습니다.</EmptyRow> : null}
        </tbody>
      </table>
    </Section>
  );
}

export function MemberInquiries({ items }: { items: InquiryRow[] }) {
  return (
    <Section id="member-inquiries" title={`문의 내역 (${items.length}건)`}>
      <table className="w-full min-w-[32rem] text-left text-sm">
        <thead className="bg-slate-50 text-muted">
          <tr>
            {["제목", "상태", "문의 일시"].map((label) => (
              <th key={label} scope="col" className={cell}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((i) => (
            <tr key={i.id} className="border-t border-slate-100">
              <td className={cell}>
                <Link
                  to={`/admin/inquiries/${encodeURIComponent(i.id)}`}
                  className="text-brand-700 hover:underline"
                >
                  {i.title}
                </Link>
              </td>
              <td className={cell}>{i.status}</td>
              <td className={cell}>{formatSeoulDateTime(i.createdAt)}</td>
            </tr>
          ))}
          {items.length === 0 ? <EmptyRow columns={3}>문의 내역이 없습니다.</EmptyRow> : null}
        </tbody>
      </table>
    </Section>
  );
}

function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="mt-6">
      <h2 id={`${id}-title`} className="font-semibold">
        {title}
      </h2>
      <div className="mt-2 overflow-x-auto rounded-xl border border-slate-200">{children}</div>
    </section>
  );
}
