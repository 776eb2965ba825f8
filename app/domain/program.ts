// Pure rules about classes.

/** The marker staff write into a class's free-text schedule when recruitment has closed. */
export const RECRUITMENT_CLOSED_MARKER = "[모집마감]";

export function isRecruitmentClosed(schedule: string): boolean {
  return schedule.includes(RECRUITMENT_CLOSED_MARKER);
}

/** The schedule without the marker, for display beside a '모집마감' badge. */
export function scheduleWithoutMarker(schedule: string): string {
  return schedule.replace(RECRUITMENT_CLOSED_MARKER, "").replace(/\s{2,}/g, " ").trim();
}

/** Every class is free; the price text '무료' hides any paid tag. */
export function isFree(price: string): boolean {
  return price.trim() === "무료" || price.trim().toLowerCase() === "free";
}
