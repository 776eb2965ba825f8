// The /services filters: what the URL's query asks for, and the classes that answer it. The
// query is the whole state (a GET form, shareable, working without JavaScript); anything unknown
// in it is ignored rather than refused, as an old or hand-edited link should still show classes.
import {
  AUDIENCE_LABELS,
  WEEKDAY_LABELS,
  isAudience,
  isWeekday,
  weekdaysOf,
} from "~/domain/class-facts";
import {
  CATEGORIES,
  CATEGORY_LABELS,
  type Category,
  type ProgramFilters,
  type ProgramSummary,
} from "./types";

export type { ProgramFilters };

/** Longer text is cut: a search box needs no more, and the page stays cheap whatever is sent. */
export const QUERY_MAX_LENGTH = 40;

export const NO_FILTERS: ProgramFilters = {
  category: null,
  openOnly: false,
  audience: null,
  days: [],
  query: "",
};

/** A repeated parameter counts by its last value, as the page cache's key reads it (cacheKey). */
const last = (params: URLSearchParams, name: string) => params.getAll(name).at(-1) ?? null;

export function parseProgramFilters(params: URLSearchParams): ProgramFilters {
  const category = last(params, "category");
  const audience = last(params, "audience");
  return {
    category: (CATEGORIES as readonly string[]).includes(category ?? "")
      ? (category as Category)
      : null,
    openOnly: last(params, "open") === "1",
    audience: isAudience(audience) ? audience : null,
    days: weekdaysOf(params.getAll("day").filter(isWeekday)),
    query: (last(params, "q") ?? "").replace(/\s+/g, " ").trim().slice(0, QUERY_MAX_LENGTH),
  };
}

/** The query string of `filters` ("" when none), in one order so equal filters share one URL. */
export function filtersSearch(filters: ProgramFilters): string {
  const params = new URLSearchParams();
  if (filters.category) params.set("category", filters.category);
  if (filters.openOnly) params.set("open", "1");
  if (filters.audience) params.set("audience", filters.audience);
  for (const day of filters.days) params.append("day", day);
  if (filters.query) params.set("q", filters.query);
  const search = params.toString();
  return search ? `?${search}` : "";
}

const fold = (value: string) => value.toLocaleLowerCase("ko-KR");

/** Every word of the query appears in the class's title, description, instructor or place. */
function matchesQuery(program: ProgramSummary, query: string): boolean {
  if (!query) return true;
  const haystack = fold(
    [program.title, program.description, program.instructor, program.location].join(" "),
  );
  return fold(query)
    .split(" ")
    .every((word) => haystack.includes(word));
}

/** The filters other than the category: the category buttons count within them. */
export function matchesFacets(program: ProgramSummary, filters: ProgramFilters): boolean {
  return (
    (!filters.openOnly || !program.isClosed) &&
    (!filters.audience || program.audience === filters.audience || program.audience === "all") &&
    (filters.days.length === 0 || filters.days.some((day) => program.weekdays.includes(day))) &&
    matchesQuery(program, filters.query)
  );
}

export function filterPrograms(
  programs: readonly ProgramSummary[],
  filters: ProgramFilters,
): ProgramSummary[] {
  return programs.filter(
    (p) => (!filters.category || p.category === filters.category) && matchesFacets(p, filters),
  );
}

/** "음악 · 모집중 · 성인 · 화·목 · ‘기타’": what the list shows, for the count line; "" for none. */
export function filtersSummary(filters: ProgramFilters): string {
  return [
    filters.category ? CATEGORY_LABELS[filters.category] : "",
    filters.openOnly ? "모집중" : "",
    filters.audience ? AUDIENCE_LABELS[filters.audience] : "",
    filters.days.map((d) => WEEKDAY_LABELS[d]).join("·"),
    filters.query ? `‘${filters.query}’` : "",
  ]
    .filter(Boolean)
    .join(" · ");
}
