import { useEffect, useRef, useState } from "react";
import type { ButtonState, CarouselEngine } from "~/components/carousel-engine";
import { useNearViewport } from "~/components/use-near-viewport";

/** How far below the fold a carousel starts loading its engine (it is ready before it is seen). */
const NEAR_VIEWPORT_MARGIN = "400px 0px";
/** Without a nearing carousel, the engine still loads this long after start, when the browser is idle. */
const IDLE_FALLBACK_MS = 3000;
/** Signs of coming use that precede a gesture (a gesture already under way is left to native scrolling). */
const FIRST_USE_EVENTS = ["pointerover", "focusin"] as const;

/**
 * The carousel engine (Embla, ≈7 KB gzip, and its wiring) for a native scroll-snap track, loaded
 * on demand: not part of the page's start-up JavaScript. It loads when the viewport nears the
 * screen, on idle, or on the first hover or focus in `regionRef`, whichever comes first. A track
 * the visitor already scrolled natively starts at the nearest slide.
 */
export function useLazyCarousel(onButtons: (state: ButtonState) => void) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const regionRef = useRef<HTMLDivElement>(null);
  const [engine, setEngine] = useState<CarouselEngine | undefined>(undefined);
  const [wanted, setWanted] = useState(false);
  const near = useNearViewport(viewportRef, NEAR_VIEWPORT_MARGIN);
  const onButtonsRef = useRef(onButtons);
  onButtonsRef.current = onButtons;

  useEffect(() => {
    const region = regionRef.current;
    if (!region || wanted) return;
    const want = () => setWanted(true);
    const idleTimer = window.setTimeout(() => {
      if ("requestIdleCallback" in window) window.requestIdleCallback(want, { timeout: 2000 });
      else want();
    }, IDLE_FALLBACK_MS);
    for (const type of FIRST_USE_EVENTS) region.addEventListener(type, want, { passive: true });
    return () => {
      window.clearTimeout(idleTimer);
      for (const type of FIRST_USE_EVENTS) region.removeEventListener(type, want);
    };
  }, [wanted]);

  const start = wanted || near;
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!start || !viewport) return;
    let instance: CarouselEngine | undefined;
    let cancelled = false;
    import("~/components/carousel-engine").then(({ startCarousel }) => {
      if (cancelled) return;
      const slideWidth = viewport.querySelector<HTMLElement>("[data-carousel-slide]")?.offsetWidth ?? 0;
      const startIndex = slideWidth ? Math.round(viewport.scrollLeft / slideWidth) : 0;
      viewport.scrollLeft = 0;
      instance = startCarousel(viewport, startIndex, (state) => onButtonsRef.current(state));
      setEngine(instance);
    });
    return () => {
      cancelled = true;
      instance?.destroy();
    };
  }, [start]);

  return { viewportRef, regionRef, engine };
}
