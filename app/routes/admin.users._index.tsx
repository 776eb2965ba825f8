import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { AdminErrorView } from "~/components/admin/admin-error";
import { formatSeoulDate } from "~/domain/seoul-time";
import { Notice } from "~/components/admin/notice";
import { Pager } from "~/components/ui/pager";
import { compactFieldClass } from "~/components/ui/forms";
import { ACCOUNT_MESSAGES } from "~/domain/account-messages";
import { isAdministrator } from "~/domain/administrator";
import { pageParam, paginate } from "~/domain/page";
import { ROLE_LABELS, searchUsers, USER_STATUS_LABELS } from "~/domain/admin-users";
import { getEnv } from "~/env.server";
import { getUserStore, recordAccess, requireAdmin } from "~/backends/app.server";
import { EmptyRow } from "~/components/admin/empty-row";
import { filterDetail } from "~/domain/access-records";
import { ScrollRegion } from "~/components/ui/scroll-region";

const NOTICES = { deleted: ACCOUNT_MESSAGES.userDeleted } as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const url = new URL(request.url);
  const query = (url.searchParams.get("q") ?? "").slice(0, 100);
  const adminEmail = getEnv().ADMIN_EMAIL;
  const users = await getUserStore().list();
  const page = paginate(searchUsers(users, query), pageParam(url.searchParams));
  await recordAccess(
    { admin, clientAddress: context.clientAddress },
    {
      action: "list",
      target: "users",
      subjects: page.items.map((u) => u.uid),
      detail: filterDetail(url.searchParams, ["q"]),
    },
  );
  return {
    query,
    notice: NOTICES[url.searchParams.get("notice") as keyof typeof NOTICES] ?? null,
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

export default function AdminUsers() {
  const { query, notice, items, page, pageCount, total } = useLoaderData<typeof loader>();
  return (
    <div>
      <h1 className="text-2xl font-bold text-brand-900">회원 관리</h1>
      <Notice message={notice} />
      <Form method="get" role="search" className="mt-4 flex flex-wrap gap-2">
        <label htmlFor="user-search" className="sr-only">
          회원 검색
        </label>
        <input
          id="user-search"
          name="q"
          type="search"
          defaultValue={query}
          placeholder="이름, 이메일, 전화번호"
          className={`min-w-0 flex-1 ${compactFieldClass}`}
        />
        <button type="submit" className="btn-primary">
          검색
        </button>
      </Form>
      <ScrollRegion label="회원 목록" className="relative mt-4 rounded-xl border border-slate-200">
        <table className="w-full min-w-[44rem] text-left text-sm">
          <caption className="sr-only">회원 목록 (가입일 최신순)</caption>
          <thead className="bg-slate-50 text-muted">
            <tr>
              <th scope="col" className="px-3 py-2">
                이름
              </th>
              <th scope="col" className="px-3 py-2">
                이메일
              </th>
              <th scope="col" className="px-3 py-2">
                가입 방식
              </th>
              <th scope="col" className="px-3 py-2">
                권한
              </th>
              <th scope="col" className="px-3 py-2">
                상태
              </th>
              <th scope="col" className="px-3 py-2">
                가입일
              </th>
              <th scope="col" className="px-3 py-2">
                최근 로그인
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((u) => (
              <tr key={u.uid} className="border-t border-slate-100">
                <td className="px-3 py-2">
                  <Link
                    to={`/admin/users/${encodeURIComponent(u.uid)}`}
                    className="font-medium text-brand-700 underline-offset-4 hover:underline"
                  >
                    {u.name || "(이름 없음)"}
                  </Link>
                </td>
                <td className="px-3 py-2">{u.email || "-"}</td>
                <td className="px-3 py-2">
                  {u.provider === "email"
                    ? "이메일"
                    : u.provider === "kakao"
                      ? "카카오"
                      : u.provider}
                </td>
                <td className="px-3 py-2">{ROLE_LABELS[u.role]}</td>
                <td className="px-3 py-2">{USER_STATUS_LABELS[u.status]}</td>
                <td className="px-3 py-2">{formatSeoulDate(u.createdAt)}</td>
                <td className="px-3 py-2">{formatSeoulDate(u.lastLogin)}</td>
              </tr>
            ))}
            {items.length === 0 ? (
              <EmptyRow columns={7}>
                {query ? "검색 결과가 없습니다." : "회원이 없습니다."}
              </EmptyRow>
            ) : null}
          </tbody>
        </table>
      </ScrollRegion>
      <Pager page={page} pageCount={pageCount} total={total} />
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: "회원 관리 | 관리자" }];

export function ErrorBoundary() {
  return <AdminErrorView backTo="/admin" backLabel="대시보드로" />;
}
