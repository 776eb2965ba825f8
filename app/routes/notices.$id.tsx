import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PinnedBadge, ScheduledBadge } from "~/components/content/notice-list";
import { RichText } from "~/components/content/portable-text";
import { RouteErrorBoundary } from "~/components/layout/route-error-boundary";
import { getNotice } from "~/content/content.server";
import { pageMeta, siteFromMatches } from "~/seo/meta";

export async function loader({ params }: LoaderFunctionArgs) {
  const notice = await getNotice(params.id ?? "");
  if (!notice) throw new Response("공지사항을 찾을 수 없습니다.", { status: 404 });
  return { notice };
}

export default function NoticePage() {
  const { notice } = useLoaderData<typeof loader>();
  const external = notice.attachment && !notice.attachment.url.startsWith("/");
  return (
    <article className="container-page max-w-3xl py-12 sm:py-16">
      <p className="text-sm font-bold tracking-wide text-brand-600">
        <Link to="/notices" className="hover:underline">
          공지사항
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-extrabold tracking-tight text-brand-900 sm:text-3xl">
        {notice.title}
      </h1>
      <p className="mt-3 flex items-center gap-2 text-sm text-muted">
        {notice.pinned && <PinnedBadge />}
        {notice.scheduledFor && <ScheduledBadge at={notice.scheduledFor} />}
        <span>
          게시일 <time dateTime={notice.day}>{notice.dateLabel}</time>
        </span>
      </p>
      <div className="mt-8 border-t border-slate-200 pt-8">
        <RichText value={notice.body} />
      </div>
      {notice.attachment && (
        <p className="mt-8 rounded-2xl bg-slate-50 p-5">
          <span className="block text-sm font-bold text-ink">첨부</span>
          {external ? (
            <a
              href={notice.attachment.url}
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold text-brand-700 underline"
            >
              {notice.attachment.label}
              <span className="sr-only"> (새 창에서 열림)</span>
            </a>
          ) : (
            <Link to={notice.attachment.url} className="font-semibold text-brand-700 underline">
              {notice.attachment.label}
            </Link>
          )}
        </p>
      )}
      <p className="mt-10">
        <Link
          to="/notices"
          className="rounded-full border border-slate-300 px-5 py-2 text-sm font-semibold hover:bg-slate-50"
        >
          목록으로
        </Link>
      </p>
    </article>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMeta(siteFromMatches(matches), {
    title: data?.notice.title ?? "공지사항",
    description: data
      ? `청라 문화교육센터 공지사항: ${data.notice.title}`
      : "청라 문화교육센터 공지사항",
    path: data ? `/notices/${data.notice.id}` : "/notices",
    type: "article",
  });

export const ErrorBoundary = RouteErrorBoundary;
