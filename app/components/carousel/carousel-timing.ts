// Embla's `duration` is not milliseconds: each 60 Hz frame the velocity gains
// displacement/duration and is multiplied by the friction. These pure helpers pick the
// duration whose movement settles in the 500 ms of requirements §6.

/** Requirements §6: carousel speed. */
export const CAROUSEL_SPEED_MS = 500;
/** Requirements §6: the drag-click guard resets this long after a slide change. */
export const DRAG_GUARD_RESET_MS = 100;

const FRAME_MS = 1000 / 60;
const EMBLA_FRICTION = 0.68;

/** How long Embla's scroll body takes to settle within 1 px for a move of `distancePx`. */
export function emblaSettleTimeMs(duration: number, distancePx = 300, friction = EMBLA_FRICTION) {
  let location = 0;
  let velocity = 0;
  for (let frame = 1; frame <= 600; frame++) {
    velocity += (distancePx - location) / duration;
    velocity *= friction;
    location += velocity;
    if (Math.abs(distancePx - location) < 1 && Math.abs(velocity) < 0.5) return frame * FRAME_MS;
  }
  return Number.POSITIVE_INFINITY;
}

/** The Embla duration (integer, 5–60) whose settle time is closest to `ms`. */
export function emblaDurationForMs(ms: number, distancePx = 300) {
  let best = 25;
  let bestError = Number.POSITIVE_INFINITY;
  for (let duration = 5; duration <= 60; duration++) {
    const error = Math.abs(emblaSettleTimeMs(duration, distancePx) - ms);
    if (error < bestError) {
      best = duration;
      bestError = error;
    }
  }
  return best;
}
