import { Link, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { ContentPage } from "~/components/content/content-page";
import { PhoneIcon } from "~/components/ui/icons";
import { RouteErrorBoundary } from "~/components/layout/route-error-boundary";
import { telHref } from "~/domain/contact-links";
import type { loader as rootLoader } from "~/root";
import { cmsPageMetaAt } from "~/seo/cms-page-meta";
import { requirePage } from "~/content/cms-page.server";

export async function loader() {
  return { page: await requirePage("study-abroad") };
}

export default function StudyAbroadPage() {
  const { page } = useLoaderData<typeof loader>();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return (
    <ContentPage
      page={page}
      eyebrow="뉴질랜드 어학연수"
      aside={
        <div className="sticky top-24 rounded-2xl border border-brand-100 bg-brand-50 p-6">
          <h2 className="text-lg font-bold text-brand-900">상담 안내</h2>
          <p className="mt-2 text-sm leading-6 text-muted">
            연수 일정, 비용, 준비 서류가 궁금하시면 편하게 문의해 주세요.
          </p>
          <div className="mt-5 grid gap-2.5">
            <Link to="/contact" className="btn-primary w-full">
              상담 문의하기
            </Link>
            {root && (
              <a href={telHref(root.settings.phone)} className="btn-secondary w-full">
                <PhoneIcon className="h-4 w-4" />
                {root.settings.phone}
              </a>
            )}
          </div>
        </div>
      }
    />
  );
}

export const meta = cmsPageMetaAt("/study-abroad");

export const ErrorBoundary = RouteErrorBoundary;
