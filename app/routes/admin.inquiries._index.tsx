import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { AdminErrorView } from "~/components/admin/admin-error";
import { formatSeoulDate } from "~/domain/seoul-time";
import { Notice } from "~/components/admin/notice";
import { Pager } from "~/components/ui/pager";
import { compactFieldClass } from "~/components/ui/forms";
import { ADMIN_PAGE_SIZE, pageParam } from "~/domain/page";
import {
  INQUIRY_MESSAGES,
  INQUIRY_STATUSES,
  inquiryLabel,
  isInquiryStatus,
} from "~/domain/inquiry";
import { getInquiryStore, recordAccess, requireAdmin } from "~/backends/app.server";
import { EmptyRow } from "~/components/admin/empty-row";
import { filterDetail } from "~/domain/access-records";
import { ScrollRegion } from "~/components/ui/scroll-region";

const NOTICES = { deleted: INQUIRY_MESSAGES.deleted } as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const url = new URL(request.url);
  const status = url.searchParams.get("status");
  const page = await getInquiryStore().list({
    status: isInquiryStatus(status) ? status : undefined,
    page: pageParam(url.searchParams),
    pageSize: ADMIN_PAGE_SIZE,
  });
  await recordAccess(
    { admin, clientAddress: context.clientAddress },
    {
      action: "list",
      target: "inquiries",
      subjects: page.items.map((i) => i.id),
      detail: filterDetail(url.searchParams, ["status"]),
    },
  );
  return {
    status: isInquiryStatus(status) ? status : "",
    notice: NOTICES[url.searchParams.get("notice") as keyof typeof NOTICES] ?? null,
    ...page,
    items: page.items.map((i) => ({
      id: i.id,
      sequenceNumber: i.sequenceNumber,
      title: i.title,
      name: i.name,
      category: i.category,
      status: i.status,
      createdAt: i.createdAt,
      isMember: i.userId !== null,
    })),
  };
}

const STATUS_BADGE: Record<string, string> = {
  대기중: "bg-amber-100 text-amber-900",
  처리중: "bg-sky-100 text-sky-900",
  답변완료: "bg-brand-100 text-brand-800",
};

export default function AdminInquiries() {
  const { status, notice, items, page, pageCount, total } = useLoaderData<typeof loader>();
  return (
    <div>
      <h1 className="text-2xl font-bold text-brand-900">문의 관리</h1>
      <Notice message={notice} />
      <Form method="get" className="mt-4 flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor="inquiry-status" className="block text-sm font-medium">
            상태
          </label>
          <select
            id="inquiry-status"
            name="status"
            defaultValue={status}
            className={`mt-1 ${compactFieldClass}`}
          >
            <option value="">전체</option>
            {INQUIRY_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn-secondary">
          보기
        </button>
      </Form>
      <ScrollRegion label="문의 목록" className="relative mt-4 rounded-xl border border-slate-200">
        <table className="w-full min-w-[40rem] text-left text-sm">
          <caption className="sr-only">문의 목록 (최신순)</caption>
          <thead className="bg-slate-50 text-muted">
            <tr>
              <th scope="col" className="px-3 py-2">
                번호
              </th>
              <th scope="col" className="px-3 py-2">
                제목
              </th>
              <th scope="col" className="px-3 py-2">
                이름
              </th>
              <th scope="col" className="px-3 py-2">
                유형
              </th>
              <th scope="col" className="px-3 py-2">
                상태
              </th>
              <th scope="col" className="px-3 py-2">
                접수일
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((i) => (
              <tr key={i.id} className="border-t border-slate-100">
                <td className="px-3 py-2 tabular-nums">{i.sequenceNumber}</td>
                <td className="px-3 py-2">
                  <Link
                    to={`/admin/inquiries/${i.id}`}
                    className="font-medium text-brand-700 hover:underline"
                    aria-label={`${inquiryLabel(i.sequenceNumber)} ${i.title}`}
                  >
                    {i.title}
                  </Link>
                </td>
                <td className="px-3 py-2">
                  {i.name}
                  {i.isMember ? <span className="ml-1 text-xs text-muted">(회원)</span> : null}
                </td>
                <td className="px-3 py-2">{i.category}</td>
                <td className="px-3 py-2">
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_BADGE[i.status] ?? ""}`}
                  >
                    {i.status}
                  </span>
                </td>
                <td className="px-3 py-2">{formatSeoulDate(i.createdAt)}</td>
              </tr>
            ))}
            {items.length === 0 ? <EmptyRow columns={6}>문의가 없습니다.</EmptyRow> : null}
          </tbody>
        </table>
      </ScrollRegion>
      <Pager page={page} pageCount={pageCount} total={total} />
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: "문의 관리 | 관리자" }];

export function ErrorBoundary() {
  return <AdminErrorView backTo="/admin" backLabel="대시보드로" />;
}
