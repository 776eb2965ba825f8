// Pure rules about classes. Recruitment (open or closed, the old '[모집마감]' marker) lives in
// ./recruitment.ts.
export { RECRUITMENT_CLOSED_MARKER, scheduleWithoutMarker } from "./recruitment";

/** Every class is free; the price text '무료' hides any paid tag. */
export function isFree(price: string): boolean {
  return price.trim() === "무료" || price.trim().toLowerCase() === "free";
}
