import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Pager } from "~/components/ui/pager";
import { NoticeList } from "~/components/content/notice-list";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error-boundary";
import { getNoticeList } from "~/content/content.server";
import { pageOf, pageParam } from "~/domain/page";
import { pageMeta, siteFromMatches } from "~/seo/meta";

export const NOTICES_PAGE_SIZE = 10;

export async function loader({ request }: LoaderFunctionArgs) {
  const page = pageParam(new URL(request.url).searchParams);
  const start = (page - 1) * NOTICES_PAGE_SIZE;
  const { items, total } = await getNoticeList(start, start + NOTICES_PAGE_SIZE);
  const notices = pageOf(items, total, { page, pageSize: NOTICES_PAGE_SIZE });
  if (page > notices.pageCount)
    throw new Response("공지사항 페이지를 찾을 수 없습니다.", { status: 404 });
  return notices;
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
        <Pager
          page={page}
          pageCount={pageCount}
          total={total}
          label="공지사항 페이지"
          className="mt-6"
        />
      </div>
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMeta(siteFromMatches(matches), {
    title: data && data.page > 1 ? `공지사항 (${data.page}쪽)` : "공지사항",
    description: "청라 문화교육센터의 수강 신청, 휴관, 행사 소식을 알려드립니다.",
    path: data && data.page > 1 ? `/notices?page=${data.page}` : "/notices",
  });

export const ErrorBoundary = RouteErrorBoundary;
