import { useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { ProgramCard } from "~/components/programs/program-card";
import { HomeSection } from "~/components/home/home-section";
import { CardRowSkeleton } from "~/components/layout/page-skeleton";
import { useNearViewport } from "~/components/hooks/use-near-viewport";
import { useInAppLinks } from "~/components/ui/server-markup";
import type { ProgramCardData } from "~/content/types";

export const FEATURED_PROGRAMS_PATH = "/resources/featured-programs";

/**
 * The featured-classes block, loaded lazily (requirements §2): its data is fetched only when the block
 * comes near the viewport; a skeleton holds its place until then.
 */
export function FeaturedPrograms() {
  const fetcher = useFetcher<{ programs: ProgramCardData[] }>();
  const sectionRef = useRef<HTMLElement>(null);
  const near = useNearViewport(sectionRef, "200px 0px");
  const followLink = useInAppLinks();

  useEffect(() => {
    if (near) fetcher.load(FEATURED_PROGRAMS_PATH);
    // One request when the block nears the screen (fetcher.load's identity may change).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [near]);

  const programs = fetcher.data?.programs;

  return (
    <HomeSection
      id="featured-title"
      eyebrow="추천 프로그램"
      title="이번 달 추천 프로그램"
      viewAll="/services"
      sectionRef={sectionRef}
      aria-busy={!programs}
      data-testid="featured-programs"
      className="container-page mt-20"
    >
      {programs ? (
        programs.length > 0 ? (
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4" onClick={followLink}>
            {programs.map((program) => (
              <li key={program.id}>
                <ProgramCard program={program} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted">추천 프로그램을 준비하고 있습니다.</p>
        )
      ) : (
        <>
          <CardRowSkeleton label="추천 프로그램을 불러오는 중입니다…" />
          <noscript>
            <p className="mt-4">
              <a href="/services" className="font-semibold text-brand-700 underline">
                전체 프로그램 보기
              </a>
            </p>
          </noscript>
        </>
      )}
    </HomeSection>
  );
}
