import { useLoaderData } from "@remix-run/react";
import { ContentPage } from "~/components/content/content-page";
import { RouteErrorBoundary } from "~/components/layout/route-error-boundary";
import { cmsPageMetaAt } from "~/seo/cms-page-meta";
import { requirePage } from "~/content/cms-page.server";
import { withRetentionPeriods } from "~/content/privacy-page";

export async function loader() {
  return { page: withRetentionPeriods(await requirePage("privacy")) };
}

export default function PrivacyPage() {
  const { page } = useLoaderData<typeof loader>();
  return <ContentPage page={page} eyebrow="개인정보 보호" />;
}

export const meta = cmsPageMetaAt("/privacy");

export const ErrorBoundary = RouteErrorBoundary;
