// /ranking (실시간 인기 프로그램): classes ordered by the people who applied in the last 30 days and
// have not cancelled (seated or waiting; decision 137).
import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ApplyButton } from "~/components/application/apply-button";
import { PageHeader } from "~/components/layout/page-header";
import { RichText } from "~/components/content/portable-text";
import { RouteErrorBoundary } from "~/components/layout/route-error-boundary";
import { getPage } from "~/content/content.server";
import { CATEGORY_LABELS } from "~/content/types";
import { formatSeoulMonthDayTime } from "~/domain/seoul-time";
import { getProgramsWithSeats, serviceDeps } from "~/backends/app.server";
import { getRanking } from "~/services/ranking.server";
import { pageMeta, siteFromMatches } from "~/seo/meta";

export async function loader() {
  const [ranking, page, programs] = await Promise.all([
    getRanking(serviceDeps()),
    getPage("ranking"),
    getProgramsWithSeats(),
  ]);
  const byId = new Map(programs.map((p) => [p.id, p]));
  return {
    title: page?.title ?? "실시간 인기 프로그램",
    body: page?.body ?? [],
    seoTitle: page?.seoTitle,
    seoDescription: page?.seoDescription,
    ogImage: page?.ogImage,
    windowDays: ranking.windowDays,
    computedAt: ranking.computedAt,
    items: ranking.items.map((item) => ({
      ...item,
      categoryLabel: CATEGORY_LABELS[byId.get(item.programId)?.category ?? "music"],
      // A class no longer taking applications still ranks by its applicants, marked 마감.
      isClosed: byId.get(item.programId)?.isClosed ?? false,
    })),
  };
}

export default function RankingPage() {
  const { title, body, windowDays, computedAt, items } = useLoaderData<typeof loader>();
  return (
    <article>
      <PageHeader title={title} eyebrow="실시간 인기 프로그램">
        <p className="mt-3 text-sm text-muted">
          최근 {windowDays}일 신청 기준(취소 제외) · {formatSeoulMonthDayTime(computedAt)} 집계
        </p>
      </PageHeader>
      <div className="container-page max-w-3xl pb-16">
        {body.length > 0 ? <RichText value={body} /> : null}
        {items.length === 0 ? (
          <div className="mt-8 rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center">
            <p className="text-lg font-bold text-ink">아직 집계된 신청이 없습니다.</p>
            <p className="mt-2 text-muted">
              최근 {windowDays}일 동안 접수된 신청이 없어요. 첫 번째 신청자가 되어 보세요!
            </p>
            <div className="mt-5 flex flex-wrap justify-center gap-3">
              <Link to="/services" className="btn-secondary">
                전체 프로그램 보기
              </Link>
              <ApplyButton className="btn-primary" />
            </div>
          </div>
        ) : (
          <ol className="mt-8 grid gap-3" aria-label="인기 프로그램 순위">
            {items.map((item) => (
              <li key={item.programId}>
                <Link
                  to={`/program/${item.programId}`}
                  className="flex items-center gap-4 rounded-2xl border border-slate-200 bg-white px-5 py-4 transition-colors hover:border-brand-300 hover:bg-brand-50"
                >
                  <span
                    className={`flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-lg font-extrabold ${
                      item.rank <= 3 ? "bg-accent-500 text-white" : "bg-slate-100 text-ink"
                    }`}
                  >
                    <span aria-hidden="true">{item.rank}</span>
                    <span className="sr-only">{item.rank}위</span>
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block text-xs font-semibold text-brand-700">
                      {item.categoryLabel}
                    </span>
                    <span className="flex items-center gap-2">
                      <span className="truncate text-base font-bold text-ink">{item.title}</span>
                      {item.isClosed ? (
                        <span className="shrink-0 rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-700">
                          마감
                        </span>
                      ) : null}
                    </span>
                  </span>
                  <span className="shrink-0 text-right text-sm font-semibold text-brand-800">
                    {item.count.toLocaleString("ko-KR")}명 신청
                    {item.waiting > 0 ? (
                      <span className="block text-xs font-normal text-muted">
                        대기 {item.waiting.toLocaleString("ko-KR")}명 포함
                      </span>
                    ) : null}
                  </span>
                </Link>
              </li>
            ))}
          </ol>
        )}
      </div>
    </article>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMeta(siteFromMatches(matches), {
    title: data?.seoTitle ?? "실시간 인기 프로그램",
    description:
      data?.seoDescription ??
      "최근 30일 동안 신청이 많은 청라 문화교육센터 프로그램 순위입니다(취소된 신청 제외).",
    path: "/ranking",
    image: data?.ogImage,
  });

export const ErrorBoundary = RouteErrorBoundary;
