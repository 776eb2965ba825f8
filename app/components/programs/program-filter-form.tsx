import { Form, Link } from "@remix-run/react";
import type { ProgramFilters } from "~/content/types";
import { AUDIENCES, AUDIENCE_LABELS, WEEKDAYS, WEEKDAY_LABELS } from "~/domain/class-facts";

/**
 * /services' search and filters: a GET form, so the query is the whole state (shareable) and it
 * works before or without JavaScript. The chosen category rides along in a hidden field.
 */
export function ProgramFilterForm({ filters }: { filters: ProgramFilters }) {
  const hasFilters =
    filters.openOnly || filters.audience || filters.days.length > 0 || filters.query;
  return (
    <Form
      method="get"
      action="/services"
      preventScrollReset
      role="search"
      aria-label="프로그램 찾기"
      className="mt-5 grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5 lg:grid-cols-[minmax(0,1fr)_auto]"
    >
      {filters.category ? <input type="hidden" name="category" value={filters.category} /> : null}
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_auto]">
        <label className="grid gap-1 text-sm font-semibold text-ink">
          검색
          <input
            type="search"
            name="q"
            defaultValue={filters.query}
            maxLength={40}
            placeholder="프로그램 이름, 강사, 장소"
            className="rounded-lg border border-slate-300 px-3 py-2 font-normal"
          />
        </label>
        <label className="grid gap-1 text-sm font-semibold text-ink">
          대상
          <select
            name="audience"
            defaultValue={filters.audience ?? ""}
            className="rounded-lg border border-slate-300 px-3 py-2 font-normal"
          >
            <option value="">전체</option>
            {AUDIENCES.filter((a) => a !== "all").map((audience) => (
              <option key={audience} value={audience}>
                {AUDIENCE_LABELS[audience]}
              </option>
            ))}
          </select>
        </label>
        <fieldset className="sm:col-span-2">
          <legend className="text-sm font-semibold text-ink">요일</legend>
          <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
            {WEEKDAYS.map((day) => (
              <label key={day} className="inline-flex items-center gap-1.5 text-sm">
                <input
                  type="checkbox"
                  name="day"
                  value={day}
                  defaultChecked={filters.days.includes(day)}
                  className="h-4 w-4"
                />
                {WEEKDAY_LABELS[day]}
              </label>
            ))}
            <label className="inline-flex items-center gap-1.5 text-sm font-semibold">
              <input
                type="checkbox"
                name="open"
                value="1"
                defaultChecked={filters.openOnly}
                className="h-4 w-4"
              />
              모집중만
            </label>
          </div>
        </fieldset>
      </div>
      <div className="flex items-end gap-2">
        <button type="submit" className="btn-primary px-6">
          찾기
        </button>
        {hasFilters ? (
          <Link
            to={filters.category ? `/services?category=${filters.category}` : "/services"}
            preventScrollReset
            className="btn-secondary px-4"
          >
            조건 지우기
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
