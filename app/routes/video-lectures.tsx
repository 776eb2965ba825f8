import { Link, useLoaderData } from "@remix-run/react";
import { PageIntro } from "~/components/content/content-page";
import { RouteErrorBoundary } from "~/components/layout/route-error-boundary";
import { VideoFacade } from "~/components/content/video-facade";
import { getVideoLectures } from "~/content/content.server";
import { cmsPageMetaAt } from "~/seo/cms-page-meta";
import { requirePage } from "~/content/cms-page.server";

export async function loader() {
  const [page, lectures] = await Promise.all([requirePage("video-lectures"), getVideoLectures()]);
  return { page, lectures };
}

export default function VideoLecturesPage() {
  const { page, lectures } = useLoaderData<typeof loader>();
  return (
    <>
      <PageIntro page={page} eyebrow="동영상 강의" />
      <div className="container-page">
        <h2 className="sr-only">강의 목록</h2>
        {lectures.length === 0 ? (
          <p className="rounded-2xl bg-slate-50 p-8 text-center text-muted">
            곧 새로운 강의가 올라옵니다.
          </p>
        ) : (
          <>
            <p className="mb-6 text-sm text-muted">미리보기를 누르면 영상이 재생됩니다.</p>
            <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
              {lectures.map((lecture) => (
                <li key={lecture.videoId}>
                  <VideoFacade lecture={lecture} />
                  <h3 className="mt-4 text-lg font-bold text-ink">{lecture.title}</h3>
                  {lecture.description && (
                    <p className="mt-1.5 text-sm leading-6 text-muted">{lecture.description}</p>
                  )}
                  {lecture.program && (
                    <Link
                      to={`/program/${lecture.program.id}`}
                      className="mt-2 inline-block text-sm font-semibold text-brand-700 hover:underline"
                    >
                      관련 프로그램: {lecture.program.title}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </>
  );
}

export const meta = cmsPageMetaAt("/video-lectures");

export const ErrorBoundary = RouteErrorBoundary;
