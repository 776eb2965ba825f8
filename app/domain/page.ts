// Pure helpers for the admin lists: page numbers from the query string and in-memory paging for
// the lists the stores hand over whole (users: the spec reads them all, for search and statistics).

export const ADMIN_PAGE_SIZE = 20;

/** `?page=3` → 3; anything else (missing, 0, "abc", 2.5) → 1. */
export function pageParam(searchParams: URLSearchParams): number {
  const page = Number(searchParams.get("page"));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export type Paged<T> = {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
};

/** One page of a list; a page past the end shows the last one. */
export function paginate<T>(
  items: readonly T[],
  page: number,
  pageSize = ADMIN_PAGE_SIZE,
): Paged<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / pageSize));
  const current = Math.min(Math.max(1, page), pageCount);
  const start = (current - 1) * pageSize;
  return {
    items: items.slice(start, start + pageSize),
    total: items.length,
    page: current,
    pageSize,
    pageCount,
  };
}

/** The same query string with another page number (for the pager's links). */
export function withPage(searchParams: URLSearchParams, page: number): string {
  const next = new URLSearchParams(searchParams);
  if (page <= 1) next.delete("page");
  else next.set("page", String(page));
  const query = next.toString();
  return query ? `?${query}` : "?";
}
