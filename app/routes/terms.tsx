import { useLoaderData } from "@remix-run/react";
import { ContentPage } from "~/components/content/content-page";
import { RouteErrorBoundary } from "~/components/layout/route-error-boundary";
import { cmsPageMetaAt } from "~/seo/cms-page-meta";
import { requirePage } from "~/content/cms-page.server";

export async function loader() {
  return { page: await requirePage("terms") };
}

export default function TermsPage() {
  const { page } = useLoaderData<typeof loader>();
  return <ContentPage page={page} eyebrow="이용 안내" />;
}

export const meta = cmsPageMetaAt("/terms");

export const ErrorBoundary = RouteErrorBoundary;
