import { useLoaderData } from "@remix-run/react";
import { ContentPage } from "~/components/content/content-page";
import { Directions } from "~/components/content/directions";
import { RouteErrorBoundary } from "~/components/layout/route-error-boundary";
import { cmsPageMetaAt } from "~/seo/cms-page-meta";
import { requirePage } from "~/content/cms-page.server";
import { getDirections } from "~/content/content.server";

export async function loader() {
  const [page, directions] = await Promise.all([requirePage("about"), getDirections()]);
  return { page, directions };
}

export default function AboutPage() {
  const { page, directions } = useLoaderData<typeof loader>();
  return (
    <ContentPage page={page} eyebrow="센터 소개">
      {directions && <Directions directions={directions} />}
    </ContentPage>
  );
}

export const meta = cmsPageMetaAt("/about");

export const ErrorBoundary = RouteErrorBoundary;
