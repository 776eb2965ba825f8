import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { adminPageMeta } from "~/seo/private-meta";
import { Link, useLoaderData } from "@remix-run/react";
import { BackToDashboardError } from "~/components/admin/admin-error";
import { namedNotice } from "~/domain/page-notice";
import { formatSeoulDate } from "~/domain/seoul-time";
import { Notice } from "~/components/admin/notice";
import { adminPageRequest } from "~/domain/page";
import {
  INQUIRY_MESSAGES,
  INQUIRY_STATUSES,
  inquiryLabel,
  isInquiryStatus,
} from "~/domain/inquiry";
import { getInquiryStore, requireAdminAccess } from "~/backends/app.server";
import { FilterSelect, ListFilter } from "~/components/admin/filter-fields";
import { ListPage, ListTable, type ListColumn } from "~/components/admin/list-table";
import { filterDetail } from "~/domain/access-records";

const NOTICES = { deleted: INQUIRY_MESSAGES.deleted } as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { record } = await requireAdminAccess(request, context);
  const url = new URL(request.url);
  const status = url.searchParams.get("status");
  const page = await getInquiryStore().list({
    status: isInquiryStatus(status) ? status : undefined,
    ...adminPageRequest(url.searchParams),
  });
  await record({
    action: "list",
    target: "inquiries",
    subjects: page.items.map((i) => i.id),
    detail: filterDetail(url.searchParams, ["status"]),
  });
  return {
    status: isInquiryStatus(status) ? status : "",
    notice: namedNotice(url.searchParams, NOTICES),
    ...page,
    items: page.items.map((i) => ({
      id: i.id,
      sequenceNumber: i.sequenceNumber,
      title: i.title,
      name: i.name,
      category: i.category,
      status: i.status,
      undelivered: i.answerUndeliveredAt !== null,
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

type Row = ReturnType<typeof useLoaderData<typeof loader>>["items"][number];

const COLUMNS: ListColumn<Row>[] = [
  { header: "번호", cell: (i) => i.sequenceNumber, className: "tabular-nums" },
  {
    header: "제목",
    cell: (i) => (
      <Link
        to={`/admin/inquiries/${i.id}`}
        className="font-medium text-brand-700 hover:underline"
        aria-label={`${inquiryLabel(i.sequenceNumber)} ${i.title}`}
      >
        {i.title}
      </Link>
    ),
  },
  {
    header: "이름",
    cell: (i) => (
      <>
        {i.name}
        {i.isMember ? <span className="ml-1 text-xs text-muted">(회원)</span> : null}
      </>
    ),
  },
  { header: "유형", cell: (i) => i.category },
  {
    header: "상태",
    cell: (i) => (
      <>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_BADGE[i.status] ?? ""}`}
        >
          {i.status}
        </span>
        {i.undelivered ? (
          <span className="ml-1 text-xs font-semibold text-amber-900">문자 미전달 · 전화 필요</span>
        ) : null}
      </>
    ),
  },
  { header: "접수일", cell: (i) => formatSeoulDate(i.createdAt) },
];

export default function AdminInquiries() {
  const list = useLoaderData<typeof loader>();
  return (
    <ListPage title="문의 관리">
      <Notice message={list.notice} />
      <ListFilter resetTo="/admin/inquiries">
        <FilterSelect name="status" label="상태" value={list.status} options={INQUIRY_STATUSES} />
      </ListFilter>
      <ListTable
        label="문의 목록"
        order="최신순"
        columns={COLUMNS}
        list={list}
        rowKey={(i) => i.id}
        empty="문의가 없습니다."
        width="md:min-w-[40rem]"
      />
    </ListPage>
  );
}

export const meta: MetaFunction = () => adminPageMeta("문의 관리");

export const ErrorBoundary = BackToDashboardError;
