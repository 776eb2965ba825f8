import { Link } from "@remix-run/react";
import { useEffect, useState } from "react";
import { ApplyButton } from "~/components/application/apply-button";
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from "~/components/ui/icons";
import { ContentImage } from "~/components/ui/content-image";
import { useAfterStart } from "~/components/hooks/use-after-start";
import { usePrefersReducedMotion } from "~/components/hooks/use-page-effects";
import type { HeroSlide } from "~/content/types";

/** Requirements §6: the hero advances every 3000 ms and wraps from the last slide to the first. */
export const HERO_INTERVAL_MS = 3000;

/**
 * The other slides' pictures are requested this long after start, well before the first turn:
 * unseen for seconds, they would otherwise load and draw with the page's first, critical work.
 */
export const HERO_OTHER_PICTURES_DELAY_MS = 1000;

export function nextSlideIndex(current: number, total: number, step: 1 | -1 = 1) {
  return total === 0 ? 0 : (current + step + total) % total;
}

export function HeroSlider({ slides }: { slides: HeroSlide[] }) {
  const [index, setIndex] = useState(0);
  const [pausedByUser, setPausedByUser] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const autoplay = !reducedMotion && !pausedByUser && slides.length > 1;
  const total = slides.length;
  const otherPictures = useAfterStart(HERO_OTHER_PICTURES_DELAY_MS) || index !== 0;

  useEffect(() => {
    if (!autoplay) return;
    const timer = window.setTimeout(
      () => setIndex((i) => nextSlideIndex(i, total)),
      HERO_INTERVAL_MS,
    );
    return () => window.clearTimeout(timer);
  }, [autoplay, index, total]);

  if (total === 0) return null;

  return (
    <section
      aria-roledescription="carousel"
      aria-label="주요 프로그램 소개"
      className="relative isolate overflow-hidden bg-brand-900"
    >
      <div className="relative h-[26rem] sm:h-[30rem] lg:h-[34rem]">
        {slides.map((slide, i) => {
          const active = i === index;
          return (
            <div
              key={slide.image.src + i}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} / ${total}`}
              aria-hidden={!active}
              data-active={active ? "true" : "false"}
              className={`absolute inset-0 transition-opacity duration-700 ease-out ${active ? "opacity-100" : "opacity-0"}`}
            >
              {(i === 0 || otherPictures) && (
                <ContentImage
                  image={slide.image}
                  priority={i === 0}
                  sizes="100vw"
                  className="h-full w-full object-cover"
                />
              )}
              <div className="absolute inset-0 bg-gradient-to-r from-brand-900/85 via-brand-900/50 to-transparent" />
              <div className="container-page absolute inset-0 flex flex-col justify-center">
                <div className="max-w-xl text-white">
                  <p className="text-3xl font-extrabold leading-tight sm:text-4xl lg:text-5xl">
                    {slide.title}
                  </p>
                  {slide.subtitle && (
                    <p className="mt-4 text-base leading-7 text-white/90 sm:text-lg">
                      {slide.subtitle}
                    </p>
                  )}
                  <div className="mt-7 flex flex-wrap gap-3">
                    <Link
                      to={slide.link.href}
                      tabIndex={active ? undefined : -1}
                      className="inline-flex min-h-11 items-center rounded-full bg-white px-5 py-2.5 text-sm font-bold text-brand-800 hover:bg-brand-50"
                    >
                      {slide.link.label}
                      {/* A label such as "자세히 보기" says where it leads only with the slide's title. */}
                      <span className="sr-only">: {slide.title}</span>
                    </Link>
                    {active && (
                      <ApplyButton className="inline-flex min-h-11 items-center rounded-full bg-accent-600 px-5 py-2.5 text-sm font-bold text-white hover:bg-accent-700" />
                    )}
                  </div>
                </div>
              </div>
            </div>
          );
        })}
      </div>

      <div className="container-page pointer-events-none absolute inset-x-0 bottom-14 flex justify-end">
        <div className="pointer-events-auto flex items-center gap-1 rounded-full bg-black/45 px-2 py-1 text-white">
          <button
            type="button"
            onClick={() => setIndex((i) => nextSlideIndex(i, total, -1))}
            className="inline-flex size-11 items-center justify-center rounded-full hover:bg-white/20"
          >
            <ChevronLeftIcon className="h-4 w-4" />
            <span className="sr-only">이전 슬라이드</span>
          </button>
          <p
            data-testid="hero-counter"
            aria-live={autoplay ? "off" : "polite"}
            className="min-w-[3.5rem] text-center text-sm font-semibold tabular-nums"
          >
            {index + 1} / {total}
          </p>
          <button
            type="button"
            onClick={() => setIndex((i) => nextSlideIndex(i, total))}
            className="inline-flex size-11 items-center justify-center rounded-full hover:bg-white/20"
          >
            <ChevronRightIcon className="h-4 w-4" />
            <span className="sr-only">다음 슬라이드</span>
          </button>
          {!reducedMotion && (
            <button
              type="button"
              onClick={() => setPausedByUser((p) => !p)}
              aria-pressed={pausedByUser}
              className="inline-flex size-11 items-center justify-center rounded-full hover:bg-white/20"
            >
              {pausedByUser ? <PlayIcon className="h-4 w-4" /> : <PauseIcon className="h-4 w-4" />}
              <span className="sr-only">자동 넘김 일시정지</span>
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
