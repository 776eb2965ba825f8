import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { getProgramsWithSeats } from "~/backends/app.server";
import { PageHeader } from "~/components/layout/page-header";
import { RichText } from "~/components/content/portable-text";
import { ProgramGrid } from "~/components/programs/program-grid";
import { RouteErrorBoundary } from "~/components/layout/route-error-boundary";
import { toProgramCard } from "~/content/program-card-data";
import { CATEGORIES, CATEGORY_LABELS, type Category } from "~/content/types";
import { cmsPageMeta } from "~/seo/cms-page-meta";
import { requirePage } from "~/content/cms-page.server";

// An unknown ?category= shows every class rather than an error.
const filterSchema = z.object({ category: z.enum(CATEGORIES).optional().catch(undefined) });

export async function loader({ request }: LoaderFunctionArgs) {
  const { category } = filterSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const [page, programs] = await Promise.all([requirePage("services"), getProgramsWithSeats()]);
  const counts = Object.fromEntries(
    CATEGORIES.map((c) => [c, programs.filter((p) => p.category === c).length]),
  ) as Record<Category, number>;
  return {
    page,
    category: category ?? null,
    total: programs.length,
    counts,
    programs: (category ? programs.filter((p) => p.category === category) : programs).map(
      toProgramCard,
    ),
  };
}

export default function ServicesPage() {
  const { page, category, programs, total, counts } = useLoaderData<typeof loader>();
  const filters: { value: Category | null; label: string; count: number }[] = [
    { value: null, label: "전체", count: total },
    ...CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABELS[c], count: counts[c] })),
  ];
  return (
    <>
      <PageHeader title={page.title} eyebrow="전체 프로그램">
        <div className="mt-6 max-w-3xl">
          <RichText value={page.body} />
        </div>
      </PageHeader>
      <div className="container-page">
        <nav aria-label="분야별 보기">
          <ul className="flex flex-wrap gap-2">
            {filters.map((f) => {
              const active = f.value === category;
              return (
                <li key={f.label}>
                  <Link
                    to={f.value ? `/services?category=${f.value}` : "/services"}
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
        <h2 className="sr-only">
          {category ? `${CATEGORY_LABELS[category]} 분야 프로그램` : "모든 프로그램"}
        </h2>
        <p className="mt-6 text-sm text-muted" aria-live="polite">
          {category ? `${CATEGORY_LABELS[category]} 분야` : "전체"} {programs.length}개 프로그램
        </p>
        <div className="mt-4">
          <ProgramGrid programs={programs} />
        </div>
      </div>
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  cmsPageMeta(data?.page, "/services", matches);

export const ErrorBoundary = RouteErrorBoundary;
