// The class carousels' Embla engine with the speed and drag guard of requirements §6. Loaded on
// demand by useLazyCarousel, so neither Embla nor this wiring is part of the page's start-up
// JavaScript.
import EmblaCarousel from "embla-carousel";
import {
  CAROUSEL_SPEED_MS,
  DRAG_GUARD_RESET_MS,
  emblaDurationForMs,
} from "~/components/carousel/carousel-timing";

export type CarouselEngine = {
  next: () => void;
  prev: () => void;
  /** True while a drag is in progress or just ended (a click then must not open a card). */
  wasDragged: () => boolean;
  destroy: () => void;
};

export type ButtonState = { canPrev: boolean; canNext: boolean };

export function startCarousel(
  viewport: HTMLElement,
  startIndex: number,
  onButtons: (state: ButtonState) => void,
): CarouselEngine {
  // 4 per view from 1024 px, 2 from 768 px, 1 below (the slide widths), not infinite.
  const embla = EmblaCarousel(viewport, {
    align: "start",
    loop: false,
    containScroll: "trimSnaps",
    duration: emblaDurationForMs(CAROUSEL_SPEED_MS),
    slidesToScroll: 1,
    startIndex,
  });
  let pointerDown = false;
  let dragging = false;
  let resetTimer: ReturnType<typeof setTimeout> | undefined;
  const updateButtons = () =>
    onButtons({ canPrev: embla.canScrollPrev(), canNext: embla.canScrollNext() });
  // Requirements §6: the guard resets 100 ms after a slide change (and after settling back).
  const scheduleGuardReset = () => {
    clearTimeout(resetTimer);
    resetTimer = setTimeout(() => {
      if (!pointerDown) dragging = false;
    }, DRAG_GUARD_RESET_MS);
  };
  embla
    .on("select", updateButtons)
    .on("reInit", updateButtons)
    .on("pointerDown", () => {
      pointerDown = true;
      dragging = false;
    })
    .on("pointerUp", () => {
      pointerDown = false;
    })
    .on("scroll", () => {
      if (pointerDown) dragging = true;
    })
    .on("select", scheduleGuardReset)
    .on("settle", scheduleGuardReset);
  updateButtons();
  return {
    next: () => embla.scrollNext(),
    prev: () => embla.scrollPrev(),
    wasDragged: () => dragging,
    destroy: () => {
      clearTimeout(resetTimer);
      embla.destroy();
    },
  };
}
