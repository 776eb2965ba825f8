// One page of a longer list, the same shape for every paged list (admin lists, notices), and the
// pure helpers around it: page numbers from the query string, page counts, in-memory paging for
// the lists the stores hand over whole (users: search and statistics read them all).

export const ADMIN_PAGE_SIZE = 20;

/** Which page to read, 1-based. */
export type PageRequest = { page: number; pageSize: number };

export type Page<T> = {
  items: T[];
  /** Items in the whole list (all pages). */
  total: number;
  /** 1-based. */
  page: number;
  pageSize: number;
  /** At least 1, also for an empty list. */
  pageCount: number;
};

/** `?page=3` → 3; anything else (missing, 0, "abc", 2.5) → 1. */
export function pageParam(searchParams: URLSearchParams): number {
  const page = Number(searchParams.get("page"));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The page of an admin list the query string asks for, ADMIN_PAGE_SIZE rows. */
export function adminPageRequest(searchParams: URLSearchParams): PageRequest {
  return { page: pageParam(searchParams), pageSize: ADMIN_PAGE_SIZE };
}

export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Page numbers past the end show the last page; below 1 (or not a number) the first. */
export function clampPage(page: number, total: number, pageSize: number) {
  const pageCount = pageCountOf(total, pageSize);
  return { page: Math.min(Math.max(1, Math.floor(page) || 1), pageCount), pageCount };
}

/** The page a store read: its items and the list's total. */
export function pageOf<T>(items: T[], total: number, { page, pageSize }: PageRequest): Page<T> {
  return { items, total, page, pageSize, pageCount: pageCountOf(total, pageSize) };
}

/** One page of a list held in memory; a page past the end shows the last one. */
export function paginate<T>(
  items: readonly T[],
  page: number,
  pageSize = ADMIN_PAGE_SIZE,
): Page<T> {
  const current = clampPage(page, items.length, pageSize).page;
  const start = (current - 1) * pageSize;
  return pageOf(items.slice(start, start + pageSize), items.length, { page: current, pageSize });
}

/** The same query string with another page number (for the pager's links). */
export function withPage(searchParams: URLSearchParams, page: number): string {
  const next = new URLSearchParams(searchParams);
  if (page <= 1) next.delete("page");
  else next.set("page", String(page));
  const query = next.toString();
  return query ? `?${query}` : "?";
}
