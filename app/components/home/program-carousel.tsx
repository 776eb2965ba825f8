import { useState } from "react";
import { ChevronLeftIcon, ChevronRightIcon } from "~/components/ui/icons";
import { ServerMarkup, useInAppLinks } from "~/components/ui/server-markup";
import { ProgramCard } from "~/components/programs/program-card";
import type { ProgramCardData } from "~/content/types";
import { useLazyCarousel } from "~/components/carousel/use-lazy-carousel";

/**
 * A row of class cards: 4 per view from 1024 px, 2 from 768 px, 1 below (set by the slide
 * widths), not infinite. Until the carousel engine is loaded (server render, no JavaScript, or
 * before the row nears the screen) it is a scroll-snap row the visitor can swipe natively; the
 * buttons and arrow keys then scroll it by one card. The cards are the server's markup on the
 * first load (nothing in them to hydrate); the list handles their clicks.
 */
export function ProgramCarousel({
  programs,
  label,
  scrollToTopOnClick = false,
}: {
  programs: ProgramCardData[];
  label: string;
  scrollToTopOnClick?: boolean;
}) {
  const [{ canPrev, canNext }, setButtons] = useState({
    canPrev: false,
    canNext: programs.length > 1,
  });
  const { viewportRef, engine } = useLazyCarousel(setButtons);

  const followLink = useInAppLinks();
  // Capture phase: before a rendered card's own link handles the click.
  const onCardClickCapture = (event: React.MouseEvent<HTMLElement>) => {
    if (!(event.target as Element).closest("a")) return;
    if (engine?.wasDragged()) event.preventDefault();
    else if (scrollToTopOnClick) window.scrollTo({ top: 0 });
  };

  const scrollBy = (step: 1 | -1) => {
    if (engine) {
      if (step === 1) engine.next();
      else engine.prev();
      return;
    }
    const viewport = viewportRef.current;
    const slide = viewport?.querySelector<HTMLElement>("[data-carousel-slide]");
    if (viewport && slide)
      viewport.scrollBy({ left: step * slide.offsetWidth, behavior: "smooth" });
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === "ArrowLeft") {
      event.preventDefault();
      scrollBy(-1);
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      scrollBy(1);
    }
  };

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={onKeyDown}
      className="relative"
      data-embla-ready={engine ? "true" : "false"}
    >
      <div
        ref={viewportRef}
        className={`-mx-2 px-0 ${engine ? "overflow-hidden" : "overflow-x-auto snap-x snap-mandatory"}`}
      >
        <ul
          className="flex touch-pan-y"
          aria-label={`${label} 목록`}
          onClickCapture={onCardClickCapture}
          onClick={followLink}
        >
          {programs.map((program, i) => (
            <ServerMarkup
              as="li"
              data={program}
              cacheAs="card"
              key={program.id}
              aria-label={`${i + 1} / ${programs.length}`}
              aria-roledescription="slide"
              className="min-w-0 shrink-0 grow-0 basis-full snap-start px-2 pb-3 md:basis-1/2 lg:basis-1/4"
              data-carousel-slide
            >
              <ProgramCard program={program} />
            </ServerMarkup>
          ))}
        </ul>
      </div>
      <div className="mt-4 flex justify-end gap-2">
        <button
          type="button"
          onClick={() => scrollBy(-1)}
          disabled={!canPrev}
          className="inline-flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-brand-800 shadow-sm transition hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-40"
        >
          <ChevronLeftIcon />
          <span className="sr-only">{label} 이전</span>
        </button>
        <button
          type="button"
          onClick={() => scrollBy(1)}
          disabled={!canNext}
          className="inline-flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-brand-800 shadow-sm transition hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-40"
        >
          <ChevronRightIcon />
          <span className="sr-only">{label} 다음</span>
        </button>
      </div>
    </div>
  );
}
