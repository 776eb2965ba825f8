import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { adminPageMeta } from "~/seo/private-meta";
import { Link, useLoaderData } from "@remix-run/react";
import { BackToDashboardError } from "~/components/admin/admin-error";
import { namedNotice } from "~/domain/page-notice";
import { formatSeoulDate } from "~/domain/seoul-time";
import { Notice } from "~/components/admin/notice";
import { ACCOUNT_MESSAGES } from "~/domain/account-messages";
import { isAdministrator } from "~/domain/administrator";
import { pageParam, paginate } from "~/domain/page";
import { ROLE_LABELS, searchUsers, USER_STATUS_LABELS } from "~/domain/admin-users";
import { getUserStore, requireAdminAccess, getSettings } from "~/backends/app.server";
import { filterDetail } from "~/domain/access-records";
import { FilterText, ListFilter } from "~/components/admin/filter-fields";
import { ListPage, ListTable, type ListColumn } from "~/components/admin/list-table";

const NOTICES = { deleted: ACCOUNT_MESSAGES.userDeleted } as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { record } = await requireAdminAccess(request, context);
  const url = new URL(request.url);
  const query = (url.searchParams.get("q") ?? "").slice(0, 100);
  const adminEmail = getSettings().ADMIN_EMAIL;
  const users = await getUserStore().list();
  const page = paginate(searchUsers(users, query), pageParam(url.searchParams));
  await record({
    action: "list",
    target: "users",
    subjects: page.items.map((u) => u.uid),
    detail: filterDetail(url.searchParams, ["q"]),
  });
  return {
    query,
    notice: namedNotice(url.searchParams, NOTICES),
    ...page,
    items: page.items.map((u) => ({
      uid: u.uid,
      name: u.name,
      email: u.email,
      phoneNumber: u.phoneNumber,
      provider: u.provider,
      role: isAdministrator(u, adminEmail) ? ("admin" as const) : ("user" as const),
      status: u.status,
      createdAt: u.createdAt,
      lastLogin: u.lastLogin,
    })),
  };
}

type Row = ReturnType<typeof useLoaderData<typeof loader>>["items"][number];

const PROVIDERS: Record<string, string> = { email: "이메일", kakao: "카카오" };

const COLUMNS: ListColumn<Row>[] = [
  {
    header: "이름",
    cell: (u) => (
      <Link
        to={`/admin/users/${encodeURIComponent(u.uid)}`}
        className="font-medium text-brand-700 underline-offset-4 hover:underline"
      >
        {u.name || "(이름 없음)"}
      </Link>
    ),
  },
  { header: "이메일", cell: (u) => u.email || "-" },
  { header: "가입 방식", cell: (u) => PROVIDERS[u.provider] ?? u.provider },
  { header: "권한", cell: (u) => ROLE_LABELS[u.role] },
  { header: "상태", cell: (u) => USER_STATUS_LABELS[u.status] },
  { header: "가입일", cell: (u) => formatSeoulDate(u.createdAt) },
  { header: "최근 로그인", cell: (u) => formatSeoulDate(u.lastLogin) },
];

export default function AdminUsers() {
  const list = useLoaderData<typeof loader>();
  return (
    <ListPage title="회원 관리">
      <Notice message={list.notice} />
      <ListFilter resetTo="/admin/users">
        <FilterText
          name="q"
          label="회원 검색"
          value={list.query}
          placeholder="이름, 이메일, 전화번호"
        />
      </ListFilter>
      <ListTable
        label="회원 목록"
        order="가입일 최신순"
        columns={COLUMNS}
        list={list}
        rowKey={(u) => u.uid}
        empty={list.query ? "검색 결과가 없습니다." : "회원이 없습니다."}
        width="md:min-w-[44rem]"
      />
    </ListPage>
  );
}

export const meta: MetaFunction = () => adminPageMeta("회원 관리");

export const ErrorBoundary = BackToDashboardError;
