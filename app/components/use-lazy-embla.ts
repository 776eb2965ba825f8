import type { EmblaCarouselType, EmblaOptionsType } from "embla-carousel";
import { useEffect, useRef, useState } from "react";

/** How far below the fold a carousel starts loading Embla (it is ready before it is seen). */
const NEAR_VIEWPORT_MARGIN = "400px 0px";
/** Without a nearing carousel, Embla still loads this long after start, when the browser is idle. */
const IDLE_FALLBACK_MS = 3000;
/** Signs of coming use that precede a gesture (a gesture already under way is left to native scrolling). */
const FIRST_USE_EVENTS = ["pointerover", "focusin"] as const;

/**
 * Embla for a native scroll-snap track, loaded on demand: its code (≈7 KB gzip) is not part of
 * the page's start-up JavaScript. It loads when the viewport nears the screen, on idle, or on the
 * first hover or focus in `regionRef`, whichever comes first. A track the visitor already
 * scrolled natively starts Embla at the nearest slide.
 */
export function useLazyEmbla(options: EmblaOptionsType) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const regionRef = useRef<HTMLDivElement>(null);
  const [embla, setEmbla] = useState<EmblaCarouselType | undefined>(undefined);
  const optionsRef = useRef(options);

  useEffect(() => {
    const viewport = viewportRef.current;
    const region = regionRef.current;
    if (!viewport || !region) return;
    let instance: EmblaCarouselType | undefined;
    let cancelled = false;
    let started = false;

    const start = () => {
      if (started) return;
      started = true;
      stopWatching();
      import("embla-carousel").then(({ default: EmblaCarousel }) => {
        if (cancelled) return;
        const slideWidth = viewport.querySelector<HTMLElement>("[data-carousel-slide]")?.offsetWidth ?? 0;
        const startIndex = slideWidth ? Math.round(viewport.scrollLeft / slideWidth) : 0;
        viewport.scrollLeft = 0;
        instance = EmblaCarousel(viewport, { ...optionsRef.current, startIndex });
        setEmbla(instance);
      });
    };

    const observer =
      "IntersectionObserver" in window
        ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && start(), {
            rootMargin: NEAR_VIEWPORT_MARGIN,
          })
        : undefined;
    observer?.observe(viewport);
    const idleTimer = window.setTimeout(() => {
      if ("requestIdleCallback" in window) window.requestIdleCallback(start, { timeout: 2000 });
      else start();
    }, IDLE_FALLBACK_MS);
    for (const type of FIRST_USE_EVENTS) region.addEventListener(type, start, { passive: true });

    function stopWatching() {
      observer?.disconnect();
      window.clearTimeout(idleTimer);
      for (const type of FIRST_USE_EVENTS) region!.removeEventListener(type, start);
    }

    return () => {
      cancelled = true;
      stopWatching();
      instance?.destroy();
    };
  }, []);

  return { viewportRef, regionRef, embla };
}
