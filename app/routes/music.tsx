import { useLoaderData } from "@remix-run/react";
import { getProgramsWithSeats } from "~/backends/app.server";
import { ContentPage } from "~/components/content/content-page";
import { ProgramGrid } from "~/components/programs/program-grid";
import { RouteErrorBoundary } from "~/components/layout/route-error-boundary";
import { toProgramCard } from "~/content/program-card-data";
import { cmsPageMetaAt } from "~/seo/cms-page-meta";
import { requirePage } from "~/content/cms-page.server";

export async function loader() {
  const [page, programs] = await Promise.all([requirePage("music"), getProgramsWithSeats()]);
  return { page, programs: programs.filter((p) => p.category === "music").map(toProgramCard) };
}

export default function MusicPage() {
  const { page, programs } = useLoaderData<typeof loader>();
  return (
    <ContentPage page={page} eyebrow="음악 프로그램">
      <section aria-labelledby="music-classes" className="mt-14">
        <h2 id="music-classes" className="text-2xl font-extrabold text-brand-900">
          음악 프로그램 {programs.length}개
        </h2>
        <div className="mt-6">
          <ProgramGrid programs={programs} />
        </div>
      </section>
    </ContentPage>
  );
}

export const meta = cmsPageMetaAt("/music");

export const ErrorBoundary = RouteErrorBoundary;
