import type { MetaFunction } from "@remix-run/node";
import { Link, PrefetchPageLinks, useLoaderData } from "@remix-run/react";
import { AppBanner } from "~/components/app-banner";
import { FeaturedPrograms } from "~/components/featured-programs";
import { HeroSlider } from "~/components/hero-slider";
import { IconBar } from "~/components/icon-bar";
import { ArrowRightIcon } from "~/components/icons";
import { ProgramCarousel } from "~/components/program-carousel";
import { useAfterStart } from "~/components/use-after-start";
import { getHomePage, getSiteSettings } from "~/content/content.server";
import { pageMeta, siteFromMatches } from "~/seo/meta";

/** Spec §2/§9: the carousels are prefetched 1 second after start. */
export const CAROUSEL_PREFETCH_DELAY_MS = 1000;

export async function loader() {
  const [home, settings] = await Promise.all([getHomePage(), getSiteSettings()]);
  return { home, centreName: settings.centreName };
}

export default function Home() {
  const { home, centreName } = useLoaderData<typeof loader>();
  const carouselIds = [
    ...new Set([...home.musicPrograms, ...home.educationPrograms].map((p) => p.id)),
  ];

  return (
    <>
      <h1 className="sr-only">{centreName}</h1>
      <HeroSlider slides={home.heroSlides} />
      <IconBar links={home.iconBar} />

      <section aria-labelledby="music-title" className="container-page mt-16">
        <SectionHeading
          id="music-title"
          eyebrow="음악 클래스"
          title="악기와 노래, 처음부터 함께해요"
          viewAll={{ to: "/services", label: "전체보기" }}
        />
        <div className="mt-6">
          <ProgramCarousel programs={home.musicPrograms} label="음악 클래스" />
        </div>
      </section>

      <section aria-labelledby="education-title" className="container-page mt-16">
        <SectionHeading id="education-title" eyebrow="교육·건강·기술" title="배움과 자격, 건강까지" />
        <div className="mt-6">
          <ProgramCarousel
            programs={home.educationPrograms}
            label="교육 프로그램"
            scrollToTopOnClick
          />
        </div>
      </section>

      <FeaturedPrograms />
      <AppBanner banner={home.appBanner} />

      <PrefetchAfterStart ids={carouselIds} />
    </>
  );
}

/** Its own component, so that the prefetch re-renders only these links, not the whole page. */
function PrefetchAfterStart({ ids }: { ids: number[] }) {
  const ready = useAfterStart(CAROUSEL_PREFETCH_DELAY_MS);
  return ready ? ids.map((id) => <PrefetchPageLinks key={id} page={`/program/${id}`} />) : null;
}

function SectionHeading({
  id,
  eyebrow,
  title,
  viewAll,
}: {
  id: string;
  eyebrow: string;
  title: string;
  viewAll?: { to: string; label: string };
}) {
  return (
    <div className="flex items-end justify-between gap-4">
      <div>
        <p className="text-sm font-bold text-accent-600">{eyebrow}</p>
        <h2 id={id} className="mt-1 text-2xl font-extrabold text-brand-900 sm:text-3xl">
          {title}
        </h2>
      </div>
      {viewAll && (
        <Link
          to={viewAll.to}
          className="inline-flex shrink-0 items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
        >
          {viewAll.label}
          <ArrowRightIcon className="h-4 w-4" />
        </Link>
      )}
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const site = siteFromMatches(matches);
  return pageMeta(site, {
    description: `${site.siteName}의 음악·교육·건강·기술 무료 강좌와 동영상 강의를 만나보세요. 누구나 가까운 곳에서 배우고 즐기는 청라의 배움터입니다.`,
    path: "/",
    image: data?.home.ogImage,
  });
};
