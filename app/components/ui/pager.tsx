import { Link, useSearchParams } from "@remix-run/react";
import { withPage, type Page } from "~/domain/page";

/**
 * "총 45건 · 2 / 3 페이지" with previous / next links that keep the list's filters in the query
 * string; a single page shows the total only.
 */
export function Pager({
  page,
  pageCount,
  total,
  label = "페이지",
  className = "mt-4",
}: Pick<Page<unknown>, "page" | "pageCount" | "total"> & {
  /** The navigation's accessible name. */
  label?: string;
  className?: string;
}) {
  const [searchParams] = useSearchParams();
  if (pageCount <= 1)
    return (
      <p className={`${className} text-sm text-muted`}>총 {total.toLocaleString("ko-KR")}건</p>
    );
  const linkClass = "rounded-full border border-slate-300 px-4 py-1.5 text-sm hover:bg-slate-50";
  return (
    <nav
      aria-label={label}
      className={`${className} flex flex-wrap items-center justify-between gap-3`}
    >
      <p className="text-sm text-muted">
        총 {total.toLocaleString("ko-KR")}건 · {page} / {pageCount} 페이지
      </p>
      <div className="flex gap-2">
        {page > 1 ? (
          <Link to={withPage(searchParams, page - 1)} className={linkClass} rel="prev">
            이전
          </Link>
        ) : null}
        {page < pageCount ? (
          <Link to={withPage(searchParams, page + 1)} className={linkClass} rel="next">
            다음
          </Link>
        ) : null}
      </div>
    </nav>
  );
}
