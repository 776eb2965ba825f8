// My page: the member's applications (class, date, status) and inquiries (status, answer).
import { Form, Link } from "@remix-run/react";
import { formatSeoulLongDateTime } from "~/domain/seoul-time";
import { SectionCard } from "~/components/ui/section-card";

export type MyApplication = {
  id: string;
  /** "A-000123": the number the centre's staff and the guest look-up ask for. */
  number: string;
  programId: number;
  programTitle: string;
  /** 접수, 확정, 취소 or "대기 n번". */
  status: string;
  createdAt: string;
  /** The member may still cancel it (not cancelled, the class's cut-off not passed). */
  cancellable: boolean;
  /** "3월 9일까지 취소할 수 있습니다", or "". */
  cancelNote: string;
};
export type MyInquiry = {
  id: string;
  title: string;
  status: string;
  response: string | null;
  createdAt: string;
  answeredAt: string | null;
};

const badge = "inline-block rounded-full px-2 py-0.5 text-xs font-semibold";
const statusClass = (status: string) =>
  status === "확정" || status === "답변완료"
    ? "bg-brand-100 text-brand-800"
    : status === "취소"
      ? "bg-slate-200 text-slate-700"
      : status.startsWith("대기")
        ? "bg-amber-100 text-amber-800"
        : "bg-accent-100 text-accent-600";

export function MyApplications({ items, error }: { items: MyApplication[]; error: string | null }) {
  return (
    <SectionCard headingId="my-applications" title="신청 내역" look="member">
      {error ? (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {items.length === 0 ? (
        <p className="mt-3 text-sm text-muted">
          아직 신청한 프로그램이 없습니다.{" "}
          <Link to="/services" className="underline">
            프로그램 둘러보기
          </Link>
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {items.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
              <div>
                <Link
                  to={`/program/${item.programId}`}
                  className="font-semibold text-ink hover:underline"
                >
                  {item.programTitle}
                </Link>
                <p className="text-xs text-muted">
                  신청번호 <span className="font-semibold text-ink">{item.number}</span> · 신청일{" "}
                  {formatSeoulLongDateTime(item.createdAt)}
                </p>
                {item.cancellable && item.cancelNote ? (
                  <p className="text-xs text-muted">{item.cancelNote}</p>
                ) : null}
              </div>
              <div className="flex items-center gap-2">
                <span className={`${badge} ${statusClass(item.status)}`}>{item.status}</span>
                {item.cancellable ? <CancelButton item={item} /> : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

/** Cancels after the member confirms (without JavaScript the form posts at once). */
function CancelButton({ item }: { item: MyApplication }) {
  return (
    <Form
      method="post"
      onSubmit={(event) => {
        if (
          !window.confirm(
            `‘${item.programTitle}’ 신청을 취소할까요? 취소한 뒤에는 되돌릴 수 없습니다.`,
          )
        )
          event.preventDefault();
      }}
    >
      <input type="hidden" name="intent" value="cancel-application" />
      <input type="hidden" name="applicationId" value={item.id} />
      <button
        type="submit"
        className="rounded-full border border-slate-300 px-3 py-1 text-xs font-semibold text-slate-700 hover:bg-slate-50"
        aria-label={`${item.programTitle} 신청 취소`}
      >
        신청 취소
      </button>
    </Form>
  );
}

export function MyInquiries({ items }: { items: MyInquiry[] }) {
  return (
    <SectionCard headingId="my-inquiries" title="문의 내역" look="member">
      {items.length === 0 ? (
        <p className="mt-3 text-sm text-muted">
          문의 내역이 없습니다.{" "}
          <Link to="/contact" className="underline">
            문의하기
          </Link>
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {items.map((item) => (
            <li key={item.id} className="py-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-semibold text-ink">{item.title}</p>
                <span className={`${badge} ${statusClass(item.status)}`}>{item.status}</span>
              </div>
              <p className="text-xs text-muted">문의일 {formatSeoulLongDateTime(item.createdAt)}</p>
              {item.response ? (
                <div className="mt-2 rounded-lg bg-brand-50 p-3 text-sm text-ink">
                  <p className="mb-1 text-xs font-semibold text-brand-800">
                    답변{item.answeredAt ? ` · ${formatSeoulLongDateTime(item.answeredAt)}` : ""}
                  </p>
                  <p className="whitespace-pre-line">{item.response}</p>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
