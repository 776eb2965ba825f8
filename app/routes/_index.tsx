import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { getHomePageWithSeats, getSettings } from "~/backends/app.server";
import { AppBanner } from "~/components/home/app-banner";
import { FeaturedPrograms } from "~/components/home/featured-programs";
import { HeroSlider } from "~/components/home/hero-slider";
import { IconBar } from "~/components/home/icon-bar";
import { ProgramCarousel } from "~/components/home/program-carousel";
import { HomeSection, SectionHeading } from "~/components/home/home-section";
import { useAfterStart } from "~/components/hooks/use-after-start";
import { ServerMarkup, useInAppLinks } from "~/components/ui/server-markup";
import { getLatestNotices, getSiteSettings } from "~/content/content.server";
import { toProgramCard } from "~/content/program-card-data";
import { pageMeta, siteVerificationMeta } from "~/seo/meta";

/** Requirements §6: the carousels are prefetched 1 second after start. */
export const CAROUSEL_PREFETCH_DELAY_MS = 1000;

export async function loader() {
  const [home, settings, notices] = await Promise.all([
    getHomePageWithSeats(),
    getSiteSettings(),
    getLatestNotices(),
  ]);
  // The carousels show cards: their loader data is what a card shows. The link-preview picture
  // is in the head's tags only.
  const { ogImage, ...page } = home;
  const cards = {
    musicPrograms: home.musicPrograms.map(toProgramCard),
    educationPrograms: home.educationPrograms.map(toProgramCard),
  };
  const env = getSettings();
  // The head's tags are built here, so the meta builders stay out of the home page's JavaScript
  // (the page's start is at its budget; the browser's meta function only returns them).
  const meta = [
    ...pageMeta(
      { siteUrl: env.siteUrl, siteName: settings.centreName },
      {
        description: `${settings.centreName}의 음악·교육·건강·기술 무료 프로그램과 동영상 강의를 만나보세요. 누구나 가까운 곳에서 배우고 즐기는 청라의 배움터입니다.`,
        path: "/",
        image: ogImage,
      },
    ),
    ...siteVerificationMeta({
      naver: env.NAVER_SITE_VERIFICATION,
      google: env.GOOGLE_SITE_VERIFICATION,
    }),
  ];
  return {
    home: { ...page, ...cards },
    centreName: settings.centreName,
    notices,
    meta,
  };
}

export default function Home() {
  const { home, centreName, notices } = useLoaderData<typeof loader>();
  const followLink = useInAppLinks();
  const carouselIds = [
    ...new Set([...home.musicPrograms, ...home.educationPrograms].map((p) => p.id)),
  ];

  return (
    <>
      <h1 className="sr-only">{centreName}</h1>
      <HeroSlider slides={home.heroSlides} />
      <IconBar links={home.iconBar} />

      <HomeSection
        id="music-title"
        eyebrow="음악 프로그램"
        title="악기와 노래, 처음부터 함께해요"
        viewAll="/services"
        className="container-page mt-16"
      >
        <ProgramCarousel programs={home.musicPrograms} label="음악 프로그램" />
      </HomeSection>

      <HomeSection
        id="education-title"
        eyebrow="교육·건강·기술"
        title="배움과 자격, 건강까지"
        className="container-page mt-16"
      >
        <ProgramCarousel
          programs={home.educationPrograms}
          label="교육 프로그램"
          scrollToTopOnClick
        />
      </HomeSection>

      <FeaturedPrograms />

      <section aria-labelledby="notices-title" className="container-page mt-16 max-w-4xl">
        <SectionHeading
          id="notices-title"
          eyebrow="센터 소식"
          title="공지사항"
          viewAll="/notices"
        />
        {/* A short list of its own: the board's NoticeList would be one more chunk on the home page (decision 064). */}
        <ServerMarkup
          as="ul"
          data={notices}
          onClick={followLink}
          className="mt-6 divide-y divide-slate-200"
        >
          {notices.map((notice) => (
            <li key={notice.id}>
              <Link to={`/notices/${notice.id}`} className="flex gap-3 py-3 hover:underline">
                {notice.scheduledFor && (
                  // The Studio's preview only (notice-list.tsx's ScheduledBadge, not imported:
                  // its chunk would weigh on every visitor's home page).
                  <span className="shrink-0 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-900">
                    예약 게시 {notice.scheduledFor}
                  </span>
                )}
                <span className="flex-1 truncate font-semibold text-ink">{notice.title}</span>
                <time dateTime={notice.day} className="text-sm text-muted">
                  {notice.dateLabel}
                </time>
              </Link>
            </li>
          ))}
        </ServerMarkup>
      </section>

      <AppBanner banner={home.appBanner} />

      <PrefetchAfterStart ids={carouselIds} />
    </>
  );
}

const PrefetchClasses = lazy(() => import("~/components/home/prefetch-classes"));

/** Its own component, so that the prefetch re-renders only these links, not the whole page. */
function PrefetchAfterStart({ ids }: { ids: number[] }) {
  const ready = useAfterStart(CAROUSEL_PREFETCH_DELAY_MS);
  return ready ? (
    <Suspense fallback={null}>
      <PrefetchClasses ids={ids} />
    </Suspense>
  ) : null;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => data?.meta ?? [];
