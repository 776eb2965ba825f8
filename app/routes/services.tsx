import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { getProgramsWithSeats } from "~/backends/app.server";
import { PageIntro } from "~/components/content/content-page";
import { ProgramFilterForm } from "~/components/programs/program-filter-form";
import { ProgramGrid } from "~/components/programs/program-grid";
import { RouteErrorBoundary } from "~/components/layout/route-error-boundary";
import { toProgramCard } from "~/content/program-card-data";
import {
  filterPrograms,
  filtersSearch,
  filtersSummary,
  matchesFacets,
  parseProgramFilters,
} from "~/content/program-filters";
import { CATEGORIES, CATEGORY_LABELS, type Category } from "~/content/types";
import { cmsPageMetaAt } from "~/seo/cms-page-meta";
import { requirePage } from "~/content/cms-page.server";

// Every filter is in the query (a GET form: shareable, and working without JavaScript); the
// classes are filtered here, so the page sends only the cards it shows.
export async function loader({ request }: LoaderFunctionArgs) {
  const filters = parseProgramFilters(new URL(request.url).searchParams);
  const [page, programs] = await Promise.all([requirePage("services"), getProgramsWithSeats()]);
  const faceted = programs.filter((p) => matchesFacets(p, filters));
  const categoryLinks = [null, ...CATEGORIES].map((category: Category | null) => ({
    category,
    label: category ? CATEGORY_LABELS[category] : "전체",
    count: category ? faceted.filter((p) => p.category === category).length : faceted.length,
    href: `/services${filtersSearch({ ...filters, category })}`,
  }));
  return {
    page,
    filters,
    summary: filtersSummary(filters),
    categoryLinks,
    programs: filterPrograms(programs, filters).map(toProgramCard),
  };
}

export default function ServicesPage() {
  const { page, filters, summary, categoryLinks, programs } = useLoaderData<typeof loader>();
  return (
    <>
      <PageIntro page={page} eyebrow="전체 프로그램" />
      <div className="container-page">
        <nav aria-label="분야별 보기">
          <ul className="flex flex-wrap gap-2">
            {categoryLinks.map((f) => {
              const active = f.category === filters.category;
              return (
                <li key={f.label}>
                  <Link
                    to={f.href}
                    preventScrollReset
                    aria-current={active ? "page" : undefined}
                    className={`inline-flex items-center gap-1.5 rounded-full border px-4 py-2 text-sm font-semibold transition ${
                      active
                        ? "border-brand-600 bg-brand-600 text-white"
                        : "border-slate-300 bg-white text-ink hover:border-brand-400 hover:text-brand-700"
                    }`}
                  >
                    {f.label}
                    <span className={active ? "text-white/80" : "text-muted"}>{f.count}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <ProgramFilterForm key={filtersSearch(filters)} filters={filters} />
        <h2 className="sr-only">{summary ? `${summary} 프로그램` : "모든 프로그램"}</h2>
        <p className="mt-6 text-sm text-muted" aria-live="polite" data-testid="result-count">
          {summary || "전체"} {programs.length}개 프로그램
        </p>
        <div className="mt-4">
          <ProgramGrid programs={programs} />
        </div>
      </div>
    </>
  );
}

export const meta = cmsPageMetaAt("/services");

export const ErrorBoundary = RouteErrorBoundary;
