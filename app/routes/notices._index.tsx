import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { NoticeList } from "~/components/notice-list";
import { PageHeader } from "~/components/page-header";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { getNoticeList } from "~/content/content.server";
import { pageParam, withPage } from "~/domain/page";
import { pageMeta, siteFromMatches } from "~/seo/meta";

export const NOTICES_PAGE_SIZE = 10;

export async function loader({ request }: LoaderFunctionArgs) {
  const page = pageParam(new URL(request.url).searchParams);
  const start = (page - 1) * NOTICES_PAGE_SIZE;
  const { items, total } = await getNoticeList(start, start + NOTICES_PAGE_SIZE);
  const pageCount = Math.max(1, Math.ceil(total / NOTICES_PAGE_SIZE));
  if (page > pageCount) throw new Response("공지사항 페이지를 찾을 수 없습니다.", { status: 404 });
  return { items, total, page, pageCount };
}

export default function NoticesPage() {
  const { items, total, page, pageCount } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title="공지사항" lead="수강 신청, 휴관, 행사 등 센터 소식을 알려드립니다." />
      <div className="container-page max-w-4xl">
        <h2 className="sr-only">공지 목록</h2>
        {items.length === 0 ? (
          <p className="rounded-2xl bg-slate-50 p-8 text-center text-muted">
            아직 올라온 공지사항이 없습니다.
          </p>
        ) : (
          <NoticeList notices={items} />
        )}
        <nav
          aria-label="공지사항 페이지"
          className="mt-6 flex flex-wrap items-center justify-between gap-3"
        >
          <p className="text-sm text-muted">
            총 {total.toLocaleString("ko-KR")}건
            {pageCount > 1 ? ` · ${page} / ${pageCount} 페이지` : ""}
          </p>
          {pageCount > 1 && (
            <div className="flex gap-2">
              {page > 1 && <PageLink page={page - 1} rel="prev" label="이전" />}
              {page < pageCount && <PageLink page={page + 1} rel="next" label="다음" />}
            </div>
          )}
        </nav>
      </div>
    </>
  );
}

function PageLink({ page, rel, label }: { page: number; rel: "prev" | "next"; label: string }) {
  return (
    <Link
      to={withPage(new URLSearchParams(), page)}
      rel={rel}
      className="rounded-full border border-slate-300 px-4 py-1.5 text-sm hover:bg-slate-50"
    >
      {label}
    </Link>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMeta(siteFromMatches(matches), {
    title: data && data.page > 1 ? `공지사항 (${data.page}쪽)` : "공지사항",
    description: "청라 문화교육센터의 수강 신청, 휴관, 행사 소식을 알려드립니다.",
    path: data && data.page > 1 ? `/notices?page=${data.page}` : "/notices",
  });

export const ErrorBoundary = RouteErrorBoundary;
