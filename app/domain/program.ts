// Pure rules about classes that cards need in the browser. Recruitment (open or closed) lives in
// ./recruitment.ts, which imports this file and not the other way round (bench/weight).

/** The marker staff wrote into a class's free-text schedule before the recruitment fields existed. */
export const RECRUITMENT_CLOSED_MARKER = "[모집마감]";

/** The schedule without the old marker (the badge says it instead). */
export function scheduleWithoutMarker(schedule: string): string {
  return schedule
    .replace(RECRUITMENT_CLOSED_MARKER, "")
    .replace(/\s{2,}/g, " ")
    .trim();
}

/** Every class is free; the price text '무료' hides any paid tag. */
export function isFree(price: string): boolean {
  return price.trim() === "무료" || price.trim().toLowerCase() === "free";
}
