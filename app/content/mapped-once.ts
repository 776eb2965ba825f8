// The view model of a cached read, mapped once per read and Seoul day instead of per request.
// The content cache hands back the same result object until it refreshes the read, so keyed on
// that object the mapping (images, schedules, recruitment judged on the day) runs when the read or
// the day changes; a CPU profile of rendered pages put the per-request mapping at 2 % of their
// time (bench/README.md). Pages must not change what they are given: it is shared.
import { seoulCalendarDate } from "~/domain/recruitment";

type Kept = { day: string; by: unknown; value: unknown };

/**
 * `map(raw)`, or the value it gave for this same `raw` object earlier on the same Seoul day with
 * the same `by` (the image source). A result that is not an object (null) is mapped every time.
 */
export function createMappedOnce(now: () => Date = () => new Date()) {
  const kept = new WeakMap<object, Kept>();
  return function mappedOnce<R, T>(raw: R, by: unknown, map: (raw: R, now: Date) => T): T {
    const at = now();
    if (raw === null || typeof raw !== "object") return map(raw, at);
    const day = seoulCalendarDate(at);
    const hit = kept.get(raw);
    if (hit && hit.day === day && hit.by === by) return hit.value as T;
    const value = map(raw, at);
    kept.set(raw, { day, by, value });
    return value;
  };
}
