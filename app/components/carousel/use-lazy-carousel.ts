import { useEffect, useRef, useState } from "react";
import type { ButtonState, CarouselEngine } from "~/components/carousel/carousel-engine";
import { useNearViewport } from "~/components/hooks/use-near-viewport";

/** How far below the fold a carousel starts loading its engine (it is ready before it is seen). */
const NEAR_VIEWPORT_MARGIN = "400px 0px";

/**
 * The carousel engine (Embla, ≈7 KB gzip, and its wiring) for a native scroll-snap track, loaded
 * when the track comes within 400 px of the screen: not part of the page's start-up JavaScript,
 * and never loaded for a carousel the visitor does not scroll to. (Hover and keyboard focus need
 * the track on screen, where it is loaded already.) A track the visitor already scrolled
 * natively starts at the nearest slide.
 */
export function useLazyCarousel(onButtons: (state: ButtonState) => void) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const [engine, setEngine] = useState<CarouselEngine | undefined>(undefined);
  const near = useNearViewport(viewportRef, NEAR_VIEWPORT_MARGIN);
  const onButtonsRef = useRef(onButtons);
  onButtonsRef.current = onButtons;

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!near || !viewport) return;
    let instance: CarouselEngine | undefined;
    let cancelled = false;
    import("~/components/carousel/carousel-engine").then(({ startCarousel }) => {
      if (cancelled) return;
      const slideWidth =
        viewport.querySelector<HTMLElement>("[data-carousel-slide]")?.offsetWidth ?? 0;
      const startIndex = slideWidth ? Math.round(viewport.scrollLeft / slideWidth) : 0;
      viewport.scrollLeft = 0;
      instance = startCarousel(viewport, startIndex, (state) => onButtonsRef.current(state));
      setEngine(instance);
    });
    return () => {
      cancelled = true;
      instance?.destroy();
    };
  }, [near]);

  return { viewportRef, engine };
}
